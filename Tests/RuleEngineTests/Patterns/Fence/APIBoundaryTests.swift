import FitnessTestSupport
import RuleEngine
import SwiftScanner
import Testing

/// An import boundary without a module guards an API alone: "only the parser may call
/// `String(syntaxText:)`", "only these files may use `.cardRender`".
@Suite struct APIBoundaryTests {
  private let site = RuleSite(suitePath: "Tests/AppTests/Fitness/SyntaxTextTests.swift")

  @Test func aBoundaryOnAnAPIAloneFencesItsNeedles() throws {
    let rules = try RuleBlockReader.rules(
      in: Array(
        """
        static let rule = ImportBoundary(
          id: "syntax-text",
          fence: [
            "Sources/Parser/Parser.swift",  // the parser owns the raw text [0001]
          ],
          api: ["String(syntaxText:"]
        )
        """.utf8), path: site.suitePath)
    let rule = try #require(rules.first?.fence)
    #expect(rule.modules.isEmpty && rule.api == ["String(syntaxText:"])
    #expect(rule.inputs.modules.isEmpty && rule.inputs.needles == ["String(syntaxText:"])
    let files = FileSet(
      paths: ["Sources/Parser/Parser.swift", "Sources/App/View.swift", "Sources/App/Other.swift"],
      sources: [
        "Sources/Parser/Parser.swift": ScannedSource(Array("let s = String(syntaxText: raw)\n".utf8)),
        "Sources/App/View.swift": ScannedSource(Array("import Parser\nlet t = String(syntaxText: raw)\n".utf8)),
        "Sources/App/Other.swift": ScannedSource(Array("let u = String(raw) // String(syntaxText:\n".utf8)),
      ])
    let found = FenceEvaluation.violations(of: rule, site: site, in: files)
    #expect(
      found.map { "\($0.path):\($0.position!) \($0.kind.rawValue)" } == ["Sources/App/View.swift:2:9 forbidden-api"])
    #expect(
      ("x: error: " + found[0].message).hasPrefix(
        Said.forbiddenUse("String(syntaxText:", at: "x") + " [syntax-text]; change the code"))
    // The entry that stops using the API is stale, as a module's importer that stops importing.
    var gone = files
    gone.sources["Sources/Parser/Parser.swift"] = ScannedSource(Array("let s = String(raw)\n".utf8))
    #expect(FenceEvaluation.violations(of: rule, site: site, in: gone).map(\.kind).contains(.staleEntry))
  }

  @Test func aBoundaryOnNothingIsRefusedWithWhatToName() {
    do {
      _ = try RuleBlockReader.rules(
        in: Array("static let rule = ImportBoundary(id: \"x\", fence: [])\n".utf8), path: site.suitePath)
      Issue.record("an ImportBoundary with neither module nor api was read")
    } catch {
      #expect(
        error.message.contains(
          "ImportBoundary is missing its 'module' or 'api' argument: name the fenced module in 'module'"))
    }
  }
}
