#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the front tells `fitness-tool` when it hands a check over: what it already worked
/// out, so the tool neither works it out again nor retries what failed.
///
/// It travels in the environment beside the front's pid, and is believed only by the
/// front's own child (a stale value, inherited by some later process, is ignored).
package struct HandOff: Equatable, Sendable {
  package static let variable = "FITNESS_HAND_OFF"
  /// Set by the front for the tool: the pid of the front that started it. A front that
  /// finds its own parent's pid here was started as the tool.
  package static let pidVariable = "FITNESS_HANDED_OFF_BY"

  /// What `--staged` was resolved to (the pre-commit framework's runs outside a commit), the
  /// front having printed its note; nil when the front judged no staged request.
  package var choice: PreCommitMode.Choice?
  /// The direct reader could not read this repository's files: the tool goes to libgit2
  /// without opening them again.
  package var readerCannot: Bool
  /// Why the front stepped aside, for `FITNESS_TRACE`.
  package var reason: String

  package init(choice: PreCommitMode.Choice?, readerCannot: Bool, reason: String) {
    (self.choice, self.readerCannot, self.reason) = (choice, readerCannot, reason)
  }

  /// The value of `variable`: the choice, the reader's state and the reason, one per line.
  package var encoded: String {
    let mode: String
    switch choice {
    case nil: mode = "-"
    case .staged?: mode = "staged"
    case .all?: mode = "all"
    case .revision(let revision)?: mode = "revision " + revision
    }
    return [mode, readerCannot ? "reader" : "tool", reason.split(separator: "\n").joined(separator: " ")]
      .joined(separator: "\n")
  }

  package init?(encoded: String) {
    let lines = encoded.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
    guard lines.count == 3, lines[1] == "reader" || lines[1] == "tool" else { return nil }
    switch lines[0] {
    case "-": choice = nil
    case "staged": choice = .staged
    case "all": choice = .all
    case let mode where mode.hasPrefix("revision ") && mode.count > 9: choice = .revision(String(mode.dropFirst(9)))
    default: return nil
    }
    readerCannot = lines[1] == "reader"
    reason = String(lines[2])
  }

  /// What this process's front handed over; nil unless the front that set it is this
  /// process's parent.
  package static func received(environment: [String: String]) -> HandOff? {
    guard environment[pidVariable] == String(getppid()), let text = environment[variable] else { return nil }
    return HandOff(encoded: text)
  }
}
