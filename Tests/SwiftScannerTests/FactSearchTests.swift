import FitnessTestSupport
import SwiftScanner
import Testing

/// `FactSearch` lexes only up to the line of the last spelling it needs; its facts must be
/// exactly those of the whole file scanned.
@Suite struct FactSearchTests {
  static let modules: Set<String> = ["NetCore", "Payments", "K"]
  static let needles = ["NetCoreClient(", "Payments.charge", "K."]

  /// Pieces that move the lexer and the import parser between states, and spell (or almost
  /// spell) the modules and needles.
  static let pieces: [String] = [
    "import NetCore", "import NetCore.", "  Sub", "@_exported import Payments", "import struct NetCore.Client",
    "public import K", "import `NetCore`", "import", "struct", "// import NetCore", "/* Payments.charge */",
    "let s = \"NetCoreClient(\"", "NetCoreClient()", "x.NetCoreClient(", "MyNetCoreClient(", "Payments.charge(1)",
    "K.run()", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "/*", "*/", "#if os(iOS)", "#elseif canImport(K)",
    "#endif", "func f() {", "}", "#/", "/#", "import Pay", "PaymentsKit", "@_spi(NetCore)", ".", "`", "\\",
    "import func NetCore.+", "// trailing comment", "let x = 1",
  ]
  static let breaks = ["\n", "\r\n", "\r", " ", "", "\t", ".\n", "\n\n"]

  @Test func factsEqualThoseOfTheWholeFile() {
    let search = FactSearch(modules: Self.modules, needles: Self.needles)
    var generator = SplitMix(seed: 0xFAC7)
    for round in 0..<6_000 {
      var text = generator.next() % 9 == 0 ? "\u{FEFF}" : ""
      for _ in 0..<Int(generator.next() % 24) {
        text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
        text += Self.breaks[Int(generator.next() % UInt64(Self.breaks.count))]
      }
      let bytes = Array(text.utf8)
      let whole = ScannedSource(bytes).facts(modules: Self.modules, search: search.search)
      let found = search.facts(of: bytes)
      #expect(found == whole, "round \(round): \(text.debugDescription)")
      if found != whole { return }
    }
  }

  /// Searching for every import (a layer's allowlist) keeps every import the whole file
  /// holds, `import Pay` and `import struct …` included.
  @Test func everyImportsFactsEqualThoseOfTheWholeFile() {
    let search = FactSearch(modules: Self.modules, needles: Self.needles, everyImport: true)
    var generator = SplitMix(seed: 0xA11)
    for round in 0..<4_000 {
      var text = ""
      for _ in 0..<Int(generator.next() % 24) {
        text += Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
        text += Self.breaks[Int(generator.next() % UInt64(Self.breaks.count))]
      }
      let bytes = Array(text.utf8)
      let whole = ScannedSource(bytes).facts(modules: nil, search: search.search)
      let found = search.facts(of: bytes)
      #expect(found == whole, "round \(round): \(text.debugDescription)")
      if found != whole { return }
    }
  }

  @Test func randomBytesGiveTheFactsOfTheWholeFile() {
    let search = FactSearch(modules: Self.modules, needles: Self.needles)
    var generator = SplitMix(seed: 0xB17E)
    let alphabet = Array("import NetCore K.\"\"\"#/*\\()`@;.\n\r{}[]//".utf8) + [0, 0xFF, 0xC3]
    for _ in 0..<3_000 {
      let bytes = (0..<Int(generator.next() % 300)).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))]
      }
      #expect(search.facts(of: bytes) == ScannedSource(bytes).facts(modules: Self.modules, search: search.search))
    }
  }

  @Test func anImportPathGoesOnPastTheLastSpellingsLine() {
    let bytes = Array("import NetCore.\n  Transport\nlet x = 1\n".utf8)
    let facts = FactSearch(modules: ["NetCore"], needles: []).facts(of: bytes)
    #expect(facts.imports.map(\.name) == ["NetCore.Transport"])
  }

  @Test func aFileThatSpellsNothingHasNoFacts() {
    let bytes = Array("import Foundation\n// NetCor\nlet n = 1\n".utf8)
    #expect(FactSearch(modules: ["NetCore"], needles: ["NetCoreClient("]).facts(of: bytes).isEmpty)
  }

  @Test func aSpellingInACommentBeforeCodeStillFindsTheCodeUse() {
    let bytes = Array("// NetCoreClient( is fenced\nlet c = NetCoreClient()\n/* NetCoreClient( */\n".utf8)
    let facts = FactSearch(modules: [], needles: ["NetCoreClient("]).facts(of: bytes)
    #expect(facts.occurrences["NetCoreClient("] == [SourcePosition(line: 2, column: 9)])
  }
}
