/// The words the call walk acts on, told apart by their bytes: the walk meets every
/// identifier of a file, and making a string of each would cost more than the walk.
extension CallWalk {
  /// Words that never name a call (`if (x)`, `return (a, b)`, `try (x)`) unless a dot
  /// makes them a member (`.init(`, `.default(`).
  static let keywords: Set<String> = [
    "if", "else", "guard", "while", "for", "in", "do", "repeat", "switch", "case", "default", "break", "continue",
    "fallthrough", "return", "throw", "throws", "rethrows", "try", "catch", "defer", "where", "as", "is", "let", "var",
    "func", "init", "deinit", "subscript", "struct", "class", "enum", "protocol", "extension", "actor", "typealias",
    "associatedtype", "import", "operator", "precedencegroup", "some", "any", "await", "async", "inout", "set",
    "willSet", "didSet", "self", "super", "true", "false", "nil", "static",
    "final", "lazy", "weak", "mutating", "nonmutating", "override",
    "convenience", "isolated", "consuming", "borrowing", "sending", "_read", "_modify", "unsafeAddress",
    "unsafeMutableAddress", "__shared", "__owned", "__consuming",
  ]

  /// Modifiers that take a detail in parentheses (`private(set)`, `nonisolated(unsafe)`),
  /// which is not a call; any other use of these words is (`open(path, flags)`).
  static let detailedModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "package", "open", "nonisolated", "unowned",
  ]
  static let modifierDetails: Set<String> = ["set", "unsafe", "safe", "nonsending"]

  /// Keywords whose header runs to the `{` of a body.
  static let bodyHeaders: Set<String> = [
    "if", "guard", "while", "for", "switch", "catch", "struct", "class", "enum", "protocol", "extension", "actor",
    "func", "init", "deinit", "subscript", "operator", "precedencegroup",
  ]

  /// Directives whose line holds no code a call could be in.
  static let lineDirectives: Set<String> = [
    "if", "elseif", "else", "endif", "sourceLocation", "error", "warning", "line",
  ]

  enum Word {
    /// Opens a header whose body's `{` ends it (`if`, `struct`, `init`).
    case header
    /// `func`: a header, and the next name is declared, not called.
    case function
    /// `macro`: the next name is declared.
    case macro
    /// `var`, `let`.
    case binding
    case caseKeyword
    /// Never a call.
    case keyword
    /// `get`: a getter's body follows, or it is called (`get()`).
    case getter
    /// `private(set)`, but also `open(path, flags)`.
    case detailedModifier
  }

  /// Up to 24 bytes of a word, packed, and its length.
  struct WordKey: Equatable {
    var length: Int
    var parts: (UInt64, UInt64, UInt64)

    static func == (a: Self, b: Self) -> Bool {
      a.length == b.length && a.parts.0 == b.parts.0 && a.parts.1 == b.parts.1 && a.parts.2 == b.parts.2
    }

    init?<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
      guard bytes.count <= 24 else { return nil }
      length = bytes.count
      parts = (0, 0, 0)
      for (index, byte) in bytes.enumerated() { add(byte, at: index) }
    }

    mutating func add(_ byte: UInt8, at index: Int) {
      let shifted = UInt64(byte) << (UInt64(index % 8) * 8)
      switch index / 8 {
      case 0: parts.0 |= shifted
      case 1: parts.1 |= shifted
      default: parts.2 |= shifted
      }
    }

    /// A slot in `table`: a multiplicative hash, cheaper than `Hasher` on the walk's path.
    var slot: Int {
      let mixed = (parts.0 ^ (parts.1 &* 31) ^ (parts.2 &* 131) ^ UInt64(length)) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: mixed >> 56)
    }
  }

  /// The words, in an open-addressed table of 256 slots, probed from each key's slot on.
  static let table: [(key: WordKey, word: Word)?] = {
    var table = [(key: WordKey, word: Word)?](repeating: nil, count: 256)
    var words: [(String, Word)] = keywords.map { ($0, .keyword) } + bodyHeaders.map { ($0, .header) }
    words += detailedModifiers.map { ($0, .detailedModifier) }
    words += [
      ("func", .function), ("macro", .macro), ("var", .binding), ("let", .binding), ("case", .caseKeyword),
      ("get", .getter),
    ]
    for (text, word) in words {
      let key = WordKey(Array(text.utf8))!
      var slot = key.slot
      while let held = table[slot], held.key != key { slot = (slot + 1) & 255 }
      table[slot] = (key, word)
    }
    return table
  }()

  /// What the word at `range` is to the walk; nil for a name. Every keyword starts with a
  /// lowercase letter or `_`, so a word that does not is looked up no further.
  static func word(in code: [UInt8], _ range: Range<Int>) -> Word? {
    let first = code[range.lowerBound]
    guard (first >= 0x61 && first <= 0x7A) || first == 0x5F, range.count <= 24 else { return nil }
    var key = WordKey(EmptyCollection<UInt8>())!
    key.length = range.count
    for (index, offset) in range.enumerated() { key.add(code[offset], at: index) }
    var slot = key.slot
    while let held = table[slot] {
      if held.key == key { return held.word }
      slot = (slot + 1) & 255
    }
    return nil
  }
}
