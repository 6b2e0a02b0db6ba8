import RuleEngine

/// The source of a new fitness suite: a header naming the finding, the rule as literal data
/// in the exact shape `RuleBlockReader` reads, and one test that evaluates it with the
/// vendored engine.
struct SuiteTemplate {
  enum Framework: String, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
  }

  /// The suite's type name, `CloudKitStaysInSyncTests`.
  var typeName: String
  var rule: FenceRule
  /// The reason comment of each fence and exclude entry.
  var reasons: [String: String]
  /// The finding the suite came from, repo-relative.
  var findingPath: String
  var framework: Framework

  func render() -> String {
    let title = rule.title ?? rule.id
    let guarantee = typeName.hasSuffix("Tests") ? String(typeName.dropLast(5)) : typeName
    var text = """
      // Fitness suite written by `fitness graduate` from \(findingPath).
      // \(title)
      //
      // The rule is data. `fitness check` reads the literal below from the committed file and
      // never runs it; `swift test` evaluates it over the repository with the engine vendored
      // in \(VendoredSupport.fileName). Widen the fence by hand (one entry per line, each with
      // its reason on the same line), or with:
      //   fitness allow \(rule.id) PATH --why "…"
      // Formatters leave this file alone: they would move the reasons off their lines.
      // swift-format-ignore-file


      """
    switch framework {
    case .swiftTesting:
      text += """
        import Testing

        @Suite struct \(typeName) {
        \(ruleLiteral())

          @Test(\(Self.quoted(title))) func \(Self.lowerFirst(guarantee))() throws {
            let report = try FitnessPackage.report(of: FenceRule(Self.rule))
            #expect(report.isEmpty, Comment(rawValue: report))
          }
        }

        """
    case .xctest:
      text += """
        import XCTest

        final class \(typeName): XCTestCase {
        \(ruleLiteral())

          /// \(title)
          func test\(guarantee)() throws {
            let report = try FitnessPackage.report(of: FenceRule(Self.rule))
            XCTAssert(report.isEmpty, report)
          }
        }

        """
    }
    return text
  }

  /// `  static let rule = ImportBoundary(` … `  )`, indented for a type body.
  private func ruleLiteral() -> String {
    var arguments = ["id: \(Self.quoted(rule.id))"]
    if let title = rule.title { arguments.append("title: \(Self.quoted(title))") }
    let call: String
    switch rule.direction {
    case .boundary:
      call = "ImportBoundary"
      arguments.append("module: \(Self.quoted(rule.modules.first ?? ""))")
      arguments.append("fence: \(reasonedList(rule.fence))")
      if !rule.api.isEmpty { arguments.append("api: \(Self.inlineList(rule.api))") }
      if !rule.exclude.isEmpty { arguments.append("exclude: \(reasonedList(rule.exclude))") }
      if !rule.roots.isEmpty { arguments.append("roots: \(Self.inlineList(rule.roots))") }
    case .layer:
      call = "LayerBoundary"
      arguments.append("paths: \(Self.inlineList(rule.roots))")
      if !rule.modules.isEmpty { arguments.append("forbid: \(Self.inlineList(rule.modules))") }
      arguments.append("fence: \(reasonedList(rule.fence))")
      if !rule.api.isEmpty { arguments.append("api: \(Self.inlineList(rule.api))") }
      if !rule.exclude.isEmpty { arguments.append("exclude: \(reasonedList(rule.exclude))") }
    }
    return "  static let rule = \(call)(\n"
      + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n  )"
  }

  /// One entry per line with its reason comment, sorted; `[]` when empty.
  private func reasonedList(_ paths: [String]) -> String {
    guard !paths.isEmpty else { return "[]" }
    let lines = paths.sorted().map { Self.entryLine($0, reason: reasons[$0] ?? "", indent: "      ") }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
  }

  /// `"path",  // reason`: the one shape of a fence or exclude entry.
  static func entryLine(_ path: String, reason: String, indent: String) -> String {
    "\(indent)\(quoted(path)),  // \(oneLine(reason))"
  }

  static func inlineList(_ values: [String]) -> String {
    "[" + values.map(quoted).joined(separator: ", ") + "]"
  }

  static func quoted(_ value: String) -> String { Quoting.swift(value) }

  /// Collapses white space, so a reason from a folded YAML value fits one comment line.
  static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  static func lowerFirst(_ name: String) -> String {
    guard let first = name.first else { return name }
    var prefix = ""
    var rest = Substring(name)
    // `URLSessionStays…` → `urlSessionStays…`: lower the whole leading acronym.
    while let next = rest.first, next.isUppercase {
      let afterNext = rest.dropFirst().first
      if !prefix.isEmpty, let afterNext, afterNext.isLowercase { break }
      prefix += next.lowercased()
      rest = rest.dropFirst()
    }
    return prefix.isEmpty ? first.lowercased() + name.dropFirst() : prefix + rest
  }
}
