import CheckCore

extension RuleSet {
  /// Keeps only the rules named by `ids`; an unknown id is an error, never an empty check.
  func selecting(_ ids: [String], command: String = "check") throws(UsageError) -> RuleSet {
    guard !ids.isEmpty else { return self }
    let known = Set(rules.map(\.id))
    if let unknown = ids.first(where: { !known.contains($0) }) {
      let list = known.sorted().joined(separator: ", ")
      throw UsageError(
        "no rule has the id '\(unknown)'; known rules: \(list.isEmpty ? "none" : list)", command: command)
    }
    return RuleSet(rules: rules.filter { ids.contains($0.id) }, suitePaths: suitePaths)
  }
}
