/// A Swift source file scanned once: its imports and its code view.
///
/// Scanning works on bytes, so any input is accepted: invalid UTF-8, NUL bytes, a leading
/// byte-order mark, unterminated comments or strings. It runs in one linear pass for the
/// code view plus one for imports, with no regular expressions.
public struct ScannedSource: Sendable {
  /// The original bytes.
  public let bytes: [UInt8]
  /// The code view: the same bytes with comments and literal contents blanked.
  public let code: [UInt8]
  /// The code view with every `/` that could open a bare regex literal read as one, where
  /// that differs (`CodeView.readings`): imports and needles are found in both views.
  public let regexReading: [UInt8]?
  /// Every import declaration, in source order.
  public let imports: [ImportDeclaration]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    (code, regexReading) = CodeView.readings(bytes)
    var found = code.withUnsafeBufferPointer { ImportParser(code: $0).parse() }
    if let regexReading {
      // What either language mode imports: the second reading's imports the first lacks.
      let seen = Set(found.map { "\($0.offset) \($0.components.joined(separator: "."))" })
      let more = regexReading.withUnsafeBufferPointer { ImportParser(code: $0).parse() }.filter {
        !seen.contains("\($0.offset) \($0.components.joined(separator: "."))")
      }
      found = (found + more).sorted { $0.offset < $1.offset }
    }
    var positions = PositionCursor(bytes: bytes)
    imports = found.map { item in
      ImportDeclaration(
        module: item.components[0],
        name: item.components.joined(separator: "."),
        position: positions.position(of: item.offset),
        offset: item.offset,
        kind: item.kind,
        attributes: item.attributes,
        access: item.access
      )
    }
  }

  /// The top-level modules this file imports, each once, in first-seen order.
  public var importedModules: [String] {
    var seen = Set<String>()
    return imports.compactMap { seen.insert($0.module).inserted ? $0.module : nil }
  }

  /// The position of a byte offset in this file.
  public func position(of offset: Int) -> SourcePosition {
    var cursor = PositionCursor(bytes: bytes)
    return cursor.position(of: offset)
  }

  /// The positions of many offsets, in their order, with one pass over the file: a suite's
  /// hundreds of fence entries would otherwise each count lines from the top.
  public func positions(of offsets: [Int]) -> [SourcePosition] {
    var cursor = PositionCursor(bytes: bytes)
    var result = [SourcePosition](repeating: SourcePosition(line: 1, column: 1), count: offsets.count)
    for index in offsets.indices.sorted(by: { offsets[$0] < offsets[$1] }) {
      result[index] = cursor.position(of: offsets[index])
    }
    return result
  }

  /// Offsets where `needle` occurs in code (never inside comments or literals) with no
  /// identifier character right before it, so `URLSession(` does not match `MyURLSession(`.
  public func codeOccurrences(of needle: String) -> [Int] {
    codeOccurrences(of: [needle])[0]
  }

  /// `codeOccurrences(of:)` for several needles in one pass over the code: a byte that
  /// starts no needle costs one table lookup.
  public func codeOccurrences(of needles: [String]) -> [[Int]] {
    codeOccurrences(of: NeedleSearch(needles))
  }

  /// The same, with the needles prepared once for many files; in a file with a second
  /// reading (a bare regex literal), the occurrences in either.
  public func codeOccurrences(of search: NeedleSearch) -> [[Int]] {
    let found = Self.occurrences(of: search, in: code)
    guard let regexReading else { return found }
    let more = Self.occurrences(of: search, in: regexReading)
    return zip(found, more).map { Array(Set($0).union($1)).sorted() }
  }

  private static func occurrences(of search: NeedleSearch, in code: [UInt8]) -> [[Int]] {
    let patterns = search.patterns
    let starts = search.starts
    var found = [[Int]](repeating: [], count: patterns.count)
    // Where each needle may match next: a match is not allowed to overlap the one before.
    var resume = [Int](repeating: 0, count: patterns.count)
    code.withUnsafeBufferPointer { text in
      for index in 0..<text.count where starts[Int(text[index])] {
        for (which, pattern) in patterns.enumerated()
        where pattern.first == text[index] && index >= resume[which] && index + pattern.count <= text.count {
          if SourceByte.isIdentifier(pattern[0]), index > 0, SourceByte.isIdentifier(text[index - 1]) { continue }
          if let end = NeedleSearch.match(pattern, at: index, in: text) {
            found[which].append(index)
            resume[which] = end
          }
        }
      }
    }
    return found
  }
}

/// Needles prepared for `codeOccurrences(of:)`: their bytes, and which bytes start one.
///
/// White space inside a needle stands for any run of white space between tokens, as the
/// compiler reads them: `@unchecked Sendable` matches `@unchecked  Sendable`, the two words
/// on two lines, or with a comment between them (comments are blank in the code view).
/// Between two identifier characters the run may not be empty (`@uncheckedSendable` is
/// another word); elsewhere it may (`foo (` matches `foo(`).
public struct NeedleSearch: Sendable {
  public let needles: [String]
  let patterns: [[UInt8]]
  let starts: [Bool]

  public init(_ needles: [String]) {
    self.needles = needles
    patterns = needles.map { Self.trimmed(Array($0.utf8)) }
    var starts = [Bool](repeating: false, count: 256)
    for pattern in patterns { if let first = pattern.first { starts[Int(first)] = true } }
    self.starts = starts
  }

  static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
    Array(bytes.drop(while: SourceByte.isWhitespace).reversed().drop(while: SourceByte.isWhitespace).reversed())
  }

  /// Whether `needle` holds white space between its tokens.
  public static func spansTokens(_ needle: String) -> Bool {
    trimmed(Array(needle.utf8)).contains(where: SourceByte.isWhitespace)
  }

  /// The part of `needle` before its first white space: bytes every match spells.
  public static func firstToken(_ needle: String) -> String {
    String(decoding: trimmed(Array(needle.utf8)).prefix { !SourceByte.isWhitespace($0) }, as: UTF8.self)
  }

  /// The end of `pattern` matched at `index` in `text`, or nil.
  @_optimize(speed) static func match(_ pattern: [UInt8], at index: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    var position = index
    var next = 0
    while next < pattern.count {
      if SourceByte.isWhitespace(pattern[next]) {
        while next < pattern.count, SourceByte.isWhitespace(pattern[next]) { next += 1 }
        let runStart = position
        while position < text.count, SourceByte.isWhitespace(text[position]) { position += 1 }
        if position == runStart, next < pattern.count, SourceByte.isIdentifier(pattern[next]),
          SourceByte.isIdentifier(text[position - 1])
        {
          return nil
        }
        continue
      }
      guard position < text.count, text[position] == pattern[next] else { return nil }
      position += 1
      next += 1
    }
    return position
  }
}

/// Turns increasing offsets into positions with one forward pass over the bytes.
struct PositionCursor {
  let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func position(of target: Int) -> SourcePosition {
    if target < offset {
      offset = 0
      line = 1
      lineStart = 0
    }
    let end = min(target, bytes.count)
    while offset < end {
      let value = bytes[offset]
      offset += 1
      if value == SourceByte.newline {
        line += 1
        lineStart = offset
      } else if value == SourceByte.carriageReturn,
        offset == bytes.count || bytes[offset] != SourceByte.newline
      {
        line += 1
        lineStart = offset
      }
    }
    let hasBOM = bytes.starts(with: SourceByte.byteOrderMark)
    let skipped = line == 1 && hasBOM ? min(3, target) : 0
    return SourcePosition(line: line, column: max(1, target - lineStart + 1 - skipped))
  }
}
