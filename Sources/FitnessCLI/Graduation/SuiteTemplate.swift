import CheckCore
import Findings
import RuleEngine

/// The source of a new fitness suite: a header naming the finding, the rule as literal data
/// in the exact shape `RuleBlockReader` reads, and one test that evaluates it with the
/// vendored engine (and, for runtime rules, runs the real code).
struct SuiteTemplate {
  enum Framework: String, CaseIterable {
    case swiftTesting = "swift-testing"
    case xctest
  }

  /// The suite's type name, `CloudKitStaysInSyncTests`.
  var typeName: String
  var draft: RuleDraft
  /// How the rule is declared, as its pattern says (`FindingPattern.literal(of:)`).
  var literal: SuiteLiteral
  /// The finding the suite came from, repo-relative.
  var findingPath: String
  var framework: Framework
  /// Where the suite's engine comes from: the vendored copy beside it, or the library.
  var engine: Engine = .vendored

  enum Engine {
    case vendored
    /// The test target links FitnessKit.
    case library
  }

  var guarantee: String { typeName.hasSuffix("Tests") ? String(typeName.dropLast(5)) : typeName }

  func render() -> String {
    var text = """
      // Fitness suite written by `fitness graduate` from \(findingPath).
      // \(draft.title)
      //
      // The rule is data. `fitness check` reads the literal below from the committed file and
      // never runs it; `swift test` evaluates it over the repository with \(engineWords).\(editingAdvice)
      // Formatters leave this file alone: they would move the comments off their lines.
      // swift-format-ignore-file
      // swiftformat:disable all


      """
    text += imports().joined(separator: "\n") + "\n\n"
    if isSentinel { text += sentinelProtocol() + "\n" }
    let declaration =
      framework == .swiftTesting
      ? "@Suite\(isSentinel ? "(.serialized)" : "") struct \(typeName) {"
      : "final class \(typeName): XCTestCase {"
    text += """
      \(declaration)
      \(ruleDeclaration())

      \(testFunction())
      }

      """
    return text
  }

  private var engineWords: String {
    switch engine {
    case .vendored: return "the engine vendored\n// in \(VendoredStamp.fileName)"
    case .library: return "the engine of the\n// FitnessKit library"
    }
  }

  private var isSentinel: Bool {
    if case .sentinel = literal.test { return true }
    return false
  }

  private var editingAdvice: String {
    switch literal.editing {
    case .widen(let list):
      return """
         Widen the \(list) by hand (one entry per line, each with
        // its reason on the same line), or with:
        //   fitness allow \(draft.id) PATH --why "…"
        """
    case .movePin:
      return """

        // To move the pin, change 'count:' and add a trail line above it: when, the new
        // number, and why. The latest trail line must state the pinned number.
        """
    case .editContract:
      return """

        // To change the contract, edit its values here, with the reviewers who own the copy.
        """
    }
  }

  private func imports() -> [String] {
    var testing = framework == .swiftTesting ? "import Testing" : "import XCTest"
    if engine == .library { testing = "import FitnessKit\n" + testing }
    switch literal.test {
    case .runtime(_, let module, _): return [testing, "", "@testable import \(module)"]
    case .sentinel(let module):
      return [
        "#if canImport(FoundationNetworking)", "  import FoundationNetworking", "#endif", "import Foundation",
        testing, "", "@testable import \(module)",
      ]
    case .report: return [testing]
    }
  }

  // MARK: - The literal

