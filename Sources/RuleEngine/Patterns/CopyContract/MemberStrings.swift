#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the string literals a member returns, per case of its switch, from the code view.
public enum MemberStrings {
  /// The copy of `member` (`GameMode.displayLine`) in `source` (at `path`); nil when the
  /// member is not declared there.
  public static func values(of member: String, in source: ScannedSource, path: String) -> [CopyValue]? {
    let parts = member.split(separator: ".").map(String.init)
    guard parts.count == 2, let body = memberBody(type: parts[0], name: parts[1], in: source) else { return nil }
    let code = source.code
    var labels: [(names: [String], label: Int, start: Int)] = []
    for keyword in ["case", "default"] {
      for offset in source.wordOccurrences(of: keyword) where body.contains(offset) {
        if offset > 0, code[offset - 1] == SourceByte.dot { continue }
        // The label runs to the first `:` outside brackets.
        var index = offset + keyword.utf8.count
        var depth = 0
        while index < body.upperBound {
          let byte = code[index]
          if byte == SourceByte.openParen || byte == SourceByte.openBracket { depth += 1 }
          if byte == SourceByte.closeParen || byte == SourceByte.closeBracket { depth -= 1 }
          if byte == SourceByte.colon, depth == 0 { break }
          if byte == SourceByte.openBrace || byte == SourceByte.equals { index = body.upperBound }
          index += 1
        }
        guard index < body.upperBound else { continue }
        let names = keyword == "default" ? ["default"] : caseNames(in: (offset + 4)..<index, code: code)
        labels.append((names, offset, index + 1))
      }
    }
    labels.sort { $0.label < $1.label }
    guard !labels.isEmpty else {
      let items = literals(in: body, of: source, path: path)
      return [CopyValue(name: parts[1], items: items, path: path, position: source.position(of: body.lowerBound))]
    }
    var result: [CopyValue] = []
    for (index, label) in labels.enumerated() {
      let end = index + 1 < labels.count ? labels[index + 1].label : body.upperBound
      let items = literals(in: label.start..<end, of: source, path: path)
      for name in label.names {
        result.append(CopyValue(name: name, items: items, path: path, position: source.position(of: label.label)))
      }
    }
    return result
  }

  /// The body of `var name`, `func name` or `let name` directly inside a type named `type`.
  static func memberBody(type: String, name: String, in source: ScannedSource) -> Range<Int>? {
    let code = source.code
    for (_, body) in source.typeBodies(named: type) {
      guard let found = source.declaration(named: name, keywords: ["var", "func", "let"], in: body) else { continue }
      let index = found.value
      if code[index] == SourceByte.equals {
        // `let name = [...]` or `= "..."`: the rest of the statement.
        var end = index
        while end < body.upperBound, code[end] != SourceByte.newline {
          if code[end] == SourceByte.openBracket || code[end] == SourceByte.openParen {
            end = source.closing(from: end) ?? body.upperBound
          } else {
            end += 1
          }
        }
        return (index + 1)..<end
      }
      guard let end = source.closing(from: index) else { continue }
      return (index + 1)..<(end - 1)
    }
    return nil
  }

  /// `.classic, .party(let x)` → `["classic", "party"]`.
  private static func caseNames(in range: Range<Int>, code: [UInt8]) -> [String] {
    var names: [String] = []
    var index = range.lowerBound
    var depth = 0
    while index < range.upperBound {
      let byte = code[index]
      if byte == SourceByte.openParen { depth += 1 }
      if byte == SourceByte.closeParen { depth -= 1 }
      if depth == 0, byte == SourceByte.dot, index + 1 < range.upperBound, SourceByte.isIdentifier(code[index + 1]) {
        var end = index + 1
        while end < range.upperBound, SourceByte.isIdentifier(code[end]) { end += 1 }
        names.append(String(decoding: code[(index + 1)..<end], as: UTF8.self))
        index = end
        continue
      }
      index += 1
    }
    return names
  }

  /// The one-line string literals in `range`, decoded.
  static func literals(in range: Range<Int>, of source: ScannedSource, path: String) -> [CopyValue.Item] {
    let code = source.code
    let bytes = source.bytes
    var items: [CopyValue.Item] = []
    var index = range.lowerBound
    while index < range.upperBound {
      guard code[index] == SourceByte.quote else {
        index += 1
        continue
      }
      if index + 2 < code.count, code[index + 1] == SourceByte.quote, code[index + 2] == SourceByte.quote {
        // A multi-line literal: judged as unknown, never misread.
        var end = index + 3
        while end + 2 < code.count,
          !(code[end] == SourceByte.quote && code[end + 1] == SourceByte.quote && code[end + 2] == SourceByte.quote)
        {
          end += 1
        }
        items.append(.init(value: nil, path: path, position: source.position(of: index), offset: index))
        index = end + 3
        continue
      }
      let decoded = decode(bytes, from: index + 1)
      items.append(.init(value: decoded.value, path: path, position: source.position(of: index), offset: index))
      index = decoded.end + 1
    }
    return items
  }

  /// The value of the literal whose content starts at `start`, and the closing quote's offset.
  static func decode(_ bytes: [UInt8], from start: Int) -> (value: String?, end: Int) {
    var value: [UInt8] = []
    var interpolated = false
    var index = start
    while index < bytes.count, bytes[index] != SourceByte.quote, bytes[index] != SourceByte.newline {
      if bytes[index] == SourceByte.backslash, index + 1 < bytes.count {
        let escaped = bytes[index + 1]
        index += 2
        if let plain = SourceByte.unescaped(escaped) {
          value.append(plain)
          continue
        }
        switch escaped {
        case SourceByte.openParen:
          interpolated = true
          var depth = 1
          while index < bytes.count, depth > 0, bytes[index] != SourceByte.newline {
            if bytes[index] == SourceByte.openParen { depth += 1 }
            if bytes[index] == SourceByte.closeParen { depth -= 1 }
            index += 1
          }
        default: value.append(escaped)
        }
        continue
      }
      value.append(bytes[index])
      index += 1
    }
    return (interpolated ? nil : String(decoding: value, as: UTF8.self), index)
  }
}
