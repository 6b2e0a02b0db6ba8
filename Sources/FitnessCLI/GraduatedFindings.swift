import Findings
import GitSnapshot
import Inspection
import RuleEngine

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see. Findings live in `findings/*.md`.
enum GraduatedFindings {
  static let folder = "findings/"

  /// Whether the staged commit touches findings or removes files: only then can the promise
  /// change, so the hook reads no finding otherwise.
  static func mayChange(_ snapshot: any CheckSource) -> Bool {
    guard let changed = snapshot.changedPaths else { return true }
    return !snapshot.removedPaths.isEmpty || changed.contains { $0.hasPrefix(folder) }
  }

  /// The findings' paths in `snapshot`.
  private static func findingPaths(_ snapshot: any CheckSource) throws -> [String] {
    try snapshot.paths(under: folder).filter { $0.hasSuffix(".md") }
  }

  /// The finding each rule was graduated from, by rule id.
  static func index(_ snapshot: any CheckSource) throws -> [String: String] {
    var found: [String: String] = [:]
    for path in try findingPaths(snapshot) {
      guard case .text(let bytes)? = try snapshot.contents(of: path),
        let finding = try? FindingReader.read(bytes: bytes, path: path),
        let rule = finding.rule, finding.status == "graduated"
      else { continue }
      found[rule] = found[rule] ?? path
    }
    return found
  }

  /// A violation for every graduated finding whose suite or rule is gone, and the findings
  /// that cannot be read (they are reported as warnings, not violations).
  static func check(_ snapshot: any CheckSource, rules: RuleSet) throws -> (
    violations: [Violation], unreadable: [String]
  ) {
    var violations: [Violation] = []
    var unreadable: [String] = []
    for path in try findingPaths(snapshot) {
      guard case .text(let bytes)? = try snapshot.contents(of: path) else { continue }
      let finding: Finding
      do {
        finding = try FindingReader.read(bytes: bytes, path: path)
      } catch {
        unreadable.append(error.description.split(separator: "\n").first.map(String.init) ?? path)
        continue
      }
      guard finding.status == "graduated", let suite = finding.suite, let ruleID = finding.rule else { continue }
      let problem: String
      if !snapshot.contains(suite) {
        problem = "its suite \(suite) is gone"
      } else if !rules.rules.contains(where: { $0.id == ruleID && $0.site.suitePath == suite }) {
        problem = "\(suite) no longer holds rule \(ruleID)"
      } else {
        continue
      }
      violations.append(
        Violation(
          ruleID: ruleID, kind: .suiteMissing, path: path, position: nil,
          message: "the finding is graduated but \(problem) [\(ruleID)]; restore the suite, or change the contract: "
            + "set 'status: retired' in \(path) and say why in its text",
          subject: suite))
    }
    return (violations, unreadable)
  }
}
