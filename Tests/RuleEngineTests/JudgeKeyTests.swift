import Testing

@testable import RuleEngine

/// A judge key is hashed several times per file when a rule reads every file's verdict: it
/// is short enough for a string kept inline, and still tells rules apart.
@Suite struct JudgeKeyTests {
  @Test func aKeyIsFifteenCharactersWhateverTheSpelling() {
    for spelling in ["", "declarations", String(repeating: "select: Type*; forbid: NSObject; ", count: 40)] {
      #expect(JudgeKey.digest(spelling).utf8.count == 15)
    }
  }

  /// Spellings that differ in one character, at the start, the middle or the end, as two
  /// rules of one suite do.
  @Test func nearSpellingsGetDistinctKeys() {
    let base = "declarations\u{1F}Tests/AppTests/Fitness/ModelsTests.swift\u{1F}kind=class;roots=[Sources/Models]"
    var keys = Set<String>()
    var count = 0
    for index in 0..<base.utf8.count {
      for replacement in ["a", "b", "Z", "0"] {
        var bytes = Array(base.utf8)
        guard bytes[index] != Array(replacement.utf8)[0] else { continue }
        bytes[index] = Array(replacement.utf8)[0]
        keys.insert(JudgeKey.digest(String(decoding: bytes, as: UTF8.self)))
        count += 1
      }
    }
    for suffix in 0..<20_000 { keys.insert(JudgeKey.digest(base + "\(suffix)")) }
    #expect(keys.count == count + 20_000)
    #expect(!keys.contains(JudgeKey.digest(base)))
  }

  @Test func theSameSpellingGetsTheSameKey() {
    #expect(JudgeKey.digest("members\u{1F}a.swift\u{1F}x") == JudgeKey.digest("members\u{1F}a.swift\u{1F}x"))
  }
}
