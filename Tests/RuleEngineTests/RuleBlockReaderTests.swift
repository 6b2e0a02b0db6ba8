import RuleEngine
import SwiftScanner
import Testing

@Suite struct RuleBlockReaderTests {
  private func read(_ text: String) throws(RuleBlockError) -> [SuiteRule] {
    try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/XTests.swift")
  }

  private func failure(_ text: String) -> String? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return "\(error.position): \(error.message)"
    }
  }

  /// Every literal takes `severity`, as it takes `title`; a warning rule's violations say so.
  @Test func severityIsReadFromAnyLiteralAndAnUnknownOneIsRefusedAtItsPlace() throws {
    let rules = try read(
      """
      static let rule = LayerBoundary(id: "feed-pure", title: "The feed is pure", severity: "warning", paths: ["Sources/Feed/"], forbid: ["Ledger"])
      static let other = MemberShape(id: "no-statics", severity: "error", kind: "var", isStatic: true, forbidDeclared: true)
      static let plain = NoNewFiles(id: "no-storyboards", paths: ["**/*.storyboard"])
      """)
    #expect(rules.map(\.severity) == [.warning, .error, .error])
    let files = FileSet(
      paths: ["Sources/Feed/A.swift"], sources: ["Sources/Feed/A.swift": ScannedSource(Array("import Ledger\n".utf8))])
    let found = RuleEvaluation.violations(of: rules[0], in: files)
    #expect(found.map(\.severity) == [.warning])
    #expect(found.first?.description.hasPrefix("Sources/Feed/A.swift:1:1: warning: ") == true, "\(found)")
    #expect(
      failure("static let rule = NoNewFiles(id: \"x\", severity: \"fatal\", paths: [\"*.xib\"])")
        == "1:39: severity 'fatal' is neither \"error\" nor \"warning\"; write \"warning\" for a rule the team adopts as "
        + "advice first, or leave it out")
  }

  @Test func readsBothShapesWithReasonsAndPositions() throws {
    let rules = try read(
      """
      // a human note above the rule survives and is ignored
      static let rule = ImportBoundary(
        id: "cloudkit-in-sync",
        title: "Only the sync layer may import CloudKit",
        module: "CloudKit",
        fence: [
          // comments on their own line are notes, not reasons
          "Sources/Sync/A.swift",  // owns the container [0007]
          "Sources/Sync/B.swift" /* odd */, // zones [0007]
        ],
        api: ["CKContainer(", "CKContainer.default("],
        exclude: ["Sources/Spikes/"],  // DEBUG-only spikes never ship [0007]
        roots: ["Sources"]
      )
      let other = LayerBoundary(id: "domain-pure", paths: ["Sources/Domain/"], forbid: ["UIKit", "SwiftUI"])
      """)
    #expect(rules.count == 2)
    #expect(rules[0].fence?.fence == ["Sources/Sync/A.swift", "Sources/Sync/B.swift"])
    #expect(rules[0].reasons["Sources/Sync/A.swift"] == "owns the container [0007]")
    #expect(rules[0].reasons["Sources/Spikes/"] == "DEBUG-only spikes never ship [0007]")
    #expect(rules[0].site.entryPositions["Sources/Sync/A.swift"]?.description == "8:5")
    #expect(rules[0].site.position?.description == "2:19")
    #expect(rules[0].fence?.api == ["CKContainer(", "CKContainer.default("])
    #expect(rules[1].fence?.direction == .layer)
    #expect(rules[1].fence?.modules == ["UIKit", "SwiftUI"])
  }

  /// Block comments nest, as the compiler reads them: the entry inside is commented out, so
  /// the fence does not hold it (a fence that did would pass what `swift test` fails).
  @Test func anEntryInsideANestedBlockCommentIsNotAnEntry() throws {
    let rules = try read(
      """
      static let rule = ImportBoundary(
        id: "network-in-sync",
        module: "Network",
        fence: [
          /* was: /* old */ "Sources/App/Feed/FeedView.swift",  // legacy */
          "Sources/Sync/A.swift",  // owns the session [0007]
        ]
        /* the roots */ ,
        roots: ["Sources"]
      )
      """)
    #expect(rules.first?.fence?.fence == ["Sources/Sync/A.swift"])
    #expect(rules.first?.fence?.roots == ["Sources"])
  }

  @Test func aStringThatMentionsTheShapeIsNotARule() throws {
    #expect(try read(#"let s = "ImportBoundary(" // ImportBoundary("#).isEmpty)
  }

  @Test func malformedBlocksSayWhereAndWhat() {
    let cases: [(String, String)] = [
      (#"ImportBoundary(id: "a", module: "M", fence: ["S/A.swift"])"#, "1:46: 'S/A.swift' in 'fence' needs a reason"),
      (
        "ImportBoundary(id: \"a\", module: \"M\", fence: [\"S/A.swift\", // TODO\n])",
        "1:46: 'S/A.swift' in 'fence' needs a reason"
      ),
      (#"ImportBoundary(id: "a")"#, "1:1: ImportBoundary is missing its 'module' or 'api' argument"),
      (#"ImportBoundary(id: "A B", module: "M")"#, "1:1: rule id 'A B' must be lowercase letters, digits and '-'"),
      (#"ImportBoundary(id: "a", module: "M", colour: "red")"#, "1:38: unknown argument 'colour' in ImportBoundary"),
      (#"ImportBoundary(id: "a", module: name)"#, "1:33: expected a string, integer or Boolean literal"),
      (#"ImportBoundary(id: "a", module: "\(m)")"#, "1:34: string interpolation is not allowed"),
      (
        #"ImportBoundary(id: "a", module: "M", roots: ["../x"])"#,
        "1:46: '../x' in 'roots' must not climb out with '..'"
      ),
      (
        #"ImportBoundary(id: "a", module: "M", roots: ["/abs"])"#,
        "1:46: '/abs' in 'roots' must be relative to the repository root"
      ),
      (
        #"ImportBoundary(id: "a", module: "M", roots: ["Sources/[AB]"])"#,
        "1:46: 'Sources/[AB]' in 'roots' may use only '*', '**' and '?' as wildcards"
      ),
      (#"ImportBoundary(id: "a", module: "M", roots: ["S", "S"])"#, "1:51: 'S' is listed twice in 'roots'"),
      (#"ImportBoundary(id: "a", module: "M", api: ["x("]"#, "1:49: the rule literal is not closed with ')'"),
      (#"ImportBoundary(id: "a", module: "M", api: "x(")"#, "1:38: 'api' takes an array of string literals"),
      ("ImportBoundary(id: \"a\", module: \"M\nX\")", "1:33: the string literal is not closed on its line"),
      (#"LayerBoundary(id: "a", paths: [], forbid: ["UIKit"])"#, "1:1: a LayerBoundary needs at least one entry"),
    ]
    for (text, expected) in cases {
      let message = failure(text)
      #expect(message?.hasPrefix(expected) == true, "\(text)\n got: \(message ?? "no error")")
    }
  }

  @Test func boilerplateReasonsAreRejected() {
    for reason in ["TODO", "tbd.", "n/a", "why", "  "] {
      #expect(ReasonRules.isBoilerplate(reason.trimmingSpaces), "\(reason)")
    }
    #expect(!ReasonRules.isBoilerplate("owns the CloudKit container"))
  }

  @Test func suitePathConvention() {
    #expect(SuiteRule.isSuitePath("Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift"))
    #expect(SuiteRule.isSuitePath("AppTests/Fitness/Nested/XTests.swift"))
    #expect(!SuiteRule.isSuitePath("Tests/AppTests/Fitness/Support/FitnessSupport.swift"))
    #expect(!SuiteRule.isSuitePath("Tests/AppTests/CloudKitTests.swift"))
    #expect(!SuiteRule.isSuitePath("Fitness/XTests.swift/other.swift"))
  }
}

private extension String {
  var trimmingSpaces: String { String(drop { $0 == " " }) }
}
