/// The one command line the fast path answers: `fitness check`, with at most `--staged`,
/// `-C DIR` and `--color WHEN`. Anything else goes to `fitness-tool` untouched, which also
/// owns every usage error.
struct HookRequest {
  var directory: String?
  var colour: Bool?

  init?(_ arguments: [String]) {
    var words = arguments[...]
    var sawCheck = false
    while let word = words.popFirst() {
      switch word {
      case "check" where !sawCheck: sawCheck = true
      case "--staged" where sawCheck: continue
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
    guard sawCheck else { return nil }
  }
}
