import Foundation
import RuleEngine
import Testing

@testable import Findings

@Suite struct FindingReaderTests {
  private func fixture(_ name: String) throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name).md")
    return try String(contentsOf: url, encoding: .utf8)
  }

  private func failure(_ text: String) -> FindingsError? {
    do {
      _ = try FindingReader.read(text, path: "findings/0001-x.md")
      return nil
    } catch {
      return error
    }
  }

  @Test func readsAnImportBoundaryFinding() throws {
    let finding = try FindingReader.read(
      try fixture("readsAnImportBoundaryFinding"), path: "findings/0007-cloudkit-outside-sync.md")
    #expect(finding.id == "0007-cloudkit-outside-sync")
    #expect(finding.pattern == "import-boundary")
    let boundary = try #require(finding.statement as? ImportBoundaryFinding)
    #expect(boundary.module == "CloudKit")
    #expect(
      boundary.fence == [
        .init(path: "Sources/Sync/CloudSyncEngine.swift", why: "owns the CloudKit container and zones", line: 6)
      ])
    #expect(boundary.api == ["CKContainer(", "CKContainer.default("])
    #expect(boundary.exclude.map(\.path) == ["Sources/Spikes/"])
    #expect(boundary.roots == ["Sources"])
    #expect(finding.body == "The feed view reached into CloudKit directly.\n")
  }

  @Test func readsALayerFinding() throws {
    let finding = try FindingReader.read(
      "---\ntitle: Domain stays pure\npattern: layer\npaths: [Sources/Domain/]\nforbid: [UIKit, SwiftUI]\nwhy: the domain runs on the server too\n---\n",
      path: "findings/0002-domain.md")
    let layer = try #require(finding.statement as? LayerFinding)
    #expect(layer.paths == ["Sources/Domain/"])
    #expect(layer.forbid == ["UIKit", "SwiftUI"])
    #expect(layer.why == "the domain runs on the server too")
  }

  /// A layer forbids modules by name: a glob in `forbid` would match no import and hold over
  /// any code (only the drill used to notice), so it is refused where it is written, in the
  /// finding and in the suite's literal alike.
  @Test func aLayerForbidsModulesNotGlobs() throws {
    let text = "---\ntitle: T\npattern: layer\npaths: [Sources/RSParser]\nforbid: [\"RS*\"]\nwhy: w\n---\n"
    #expect {
      try FindingReader.read(text, path: "findings/0001-x.md")
    } throws: { error in
      "\(error)".hasPrefix("findings/0001-x.md:5:9: error: forbid[0]: 'RS*' in 'forbid' is not a module name")
    }
    let suite = "static let rule = LayerBoundary(\n  id: \"x\",\n  paths: [\"Sources\"],\n  forbid: [\"RS*\"]\n)\n"
    #expect {
      try RuleBlockReader.rules(in: Array(suite.utf8), path: "Tests/AppTests/Fitness/XTests.swift")
    } throws: { error in
      "\(error)".hasPrefix("Tests/AppTests/Fitness/XTests.swift:4:12: error: 'RS*' in 'forbid' is not a module name")
    }
  }

  @Test func malformedFindingsPointIntoTheMarkdown() {
    let cases: [(String, String)] = [
      ("no front matter\n", "findings/0001-x.md:1:1: error: a finding starts with a '---' line"),
      ("---\ntitle: [unclosed\npattern: layer\n---\n", "findings/0001-x.md:3:"),
      (
        "---\ntitle: T\npattern: wormhole\n---\n", "findings/0001-x.md:3:10: error: pattern: unknown pattern 'wormhole'"
      ),
      (
        "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: A.swift\n    why: ok\n  - path: B.swift\n    why: \"\"\n---\n",
        "findings/0001-x.md:9:10: error: fence[1].why: must say why"
      ),
      (
        "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: ../A.swift\n    why: ok\n---\n",
        "findings/0001-x.md:6:5: error: fence[0].path: '../A.swift' must not climb out"
      ),
      (
        "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: A.swift\n    why: a\n  - path: A.swift\n    why: b\n---\n",
        "findings/0001-x.md:8:5: error: fence[1].path: 'A.swift' is listed twice"
      ),
      (
        "---\ntitle: T\npattern: import-boundary\nmodule: M\ncolour: red\n---\n",
        "findings/0001-x.md:5:1: error: colour: unknown key"
      ),
      (
        "---\npattern: import-boundary\nmodule: M\n---\n",
        "findings/0001-x.md:2:1: error: title: required key is missing"
      ),
      (
        "---\ntitle: T\npattern: import-boundary\nmodule: M\nsource: review of PR 142: a note\n---\n",
        "findings/0001-x.md:5:25: error: mapping values are not allowed in this context; a value that holds ': ' "
          + "must be quoted"
      ),
    ]
    for (text, expected) in cases {
      let message = failure(text).map(\.description)
      #expect(message?.hasPrefix(expected) == true, "\(text)\n got: \(message ?? "no error")")
    }
  }

  @Test func errorsShowTheLineWithACaret() {
    let error = failure("---\ntitle: T\npattern: wormhole\n---\n")
    #expect(error?.description.hasSuffix("\npattern: wormhole\n         ^") == true)
  }
}

/// A copy contract forbids substrings, white space among them.
@Suite struct CopyForbidTests {
  @Test func theReadmesOwnForbidExampleReads() throws {
    let finding = try FindingReader.read(
      """
      ---
      title: Display lines stay calm
      pattern: copy-contract
      member: Mode.displayLine
      forbid: ["!", "  "]
      ---
      Calm copy.
      """, path: "findings/0012-calm.md")
    #expect((finding.statement as? CopyContractFinding)?.forbid == ["!", "  "])
  }
}