  private func ruleDeclaration() -> String {
    let arguments =
      ["id: \(Self.quoted(draft.id))", "title: \(Self.quoted(draft.title))"]
      + (draft.severity == .error ? [] : ["severity: \(Self.quoted(draft.severity.rawValue))"])
      + literal.arguments.map { written($0.argument, $0.value) }
    return "  static let \(literal.name) = \(literal.call)(\n"
      + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n  )"
  }

  /// `label: value`, as the argument's kind writes it.
  private func written(_ argument: LiteralArgument, _ value: ArgumentValue) -> String {
    let line = "\(argument.label): \(written(value, as: argument.kind))"
    // A pin's trail is written as comments above its `count:`.
    return argument.trailed ? trailed(line) : line
  }

  private func written(_ value: ArgumentValue, as kind: LiteralArgument.Kind) -> String {
    switch (kind, value) {
    case (_, .text(let text)): return Self.quoted(text)
    case (_, .integer(let number)): return "\(number)"
    case (_, .bool(let flag)): return flag ? "true" : "false"
    case (.exceptions, .texts(let paths)), (.exclusions, .texts(let paths)): return reasonedList(paths)
    case (_, .texts(let items)): return Self.inlineList(items)
    case (_, .pairs(let pairs)):
      return Self.block(pairs.keys.sorted().map { "\(Self.quoted($0)): \(Self.quoted(pairs[$0]!))," })
    case (.homes, .map(let homes)):
      return Self.block(homes.keys.sorted().map { "\(Self.quoted($0)): \(Self.inlineList(homes[$0]!))," })
    case (.reexporters, .map(let reexports)): return reexportList(reexports)
    case (_, .map(let grants)): return grantList(grants)
    }
  }

  /// Lines inside brackets, one per line.
  private static func block(_ lines: [String]) -> String {
    "[\n" + lines.map { "      " + $0 }.joined(separator: "\n") + "\n    ]"
  }

  /// The trail lines as comments above `count:`.
  private func trailed(_ argument: String) -> String {
    draft.trail.map { "// \(Self.oneLine($0))\n    " }.joined() + argument
  }

  /// Each fence entry with what it grants and its reason, one per line; `[:]` when empty.
  private func grantList(_ grants: [String: [String]]) -> String {
    guard !grants.isEmpty else { return "[:]" }
    return grouped(Array(grants.keys)) { path in
      Self.grantLine(path, grants: grants[path] ?? [], reason: draft.reasons[path] ?? "", indent: "      ")
    }
  }

  /// Each re-exporter with its files, one module per line, with the reason graduate found.
  private func reexportList(_ reexports: [String: [String]]) -> String {
    Self.block(
      reexports.keys.sorted().map { module in
        let paths = (reexports[module] ?? []).sorted()
        let reason = paths.first.flatMap { draft.reasons[RuleSite.reexportKey(module, $0)] } ?? ""
        return "\(Self.quoted(module)): \(Self.inlineList(paths)),  // \(Self.oneLine(reason))"
      })
  }

  /// One entry per line with its reason comment, sorted; `[]` when empty.
  private func reasonedList(_ paths: [String]) -> String {
    guard !paths.isEmpty else { return "[]" }
    return grouped(paths) { Self.entryLine($0, reason: draft.reasons[$0] ?? "", indent: "      ") }
  }

  /// The entries sorted, a baseline's after the others under its note.
  private func grouped(_ paths: [String], line: (String) -> String) -> String {
    var lines = paths.sorted().filter { !draft.baseline.contains($0) }.map(line)
    let baseline = paths.sorted().filter(draft.baseline.contains)
    if let note = draft.baselineNote, !baseline.isEmpty {
      lines.append("      // \(Self.oneLine(note))")
      lines += baseline.map(line)
    }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
  }

  // MARK: - The test

  private func testFunction() -> String {
    let name = framework == .swiftTesting ? SuiteTemplate.lowerFirst(guarantee) : "test\(guarantee)"
    let head =
      framework == .swiftTesting
      ? "  @Test(\(Self.quoted(draft.title))) func \(name)()"
      : "  /// \(draft.title)\n  func \(name)()"
    let (report, value): (String, String)
    switch literal.test {
    case .report(let reported): (report, value) = (reported, "")
    case .runtime(let expression, _, let drift):
      report = "Self.\(literal.name)"
      let message = "\"\(drift)\""
      value =
        framework == .swiftTesting
        ? "    #expect(\(expression) == Self.pin.count, \(message))\n"
        : "    XCTAssert(\(expression) == Self.pin.count, \(message))\n"
    case .sentinel: return sentinelTest(head: head)
    }
    return "\(head) throws {\n\(value)\(verdictLines(of: report))\n  }"
  }

  // MARK: - Literal pieces

  /// `"path",  // reason`: the one shape of a fence or exclude entry.
  static func entryLine(_ path: String, reason: String, indent: String) -> String {
    "\(indent)\(quoted(path)),  // \(oneLine(reason))"
  }

  /// `"path": ["SwiftUI"],  // reason`: a layer's exception, with what it grants.
  static func grantLine(_ path: String, grants: [String], reason: String, indent: String) -> String {
    "\(indent)\(quoted(path)): \(inlineList(grants)),  // \(oneLine(reason))"
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
