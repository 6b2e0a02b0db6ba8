/// A rule's judge key, short: fifteen characters, which a Swift string keeps inline, so
/// that hashing it or making it allocates nothing and reads fifteen bytes, not the rule's
/// spelling of hundreds.
///
/// Ninety bits of two FNV-1a passes over the spelling, with different offset bases: two
/// rules share a key, and so would mix their cached verdicts, with a chance near 2^-90
/// (a hundred rules, under 2^-77). Not a defence against rules written to collide.
enum JudgeKey {
  static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".utf8)

  static func digest(_ spelling: String) -> String {
    func fnv(_ seed: UInt64) -> UInt64 {
      var hash = seed
      for byte in spelling.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return hash
    }
    let (first, second) = (fnv(0xcbf2_9ce4_8422_2325), fnv(0x6c62_272e_07bb_0142))
    var key: [UInt8] = []
    for index in 0..<10 { key.append(alphabet[Int((first >> UInt64(6 * index)) & 63)]) }
    for index in 0..<5 { key.append(alphabet[Int((second >> UInt64(6 * index)) & 63)]) }
    return String(decoding: key, as: UTF8.self)
  }
}
