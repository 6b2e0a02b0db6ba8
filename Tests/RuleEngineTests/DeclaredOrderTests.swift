import RuleEngine
import SwiftScanner
import Testing

/// A staged check orders the declared paths from the list it read the files in, instead of
/// sorting them again; the list it gets must be `declaredPaths`' own, whatever it is given.
@Suite struct DeclaredOrderTests {
  static func judged() -> SourceFacts { SourceFacts(imports: [], occurrences: [:], breaches: [:]) }
  static func unjudged() -> SourceFacts { SourceFacts(imports: [], occurrences: [:]) }

  static var files: FileSet {
    var set = FileSet(
      paths: [],
      sources: ["Sources/B/Whole.swift": ScannedSource(Array("struct Whole {}\n".utf8))],
      facts: [
        "Sources/A/One.swift": judged(), "Sources/B/Two.swift": judged(), "Sources/C/Three.swift": judged(),
        "Sources/C/Plain.swift": unjudged(),
      ])
    set.breaches = ["Sources/D/Found.swift": [:]]
    return set
  }

  @Test func aListHoldingEveryDeclaredPathGivesTheSortedOrder() {
    let ordered = [
      "Sources/A/One.swift", "Sources/B/Two.swift", "Sources/B/Whole.swift", "Sources/C/Plain.swift",
      "Sources/C/Three.swift", "Sources/D/Found.swift", "Sources/E/Gone.swift",
    ]
    #expect(Self.files.declaredPaths(readOff: ordered) == Self.files.declaredPaths)
    #expect(Self.files.declaredPaths.count == 5, "the unjudged file is no declared path")
  }

  @Test func aListMissingOneOrOutOfOrderFallsBackToSorting() {
    let missing = ["Sources/A/One.swift", "Sources/B/Two.swift", "Sources/C/Three.swift"]
    #expect(Self.files.declaredPaths(readOff: missing) == Self.files.declaredPaths)
    let shuffled = [
      "Sources/D/Found.swift", "Sources/A/One.swift", "Sources/B/Two.swift", "Sources/B/Whole.swift",
      "Sources/C/Three.swift",
    ]
    #expect(Self.files.declaredPaths(readOff: shuffled) == Self.files.declaredPaths)
  }
}
