#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Parses `(label: "string", label: ["a", // reason
/// "b", // reason
/// ])` from a suite's bytes, keeping each array element's trailing line comment.
struct LiteralParser {
  enum Value {
    case string(String)
    case array([Element])
    case integer(Int)
    case bool(Bool)
    /// `["key": "value", …]`, in source order.
    case dictionary([(key: Element, value: Element)])
  }

  struct Element {
    var value: String
    var offset: Int
    var reason: String?
    /// A dictionary value written as an array of strings (a layer's grants): its elements.
    var list: [Element]? = nil
  }

  struct Argument {
    var label: String
    var offset: Int
    var value: Value
    /// The `//` comment lines right above the label, top to bottom (a pin's trail).
    var leadingComments: [(text: String, offset: Int)]
  }

  let source: ScannedSource
  let path: String
  var index = 0
  var bytes: [UInt8] { source.bytes }
  /// Comment lines seen since the last blank line, while skipping trivia.
  var comments: [(text: String, offset: Int)] = []

  init(source: ScannedSource, path: String) {
    self.source = source
    self.path = path
  }

  /// The arguments of the call whose `(` is at `open`.
  mutating func arguments(from open: Int) throws(RuleBlockError) -> [Argument] {
    index = open + 1
    var arguments: [Argument] = []
    while true {
      comments = []
      skipTrivia()
      guard index < bytes.count else { throw failure("the rule literal is not closed with ')'") }
      if bytes[index] == 0x29 { return arguments }
      let leading = comments
      let labelStart = index
      let label = identifier()
      skipTrivia()
      guard !label.isEmpty, index < bytes.count, bytes[index] == 0x3A else {
        throw failure(at: labelStart, "expected a labelled argument such as 'id: \"…\"'")
      }
      index += 1
      skipTrivia()
      let value: Value
      if index < bytes.count, bytes[index] == 0x5B {
        value = try collection()
      } else if index < bytes.count, bytes[index] == 0x22 {
        value = .string(try string())
      } else {
        value = try scalar()
      }
      arguments.append(Argument(label: label, offset: labelStart, value: value, leadingComments: leading))
      // The comma may stand on a later line, after comments, as the compiler allows.
      skipTrivia()
      if index < bytes.count, bytes[index] == 0x2C { index += 1 }
    }
  }

  /// An integer or a Boolean literal.
  private mutating func scalar() throws(RuleBlockError) -> Value {
    let start = index
    let word = identifier()
    if word == "true" { return .bool(true) }
    if word == "false" { return .bool(false) }
    if !word.isEmpty, word.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(word) {
      return .integer(number)
    }
    throw failure(at: start, "expected a string, integer or Boolean literal; rule values must be plain literals")
  }

  /// An array of string literals, or a dictionary of string literals to string literals
  /// or to arrays of them.
  private mutating func collection() throws(RuleBlockError) -> Value {
    let open = index
    index += 1
    skipTrivia()
    if index < bytes.count, bytes[index] == 0x3A {
      index += 1
      skipTrivia()
      guard index < bytes.count, bytes[index] == 0x5D else { throw failure("expected ']' after '[:'") }
      index += 1
      return .dictionary([])
    }
    // `["key": "value", …]` once a colon follows the first string.
    if index < bytes.count, bytes[index] == 0x22 {
      _ = try string()
      skipSpaces()
      let isDictionary = index < bytes.count && bytes[index] == 0x3A
      index = open
      if isDictionary { return .dictionary(try dictionary()) }
    }
    index = open
    let elements = try array()
    return .array(elements)
  }

