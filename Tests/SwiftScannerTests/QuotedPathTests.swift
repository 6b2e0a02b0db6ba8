import FitnessTestSupport
import SwiftScanner
import Testing

/// The spelling is git's own quoting, and one-to-one with the bytes.
@Suite struct QuotedPathTests {
  @Test func spellsAsGitQuotes() {
    #expect(QuotedPath.spelling(Array("Sources/A.swift".utf8)) == "Sources/A.swift")
    #expect(QuotedPath.spelling(Array("caf".utf8) + [0xE9]) == #"caf\351"#)
    #expect(QuotedPath.spelling(Array("a\tb\"c\\d\n".utf8)) == #"a\tb\"c\\d\n"#)
    #expect(QuotedPath.spelling([0x01, 0x7F]) == #"\001\177"#)
    #expect(QuotedPath.display(#"caf\351"#) == #""caf\351""#)
    #expect(QuotedPath.display("plain") == "plain")
  }

  @Test func everyByteStringRoundTripsAndEqualityIsByteEquality() {
    var random = SplitMix(seed: 13)
    var seen: [String: [UInt8]] = [:]
    for _ in 0..<20_000 {
      let bytes = (0..<Int(random.next() % 6)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      let spelled = QuotedPath.spelling(bytes)
      #expect(QuotedPath.bytes(spelled) == bytes)
      #expect(spelled.utf8.allSatisfy { $0 < 0x80 })
      if let earlier = seen[spelled] { #expect(earlier == bytes) }
      seen[spelled] = bytes
    }
    #expect(QuotedPath.spelling(ofText: "Caf\u{E9}") != QuotedPath.spelling(ofText: "Cafe\u{301}"))
  }
}
