import RuleEngine
import SwiftScanner
import Testing

/// Shapes found in real code that the declaration finder must read as the compiler does.
@Suite struct RealCodeTests {
  func files(_ sources: [String: String]) -> FileSet {
    FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
  }

  /// A case named after a keyword, in backticks, is one case (a real `enum Keyword` of 206
  /// cases counted 207).
  @Test func aCaseInBackticksIsOneCase() throws {
    let source = ScannedSource(
      Array(
        """
        enum Keyword: String {
          case `case`, `default`
          case `if`
          case plain, `enum`
          case `struct` = "struct"
        }
        """.utf8))
    #expect(
      SourceCounter.tally(
        .enumCases(type: "Keyword"), in: "Sources/K.swift",
        files: files(["Sources/K.swift": String(decoding: source.bytes, as: UTF8.self)]))?.count == 6)
    let pin = CountPin(id: "keywords", subject: "enum Keyword", in: "Sources/K.swift", count: 6)
    let site = RuleSite(suitePath: "Tests/T/Fitness/KTests.swift")
    let trail = [TrailLine(text: "2026-12-01: six keywords — 6", position: .init(line: 1, column: 1))]
    let found = PinEvaluation.violations(
      of: pin, trail: trail, site: site, in: files(["Sources/K.swift": String(decoding: source.bytes, as: UTF8.self)]))
    #expect(found.isEmpty, "\(found.map(\.message))")
  }

  /// A keyword in backticks is an identifier, not a declaration.
  @Test func aKeywordInBackticksDeclaresNothing() {
    let source = ScannedSource(Array("let `enum` = 1\nenum Real { case a }\n".utf8))
    #expect(source.typeBodies(named: "Real", kinds: ["enum"]).count == 1)
    #expect(source.wordOccurrences(of: "enum").count == 1)
  }

  @Test func anExtensionOfAQualifiedTypeIsTheType() {
    let source = ScannedSource(
      Array("extension App.Mode { var line: String { \"x\" } }\nextension Outer.Inner.Mode {}\n".utf8))
    #expect(source.typeBodies(named: "Mode").count == 2)
    #expect(source.typeBodies(named: "Inner").isEmpty)
  }

  /// `subject: enum X` without `in:` never picks one of several declaring files.
  @Test func aSubjectDeclaredInSeveralFilesIsRefusedNamingThemAll() {
    let pin = CountPin(id: "modes", subject: "enum Mode", in: nil, count: 2)
    let site = RuleSite(suitePath: "Tests/T/Fitness/ModeTests.swift")
    let trail = [TrailLine(text: "2026-12-01: two modes — 2", position: .init(line: 1, column: 1))]
    let found = PinEvaluation.violations(
      of: pin, trail: trail, site: site,
      in: files([
        "Sources/A/Mode.swift": "enum Mode { case a, b }", "Sources/B/Mode.swift": "enum Mode { case a, b, c }",
      ]))
    #expect(found.count == 1)
    #expect(
      found.first?.message.hasPrefix(
        "enum Mode is declared in several files (Sources/A/Mode.swift, Sources/B/Mode.swift) [modes]") == true)
  }
}
