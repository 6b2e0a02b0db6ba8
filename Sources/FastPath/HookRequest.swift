import CheckCore
import CommandLineIO

/// The command lines the front answers itself: `fitness check`, with at most one of
/// `--staged` (the hook's, and the default) or `--all`, and `-C DIR`, `--color WHEN` and
/// `--strict`.
/// Split by the shared options' grammar (`ParsedCommandLine`, `Grammar.shared`); a line made
/// of these alone is split alike by `fitness-tool`'s grammar of every command, and anything
/// else goes to `fitness-tool` untouched, which also owns every usage error.
package struct HookRequest {
  static let options = Set([OptionSpec.staged, .all, .directory, .color, .strict].map(\.name))

  package var directory: String?
  package var colour: Bool?
  /// `--all`: every tracked file, from the scan cache (`CachedFullCheck`).
  package var isFull = false
  /// `--strict`: warnings fail the check too.
  package var strict = false

  package init?(_ arguments: [String]) {
    guard let words = try? ParsedCommandLine(arguments), words.positionals == ["check"],
      words.options.allSatisfy({ Self.options.contains($0.name) })
    else { return nil }
    do {
      colour = try words.colour()
    } catch {
      return nil
    }
    isFull = words.has(OptionSpec.all.name)
    strict = words.has(OptionSpec.strict.name)
    guard !(isFull && words.has(OptionSpec.staged.name)) else { return nil }
    directory = words.directory
  }

  /// The folder to judge: `-C DIR` against the current directory; nil without one.
  func folder() -> String? {
    guard let current = ProcessEnvironment.currentDirectory() else { return nil }
    return directory.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 } ?? current
  }
}
