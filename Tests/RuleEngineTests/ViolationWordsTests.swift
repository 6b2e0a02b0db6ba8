import FitnessTestSupport
import SwiftScanner
import Testing

@testable import RuleEngine

/// Every message the engine's patterns give, worded in full, held in one golden file. The
/// other tests assert where a violation is, its kind, its rule and which side it says to
/// change; the words are here, so that a rewording is one edit in `Sources` and one
/// `FITNESS_REGENERATE=1 swift test`, then a read of this file's diff.
@Suite struct ViolationWordsTests {
  /// One line a message: the scenario, then the compiler-style line.
  static func lines() throws -> [String] {
    var said: [(String, String)] = []
    func add(_ scenario: String, _ found: [Violation]) {
      for violation in found { said.append((scenario, violation.description)) }
      if found.isEmpty { said.append((scenario, "(nothing)")) }
    }
    let pinSource = "enum GameMode {\n  case a, b\n  case c\n}\n"
    add("count pin, one case past it", CountPinTests.violations(2, trail: ["2 modes"], source: pinSource))
    add("count pin, one case short of it", CountPinTests.violations(4, trail: ["4 modes"], source: pinSource))

    var declarations = DeclarationShapeTests.compliant
    declarations["Sources/Feed/ProfileViewModel.swift"] = "import SwiftUI\n\n@MainActor\nclass ProfileViewModel {}\n"
    add(
      "declarations, a required modifier missing",
      RuleEvaluation.violations(of: try DeclarationShapeTests.rule(), in: DeclarationShapeTests.files(declarations)))
    add(
      "declarations, a forbidden use in a selected type",
      RuleEvaluation.violations(
        of: try DeclarationShapeTests.rule(DeclarationUsesTests.suite),
        in: DeclarationShapeTests.files(["Mac/Timeline/TimelineCell.swift": DeclarationUsesTests.cell])))

    let layer = LayerGrantTests()
    add(
      "layer, an import its exception does not grant, and a needle",
      FenceEvaluation.violations(
        of: layer.rule, site: layer.site,
        in: layer.files(["Sources/Models/Color.swift": "import SwiftUI\nimport DesignSystem\nlet s = URLSession(x)\n"]))
    )
    add(
      "layer, a needle in the layer",
      FenceEvaluation.violations(
        of: layer.rule, site: layer.site, in: layer.files(["Sources/Models/Feed.swift": "let s = URLSession(x)\n"])
      ).filter { $0.kind != .staleEntry })

    let members = MemberShape(
      id: "published-private-set", inNamed: "*ViewModel", kind: "var", attributes: ["@Published"],
      requireModifiers: ["private(set)"])
    let model = "final class FeedViewModel {\n  @Published var items: [Int] = []\n}\n"
    add(
      "members, a required modifier missing",
      RuleEvaluation.violations(
        of: SuiteRule(body: members, site: RuleSite(suitePath: "S.swift"), reasons: [:]),
        in: DeclarationShapeTests.files(["Sources/Feed/FeedViewModel.swift": model])))
    add(
      "files, a new path the rule forbids",
      RuleEvaluation.violations(
        of: SuiteRule(
          body: NoNewFiles(id: "no-storyboards", paths: ["**/*.storyboard"]), site: RuleSite(suitePath: "S.swift"),
          reasons: [:]),
        in: FileSet(paths: ["App/Main.storyboard"], sources: [:])))

    let contract = CopyContract(
      id: "reverse-dns", catalog: "en.lproj/Localizable.strings", keyMatch: "^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$")
    let values = try contract.catalogCopy(
      Array("\"Are you sure?\" = \"Are you sure?\";\n".utf8), path: "en.lproj/Localizable.strings")
    add(
      "copy contract, a key off its pattern",
      CopyEvaluation.violations(of: contract, values: values, site: RuleSite(suitePath: "S.swift")))

    for (scenario, line) in [
      ("import boundary", Said.forbiddenImport("CloudKit", at: "A.swift:1:1")),
      ("import boundary, through a re-exporter", Said.forbiddenImport("CloudKit", via: "Kit", at: "A.swift:1:1")),
      ("layer, a forbidden import", Said.layerImport("SwiftUI", at: "A.swift:1:1")),
      ("independent modules", Said.crossImport("Search", at: "A.swift:1:1")),
      ("API boundary", Said.forbiddenUse("URLSession(", at: "A.swift:1:9")),
      ("stale entry, the file gone", Said.staleEntry("Sources/A.swift")),
      ("stale entry, the module no longer imported", Said.staleEntry("Sources/A.swift", uses: "CloudKit")),
      ("stale entry, a folder's needle gone", Said.staleEntry("Sources/A/", uses: "URLSession(", needle: true)),
      ("stale name in a declarations entry", Said.staleName("Feed", in: "Sources/Feed.swift")),
      ("stale re-exporter, re-exporting nothing", Said.staleReexporter("Kit", in: "Sources/Kit/Exports.swift")),
      ("stale re-exporter, the file gone", Said.staleReexporter("Kit", in: "Sources/Kit/Exports.swift", gone: true)),
      ("count pin, in a test's words", Said.pinDrift("GameMode", cases: 4, pinned: 3)),
      ("runtime pin, in its suite's words", Said.runtimeDrift("GameMode.allCases.count", is: 4, pinned: 3, rule: "x")),
    ] {
      said.append((scenario, line))
    }
    return said.map { "\($0.0):\n  \($0.1)" }
  }

  @Test func everyMessageIsHeldInTheGoldenFile() throws {
    let lines = try Self.lines()
    #expect(!lines.contains { $0.contains("(nothing)") || $0.contains("(none)") }, "\(lines)")
    try GoldenFile.check(
      lines.joined(separator: "\n") + "\n", named: "violation-words.txt", in: "Tests/RuleEngineTests/Golden")
  }
}
