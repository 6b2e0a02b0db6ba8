/// Which options take a value, the one thing the command line's grammar must know before
/// it can split words (`--why "--all"` is a reason, not a flag). Read from the commands'
/// declarations: an option is valued for every command when no command has a flag of its
/// name, else only for the commands that declare it valued (`explain --check FILE`, but
/// `vendor --check`).
package struct Grammar: Sendable {
  package var valued: Set<String>
  package var valuedIn: [String: Set<String>]

  package init(commands: [(name: String, options: [OptionSpec])]) {
    var valuedSomewhere = Set<String>()
    var flagSomewhere = Set<String>()
    for command in commands {
      for option in command.options {
        if option.value == nil { flagSomewhere.insert(option.name) } else { valuedSomewhere.insert(option.name) }
      }
    }
    let everywhere = valuedSomewhere.subtracting(flagSomewhere)
    valued = everywhere
    var perCommand: [String: Set<String>] = [:]
    for command in commands {
      let own = Set(command.options.filter { $0.value != nil && !everywhere.contains($0.name) }.map(\.name))
      if !own.isEmpty { perCommand[command.name, default: []].formUnion(own) }
    }
    valuedIn = perCommand
  }

  /// What every command line may hold before or beside any command's own options: the
  /// front's grammar, which hands every other command line over unread.
  package static let shared = Grammar(commands: [
    ("", [OptionSpec.directory, .color, .revision] + OptionSpec.snapshots + [.help, .version])
  ])
}
