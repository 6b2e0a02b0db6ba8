import RuleEngine

/// `fitness check --format junit`: one test case per violation, failing (skipped, for an
/// advisory rule's warning), and one passing test case for each rule without violations; so there is one failure per test case at
/// most, and never more failures than tests.
///
/// The shape both schemas accept (Jenkins' `junit-10.xsd` and Ant's `JUnit.xsd`): a bare
/// `<testsuites>`, and one `<testsuite>` with `package`, `id`, `hostname`, `timestamp`,
/// `errors` and `time`, its `<properties/>` first and empty `<system-out/>` and
/// `<system-err/>` last. A test case's class name is the rule's id; a violation's name is its
/// place (`path:line:col`).
enum JUnitReport {
  static func render(_ report: CheckReport) -> String {
    var cases: [(name: String, classname: String, failure: Violation?)] = []
    let byRule = Dictionary(grouping: report.violations, by: \.ruleID)
    for rule in report.rules {
      guard let found = byRule[rule.id], !found.isEmpty else {
        cases.append(("\(rule.id): \(rule.title ?? rule.pattern)", rule.id, nil))
        continue
      }
      cases += found.map { (place($0), rule.id, $0) }
    }
    let known = Set(report.rules.map(\.id))
    for violation in report.violations where !known.contains(violation.ruleID) {
      cases.append((place(violation), violation.ruleID, violation))
    }
    // An advisory rule's violation is a skipped case: seen in the report, failing nothing.
    let failures = cases.filter { $0.failure?.severity == .error }.count
    let skipped = cases.filter { $0.failure?.severity == .warning }.count
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
    xml += "  <testsuite package=\"fitness\" id=\"0\" name=\"fitness (\(escape(report.scope)))\" "
    xml += "timestamp=\"\(report.timestamp)\" hostname=\"localhost\" tests=\"\(cases.count)\" "
    xml += "failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\" time=\"0\">\n"
    xml += "    <properties/>\n"
    for testCase in cases {
      let head =
        "    <testcase classname=\"\(escape(testCase.classname))\" name=\"\(escape(testCase.name))\" time=\"0\""
      guard let violation = testCase.failure else {
        xml += head + "/>\n"
        continue
      }
      xml += head + ">\n"
      let element = violation.severity == .error ? "failure" : "skipped"
      xml += "      <\(element) type=\"\(violation.kind.rawValue)\" message=\"\(escape(violation.message))\">"
      // The place as the file is named, like the case's name: never git's quoted spelling.
      xml += escape("\(testCase.name): \(violation.severity.rawValue): \(violation.message)") + "</\(element)>\n"
      xml += "    </testcase>\n"
    }
    return xml + "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
  }

  /// A violation's place: `path:line:col`, or the path alone.
  static func place(_ violation: Violation) -> String {
    let path = ReportPath(violation.path).textOrPercentEncoded
    return violation.position.map { "\(path):\($0)" } ?? path
  }

  static func escape(_ text: String) -> String { Quoting.xml(text) }
}
