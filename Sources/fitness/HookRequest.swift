/// The command lines the front answers itself: `fitness check`, with at most one of
/// `--staged` (the hook's, and the default) or `--all`, and `-C DIR` and `--color WHEN`.
/// Anything else goes to `fitness-tool` untouched, which also owns every usage error.
struct HookRequest {
  var directory: String?
  var colour: Bool?
  /// `--all`: every tracked file, from the scan cache (`FullCheck`).
  var isFull = false

  init?(_ arguments: [String]) {
    var words = arguments[...]
    var sawCheck = false
    var sawStaged = false
    while let word = words.popFirst() {
      switch word {
      case "check" where !sawCheck: sawCheck = true
      case "--staged" where sawCheck: sawStaged = true
      case "--all" where sawCheck: isFull = true
      case "-C":
        guard let folder = words.popFirst() else { return nil }
        directory = directory.map { folder.hasPrefix("/") ? folder : $0 + "/" + folder } ?? folder
      case _ where word == "--color" || word.hasPrefix("--color="):
        let value = word == "--color" ? words.popFirst() : String(word.dropFirst("--color=".count))
        switch value {
        case "always": colour = true
        case "never": colour = false
        case "auto": colour = nil
        default: return nil
        }
      default: return nil
      }
    }
    guard sawCheck, !(sawStaged && isFull) else { return nil }
  }

  /// The folder to judge: `-C DIR` against the current directory; nil without one.
  func folder() -> String? {
    guard let current = ProcessEnvironment.currentDirectory() else { return nil }
    return directory.map { $0.hasPrefix("/") ? $0 : current + "/" + $0 } ?? current
  }
}
