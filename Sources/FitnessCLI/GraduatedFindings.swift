import Findings
import GitSnapshot
import RuleEngine
import Inspection

/// The promise a graduated finding records: its suite exists and still holds its rule.
///
/// A rule deleted with its suite would otherwise vanish without a word, and runtime rules
/// (pins, sentinels) have nothing else the hook can see. Findings live in `findings/*.md`.
enum GraduatedFindings {
  static let folder = "findings/"

  /// Whether the staged commit touches findings or removes files: only then can the promise
  /// change, so the hook reads no finding otherwise.
  static func mayChange(_ snapshot: Snapshot) -> Bool {
    guard let changed = snapshot.changed else { return true }
    return !snapshot.removed.isEmpty || changed.contains { $0.path.hasPrefix(folder) }
  }

  /// The finding each rule was graduated from, by rule id.
  static func index(_ snapshot: Snapshot) throws -> [String: String] {
    var found: [String: String] = [:]
    for file in snapshot.files where file.path.hasPrefix(folder) && file.path.hasSuffix(".md") {
      guard case .text(let bytes) = try snapshot.contents(of: file),
        let finding = try? FindingReader.read(bytes: bytes, path: file.path),
        let rule = finding.rule, finding.status == "graduated"
      else { continue }
      found[rule] = found[rule] ?? file.path
    }
    return found
  }

  /// A violation for every graduated finding whose suite or rule is gone, and the findings
  /// that cannot be read (they are reported as warnings, not violations).
  static func check(_ snapshot: Snapshot, rules: RuleSet) throws -> (violations: [Violation], unreadable: [String]) {
    let paths = Set(snapshot.files.map(\.path))
    var violations: [Violation] = []
    var unreadable: [String] = []
    for file in snapshot.files where file.path.hasPrefix(folder) && file.path.hasSuffix(".md") {
      guard case .text(let bytes) = try snapshot.contents(of: file) else { continue }
      let finding: Finding
      do {
        finding = try FindingReader.read(bytes: bytes, path: file.path)
      } catch {
        unreadable.append(error.description.split(separator: "\n").first.map(String.init) ?? file.path)
        continue
      }
      guard finding.status == "graduated", let suite = finding.suite, let ruleID = finding.rule else { continue }
      let problem: String
      if !paths.contains(suite) {
        problem = "its suite \(suite) is gone"
      } else if !rules.rules.contains(where: { $0.id == ruleID && $0.site.suitePath == suite }) {
        problem = "\(suite) no longer holds rule \(ruleID)"
      } else {
        continue
      }
      violations.append(
        Violation(
          ruleID: ruleID, kind: .suiteMissing, path: file.path, position: nil,
          message: "the finding is graduated but \(problem) [\(ruleID)]; restore the suite, or change the contract: "
            + "set 'status: retired' in \(file.path) and say why in its text",
          subject: suite))
    }
    return (violations, unreadable)
  }
}