  private mutating func dictionary() throws(RuleBlockError) -> [(key: Element, value: Element)] {
    index += 1
    var pairs: [(key: Element, value: Element)] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("the dictionary is not closed with ']'") }
      if bytes[index] == 0x5D {
        index += 1
        return pairs
      }
      let keyStart = index
      let key = try string()
      skipTrivia()
      guard index < bytes.count, bytes[index] == 0x3A else { throw failure("expected ':' after a dictionary key") }
      index += 1
      skipTrivia()
      let valueStart = index
      var value = Element(value: "", offset: valueStart, reason: nil)
      if index < bytes.count, bytes[index] == 0x5B {
        var list = try array()
        // A one-element list on its line takes the comment after it; the pair owns it.
        let reason = list.count == 1 ? list[0].reason : nil
        if reason != nil { list[0].reason = nil }
        value.list = list
        pairs.append((Element(value: key, offset: keyStart, reason: reason), value))
      } else {
        value.value = try string()
        pairs.append((Element(value: key, offset: keyStart, reason: nil), value))
      }
      skipSpaces()
      if index < bytes.count, bytes[index] == 0x2C {
        index += 1
        skipSpaces()
      }
      if pairs[pairs.count - 1].key.reason == nil, let reason = lineComment() {
        pairs[pairs.count - 1].key.reason = reason
      }
      skipTrivia()
      if index < bytes.count, bytes[index] == 0x2C { index += 1 }
    }
  }

  private mutating func array() throws(RuleBlockError) -> [Element] {
    index += 1
    var elements: [Element] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("the array is not closed with ']'") }
      if bytes[index] == 0x5D {
        index += 1
        attachTrailingReason(to: &elements)
        return elements
      }
      let start = index
      let value = try string()
      skipSpaces()
      if index < bytes.count, bytes[index] == 0x3A {
        throw failure(at: start, "a dictionary is not allowed here; write an array of string literals")
      }
      if index < bytes.count, bytes[index] == 0x2C {
        index += 1
        skipSpaces()
      }
      elements.append(Element(value: value, offset: start, reason: lineComment()))
    }
  }

  /// `exclude: ["Sources/Spikes/"],  // reason`: on a one-element array written on one line,
  /// the comment after the array is the element's reason.
  private mutating func attachTrailingReason(to elements: inout [Element]) {
    guard elements.count == 1, elements[0].reason == nil else { return }
    let closed = index
    skipSpaces()
    if index < bytes.count, bytes[index] == 0x2C {
      index += 1
      skipSpaces()
    }
    if let reason = lineComment() {
      elements[0].reason = reason
    } else {
      index = closed
    }
  }

  /// A plain string literal; anything fancier cannot be read without compiling.
  private mutating func string() throws(RuleBlockError) -> String {
    let start = index
    guard index < bytes.count, bytes[index] == 0x22 else {
      throw failure(at: start, "expected a string literal; rule values must be plain literals")
    }
    if index + 2 < bytes.count, bytes[index + 1] == 0x22, bytes[index + 2] == 0x22 {
      throw failure(at: start, "use a one-line string literal here, not a multi-line one")
    }
    index += 1
    var value: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x22:
        index += 1
        return String(decoding: value, as: UTF8.self)
      case 0x0A, 0x0D:
        throw failure(at: start, "the string literal is not closed on its line")
      case 0x5C:
        guard index + 1 < bytes.count else { break }
        let escaped = bytes[index + 1]
        index += 2
        if let plain = SourceByte.unescaped(escaped) {
          value.append(plain)
          continue
        }
        throw escaped == 0x28
          ? failure(at: index - 2, "string interpolation is not allowed in a rule literal")
          : failure(at: index - 2, "unsupported escape in a rule literal; write the character itself")
      default:
        value.append(byte)
      }
      index += 1
    }
    throw failure(at: start, "the string literal is not closed")
  }

  private mutating func identifier() -> String {
    let start = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  private func isIdentifierByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      || (value >= 0x30 && value <= 0x39) || value == 0x5F
  }

  private func failure(_ message: String) -> RuleBlockError {
    failure(at: min(index, bytes.count), message)
  }

  private func failure(at offset: Int, _ message: String) -> RuleBlockError {
    RuleBlockError(path: path, position: source.position(of: offset), message: message)
  }
}
