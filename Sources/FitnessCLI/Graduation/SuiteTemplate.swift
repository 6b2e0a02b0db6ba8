import Findings
import Inspection
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
    if case .sentinel = draft.body { text += sentinelProtocol() + "\n" }
    let declaration =
      framework == .swiftTesting
      ? "@Suite\(isSentinel ? "(.serialized)" : "") struct \(typeName) {"
      : "final class \(typeName): XCTestCase {"
    text += """
      \(declaration)
      \(literal())

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
    if case .sentinel = draft.body { return true }
    return false
  }

  private var editingAdvice: String {
    switch draft.body {
    case .fence, .sentinel:
      let list = isSentinel ? "sessions" : "fence"
      return """
         Widen the \(list) by hand (one entry per line, each with
        // its reason on the same line), or with:
        //   fitness allow \(draft.id) PATH --why "…"
        """
    case .countPin, .runtimePin:
      return """

        // To move the pin, change 'count:' and add a trail line above it: when, the new
        // number, and why. The latest trail line must state the pinned number.
        """
    case .copyContract:
      return """

        // To change the contract, edit its values here, with the reviewers who own the copy.
        """
    }
  }

  private func imports() -> [String] {
    var testing = framework == .swiftTesting ? "import Testing" : "import XCTest"
    if engine == .library { testing = "import FitnessKit\n" + testing }
    switch draft.body {
    case .runtimePin(let pin, _, _): return [testing, "", "@testable import \(pin.module)"]
    case .sentinel(let sentinel, _):
      return [
        "#if canImport(FoundationNetworking)", "  import FoundationNetworking", "#endif", "import Foundation",
        testing, "", "@testable import \(sentinel.module)",
      ]
    default: return [testing]
    }
  }

  // MARK: - The literal

  private func literal() -> String {
    var arguments = ["id: \(Self.quoted(draft.id))", "title: \(Self.quoted(draft.title))"]
    let call: String
    let name: String
    switch draft.body {
    case .fence(let rule):
      name = "rule"
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
        arguments.append("fence: \(grantList(rule))")
        if !rule.api.isEmpty { arguments.append("api: \(Self.inlineList(rule.api))") }
        if !rule.exclude.isEmpty { arguments.append("exclude: \(reasonedList(rule.exclude))") }
      case .independent:
        call = "IndependentModules"
        let homes = rule.homes.map { "      \(Self.quoted($0.name)): \(Self.inlineList($0.paths))," }
        arguments.append("modules: [\n" + homes.joined(separator: "\n") + "\n    ]")
        arguments.append("fence: \(grantList(rule))")
        if !rule.exclude.isEmpty { arguments.append("exclude: \(reasonedList(rule.exclude))") }
      }
      if !rule.reexports.isEmpty { arguments.append("reexports: \(reexportList(rule))") }
    case .countPin(let pin, _):
      (call, name) = ("CountPin", "pin")
      arguments.append("subject: \(Self.quoted(pin.subject))")
      if let file = pin.file { arguments.append("in: \(Self.quoted(file))") }
      arguments.append(trailed("count: \(pin.count)"))
    case .runtimePin(let pin, _, _):
      (call, name) = ("RuntimePin", "pin")
      arguments.append("module: \(Self.quoted(pin.module))")
      arguments.append("expression: \(Self.quoted(pin.expression))")
      arguments.append(trailed("count: \(pin.count)"))
    case .copyContract(let contract):
      (call, name) = ("CopyContract", "contract")
      if let member = contract.member { arguments.append("member: \(Self.quoted(member))") }
      if let file = contract.file { arguments.append("in: \(Self.quoted(file))") }
      if let catalog = contract.catalog { arguments.append("catalog: \(Self.quoted(catalog))") }
      if let keys = contract.keys { arguments.append("keys: \(Self.quoted(keys))") }
      if let limit = contract.maxLength { arguments.append("maxLength: \(limit)") }
      if contract.nonEmpty { arguments.append("nonEmpty: true") }
      if let pattern = contract.match { arguments.append("match: \(Self.quoted(pattern))") }
      if !contract.forbid.isEmpty { arguments.append("forbid: \(Self.inlineList(contract.forbid))") }
      if let items = contract.itemsPerCase { arguments.append("itemsPerCase: \(items)") }
      if !contract.exemplars.isEmpty {
        let pairs = contract.exemplars.sorted { $0.key < $1.key }
          .map { "      \(Self.quoted($0.key)): \(Self.quoted($0.value))," }
        arguments.append("exemplars: [\n" + pairs.joined(separator: "\n") + "\n    ]")
      }
    case .sentinel(let sentinel, _):
      (call, name) = ("NetworkSentinel", "sentinel")
      arguments.append("module: \(Self.quoted(sentinel.module))")
      arguments.append("sessions: \(reasonedList(sentinel.sessions))")
      if !sentinel.api.isEmpty { arguments.append("api: \(Self.inlineList(sentinel.api))") }
      if !sentinel.roots.isEmpty { arguments.append("roots: \(Self.inlineList(sentinel.roots))") }
    }
    return "  static let \(name) = \(call)(\n" + arguments.map { "    " + $0 }.joined(separator: ",\n") + "\n  )"
  }

  /// The trail lines as comments above `count:`.
  private func trailed(_ argument: String) -> String {
    draft.trail.map { "// \(Self.oneLine($0))\n    " }.joined() + argument
  }

  /// One entry per line with its reason comment, sorted; `[]` when empty.
  /// A layer's fence: each entry with what it grants and its reason, one per line.
  private func grantList(_ rule: FenceRule) -> String {
    guard !rule.fence.isEmpty else { return "[:]" }
    return grouped(rule.fence) { path in
      Self.grantLine(path, grants: rule.grants[path] ?? [], reason: draft.reasons[path] ?? "", indent: "      ")
    }
  }

  /// Each re-exporter with its files, one module per line, with the reason graduate found.
  private func reexportList(_ rule: FenceRule) -> String {
    let lines = rule.reexports.keys.sorted().map { module in
      let paths = (rule.reexports[module] ?? []).sorted()
      let reason = paths.first.flatMap { draft.reasons[RuleSite.reexportKey(module, $0)] } ?? ""
      return "      \(Self.quoted(module)): \(Self.inlineList(paths)),  // \(Self.oneLine(reason))"
    }
    return "[\n" + lines.joined(separator: "\n") + "\n    ]"
  }

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
    switch draft.body {
    case .fence: (report, value) = ("FenceRule(Self.rule)", "")
    case .countPin: (report, value) = ("Self.pin", "")
    case .copyContract: (report, value) = ("Self.contract", "")
    case .runtimePin(let pin, _, _):
      report = "Self.pin"
      let message =
        "\"\(pin.expression) is \\(\(pin.expression)), pinned at \\(Self.pin.count) [\(draft.id)]; "
        + "if the change is deliberate, move the pin and add a trail line here, else change the code back\""
      value =
        framework == .swiftTesting
        ? "    #expect(\(pin.expression) == Self.pin.count, \(message))\n"
        : "    XCTAssert(\(pin.expression) == Self.pin.count, \(message))\n"
    case .sentinel: return sentinelTest(head: head)
    }
    return "\(head) throws {\n\(value)    let report = try FitnessPackage.report(of: \(report))\n"
      + (framework == .swiftTesting
        ? "    #expect(report.isEmpty, Comment(rawValue: report))\n"
        : "    XCTAssert(report.isEmpty, report)\n") + "  }"
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
