import CheckCore
import FitnessTestSupport
import Foundation
import GitFileReader
import RuleEngine
import SwiftScanner
import Testing

@testable import FitnessCLI

/// What the scan cache keys on and how it stores facts.
@Suite struct ScanCacheKeyTests {
  @Test func anotherVersionOrRequestIsAnotherFolder() {
    let request = FactRequest(modules: ["CloudKit"], needles: ["CKContainer("])
    let folders = [
      ScanCache(commonDirectory: "/repo/.git", request: request, version: "0.1.0").folder,
      ScanCache(commonDirectory: "/repo/.git", request: request, version: "0.2.0").folder,
      ScanCache(
        commonDirectory: "/repo/.git",
        request: FactRequest(modules: ["CloudKit", "StoreKit"], needles: ["CKContainer("]),
        version: "0.1.0"
      ).folder,
      ScanCache(
        commonDirectory: "/repo/.git", request: FactRequest(modules: ["CloudKit"], needles: ["CKContainer(", "x("]),
        version: "0.1.0"
      ).folder,
    ]
    #expect(Set(folders).count == 4)
    #expect(folders.allSatisfy { $0.hasPrefix("/repo/.git/fitness/scan-cache/") })
    // The same inputs, the same folder: a second run finds the first run's facts.
    #expect(ScanCache(commonDirectory: "/repo/.git", request: request, version: "0.1.0").folder == folders[0])
  }

  /// A request with judges keeps each file's verdicts, found from its real declarations during
  /// the scan, never the declarations; they come back exactly, and one too long for the codec
  /// (a 70,000-byte type name in its message) reads as a miss, so the file is scanned again.
  @Test func verdictsOnRealDeclarationsSurviveTheRoundTripAndTooLongOnesMiss() throws {
    let suite =
      #"let rule = DeclarationShape(id: "cells", kind: "class", requireModifiers: ["final"], forbidUses: ["URLSession("])"#
    let rules = try RuleBlockReader.rules(in: Array(suite.utf8), path: "Tests/AppTests/Fitness/CellsTests.swift")
    let rule = try #require(rules.first)
    let judge = try #require(FactJudge(rule.body, site: rule.site))
    let request = FactRequest(modules: [], needles: [], bodyNeedles: rule.body.inputs.needles, judges: [judge])
    let texts = [
      "final class Cell: UITableViewCell {\n  func load() { URLSession(configuration: .default) }\n}\n"
        + "extension Cell { func more() { _ = URLSession(configuration: .ephemeral) } }\n",
      "@MainActor\nclass FeedViewModel: ObservableObject {\n  @Published private(set) var items: [Int] = []\n}\n",
      "struct Screen: View {}\n",
      String(repeating: "class C {\n", count: 300),
    ]
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-decl-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var writer = ScanCacheSegment.Writer(needles: request.needles, key: "0123456789abcdef")
    var expected: [(ObjectHash, SourceFacts)] = []
    for (index, text) in texts.enumerated() {
      let facts = request.facts(of: Array(text.utf8), search: request.search)
      #expect(facts.breaches != nil, "every file the request reads is judged")
      let name = try #require(ObjectHash(bytes: Array(repeating: UInt8(index + 1), count: 20)))
      writer.add(name, facts)
      expected.append((name, facts))
    }
    let found = expected.map { $0.1.breaches?[judge.key] ?? [] }
    #expect(found[0].map(\.position) == [SourcePosition(line: 2, column: 17)], "the first use, in the type's body")
    #expect(found[1].map(\.subject) == ["FeedViewModel"] && found[2].isEmpty)
    #expect(found[3].contains { $0.subject == "unread declarations" }, "a file too deep to read says so")
    let long = String(repeating: "a", count: 70_000)
    let tooLong = request.facts(of: Array("class \(long) {}\n".utf8), search: request.search)
    #expect(tooLong.breaches?[judge.key]?.first?.subject == long)
    let tooLongName = try #require(ObjectHash(bytes: Array(repeating: UInt8(99), count: 20)))
    writer.add(tooLongName, tooLong)
    try Data(writer.finish()).write(to: URL(fileURLWithPath: path))
    let segment = try #require(ScanCacheSegment(path: path, key: "0123456789abcdef"))
    for (name, facts) in expected {
      let index = try #require((0..<segment.count).first { segment.name($0) == name })
      #expect(segment.facts(index, needles: request.needles) == facts)
    }
    let index = try #require((0..<segment.count).first { segment.name($0) == tooLongName })
    #expect(segment.facts(index, needles: request.needles) == nil, "a verdict past the codec's lengths is found again")
  }

