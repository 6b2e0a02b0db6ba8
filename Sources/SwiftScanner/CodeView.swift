/// Builds the code view of a Swift source: the same bytes at the same offsets, with every
/// comment and the contents of every string and regex literal replaced by spaces.
///
/// In code, every Unicode space the compiler reads as whitespace becomes ASCII spaces, one
/// per byte: the no-break space U+00A0 (which it accepts with a warning), and U+0085,
/// U+1680, U+180E, U+2000 to U+200A, U+200E, U+200F, U+2028, U+2029, U+202F, U+205F and
/// U+3000 (which it reports as errors yet still reads as whitespace:
/// `swiftc -emit-imported-modules` lists `import\u{2003}CloudKit` as CloudKit). Zero-width
/// characters (U+200B, U+2060, U+FEFF) are identifier characters to it, and stay.
///
/// Line breaks survive blanking, so positions in the view are positions in the source.
/// String delimiters stay, and so does the code inside interpolations (`\( … )`), which is
/// real code that can itself hold strings and comments.
///
/// Regex literals: the `#/ … /#` form is blanked like a string. A bare `/ … /` literal
/// (Swift 6, or Swift 5 with `-enable-bare-slash-regex`) is a regex or a division by what
/// the language mode and the parser say, which a file does not state: `let r = /"/` opens a
/// string in Swift 5 and is a regex in Swift 6, and code after it is code only in Swift 6.
/// So a file with a `/` that could open a bare regex has a second reading, with every such
/// `/` taken as a regex (`readings`), and its facts are those of both: nothing either
/// language mode compiles is hidden (a false alarm, never a miss).
public enum CodeView {
  /// The code view of `bytes`, with bare `/ … /` read as division. Never traps and always
  /// finishes in one pass, whatever the bytes are: unterminated comments and literals
  /// simply run to the end.
  public static func blanking(_ bytes: [UInt8]) -> [UInt8] {
    readings(bytes, regexToo: false).code
  }

  /// The code view, and, when a `/` in code could open a bare regex literal, the view with
  /// each such `/` read as one (nil otherwise: the two would be the same).
  public static func readings(_ bytes: [UInt8], regexToo: Bool = true) -> (code: [UInt8], regexReading: [UInt8]?) {
    var output = bytes
    let mayHoldBareRegex = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { source in
        var lexer = CodeLexer(source: source, out: out)
        lexer.run()
        return lexer.sawBareRegex
      }
    }
    guard regexToo, mayHoldBareRegex else { return (output, nil) }
    var asRegex = bytes
    asRegex.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { source in
        var lexer = CodeLexer(source: source, out: out)
        lexer.bareRegex = true
        lexer.run()
      }
    }
    return (output, asRegex == output ? nil : asRegex)
  }
}

/// A literal whose contents are being blanked: a string, or a `#/…/#` regex.
struct OpenLiteral {
  var hashes: Int
  var multiline: Bool
  var isRegex: Bool
}

/// Its hot functions are compiled optimized even in a debug build (`@_optimize(speed)`):
/// generated suites run under `swift test`, unoptimised by default, and lex every file
/// that spells a fenced name.
struct CodeLexer {
  let source: UnsafeBufferPointer<UInt8>
  let out: UnsafeMutableBufferPointer<UInt8>
  let count: Int
  /// The literals suspended by an open interpolation, innermost last.
  var suspended: [OpenLiteral] = []
  /// The parenthesis depth inside each open interpolation, innermost last.
  var interpolationDepths: [Int] = []
  /// Whether a `/` that could open a bare regex literal is lexed as one (its contents
  /// blanked), rather than as an operator.
  var bareRegex = false
  /// Whether code held a `/` that could open a bare regex literal.
  private(set) var sawBareRegex = false

  init(source: UnsafeBufferPointer<UInt8>, out: UnsafeMutableBufferPointer<UInt8>) {
    self.source = source
    self.out = out
    self.count = source.count
  }

  @_optimize(speed) mutating func run() {
    var index = 0
    var literal: OpenLiteral? = nil
    while index < count {
      if let open = literal {
        (index, literal) = skipLiteral(open, from: index)
      } else {
        (index, literal) = skipCode(from: index)
      }
    }
  }

  @_optimize(speed) func byte(_ index: Int) -> UInt8 { index < count ? source[index] : 0 }

  @_optimize(speed) private func blank(_ index: Int) {
    let value = source[index]
    if value != SourceByte.newline && value != SourceByte.carriageReturn { out[index] = SourceByte.space }
  }

  @_optimize(speed) private func blank(_ range: Range<Int>) {
    for index in range where index < count { blank(index) }
  }

  @_optimize(speed) func isLineBreak(_ value: UInt8) -> Bool {
    value == SourceByte.newline || value == SourceByte.carriageReturn
  }

