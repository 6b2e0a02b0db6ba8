import GitSnapshot
import RuleEngine

/// Every rule in a snapshot, read from the fitness suites' blobs.
struct RuleSet {
  var rules: [SuiteRule]
  /// The suites that were read, by path.
  var suitePaths: Set<String>

  /// Reads the suites (files named `…Tests.swift` in a `Fitness` folder) of `snapshot`.
  ///
  /// Collects every malformed rule before failing, so one run shows them all.
  static func load(from snapshot: Snapshot) throws -> RuleSet {
    var rules: [SuiteRule] = []
    var problems: [RuleBlockError] = []
    let suites = snapshot.files.filter { SuiteRule.isSuitePath($0.path) }
    for suite in suites {
      guard case .text(let bytes) = try snapshot.contents(of: suite) else { continue }
      do {
        rules += try RuleBlockReader.rules(in: bytes, path: suite.path)
      } catch {
        problems.append(error)
      }
    }
    var seen: [String: SuiteRule] = [:]
    for rule in rules {
      if let first = seen[rule.id] {
        problems.append(
          RuleBlockError(
            path: rule.site.suitePath, position: rule.site.position ?? .init(line: 1, column: 1),
            message: "rule id '\(rule.id)' is also used in \(first.site.suitePath); rule ids must be unique"))
      }
      seen[rule.id] = rule
    }
    guard problems.isEmpty else { throw RuleProblems(errors: problems) }
    return RuleSet(rules: rules, suitePaths: Set(suites.map(\.path)))
  }

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

/// One or more unreadable rule literals; `fitness check` exits 2.
struct RuleProblems: Error, CustomStringConvertible {
  var errors: [RuleBlockError]
  var description: String { errors.map(\.description).joined(separator: "\n") }
}
