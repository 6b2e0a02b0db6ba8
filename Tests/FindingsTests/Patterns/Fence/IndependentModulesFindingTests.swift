import Testing

@testable import Findings

/// The `independent-modules` finding: `modules:` as `name:` + `paths:`, and fence entries
/// that name the one module they may import.
@Suite struct IndependentModulesFindingTests {
  static let head = "---\ntitle: Features stay apart\npattern: independent-modules\n"
  static let modules =
    "modules:\n  - name: Search\n    paths: [Packages/Search/Sources]\n  - name: Profile\n    paths: [Packages/Profile/Sources, Packages/Profile/Extras]\n"

  @Test func readsModulesAndTheirExceptions() throws {
    let finding = try FindingReader.read(
      Self.head + Self.modules
        + "fence:\n  - path: Packages/Search/Sources/Search/Link.swift\n    imports: Profile\n    why: deep links\n---\n",
      path: "findings/0009-features.md")
    let statement = try #require(finding.statement as? IndependentModulesFinding)
    #expect(statement.modules.map(\.name) == ["Search", "Profile"])
    #expect(statement.modules[1].paths == ["Packages/Profile/Sources", "Packages/Profile/Extras"])
    #expect(statement.modules[0].line == 5)
    #expect(statement.fence.first?.grants == ["Profile"])
  }

  @Test(arguments: [
    ("", "findings/0001-x.md:3:1: error: modules: an independent-modules finding needs 'modules'"),
    (
      "modules:\n  - name: Search\n    paths: [A]\n",
      "findings/0001-x.md:5:3: error: modules: expected a list of at least two"
    ),
    (
      "modules:\n  - name: Search\n    paths: [A]\n  - name: Search\n    paths: [B]\n",
      "findings/0001-x.md:7:5: error: modules[1].name: 'Search' is listed twice"
    ),
    (
      "modules:\n  - name: Search\n  - name: B\n    paths: [B]\n",
      "findings/0001-x.md:5:5: error: modules[0].paths: required"
    ),
    (
      "modules:\n  - name: Search\n    paths: [../A]\n  - name: B\n    paths: [B]\n",
      "findings/0001-x.md:6:12: error: modules[0].paths[0]: '../A' must not climb out"
    ),
    (
      modules + "fence:\n  - path: Packages/Search/Sources/A.swift\n    why: links\n---\n",
      "findings/0001-x.md:10:5: error: fence[0].imports: fence entry Packages/Search/Sources/A.swift (line 10) must name"
    ),
    (
      modules + "fence:\n  - path: Packages/Search/Sources/A.swift\n    imports: Feed\n    why: links\n---\n",
      "findings/0001-x.md:10:5: error: fence[0].imports: 'Feed' is not one of the modules"
    ),
  ])
  func badModuleListsPointIntoTheMarkdown(_ rest: String, _ expected: String) {
    let text = Self.head + rest + (rest.hasSuffix("---\n") ? "" : "---\n")
    do {
      _ = try FindingReader.read(text, path: "findings/0001-x.md")
      Issue.record("read: \(text)")
    } catch {
      #expect(error.description.hasPrefix(expected), "\(text)\n got: \(error.description)")
    }
  }
}
