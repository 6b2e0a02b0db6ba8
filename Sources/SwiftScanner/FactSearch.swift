/// Reduces raw bytes to `SourceFacts` while lexing as little of them as the facts need.
///
/// An import of a module spells the module's name, and a needle found in code is spelled
/// in the bytes, so a file that spells none of them has no facts, and nothing after the
/// line of the last one that is spelled can change what the facts are: lexing is left to
/// right, and an import path runs past a line break only after a trailing dot. Most files
/// of a large repository spell none, and the rest mostly spell them near the top, so a
/// full scan lexes a small part of the bytes it reads. The facts are the same as those of
/// the whole file scanned (`ScannedSource(bytes).facts(modules:search:)`), which a test
/// holds it to.
public struct FactSearch: Sendable {
  public let modules: Set<String>
  public let search: NeedleSearch
  /// The needles and the module names: every spelling a fact can be made of.
  private let spellings: [[UInt8]]
  private let longest: Int
  /// One bit per pair of bytes that starts a spelling; a spelling of one byte sets every
  /// pair it starts.
  private let pairs: [UInt64]
  /// The bytes that are whole spellings by themselves.
  private let singles: [Bool]
  /// Whether a needle spans tokens (`@unchecked Sendable`): its match may run past the line
  /// of its first token, so a file that spells one is lexed whole.
  private let spansTokens: Bool

  /// Whether the facts hold every import, not only those of `modules`.
  public let everyImport: Bool

  public init(modules: Set<String>, needles: [String], everyImport: Bool = false) {
    self.modules = modules
    self.everyImport = everyImport
    search = NeedleSearch(needles)
    // `@_exported` too: whether a file re-exports at all is a fact (a re-exporter's record is
    // stale once it re-exports nothing), whatever module it re-exports.
    // A needle that spans tokens is spelled by its first token; the rest may lie lines away.
    spansTokens = needles.contains(where: NeedleSearch.spansTokens)
    // Every import spells `import`; without it, a module's import spells the module's name.
    let spelled =
      needles.map(NeedleSearch.firstToken) + modules.sorted() + [ImportDeclaration.exportedAttribute]
      + (everyImport ? ["import"] : [])
    spellings = spelled.map { Array($0.utf8) }
    longest = spellings.map(\.count).max() ?? 0
    var pairs = [UInt64](repeating: 0, count: 1024)
    var singles = [Bool](repeating: false, count: 256)
    for spelling in spellings {
      guard let first = spelling.first else { continue }
      let seconds: [UInt8] = spelling.count > 1 ? [spelling[1]] : Array(0...255)
      if spelling.count == 1 { singles[Int(first)] = true }
      for second in seconds {
        let pair = Int(first) << 8 | Int(second)
        pairs[pair >> 6] |= UInt64(1) << UInt64(pair & 63)
      }
    }
    self.pairs = pairs
    self.singles = singles
  }

  /// The facts of `bytes`: the imports of `modules`, every re-export, and where each needle
  /// occurs in code.
  public func facts(of bytes: [UInt8]) -> SourceFacts {
    // An empty spelling is spelled everywhere: nothing can be skipped.
    guard !spellings.contains(where: \.isEmpty) else {
      return ScannedSource(bytes).facts(modules: kept, search: search)
    }
    guard let last = lastSpelling(in: bytes) else { return SourceFacts(imports: [], occurrences: [:]) }
    if spansTokens { return ScannedSource(bytes).facts(modules: kept, search: search) }
    var cut = Self.lineEnd(in: bytes, from: min(bytes.count, last + longest))
    while true {
      let source = ScannedSource(cut == bytes.count ? bytes : Array(bytes[..<cut]))
      // `import A.` at the end of a line goes on with the next line's component.
      if cut < bytes.count, let tail = source.code.lastIndex(where: { !SourceByte.isWhitespace($0) }),
        source.code[tail] == SourceByte.dot
      {
        cut = Self.lineEnd(in: bytes, from: cut)
        continue
      }
      // Every import is searched by its keyword, and the name after `import` (or after
      // `import struct`) may stand on a later line.
      if everyImport, cut < bytes.count, Self.endsInsideAnImport(source.code) {
        cut = Self.lineEnd(in: bytes, from: cut)
        continue
      }
      return source.facts(modules: kept, search: search)
    }
  }

  /// Whether the last `import` keyword of `code` has no module name after it yet: nothing
  /// follows it, or only an import kind (`struct`).
  static func endsInsideAnImport(_ code: [UInt8]) -> Bool {
    let keyword = Array("import".utf8)
    var start = code.count - keyword.count
    while start >= 0 {
      if code[start..<(start + keyword.count)].elementsEqual(keyword),
        start == 0 || !SourceByte.isIdentifier(code[start - 1]),
        start + keyword.count == code.count || !SourceByte.isIdentifier(code[start + keyword.count])
      {
        break
      }
      start -= 1
    }
    guard start >= 0 else { return false }
    let words = code[(start + keyword.count)...].split { !SourceByte.isIdentifier($0) && $0 != SourceByte.backtick }
    guard let first = words.first else { return true }
    return words.count == 1 && importKinds.contains(String(decoding: first, as: UTF8.self))
  }

  static let importKinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]

  /// The modules whose imports the facts keep; nil for every one.
  private var kept: Set<String>? { everyImport ? nil : modules }

  /// Where the last spelling starts, looking from the end; nil when there is none. Every
  /// byte of every file passes here, so it is compiled optimized even in a debug build.
  @_optimize(speed) private func lastSpelling(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { lastSpelling(inText: $0) }
  }

  /// The search itself, without closures: a closure is compiled on its own, unoptimised in
  /// a debug build, whatever its function asks.
  @_optimize(speed) private func lastSpelling(inText text: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = text.count
    guard count > 0 else { return nil }
    // Locals, so the loop does not retain the tables at every byte.
    let pairs = self.pairs
    let spellings = self.spellings
    if singles[Int(text[count - 1])] { return count - 1 }
    var index = count - 2
    while index >= 0 {
      let pair = Int(text[index]) << 8 | Int(text[index + 1])
      if pairs[pair >> 6] & (UInt64(1) << UInt64(pair & 63)) != 0, Self.spelled(spellings, at: index, in: text) {
        return index
      }
      index -= 1
    }
    return nil
  }

  @_optimize(speed) private static func spelled(
    _ spellings: [[UInt8]], at index: Int, in text: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    for spelling in spellings where index + spelling.count <= text.count {
      var matched = 0
      while matched < spelling.count, text[index + matched] == spelling[matched] { matched += 1 }
      if matched == spelling.count { return true }
    }
    return false
  }

  /// The index after the line break at or after `start` (a CR LF pair is one break), or
  /// the end of the bytes.
  @_optimize(speed) private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int {
    var index = start
    while index < bytes.count {
      let value = bytes[index]
      index += 1
      if value == SourceByte.newline { return index }
      if value == SourceByte.carriageReturn {
        return index < bytes.count && bytes[index] == SourceByte.newline ? index + 1 : index
      }
    }
    return index
  }
}
