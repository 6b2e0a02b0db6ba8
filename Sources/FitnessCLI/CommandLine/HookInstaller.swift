import Foundation

/// Installs and removes the pre-commit hook, keeping any hook that was there before.
///
/// The hook script is `hooks/pre-commit` from this repository, embedded in the binary, with
/// the absolute path of the running `fitness` baked in. A foreign hook is moved aside to
/// `pre-commit.legacy` and run first by ours; uninstall moves it back.
struct HookInstaller {
  static let marker = "# fitness-hook: pre-commit"

  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  enum Outcome: Equatable {
    case installed(path: String, keptLegacy: Bool)
    case updated(path: String)
    case alreadyInstalled(path: String)
    case removed(path: String, restoredLegacy: Bool)
  }

  var hooksDirectory: String
  var fileManager = FileManager.default

  var hookPath: String { hooksDirectory + "/pre-commit" }
  var legacyPath: String { hooksDirectory + "/pre-commit.legacy" }

  /// The script to install for a binary at `binary`.
  static func script(binary: String) -> String {
    let quoted = binary.replacingOccurrences(of: "'", with: "'\\''")
    return EmbeddedFiles.preCommitHook.replacingOccurrences(of: "@FITNESS_BIN@", with: quoted)
  }

  func install(binary: String, force: Bool) throws -> Outcome {
    try fileManager.createDirectory(atPath: hooksDirectory, withIntermediateDirectories: true)
    let script = Self.script(binary: binary)
    var keptLegacy = false
    if let existing = read(hookPath) {
      if existing == script { return .alreadyInstalled(path: hookPath) }
      if existing.contains(Self.marker) {
        try write(script, to: hookPath)
        return .updated(path: hookPath)
      }
      if fileManager.fileExists(atPath: legacyPath), !force {
        throw Refusal(
          description: "both '\(hookPath)' and '\(legacyPath)' exist and neither is fitness's; "
            + "merge them by hand, or pass --force to replace the old backup with the current hook")
      }
      if fileManager.fileExists(atPath: legacyPath) { try fileManager.removeItem(atPath: legacyPath) }
      try fileManager.moveItem(atPath: hookPath, toPath: legacyPath)
      keptLegacy = true
    }
    try write(script, to: hookPath)
    return .installed(path: hookPath, keptLegacy: keptLegacy || fileManager.fileExists(atPath: legacyPath))
  }

  func uninstall() throws -> Outcome {
    guard let existing = read(hookPath) else {
      throw Refusal(description: "no pre-commit hook is installed in '\(hooksDirectory)'")
    }
    guard existing.contains(Self.marker) else {
      throw Refusal(description: "'\(hookPath)' was not installed by fitness; leaving it alone")
    }
    try fileManager.removeItem(atPath: hookPath)
    if fileManager.fileExists(atPath: legacyPath) {
      try fileManager.moveItem(atPath: legacyPath, toPath: hookPath)
      return .removed(path: hookPath, restoredLegacy: true)
    }
    return .removed(path: hookPath, restoredLegacy: false)
  }

  private func read(_ path: String) -> String? {
    guard let data = fileManager.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Written whole or not at all, and executable, so git never runs half a hook.
  private func write(_ text: String, to path: String) throws {
    try AtomicFile.replace(path, with: text, permissions: 0o755)
  }
}