  /// A judge's verdicts come back exactly; none judged, judged clean and judged with
  /// breaches are three different records.
  @Test func judgedBreachesSurviveTheRoundTripExactly() throws {
    let breach = FactBreach(
      kind: "member-breach", position: SourcePosition(line: 3, column: 7), message: "var A.b is public, which…",
      subject: "A.b")
    let unplaced = FactBreach(kind: "member-breach", position: nil, message: "unread", subject: "unread members")
    let cases = [
      SourceFacts(imports: [], occurrences: [:]),
      SourceFacts(imports: [], occurrences: [:], breaches: [:]),
      SourceFacts(
        imports: [], occurrences: [:], breaches: ["members\u{1F}judge": [breach, unplaced], "other": [breach]]),
    ]
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-judged-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    var writer = ScanCacheSegment.Writer(needles: [], key: "0123456789abcdef")
    var names: [ObjectHash] = []
    for (index, facts) in cases.enumerated() {
      let name = try #require(ObjectHash(bytes: Array(repeating: UInt8(index + 1), count: 20)))
      writer.add(name, facts)
      names.append(name)
    }
    try Data(writer.finish()).write(to: URL(fileURLWithPath: path))
    let segment = try #require(ScanCacheSegment(path: path, key: "0123456789abcdef"))
    for (name, facts) in zip(names, cases) {
      let index = try #require((0..<segment.count).first { segment.name($0) == name })
      #expect(segment.facts(index, needles: []) == facts)
    }
  }

  @Test func factsSurviveTheRoundTripExactly() throws {
    let source = ScannedSource(
      Array(
        """
        @_exported @preconcurrency public import struct CloudKit.CKRecord
        import Foundation
        let a = CKContainer(identifier: "x") // CKContainer( in a comment
        let b = "CKContainer(" + String(describing: CKContainer(identifier: "y"))

        """.utf8))
    let needles = ["CKContainer(", "Missing("]
    let facts = source.facts(needles: needles)
    #expect(facts.occurrences["CKContainer("]?.count == 2)
    #expect(facts.occurrences["Missing("] == nil)
    let name = try #require(ObjectHash(bytes: Array(repeating: UInt8(7), count: 20)))
    let other = try #require(ObjectHash(bytes: Array(repeating: UInt8(3), count: 20)))
    var writer = ScanCacheSegment.Writer(needles: needles, key: "0123456789abcdef")
    writer.add(name, facts)
    writer.add(other, SourceFacts(imports: [], occurrences: [:]))
    writer.add(name, facts)
    let encoded = writer.finish()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-facts-\(UUID().uuidString)").path
    try Data(encoded).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let segment = try #require(ScanCacheSegment(path: path, key: "0123456789abcdef"))
    // A segment states its request's key: under another key it answers nothing.
    #expect(ScanCacheSegment(path: path, key: "fedcba9876543210") == nil)
    // Sorted by name, the repeated name kept once.
    #expect(segment.count == 2)
    #expect(segment.name(0) == other && segment.name(1) == name)
    #expect(segment.facts(1, needles: needles) == facts)
    // A lookup finds every position asking for a name, several for one blob among them.
    var found = [SourceFacts?](repeating: nil, count: 4)
    segment.lookUp([(other, 2), (name, 0), (name, 3)], needles: needles, into: &found)
    #expect(found == [facts, nil, SourceFacts(imports: [], occurrences: [:]), facts])
    // A flipped byte anywhere fails the checksum: nothing is believed.
    var damaged = encoded
    damaged[damaged.count / 2] ^= 1
    try Data(damaged).write(to: URL(fileURLWithPath: path))
    #expect(ScanCacheSegment(path: path, key: "0123456789abcdef") == nil)
    // Bit 63 of any two 8-byte words: a word-wise FNV-1a cancelled these out and believed
    // the damaged facts. Every pair, anywhere before the checksum, is caught.
    let words = (encoded.count - 8) / 8
    for first in 0..<words {
      for second in (first + 1)..<words {
        var flipped = encoded
        flipped[first * 8 + 7] ^= 0x80
        flipped[second * 8 + 7] ^= 0x80
        try Data(flipped).write(to: URL(fileURLWithPath: path))
        #expect(ScanCacheSegment(path: path, key: "0123456789abcdef") == nil, "words \(first) and \(second)")
      }
    }
  }

  @Test(arguments: [0, 1, 9, 4_000, 70_000])
  func queriesComeSortedByNameWithEveryPosition(count: Int) {
    var generator = SplitMix(seed: UInt64(count))
    var names: [ObjectHash?] = []
    for index in 0..<count {
      switch generator.next() % 10 {
      case 0: names.append(nil)
      case 1 where index > 0: names.append(names[Int(generator.next() % UInt64(index))])
      default: names.append(ObjectHash(bytes: (0..<20).map { _ in UInt8(truncatingIfNeeded: generator.next()) }))
      }
    }
    let expected = names.enumerated().compactMap { item in item.element.map { ($0, item.offset) } }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    let sorted = ScanCacheSegment.queries(names)
    #expect(sorted.map(\.name) == expected.map(\.0))
    #expect(sorted.map(\.position) == expected.map(\.1))
  }
}
