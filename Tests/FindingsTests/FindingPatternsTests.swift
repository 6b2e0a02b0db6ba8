import Foundation
import RuleEngine
import Testing

@testable import Findings

/// The pattern registry: every pattern is one `FindingPattern` listed once, and the rule it
/// draws is of its own pattern. (Its keys are its declarations', which the reference's
/// generated tables show: `SchemaTablesTests`.)
@Suite struct FindingPatternsTests {
  @Test func everyPatternIsListedOnceUnderItsOwnName() {
    let names = FindingPatterns.all.map { $0.name }
    #expect(Set(names).count == names.count)
    for name in names { #expect(FindingPatterns.named(name)?.name == name) }
    #expect(FindingPatterns.named("no-such-pattern") == nil)
  }

  /// One small finding of each pattern.
  static let findings: [String: String] = [
    "import-boundary": "module: CloudKit\nfence:\n  - path: Sources/Sync/Engine.swift\n    why: owns the container\n",
    "layer": "paths: [Sources/Domain]\nforbid: [UIKit]\nwhy: the domain runs on the server\n",
    "independent-modules":
      "modules:\n  - name: Search\n    paths: [Packages/Search/Sources]\n  - name: Feed\n    paths: [Packages/Feed/Sources]\n",
    "count-pin": "subject: enum GameMode\ncount: 3\ntrail: \"2026-11: 3 modes, the launch set\"\n",
    "copy-contract": "member: GameMode.displayLine\nmaxLength: 40\n",
    "network-sentinel": "module: Deck\ndrive: \"_ = Deck()\"\n",
    "declarations": "select:\n  kind: class\n  named: \"*ViewModel\"\nrequire:\n  modifiers: [final]\n",
    "members": "select:\n  kind: var\n  static: true\nforbid:\n  declared: true\n",
    "files": "paths: [\"**/*.storyboard\"]\n",
    "calls": "select:\n  callee: [print]\nforbid:\n  called: true\n",
    "target-dependencies": "unused: false\n",
  ]

  @Test func eachPatternDrawsARuleOfItsOwnPatternAndWritesOnlyItsOwn() throws {
    var drafts: [String: (statement: any FindingPattern, draft: RuleDraft)] = [:]
    #expect(Set(Self.findings.keys) == Set(FindingPatterns.all.map { $0.name }))
    for (name, keys) in Self.findings.sorted(by: { $0.key < $1.key }) {
      let finding = try FindingReader.read(
        "---\ntitle: A rule\npattern: \(name)\n\(keys)---\n", path: "findings/0001-\(name).md")
      #expect(finding.pattern == name)
      let draft = try finding.statement.draft(
        of: finding, ruleID: "0001-\(name)", files: FileSet(paths: [], sources: [:]))
      #expect(draft.id == "0001-\(name)")
      #expect(SuiteRule(body: draft.body, site: .init(suitePath: ""), reasons: [:]).pattern == name)
      drafts[name] = (finding.statement, draft)
    }
    // Each pattern writes the literal of its own rules, and of no other pattern's.
    for (name, own) in drafts {
      for (other, drawn) in drafts {
        let literal = type(of: own.statement).literal(of: drawn.draft)
        #expect((literal != nil) == (name == other), "\(name) writing a rule of \(other)")
      }
    }
  }

  @Test func aKeyOfAnotherPatternIsRefusedWithThePatternsOwnKeys() {
    #expect(throws: FindingsError.self) {
      try FindingReader.read("---\ntitle: A\npattern: layer\nmodule: UIKit\n---\n", path: "findings/0001-x.md")
    }
    do {
      _ = try FindingReader.read("---\ntitle: A\npattern: layer\nmodule: UIKit\n---\n", path: "findings/0001-x.md")
    } catch {
      #expect(
        error.description.contains("module: unknown key for pattern 'layer'; use one of api, exclude, fence, forbid"))
    }
  }
}
