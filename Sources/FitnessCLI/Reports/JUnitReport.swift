import RuleEngine

/// `fitness check --format junit`: one test case per rule, one failure per violation.
enum JUnitReport {
  static func render(_ report: CheckReport) -> String {
    var cases: [(name: String, classname: String, failures: [Violation])] = report.rules.map { rule in
      (
        "\(rule.id): \(rule.title ?? rule.pattern)", rule.site.suitePath,
        report.violations.filter { $0.ruleID == rule.id }
      )
    }
    let known = Set(report.rules.map(\.id))
    for (ruleID, orphans) in Dictionary(grouping: report.violations.filter { !known.contains($0.ruleID) }, by: \.ruleID)
      .sorted(by: { $0.key < $1.key })
    {
      cases.append((ruleID, "findings", orphans))
    }
    let failures = cases.reduce(0) { $0 + $1.failures.count }
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"fitness\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    xml +=
      "  <testsuite name=\"fitness (\(escape(report.scope)))\" tests=\"\(cases.count)\" failures=\"\(failures)\">\n"
    for testCase in cases {
      let head = "    <testcase classname=\"\(escape(testCase.classname))\" name=\"\(escape(testCase.name))\""
      guard !testCase.failures.isEmpty else {
        xml += head + "/>\n"
        continue
      }
      xml += head + ">\n"
      for violation in testCase.failures {
        xml += "      <failure type=\"\(violation.kind.rawValue)\" message=\"\(escape(violation.message))\">"
        xml += escape(violation.description) + "</failure>\n"
      }
      xml += "    </testcase>\n"
    }
    return xml + "  </testsuite>\n</testsuites>\n"
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      default:
        // XML 1.0 cannot carry most control characters at all.
        if scalar.value < 0x20, scalar != "\n", scalar != "\t", scalar != "\r" {
          out += "?"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
