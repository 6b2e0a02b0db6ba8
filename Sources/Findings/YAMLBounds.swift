/// The limits a finding's front matter is held to before libyaml reads it, checked in one
/// linear pass: libyaml takes seconds, not milliseconds, over a few hundred kilobytes of
/// nested brackets, and a finding is a page written by hand. Each breach is refused at its
/// place, as any malformed finding is.
enum YAMLBounds {
  /// The deepest nesting of flow collections (`[`, `{`) and of block levels a finding may
  /// have: a rule needs four.
  static let depth = 32
  /// The largest front matter, in bytes.
  static let size = 256 << 10

  /// Throws at the first place the text goes past a limit.
  static func check(_ text: String) throws(YAMLReader.Failure) {
    let bytes = Array(text.utf8)
    guard bytes.count <= size else {
      throw YAMLReader.Failure(
        message: "the front matter is \(bytes.count) bytes, over the \(size >> 10) KiB a finding may have; "
          + "a finding is a page: shorten it", mark: .init(line: 0, column: 0))
    }
    var line = 0
    var column = 0
    var flow = 0
    var indents: [Int] = []
    var atLineStart = true
    var indent = 0
    var quote: UInt8? = nil
    var startsScalar = true
    var index = 0
    func failure(_ what: String) -> YAMLReader.Failure {
      YAMLReader.Failure(
        message: "\(what) nest deeper than \(depth) levels; a finding's values are flat lists and short maps: "
          + "write them out", mark: .init(line: line, column: column))
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        // A quoted scalar may run on to the next line.
        (line, column, atLineStart, indent, startsScalar) = (line + 1, 0, true, 0, true)
        index += 1
        continue
      }
      if let open = quote {
        // `\x` in double quotes, `''` in single ones: the quote goes on.
        if byte == 0x5C, open == 0x22 {
          index += 2
          column += 2
          continue
        }
        if byte == 0x27, open == 0x27, index + 1 < bytes.count, bytes[index + 1] == 0x27 {
          index += 2
          column += 2
          continue
        }
        if byte == open { quote = nil }
      } else if atLineStart, byte == 0x20 {
        indent += 1
      } else {
        if atLineStart {
          atLineStart = false
          // A comment line or a blank line opens no level.
          if byte != 0x23, byte != 0x0D, flow == 0 {
            while let last = indents.last, last >= indent { indents.removeLast() }
            indents.append(indent)
            guard indents.count <= depth else { throw failure("block levels") }
          }
        }
        switch byte {
        case 0x23 where index == 0 || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09:
          // A comment runs to the end of the line.
          while index < bytes.count, bytes[index] != 0x0A { index += 1 }
          continue
        case 0x27,
          0x22 where startsScalar:
          // Only at the start of a scalar: an apostrophe inside `why: the feed's cache` is text.
          quote = byte
        case 0x5B, 0x7B:
          flow += 1
          guard flow <= depth else { throw failure("'[' and '{'") }
        case 0x5D, 0x7D: flow = max(0, flow - 1)
        case 0x2D where index + 1 < bytes.count && bytes[index + 1] == 0x20 && flow == 0:
          // `- - - x`: each dash on a line opens a block sequence of its own.
          indents.append(indent + column + 1)
          guard indents.count <= depth else { throw failure("block levels") }
        default: break
        }
      }
      if quote == nil, byte != 0x20, byte != 0x09 {
        // A scalar may start after an indicator, or first on a line.
        startsScalar = [0x3A, 0x2D, 0x5B, 0x7B, 0x2C, 0x3F].contains(byte)
      }
      index += 1
      column += 1
    }
  }
}