  /// Advances through code until a literal opens; returns it with the index after its opener.
  @_optimize(speed) private mutating func skipCode(from start: Int) -> (Int, OpenLiteral?) {
    var index = start
    while index < count {
      let value = source[index]
      switch value {
      case SourceByte.slash where byte(index + 1) == SourceByte.slash:
        while index < count, !isLineBreak(source[index]) {
          out[index] = SourceByte.space
          index += 1
        }
      case SourceByte.slash where byte(index + 1) == SourceByte.star:
        index = skipBlockComment(from: index)
      case SourceByte.slash:
        guard let close = bareRegexClose(opening: index) else {
          index += 1
          continue
        }
        sawBareRegex = true
        if bareRegex {
          blank(index + 1..<close)
          index = close + 1
        } else {
          index += 1
        }
      case SourceByte.hash:
        var end = index
        while end < count, source[end] == SourceByte.hash { end += 1 }
        let hashes = end - index
        if byte(end) == SourceByte.quote {
          return openString(at: end, hashes: hashes)
        }
        if byte(end) == SourceByte.slash {
          let multiline = isLineBreak(byte(end + 1))
          return (end + 1, OpenLiteral(hashes: hashes, multiline: multiline, isRegex: true))
        }
        index = end
      case SourceByte.quote:
        return openString(at: index, hashes: 0)
      case SourceByte.backtick:
        index += 1
        while index < count, source[index] != SourceByte.backtick, !isLineBreak(source[index]) {
          index += 1
        }
        if index < count, source[index] == SourceByte.backtick { index += 1 }
      case 0xC2, 0xE1, 0xE2, 0xE3:
        let length = unicodeSpaceLength(at: index)
        for offset in 0..<length { out[index + offset] = SourceByte.space }
        index += max(1, length)
      case SourceByte.openParen where !interpolationDepths.isEmpty:
        interpolationDepths[interpolationDepths.count - 1] += 1
        index += 1
      case SourceByte.closeParen where !interpolationDepths.isEmpty:
        if interpolationDepths[interpolationDepths.count - 1] == 0 {
          interpolationDepths.removeLast()
          return (index + 1, suspended.removeLast())
        }
        interpolationDepths[interpolationDepths.count - 1] -= 1
        index += 1
      default:
        index += 1
      }
    }
    return (index, nil)
  }

  @_optimize(speed) private func openString(at quote: Int, hashes: Int) -> (Int, OpenLiteral?) {
    let multiline = byte(quote + 1) == SourceByte.quote && byte(quote + 2) == SourceByte.quote
    let next = quote + (multiline ? 3 : 1)
    return (next, OpenLiteral(hashes: hashes, multiline: multiline, isRegex: false))
  }

  /// Blanks a nested block comment starting at `start`; returns the index after it.
  @_optimize(speed) private func skipBlockComment(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < count {
      if source[index] == SourceByte.slash, byte(index + 1) == SourceByte.star {
        depth += 1
        out[index] = SourceByte.space
        out[index + 1] = SourceByte.space
        index += 2
      } else if source[index] == SourceByte.star, byte(index + 1) == SourceByte.slash {
        depth -= 1
        out[index] = SourceByte.space
        out[index + 1] = SourceByte.space
        index += 2
        if depth == 0 { return index }
      } else {
        blank(index)
        index += 1
      }
    }
    return index
  }

  /// Blanks a literal's contents up to its closing delimiter or an interpolation.
  @_optimize(speed) private mutating func skipLiteral(_ literal: OpenLiteral, from start: Int) -> (Int, OpenLiteral?) {
    var index = start
    while index < count {
      let value = source[index]
      if value == SourceByte.backslash {
        if literal.isRegex {
          blank(index..<index + 2)
          index += 2
          continue
        }
        var end = index + 1
        while end - index - 1 < literal.hashes, byte(end) == SourceByte.hash { end += 1 }
        guard end - index - 1 == literal.hashes else {
          blank(index)
          index += 1
          continue
        }
        if byte(end) == SourceByte.openParen {
          blank(index..<end)
          suspended.append(literal)
          interpolationDepths.append(0)
          return (end + 1, nil)
        }
        blank(index..<end + 1)
        index = end + 1
        continue
      }
      if let closeEnd = closingDelimiterEnd(of: literal, at: index) {
        return (closeEnd, nil)
      }
      if !literal.multiline, isLineBreak(value) {
        return (index + 1, nil)
      }
      blank(index)
      index += 1
    }
    return (index, nil)
  }

  /// The index after the literal's closing delimiter when one starts at `index`.
  @_optimize(speed) private func closingDelimiterEnd(of literal: OpenLiteral, at index: Int) -> Int? {
    var end = index
    if literal.isRegex {
      guard source[index] == SourceByte.slash else { return nil }
      end += 1
    } else {
      let quotes = literal.multiline ? 3 : 1
      for offset in 0..<quotes where byte(index + offset) != SourceByte.quote { return nil }
      end += quotes
    }
    for _ in 0..<literal.hashes {
      guard byte(end) == SourceByte.hash else { return nil }
      end += 1
    }
    return end
  }
}
