/// One usage line of a command, as its `--help` starts: positionals and options, each
/// optional or required, an optional one possibly a choice of several
/// (`[--staged | --all | --rev REV | --worktree]`).
package struct UsageForm: Sendable {
  package enum Item: Sendable {
    /// `FINDING`, `[RULE-ID]`, `[RULE-ID]...`: written as given.
    case positional(String)
    /// `--since REV`, `--why "REASON"`.
    case required(OptionSpec)
    /// `[--dry-run]`, `[--rule ID]...`, `[--limit N | --all]`.
    case optional([OptionSpec])

    /// Any one of the snapshots.
    package static let snapshot = Item.optional(OptionSpec.snapshots)
    package static let directory = Item.optional([.directory])
  }

  package var items: [Item]

  package init(_ items: [Item]) { self.items = items }

  /// Every option the line names, in order.
  package var options: [OptionSpec] {
    items.flatMap { item -> [OptionSpec] in
      switch item {
      case .positional: return []
      case .required(let option): return [option]
      case .optional(let options): return options
      }
    }
  }

  /// `fitness NAME …`, as the README's command list and `--help` give it.
  package func line(command: String) -> String {
    let words = items.map { item -> String in
      switch item {
      case .positional(let text): return text
      case .required(let option):
        // A free-text value is quoted, as a shell needs it to be.
        return option.value.map { "\(option.name) \(Self.free($0) ? "\"\($0)\"" : $0)" } ?? option.name
      case .optional(let options):
        let inner = options.map(\.spelled).joined(separator: " | ")
        return "[\(inner)]" + (options.count == 1 && options[0].repeats ? "..." : "")
      }
    }
    return (["fitness", command] + words).joined(separator: " ")
  }

  /// A value written in prose, not a placeholder (`REASON`, `WHY`, quoted on the line).
  private static func free(_ value: String) -> Bool { value == "REASON" }
}
