internal import CLibGit2
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The single place where libgit2 results become Swift errors.
enum LibGit2 {
  /// Initialises libgit2 once per process; every `Repository` calls it.
  static let initialised: Bool = {
    _ = git_libgit2_init()
    // Per-worktree config is not read by fitness, so repositories that enable it can be
    // opened safely (libgit2 1.5 otherwise refuses them).
    "worktreeconfig".withCString { name in
      var extensions: [UnsafePointer<CChar>?] = [name]
      _ = extensions.withUnsafeMutableBufferPointer {
        fitness_git_set_extensions($0.baseAddress, $0.count)
      }
    }
    return true
  }()

  /// A path libgit2 hands over, as a `QuotedPath`: its bytes kept exactly, whatever they are.
  static func path(_ text: UnsafePointer<CChar>) -> String {
    QuotedPath.spelling(UnsafeRawBufferPointer(start: text, count: strlen(text)))
  }

  /// Throws when `result` is negative, reading libgit2's thread-local error at once.
  static func check(_ result: Int32, _ operation: @autoclosure () -> String) throws(LibGit2ReaderError) {
    guard result < 0 else { return }
    throw error(result, operation())
  }

  static func error(_ result: Int32, _ operation: String) -> LibGit2ReaderError {
    var message = "unknown error"
    if let last = git_error_last(), let text = last.pointee.message {
      message = String(cString: text)
    }
    return classify(code: result, message: message, operation: operation)
  }

  /// Maps libgit2's wording for formats it cannot read to errors that say what to do.
  static func classify(code: Int32, message: String, operation: String) -> LibGit2ReaderError {
    let lowered = message.lowercased()
    let name = message.split(separator: " ").last.map(String.init) ?? "an extension"
    for known in unreadable where known.words.allSatisfy(lowered.contains) {
      return .unsupported(feature: known.feature(name), advice: known.advice)
    }
    return .libgit2(operation: operation, code: code, message: message)
  }

  /// A format libgit2 cannot read: the words of its message, what fitness calls the
  /// format (given the extension's name), and how to turn it off. The first match counts.
  private struct Unreadable: Sendable {
    var words: [String]
    var feature: @Sendable (String) -> String
    var advice: String
  }

  private static let unreadable = [
    Unreadable(
      words: ["unsupported extension name", "refstorage"], feature: { "the reftable ref format (\($0))" },
      advice: "fitness needs the files ref format; convert with 'git refs migrate --ref-format=files'"),
    Unreadable(
      words: ["unsupported extension name"], feature: { "the repository extension \($0)" },
      advice: "run fitness on a clone without that extension"),
    // The index extension libgit2 names: 'sdir' is a sparse index, 'link' a split one.
    Unreadable(
      words: ["unsupported mandatory extension", "sdir"], feature: { _ in "a sparse index" },
      advice: "turn it off with 'git sparse-checkout init --no-sparse-index'"),
    Unreadable(
      words: ["unsupported mandatory extension"], feature: { _ in "a split index" },
      advice: "turn it off with 'git config core.splitIndex false && git update-index --no-split-index'"),
  ]
}
