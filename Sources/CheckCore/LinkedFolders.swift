import RuleEngine

/// Links to folders of Swift files where a rule would judge what lies under them: SwiftPM
/// compiles the folder's files again under the link's path (`Sources/App/Feed/Shared ->
/// ../../../Vendor`), which no reader lists, so a check that went on would pass code the
/// build compiles. It stops instead (exit 2), naming each link and the side to change.
package struct LinkedFolders: Error, CustomStringConvertible {
  package var problems: [String]

  /// The refusal for `snapshot`'s folder links that some rule of `rules` selects under;
  /// nil when there is none.
  package static func refusal(in snapshot: any SnapshotReading, rules: RuleSet) throws -> LinkedFolders? {
    // A file the build compiles under the link, as a rule would see its path.
    func reaching(_ link: String) -> SuiteRule? {
      rules.rules.first { $0.body.inputs.selection.selects(link + "/Linked.swift") }
    }
    var problems: [String] = []
    for link in try snapshot.folderLinks(selectedBy: { reaching($0) != nil }) {
      guard let rule = reaching(link.path) else { continue }
      problems.append(
        "\(link.path): error: this is a link to the folder \(link.target), whose Swift files SwiftPM compiles again "
          + "under \(link.path)/, where [\(rule.id)] would judge them, and fitness does not read files through a folder "
          + "link; change the code: replace the link with the files (or a local package), or change the contract: add "
          + "'\(link.path)' to the rule's exclude in \(rule.site.suitePath) and judge \(link.target) at its own path")
    }
    return problems.isEmpty ? nil : LinkedFolders(problems: problems)
  }

  package var description: String {
    (problems + ["fitness: nothing was judged: a rule would judge files the readers cannot see"]).joined(
      separator: "\n")
  }
}
