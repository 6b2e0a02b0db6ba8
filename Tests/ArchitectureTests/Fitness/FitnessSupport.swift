// fitness-support: engine 6ba5f1720d93e615, fitness 0.1.0
// Written by `fitness graduate`; refresh with `fitness vendor`. Do not edit: it is the
// scanner and rule engine `fitness check` runs, copied verbatim so that the hook and
// `swift test` judge the same way. Each part below is one source file of fitness.
// swift-format-ignore-file
// swiftlint:disable all

// ---- fitness: Sources/SwiftScanner/CodeView.swift ----
/// Builds the code view of a Swift source: the same bytes at the same offsets, with every
/// comment and the contents of every string and regex literal replaced by spaces.
///
/// Line breaks survive blanking, so positions in the view are positions in the source.
/// String delimiters stay, and so does the code inside interpolations (`\( … )`), which is
/// real code that can itself hold strings and comments.
///
/// Regex literals: the `#/ … /#` form is blanked like a string. A bare `/ … /` literal is
/// left as code, because telling it from division needs the parser; text inside one can
/// therefore match a needle (a false alarm, never a missed violation).
public enum CodeView {
  /// The code view of `bytes`. Never traps and always finishes in one pass, whatever the
  /// bytes are: unterminated comments and literals simply run to the end.
  public static func blanking(_ bytes: [UInt8]) -> [UInt8] {
    var output = bytes
    output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { source in
        var lexer = Lexer(source: source, out: out)
        lexer.run()
      }
    }
    return output
  }
}

/// A literal whose contents are being blanked: a string, or a `#/…/#` regex.
private struct Literal {
  var hashes: Int
  var multiline: Bool
  var isRegex: Bool
}

private struct Lexer {
  let source: UnsafeBufferPointer<UInt8>
  let out: UnsafeMutableBufferPointer<UInt8>
  let count: Int
  /// The literals suspended by an open interpolation, innermost last.
  var suspended: [Literal] = []
  /// The parenthesis depth inside each open interpolation, innermost last.
  var interpolationDepths: [Int] = []

  init(source: UnsafeBufferPointer<UInt8>, out: UnsafeMutableBufferPointer<UInt8>) {
    self.source = source
    self.out = out
    self.count = source.count
  }

  mutating func run() {
    var index = 0
    var literal: Literal? = nil
    while index < count {
      if let open = literal {
        (index, literal) = skipLiteral(open, from: index)
      } else {
        (index, literal) = skipCode(from: index)
      }
    }
  }

  private func byte(_ index: Int) -> UInt8 { index < count ? source[index] : 0 }

  private func blank(_ index: Int) {
    let value = source[index]
    if value != SourceByte.newline && value != SourceByte.carriageReturn { out[index] = SourceByte.space }
  }

  private func blank(_ range: Range<Int>) {
    for index in range where index < count { blank(index) }
  }

  private func isLineBreak(_ value: UInt8) -> Bool {
    value == SourceByte.newline || value == SourceByte.carriageReturn
  }

  /// Advances through code until a literal opens; returns it with the index after its opener.
  private mutating func skipCode(from start: Int) -> (Int, Literal?) {
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
      case SourceByte.hash:
        var end = index
        while end < count, source[end] == SourceByte.hash { end += 1 }
        let hashes = end - index
        if byte(end) == SourceByte.quote {
          return openString(at: end, hashes: hashes)
        }
        if byte(end) == SourceByte.slash {
          let multiline = isLineBreak(byte(end + 1))
          return (end + 1, Literal(hashes: hashes, multiline: multiline, isRegex: true))
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

  private func openString(at quote: Int, hashes: Int) -> (Int, Literal?) {
    let multiline = byte(quote + 1) == SourceByte.quote && byte(quote + 2) == SourceByte.quote
    let next = quote + (multiline ? 3 : 1)
    return (next, Literal(hashes: hashes, multiline: multiline, isRegex: false))
  }

  /// Blanks a nested block comment starting at `start`; returns the index after it.
  private func skipBlockComment(from start: Int) -> Int {
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
  private mutating func skipLiteral(_ literal: Literal, from start: Int) -> (Int, Literal?) {
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
  private func closingDelimiterEnd(of literal: Literal, at index: Int) -> Int? {
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

// ---- fitness: Sources/SwiftScanner/ImportDeclaration.swift ----
/// One import declaration as the compiler would parse it.
public struct ImportDeclaration: Hashable, Sendable {
  /// The top-level module: `CloudKit` for `import CloudKit.CKRecord`.
  public var module: String
  /// The full dotted name: `CloudKit.CKRecord`.
  public var name: String
  /// Where the declaration starts: its first attribute or modifier, else `import`.
  public var position: SourcePosition
  /// The byte offset of `position`.
  public var offset: Int
  /// The declaration kind of a scoped import (`struct`, `func`, …), or nil for a module.
  public var kind: String?
  /// Attributes as written, without spaces: `@testable`, `@_spi(Internal)`.
  public var attributes: [String]
  /// The access-level modifier (`public`, `package`, …), or nil when none is written.
  public var access: String?

  public init(
    module: String, name: String, position: SourcePosition, offset: Int, kind: String? = nil,
    attributes: [String] = [], access: String? = nil
  ) {
    self.module = module
    self.name = name
    self.position = position
    self.offset = offset
    self.kind = kind
    self.attributes = attributes
    self.access = access
  }
}

// ---- fitness: Sources/SwiftScanner/ImportParser.swift ----
/// Finds import declarations in a code view (see `CodeView`), where comments and string
/// contents are already blank.
///
/// An `import` keyword counts when it stands at file scope (outside any brackets), is not
/// a member name (`x.import`) and is followed by a path. Attributes and one access modifier
/// written before it belong to it, even across line breaks. Every branch of `#if` counts:
/// the condition line is skipped, the branches are read as plain code, so a module imported
/// on one platform only is still reported.
struct ImportParser {
  struct Found {
    var offset: Int
    var components: [String]
    var kind: String?
    var attributes: [String]
    var access: String?
  }

  private static let accessModifiers: Set<String> = [
    "public", "package", "internal", "fileprivate", "private", "open",
  ]
  private static let kinds: Set<String> = [
    "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
  ]

  let code: UnsafeBufferPointer<UInt8>

  func parse() -> [Found] {
    var found: [Found] = []
    let count = code.count
    let hasBOM = count >= 3 && code[0] == 0xEF && code[1] == 0xBB && code[2] == 0xBF
    var index = hasBOM ? 3 : 0
    var depth = 0
    var previous: UInt8 = 0
    var pending = Pending()
    while index < count {
      let value = code[index]
      if SourceByte.isWhitespace(value) {
        index += 1
        continue
      }
      if value == SourceByte.hash {
        let (word, end) = readWord(from: index + 1)
        index = (word == "if" || word == "elseif") ? endOfLine(from: end) : max(end, index + 1)
        pending = Pending()
        previous = SourceByte.hash
        continue
      }
      if value == SourceByte.at {
        let (_, nameEnd) = readWord(from: index + 1)
        var end = nameEnd
        if end < count, code[end] == SourceByte.openParen { end = skipBalanced(from: end) }
        end = max(end, index + 1)
        if depth == 0 {
          if pending.start == nil { pending.start = index }
          pending.attributes.append(text(index..<end, droppingWhitespace: true))
        }
        previous = code[end - 1]
        index = end
        continue
      }
      if isIdentifierStart(value) {
        let start = index
        let backticked = value == SourceByte.backtick
        let (word, end) = readWord(from: index)
        index = max(end, index + 1)
        if depth == 0, !backticked {
          if Self.accessModifiers.contains(word) {
            if pending.start == nil { pending.start = start }
            pending.access = word
            previous = code[index - 1]
            continue
          }
          if word == "import", previous != SourceByte.dot,
            var declaration = parsePath(from: index)
          {
            declaration.found.offset = pending.start ?? start
            declaration.found.attributes = pending.attributes
            declaration.found.access = pending.access
            found.append(declaration.found)
            index = declaration.end
            previous = code[index - 1]
            pending = Pending()
            continue
          }
        }
        pending = Pending()
        previous = code[index - 1]
        continue
      }
      switch value {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth = max(0, depth - 1)
      default: break
      }
      pending = Pending()
      previous = value
      index += 1
    }
    return found
  }

  /// Attributes and modifiers seen since the last other token.
  private struct Pending {
    var start: Int? = nil
    var attributes: [String] = []
    var access: String? = nil
  }

  /// Reads `[kind] Module(.Component)*` after the `import` keyword.
  private func parsePath(from start: Int) -> (found: Found, end: Int)? {
    var index = skipWhitespace(from: start)
    guard index < code.count, isIdentifierStart(code[index]) else { return nil }
    var (word, end) = readWord(from: index)
    var kind: String? = nil
    if code[index] != SourceByte.backtick, Self.kinds.contains(word) {
      let next = skipWhitespace(from: end)
      if next < code.count, isIdentifierStart(code[next]) {
        kind = word
        (word, end) = readWord(from: next)
      }
    }
    var components = [word]
    index = end
    while true {
      var dot = index
      while dot < code.count, code[dot] == SourceByte.space || code[dot] == SourceByte.tab { dot += 1 }
      guard dot < code.count, code[dot] == SourceByte.dot else { break }
      let next = skipWhitespace(from: dot + 1)
      guard next < code.count else { break }
      if isIdentifierStart(code[next]) {
        let (component, componentEnd) = readWord(from: next)
        components.append(component)
        index = componentEnd
      } else {
        var operatorEnd = next
        while operatorEnd < code.count, isOperator(code[operatorEnd]) { operatorEnd += 1 }
        guard operatorEnd > next else { break }
        components.append(text(next..<operatorEnd, droppingWhitespace: false))
        index = operatorEnd
      }
    }
    let found = Found(offset: start, components: components, kind: kind, attributes: [])
    return (found, index)
  }

  private func isIdentifierStart(_ value: UInt8) -> Bool {
    value == SourceByte.backtick || (SourceByte.isIdentifier(value) && !(value >= 0x30 && value <= 0x39))
  }

  private func isOperator(_ value: UInt8) -> Bool {
    switch value {
    case 0x2F, 0x3D, 0x2D, 0x2B, 0x21, 0x2A, 0x25, 0x3C, 0x3E, 0x26, 0x7C, 0x5E, 0x7E, 0x3F:
      return true
    default:
      return false
    }
  }

  /// Reads an identifier (plain or backticked) at `start`; returns it without backticks.
  private func readWord(from start: Int) -> (String, Int) {
    var index = start
    if index < code.count, code[index] == SourceByte.backtick {
      index += 1
      while index < code.count, code[index] != SourceByte.backtick, code[index] != SourceByte.newline {
        index += 1
      }
      let word = text(start + 1..<index, droppingWhitespace: false)
      return (word, index < code.count && code[index] == SourceByte.backtick ? index + 1 : index)
    }
    while index < code.count, SourceByte.isIdentifier(code[index]) { index += 1 }
    return (text(start..<index, droppingWhitespace: false), index)
  }

  private func skipWhitespace(from start: Int) -> Int {
    var index = start
    while index < code.count, SourceByte.isWhitespace(code[index]) { index += 1 }
    return index
  }

  private func endOfLine(from start: Int) -> Int {
    var index = start
    while index < code.count, code[index] != SourceByte.newline, code[index] != SourceByte.carriageReturn {
      index += 1
    }
    return index
  }

  /// The index after the parenthesis that closes the one at `start`, or the end of text.
  private func skipBalanced(from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < code.count {
      if code[index] == SourceByte.openParen { depth += 1 }
      if code[index] == SourceByte.closeParen {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return index
  }

  private func text(_ range: Range<Int>, droppingWhitespace: Bool) -> String {
    let slice = UnsafeBufferPointer(rebasing: code[range])
    if !droppingWhitespace { return String(decoding: slice, as: UTF8.self) }
    return String(decoding: slice.filter { !SourceByte.isWhitespace($0) }, as: UTF8.self)
  }
}

// ---- fitness: Sources/SwiftScanner/ScannedSource.swift ----
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
  /// Every import declaration, in source order.
  public let imports: [ImportDeclaration]

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
    let code = CodeView.blanking(bytes)
    self.code = code
    let found = code.withUnsafeBufferPointer { ImportParser(code: $0).parse() }
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

  /// Offsets where `needle` occurs in code (never inside comments or literals) with no
  /// identifier character right before it, so `URLSession(` does not match `MyURLSession(`.
  public func codeOccurrences(of needle: String) -> [Int] {
    let pattern = Array(needle.utf8)
    guard let first = pattern.first, pattern.count <= code.count else { return [] }
    let checksBoundary = SourceByte.isIdentifier(first)
    var offsets: [Int] = []
    code.withUnsafeBufferPointer { text in
      let last = text.count - pattern.count
      var index = 0
      while index <= last {
        if text[index] == first, !checksBoundary || index == 0 || !SourceByte.isIdentifier(text[index - 1]) {
          var matched = 1
          while matched < pattern.count, text[index + matched] == pattern[matched] { matched += 1 }
          if matched == pattern.count {
            offsets.append(index)
            index += pattern.count
            continue
          }
        }
        index += 1
      }
    }
    return offsets
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
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let skipped = line == 1 && hasBOM ? min(3, target) : 0
    return SourcePosition(line: line, column: max(1, target - lineStart + 1 - skipped))
  }
}

// ---- fitness: Sources/SwiftScanner/SourceByte.swift ----
/// ASCII bytes the scanner compares against, named for reading.
enum SourceByte {
  static let tab: UInt8 = 0x09
  static let newline: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let openParen: UInt8 = 0x28
  static let closeParen: UInt8 = 0x29
  static let star: UInt8 = 0x2A
  static let dot: UInt8 = 0x2E
  static let slash: UInt8 = 0x2F
  static let at: UInt8 = 0x40
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let backtick: UInt8 = 0x60
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  /// Letters, digits, `_` and every non-ASCII byte: Swift identifiers may hold any of them.
  static func isIdentifier(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A)
      || (value >= 0x30 && value <= 0x39) || value == 0x5F || value >= 0x80
  }

  static func isWhitespace(_ value: UInt8) -> Bool {
    value == space || value == newline || value == carriageReturn || value == tab
      || value == 0x0B || value == 0x0C || value == 0
  }
}

// ---- fitness: Sources/SwiftScanner/SourcePosition.swift ----
/// A 1-based line and column in a source file.
///
/// Columns count UTF-8 bytes, as the Swift compiler's diagnostics do, so a position stays
/// exact on text that is not valid UTF-8. A leading byte-order mark is not counted.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

// ---- fitness: Sources/RuleEngine/DeliberateBreak.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The deliberate-break drill: proves a rule red before anyone relies on it.
///
/// A rule that passes on every input protects nothing. The drill evaluates the rule on the
/// unbroken files (which must pass), then on copies with one real violation injected each:
/// the fenced module imported from a file outside the fence, every API needle used there,
/// and a fence entry removed. Each break must fail the rule and name the offending file.
/// Everything happens in memory; no file is touched.
public enum DeliberateBreak {
  /// One injected violation and what the rule said about it.
  public struct Break: Sendable {
    /// What was broken, in words: "`import CloudKit` added to Sources/Feed/FeedView.swift".
    public var action: String
    /// The file the rule had to name.
    public var offender: String
    /// The violation that named it; nil when the rule missed the break.
    public var verdict: Violation?
  }

  /// The drill of one rule.
  public struct Outcome: Sendable {
    /// The violations of the unbroken files; the drill needs none.
    public var baseline: [Violation]
    public var breaks: [Break]

    /// Whether the rule passed unbroken and failed every break, naming the offender.
    public var provenRed: Bool {
      baseline.isEmpty && !breaks.isEmpty && breaks.allSatisfy { $0.verdict != nil }
    }
  }

  /// The name of the file the drill creates when no existing file can take the import.
  public static let scratchName = "FitnessDrill.swift"

  /// Runs the drill of `rule` over `files`.
  public static func drill(_ rule: FenceRule, site: RuleSite, files: FileSet) -> Outcome {
    var breaks: [Break] = []
    let fence = Set(rule.fence)
    if let (target, original) = breakTarget(for: rule, fence: fence, files: files) {
      if let module = rule.modules.first {
        let line = "import \(module)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(Array(line.utf8) + original), kind: .forbiddenImport,
            action: "`import \(module)` added to \(target)"))
      }
      for needle in rule.api {
        let line = "\n_ = \(needle)\n"
        breaks.append(
          attempt(
            rule, site: site, files: files, offender: target,
            replacing: ScannedSource(original + Array(line.utf8)), kind: .forbiddenAPI,
            action: "`\(needle)` used in \(target)"))
      }
    }
    for entry in rule.fence.sorted() {
      guard let source = files.sources[entry], rule.covers(entry), FenceEvaluation.uses(rule, source) else {
        continue
      }
      var narrowed = rule
      narrowed.fence.removeAll { $0 == entry }
      let verdict = FenceEvaluation.violations(of: narrowed, site: site, in: files)
        .first { $0.path == entry && $0.kind != .staleEntry }
      breaks.append(Break(action: "fence entry \(entry) removed", offender: entry, verdict: verdict))
      break
    }
    return Outcome(baseline: FenceEvaluation.violations(of: rule, site: site, in: files), breaks: breaks)
  }

  /// The file that takes the injected import and needles: the first covered file outside
  /// the fence, else a new scratch file under the rule's first root.
  private static func breakTarget(for rule: FenceRule, fence: Set<String>, files: FileSet)
    -> (path: String, bytes: [UInt8])?
  {
    for path in files.sources.keys.sorted() where rule.covers(path) && !fence.contains(path) {
      if let source = files.sources[path] { return (path, source.bytes) }
    }
    var root = Substring(rule.roots.first ?? "Sources")
    while root.hasSuffix("/") { root = root.dropLast() }
    let scratch = root.isEmpty || root == "." ? scratchName : "\(root)/\(scratchName)"
    return rule.covers(scratch) && !fence.contains(scratch) ? (scratch, []) : nil
  }

  private static func attempt(
    _ rule: FenceRule, site: RuleSite, files: FileSet, offender: String, replacing source: ScannedSource,
    kind: Violation.Kind, action: String
  ) -> Break {
    var broken = files
    broken.paths.insert(offender)
    broken.sources[offender] = source
    let verdict = FenceEvaluation.violations(of: rule, site: site, in: broken)
      .first { $0.path == offender && $0.kind == kind }
    return Break(action: action, offender: offender, verdict: verdict)
  }
}

// ---- fitness: Sources/RuleEngine/FenceEvaluation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Evaluates a fence rule over a file set. Pure: no I/O, no git, the same in the hook, in
/// CI and inside a generated suite.
public enum FenceEvaluation {
  /// Every violation of `rule` in `files`, ordered by path and position.
  public static func violations(of rule: FenceRule, site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    let fence = Set(rule.fence)
    var found: [Violation] = []
    for path in files.sources.keys.sorted() where rule.covers(path) && !fence.contains(path) {
      guard let source = files.sources[path] else { continue }
      for declaration in source.imports where rule.modules.contains(declaration.module) {
        found.append(
          Violation(
            ruleID: rule.id, kind: .forbiddenImport, path: path,
            position: declaration.position,
            message: FenceMessages.forbiddenImport(declaration.module, rule: rule, site: site),
            subject: declaration.module))
      }
      for needle in rule.api {
        for offset in source.codeOccurrences(of: needle) {
          found.append(
            Violation(
              ruleID: rule.id, kind: .forbiddenAPI, path: path,
              position: source.position(of: offset),
              message: FenceMessages.forbiddenAPI(needle, rule: rule, site: site),
              subject: needle))
        }
      }
    }
    found += staleEntries(of: rule, site: site, in: files)
    if !files.paths.contains(where: rule.covers) {
      found.append(
        Violation(
          ruleID: rule.id, kind: .vacuousRule, path: site.suitePath, position: site.position,
          message: FenceMessages.vacuous(rule: rule, site: site), subject: rule.id))
    }
    return found
  }

  /// Fence entries whose file is gone from the snapshot, or is judged and no longer uses
  /// what the fence allows. The fence is a set of decisions, not a headcount.
  private static func staleEntries(of rule: FenceRule, site: RuleSite, in files: FileSet)
    -> [Violation]
  {
    var found: [Violation] = []
    for entry in rule.fence.sorted() {
      let reason: String
      if !files.paths.contains(entry) {
        reason = "the file no longer exists"
      } else if let source = files.sources[entry], !uses(rule, source) {
        reason = "the file no longer uses \(FenceMessages.subjects(rule))"
      } else {
        continue
      }
      found.append(
        Violation(
          ruleID: rule.id, kind: .staleEntry, path: site.suitePath,
          position: site.entryPositions[entry],
          message: FenceMessages.stale(entry, reason: reason, rule: rule, site: site),
          subject: entry))
    }
    return found
  }

  /// Whether `source` uses what `rule` fences: one of its modules, or one of its needles.
  static func uses(_ rule: FenceRule, _ source: ScannedSource) -> Bool {
    source.imports.contains { rule.modules.contains($0.module) }
      || rule.api.contains { !source.codeOccurrences(of: $0).isEmpty }
  }
}

// ---- fitness: Sources/RuleEngine/FenceMessages.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The words of every fence violation. Each says what is wrong, then which side to change:
/// the code, or the contract (and where the contract is written).
enum FenceMessages {
  static func forbiddenImport(_ module: String, rule: FenceRule, site: RuleSite) -> String {
    switch rule.direction {
    case .boundary:
      return "imports \(module) outside its fence [\(rule.id)]; "
        + "change the code to keep \(module) behind the fence\(quotedTitle(rule)), "
        + "or change the contract: widen the fence in \(site.suitePath) with a reason"
    case .layer:
      return "imports \(module), which this layer may not [\(rule.id)]; "
        + "change the code to keep \(module) out of this layer\(quotedTitle(rule)), "
        + "or change the contract: add this file to the fence in \(site.suitePath) with a reason"
    }
  }

  static func forbiddenAPI(_ needle: String, rule: FenceRule, site: RuleSite) -> String {
    let place = rule.direction == .boundary ? "outside the \(subjects(rule)) fence" : "in this layer"
    return "uses '\(needle)' \(place) [\(rule.id)]; "
      + "change the code: go through the files in the fence, "
      + "or change the contract: widen the fence in \(site.suitePath) with a reason"
  }

  static func stale(_ entry: String, reason: String, rule: FenceRule, site: RuleSite) -> String {
    "fence entry '\(entry)' is stale: \(reason) [\(rule.id)]; "
      + "change the contract: remove the entry from \(site.suitePath) "
      + "(the fence is a set of decisions, not a headcount)"
  }

  static func vacuous(rule: FenceRule, site: RuleSite) -> String {
    let roots = rule.roots.isEmpty ? "the default roots" : rule.roots.map { "'\($0)'" }.joined(separator: ", ")
    return "rule checks nothing: \(roots) select no .swift file [\(rule.id)]; "
      + "change the contract: fix the roots in \(site.suitePath), or delete the suite"
  }

  static func subjects(_ rule: FenceRule) -> String {
    rule.modules.joined(separator: ", ")
  }

  /// ` ("title")` when the rule has a title, else nothing.
  private static func quotedTitle(_ rule: FenceRule) -> String {
    guard let title = rule.title, !title.isEmpty else { return "" }
    return " (\"\(title)\")"
  }
}

// ---- fitness: Sources/RuleEngine/FenceRule.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The one shape the engine evaluates: import boundaries and layers both become this.
public struct FenceRule: Sendable {
  public enum Direction: String, Sendable {
    /// Only the fence may use the modules (`ImportBoundary`).
    case boundary = "import-boundary"
    /// Nothing under the roots may use the modules, but the fence (`LayerBoundary`).
    case layer
  }

  public var id: String
  public var title: String?
  public var direction: Direction
  public var modules: [String]
  public var fence: [String]
  public var api: [String]
  public var exclude: [String]
  /// Path prefixes the rule looks at; empty means every `.swift` file outside test folders.
  public var roots: [String]

  public init(_ boundary: ImportBoundary) {
    id = boundary.id
    title = boundary.title
    direction = .boundary
    modules = [boundary.module]
    fence = boundary.fence
    api = boundary.api
    exclude = boundary.exclude
    roots = boundary.roots
  }

  public init(_ layer: LayerBoundary) {
    id = layer.id
    title = layer.title
    direction = .layer
    modules = layer.forbid
    fence = layer.fence
    api = layer.api
    exclude = layer.exclude
    roots = layer.paths
  }

  /// Whether the rule looks at `path` at all: a `.swift` file under its roots (or, with
  /// no roots, outside test folders) and under no excluded prefix.
  public func covers(_ path: String) -> Bool {
    guard path.hasSuffix(".swift") else { return false }
    if exclude.contains(where: { PathPrefix.contains(path, under: $0) }) { return false }
    if roots.isEmpty { return !PathPrefix.isInTestFolder(path) }
    return roots.contains { PathPrefix.contains(path, under: $0) }
  }
}

/// Prefix matching on repo-relative paths, by whole components.
public enum PathPrefix {
  /// Whether `path` is `prefix` itself or lies under it: `Sources/App` holds
  /// `Sources/App/A.swift` but not `Sources/AppKit/B.swift`. A trailing `/` is optional.
  public static func contains(_ path: String, under prefix: String) -> Bool {
    var prefix = Substring(prefix)
    while prefix.hasSuffix("/") { prefix = prefix.dropLast() }
    if prefix.isEmpty || prefix == "." { return true }
    guard path.hasPrefix(prefix) else { return false }
    let rest = path.dropFirst(prefix.count)
    return rest.isEmpty || rest.hasPrefix("/")
  }

  /// Whether a folder on the path is a test folder: `Tests`, or a name ending in `Tests`
  /// (`AppTests`, `AppUITests`). Their files do not ship, so default roots leave them out.
  public static func isInTestFolder(_ path: String) -> Bool {
    path.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
  }
}

// ---- fitness: Sources/RuleEngine/FileSet.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A snapshot as the engine sees it: every path in it, and the scanned files to judge.
///
/// In a full check every file is judged. In the staged check only the changed files and
/// the files a changed rule points at are, so a verdict about a file that is not judged
/// (say, a stale fence entry) is left to the check that reads it.
public struct FileSet: Sendable {
  /// Every file path in the snapshot, repo-relative.
  public var paths: Set<String>
  /// The files to judge, by path.
  public var sources: [String: ScannedSource]

  public init(paths: Set<String>, sources: [String: ScannedSource]) {
    self.paths = paths
    self.sources = sources
  }
}

/// Where a rule is written down, so messages can send the reader to the contract.
public struct RuleSite: Sendable {
  /// The suite holding the rule, repo-relative.
  public var suitePath: String
  /// The rule literal's position in the suite.
  public var position: SourcePosition?
  /// The position of each fence entry in the suite.
  public var entryPositions: [String: SourcePosition]

  public init(
    suitePath: String, position: SourcePosition? = nil,
    entryPositions: [String: SourcePosition] = [:]
  ) {
    self.suitePath = suitePath
    self.position = position
    self.entryPositions = entryPositions
  }
}

// ---- fitness: Sources/RuleEngine/ImportBoundary.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Only the files in the fence may import `module`, or use its raw API."
///
/// This is the literal a fitness suite holds; `fitness check` reads it from the suite's
/// source text, and the suite compiles it. Each `fence` and `exclude` entry is followed in
/// the suite by a `// reason` comment, which the engine requires.
public struct ImportBoundary: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var fence: [String]
  public var api: [String]
  public var exclude: [String]
  public var roots: [String]

  /// - Parameters:
  ///   - id: a stable kebab-case id, shown in every message as `[id]`.
  ///   - title: the invariant in words, from the finding.
  ///   - module: the fenced module.
  ///   - fence: repo-relative paths of the files allowed to import it.
  ///   - api: needles that no file outside the fence may use in code (`URLSession(`).
  ///   - exclude: path prefixes that do not ship, left out of the check.
  ///   - roots: path prefixes to check; empty means every `.swift` file outside test folders.
  public init(
    id: String, title: String? = nil, module: String, fence: [String] = [], api: [String] = [],
    exclude: [String] = [], roots: [String] = []
  ) {
    self.id = id
    self.title = title
    self.module = module
    self.fence = fence
    self.api = api
    self.exclude = exclude
    self.roots = roots
  }
}

/// "Files under `paths` may not import any of `forbid`, or use the `api` needles."
///
/// The reverse of `ImportBoundary`: the fence here lists the files of the layer that are
/// allowed an exception, each with its reason.
public struct LayerBoundary: Sendable {
  public var id: String
  public var title: String?
  public var paths: [String]
  public var forbid: [String]
  public var fence: [String]
  public var api: [String]
  public var exclude: [String]

  public init(
    id: String, title: String? = nil, paths: [String], forbid: [String] = [], fence: [String] = [],
    api: [String] = [], exclude: [String] = []
  ) {
    self.id = id
    self.title = title
    self.paths = paths
    self.forbid = forbid
    self.fence = fence
    self.api = api
    self.exclude = exclude
  }
}

// ---- fitness: Sources/RuleEngine/LiteralParser.swift ----
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
  }

  struct Element {
    var value: String
    var offset: Int
    var reason: String?
  }

  struct Argument {
    var label: String
    var offset: Int
    var value: Value
  }

  let source: ScannedSource
  let path: String
  private var index = 0
  private var bytes: [UInt8] { source.bytes }

  init(source: ScannedSource, path: String) {
    self.source = source
    self.path = path
  }

  /// The arguments of the call whose `(` is at `open`.
  mutating func arguments(from open: Int) throws(RuleBlockError) -> [Argument] {
    index = open + 1
    var arguments: [Argument] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw failure("the rule literal is not closed with ')'") }
      if bytes[index] == 0x29 { return arguments }
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
        value = .array(try array())
      } else {
        value = .string(try string())
      }
      arguments.append(Argument(label: label, offset: labelStart, value: value))
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
        switch escaped {
        case 0x6E: value.append(0x0A)
        case 0x74: value.append(0x09)
        case 0x72: value.append(0x0D)
        case 0x30: value.append(0)
        case 0x22, 0x27, 0x5C: value.append(escaped)
        case 0x28:
          throw failure(at: index - 2, "string interpolation is not allowed in a rule literal")
        default:
          throw failure(at: index - 2, "unsupported escape in a rule literal; write the character itself")
        }
        continue
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

  /// Skips spaces, tabs and `/* … */` comments, staying on the current line.
  private mutating func skipSpaces() {
    while index < bytes.count {
      if bytes[index] == 0x20 || bytes[index] == 0x09 {
        index += 1
      } else if bytes[index] == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  private mutating func skipBlockComment() {
    index += 2
    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) {
      index += 1
    }
    index = min(bytes.count, index + 2)
  }

  /// The text of a `//` comment starting here, without slashes and outer spaces.
  private mutating func lineComment() -> String? {
    guard index + 1 < bytes.count, bytes[index] == 0x2F, bytes[index + 1] == 0x2F else {
      return nil
    }
    while index < bytes.count, bytes[index] == 0x2F { index += 1 }
    let start = index
    while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
    var text = bytes[start..<index]
    while let first = text.first, first == 0x20 || first == 0x09 { text = text.dropFirst() }
    while let last = text.last, last == 0x20 || last == 0x09 { text = text.dropLast() }
    return String(decoding: text, as: UTF8.self)
  }

  /// Skips white space and comments that are not attached to an element.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        index += 1
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {
        _ = lineComment()
      } else if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {
        skipBlockComment()
      } else {
        return
      }
    }
  }

  private func failure(_ message: String) -> RuleBlockError {
    failure(at: min(index, bytes.count), message)
  }

  private func failure(at offset: Int, _ message: String) -> RuleBlockError {
    RuleBlockError(path: path, position: source.position(of: offset), message: message)
  }
}

// ---- fitness: Sources/RuleEngine/RuleBlockError.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule literal in a suite that the engine cannot read; `fitness check` exits 2 on it.
public struct RuleBlockError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var position: SourcePosition
  public var message: String

  public init(path: String, position: SourcePosition, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  public var description: String { "\(path):\(position): error: \(message)" }
}

// ---- fitness: Sources/RuleEngine/RuleBlockReader.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reads the rule literals (`ImportBoundary(…)`, `LayerBoundary(…)`) out of a suite's source
/// text without compiling or running anything.
///
/// The accepted shape is deliberately narrow, the shape `fitness graduate` writes: labelled
/// arguments whose values are plain string literals or arrays of them. Each `fence` and
/// `exclude` entry must be followed on its line by a `// reason` comment.
public enum RuleBlockReader {
  private static let shapes: [(name: String, required: [String], optional: [String])] = [
    ("ImportBoundary", ["id", "module"], ["title", "fence", "api", "exclude", "roots"]),
    ("LayerBoundary", ["id", "paths"], ["title", "forbid", "fence", "api", "exclude"]),
  ]
  private static let scalarLabels: Set<String> = ["id", "title", "module"]
  private static let reasonedLabels: Set<String> = ["fence", "exclude"]
  private static let pathLabels: Set<String> = ["fence", "exclude", "roots", "paths"]

  /// Every rule in `bytes`, the suite at `path`.
  public static func rules(in bytes: [UInt8], path: String) throws(RuleBlockError) -> [SuiteRule] {
    let source = ScannedSource(bytes)
    var calls: [(offset: Int, shape: Int)] = []
    for (index, shape) in shapes.enumerated() {
      for offset in source.codeOccurrences(of: shape.name + "(") {
        calls.append((offset, index))
      }
    }
    var rules: [SuiteRule] = []
    for call in calls.sorted(by: { $0.offset < $1.offset }) {
      let shape = shapes[call.shape]
      var parser = LiteralParser(source: source, path: path)
      let arguments = try parser.arguments(from: call.offset + shape.name.utf8.count)
      rules.append(
        try rule(shape: shape, arguments: arguments, at: call.offset, source: source, path: path))
    }
    return rules
  }

  private static func rule(
    shape: (name: String, required: [String], optional: [String]),
    arguments: [LiteralParser.Argument], at offset: Int, source: ScannedSource, path: String
  ) throws(RuleBlockError) -> SuiteRule {
    func fail(_ at: Int, _ message: String) -> RuleBlockError {
      RuleBlockError(path: path, position: source.position(of: at), message: message)
    }
    var scalars: [String: String] = [:]
    var lists: [String: [LiteralParser.Element]] = [:]
    for argument in arguments {
      guard shape.required.contains(argument.label) || shape.optional.contains(argument.label)
      else {
        let known = (shape.required + shape.optional).joined(separator: ", ")
        throw fail(argument.offset, "unknown argument '\(argument.label)' in \(shape.name); use one of \(known)")
      }
      guard scalars[argument.label] == nil, lists[argument.label] == nil else {
        throw fail(argument.offset, "argument '\(argument.label)' is given twice")
      }
      switch argument.value {
      case .string(let value):
        guard scalarLabels.contains(argument.label) else {
          throw fail(argument.offset, "'\(argument.label)' takes an array of string literals")
        }
        scalars[argument.label] = value
      case .array(let elements):
        guard !scalarLabels.contains(argument.label) else {
          throw fail(argument.offset, "'\(argument.label)' takes a string literal")
        }
        try validate(elements, label: argument.label, fail: fail)
        lists[argument.label] = elements
      }
    }
    for label in shape.required where scalars[label] == nil && lists[label] == nil {
      throw fail(offset, "\(shape.name) is missing its '\(label)' argument")
    }
    let id = scalars["id"] ?? ""
    guard !id.isEmpty, id.utf8.allSatisfy({ isIDByte($0) }) else {
      throw fail(offset, "rule id '\(id)' must be lowercase letters, digits and '-'")
    }
    func strings(_ label: String) -> [String] { (lists[label] ?? []).map(\.value) }
    let rule: FenceRule
    if shape.name == "ImportBoundary" {
      guard let module = scalars["module"], !module.isEmpty else {
        throw fail(offset, "'module' must name the fenced module")
      }
      rule = FenceRule(
        ImportBoundary(
          id: id, title: scalars["title"], module: module, fence: strings("fence"),
          api: strings("api"), exclude: strings("exclude"), roots: strings("roots")))
    } else {
      guard !strings("paths").isEmpty, !(strings("forbid") + strings("api")).isEmpty else {
        throw fail(
          offset, "a LayerBoundary needs at least one entry in 'paths', and modules in 'forbid' or needles in 'api'")
      }
      rule = FenceRule(
        LayerBoundary(
          id: id, title: scalars["title"], paths: strings("paths"), forbid: strings("forbid"),
          fence: strings("fence"), api: strings("api"), exclude: strings("exclude")))
    }
    var positions: [String: SourcePosition] = [:]
    var reasons: [String: String] = [:]
    for element in lists["fence"] ?? [] { positions[element.value] = source.position(of: element.offset) }
    for label in reasonedLabels {
      for element in lists[label] ?? [] { reasons[element.value] = element.reason }
    }
    var labels: [String: SourcePosition] = [:]
    for argument in arguments { labels[argument.label] = source.position(of: argument.offset) }
    let site = RuleSite(suitePath: path, position: source.position(of: offset), entryPositions: positions)
    return SuiteRule(rule: rule, site: site, reasons: reasons, argumentPositions: labels)
  }

  private static func validate(
    _ elements: [LiteralParser.Element], label: String, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    var seen = Set<String>()
    for element in elements {
      guard !element.value.isEmpty else { throw fail(element.offset, "an empty string in '\(label)'") }
      guard seen.insert(element.value).inserted else {
        throw fail(element.offset, "'\(element.value)' is listed twice in '\(label)'")
      }
      if pathLabels.contains(label), let problem = PathRules.problem(with: element.value) {
        throw fail(element.offset, "'\(element.value)' in '\(label)' \(problem)")
      }
      if reasonedLabels.contains(label) {
        guard let reason = element.reason, !ReasonRules.isBoilerplate(reason) else {
          throw fail(
            element.offset,
            "'\(element.value)' in '\(label)' needs a reason: write "
              + (label == "fence" ? "'// why this file may'" : "'// why this path does not ship'")
              + " after it on the same line")
        }
      }
    }
  }

  private static func isIDByte(_ value: UInt8) -> Bool {
    (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x2D
  }
}

/// What makes a path in a rule unacceptable.
public enum PathRules {
  /// Nil when `path` is a plain repo-relative path; else why it is not.
  public static func problem(with path: String) -> String? {
    if path.hasPrefix("/") || path.hasPrefix("~") { return "must be relative to the repository root" }
    if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
      return "must not climb out with '..'"
    }
    if path.contains(where: { "*?[]{}".contains($0) }) {
      return "must be a plain path: globs would let one entry absorb new files"
    }
    if path.contains("\\") { return "must use '/' as the separator" }
    return nil
  }
}

/// What counts as a reason for an exception.
public enum ReasonRules {
  private static let boilerplate: Set<String> = [
    "", "todo", "tbd", "fixme", "reason", "why", "-", "n/a", "na", "none", "because", "...",
  ]

  /// Whether `reason` says nothing: empty, or a placeholder like "TODO".
  public static func isBoilerplate(_ reason: String) -> Bool {
    var text = Substring(reason)
    while let last = text.last, last == " " || last == "." || last == ":" { text = text.dropLast() }
    return boilerplate.contains(text.lowercased())
  }
}

// ---- fitness: Sources/RuleEngine/SuiteRule.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule as read from a suite's source: the rule, where it is written, and the reasons.
public struct SuiteRule: Sendable {
  public var rule: FenceRule
  public var site: RuleSite
  /// The reason comment of every fence and exclude entry, by entry.
  public var reasons: [String: String]
  /// Where each argument label (`fence`, `api`, …) is written, for tools that edit the
  /// literal in place without disturbing the rest of the file.
  public var argumentPositions: [String: SourcePosition]

  public init(
    rule: FenceRule, site: RuleSite, reasons: [String: String],
    argumentPositions: [String: SourcePosition] = [:]
  ) {
    self.rule = rule
    self.site = site
    self.reasons = reasons
    self.argumentPositions = argumentPositions
  }

  /// Whether `path` follows the suite convention: a file named `…Tests.swift` inside a
  /// folder named `Fitness` (`Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift`).
  ///
  /// The convention lets the staged check find every rule from the index's paths alone,
  /// reading only the suites' blobs, never the whole tree.
  public static func isSuitePath(_ path: String) -> Bool {
    guard path.hasSuffix("Tests.swift") else { return false }
    return path.split(separator: "/").dropLast().contains("Fitness")
  }
}

// ---- fitness: Sources/RuleEngine/Violation.swift ----
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// One broken rule at one place.
public struct Violation: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// A file imports a module it may not.
    case forbiddenImport = "forbidden-import"
    /// A file uses an API needle it may not.
    case forbiddenAPI = "forbidden-api"
    /// A fence entry names a file that is gone or no longer needs the exception.
    case staleEntry = "stale-entry"
    /// A rule whose roots select no file, so it checks nothing.
    case vacuousRule = "vacuous-rule"
  }

  public var ruleID: String
  public var kind: Kind
  /// The file to open: the offending source, or the suite for contract problems.
  public var path: String
  public var position: SourcePosition?
  /// A lowercase fragment that says what is wrong and which side to change.
  public var message: String
  /// The module or needle involved, for stable fingerprints.
  public var subject: String

  public init(
    ruleID: String, kind: Kind, path: String, position: SourcePosition?, message: String,
    subject: String
  ) {
    self.ruleID = ruleID
    self.kind = kind
    self.path = path
    self.position = position
    self.message = message
    self.subject = subject
  }

  /// The compiler-style line: `path:line:col: error: message [rule-id]`.
  public var description: String {
    let place = position.map { "\(path):\($0.line):\($0.column)" } ?? path
    return "\(place): error: \(message)"
  }
}

// ---- fitness: Sources/PackageFiles/FitnessPackage.swift ----
import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The repository on disk, as a generated fitness suite sees it under `swift test`.
///
/// This file is vendored verbatim, after the scanner and the rule engine, into the support
/// file `fitness graduate` writes beside the suites. Paths in rules are relative to the git
/// repository's root (what the hook sees), so the root is the nearest folder holding `.git`,
/// or, outside git, the nearest holding `Package.swift`.
public enum FitnessPackage {
  /// The repository's files, read once per root and shared by every suite in the run.
  private static let cache = FileSetCache()

  /// Every violation of `rule` in the repository around `suite`, one message per line; empty
  /// when the rule holds. Each message says which side to change: the code or the contract.
  public static func report(of rule: FenceRule, suite: String = #filePath) throws -> String {
    let root = try root(of: suite)
    let site = RuleSite(suitePath: relativePath(of: suite, root: root))
    return FenceEvaluation.violations(of: rule, site: site, in: try cache.fileSet(root: root))
      .map(\.description).joined(separator: "\n")
  }

  /// The repository root above `file`.
  public static func root(of file: String = #filePath) throws -> URL {
    let start = URL(fileURLWithPath: file).deletingLastPathComponent()
    for marker in [".git", "Package.swift"] {
      var folder = start
      while true {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
          return folder
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw RootNotFound(file: file)
  }

  /// `file` relative to `root`, with `/` separators.
  public static func relativePath(of file: String, root: URL) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// Every file under `root` (hidden folders, `.build` and `DerivedData` left out), with
  /// every Swift file scanned.
  public static func fileSet(root: URL) throws -> FileSet {
    var paths = Set<String>()
    var sources: [String: ScannedSource] = [:]
    let prefix = root.standardizedFileURL.path + "/"
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return FileSet(paths: [], sources: [:]) }
    for case let url as URL in walker {
      if [".build", "DerivedData"].contains(url.lastPathComponent) {
        walker.skipDescendants()
        continue
      }
      guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(prefix) else { continue }
      let path = String(full.dropFirst(prefix.count))
      paths.insert(path)
      if path.hasSuffix(".swift") {
        sources[path] = ScannedSource([UInt8](try Data(contentsOf: url)))
      }
    }
    return FileSet(paths: paths, sources: sources)
  }

  /// No `.git` or `Package.swift` above a suite.
  public struct RootNotFound: Error, CustomStringConvertible {
    public var file: String
    public var description: String {
      "no .git or Package.swift above \(file); fitness suites live inside a repository"
    }
  }

  /// Scanning is the slow part, and every suite of a run reads the same tree.
  private final class FileSetCache: @unchecked Sendable {
    private let lock = NSLock()
    private var sets: [String: FileSet] = [:]

    func fileSet(root: URL) throws -> FileSet {
      lock.lock()
      defer { lock.unlock() }
      if let known = sets[root.path] { return known }
      let fresh = try FitnessPackage.fileSet(root: root)
      sets[root.path] = fresh
      return fresh
    }
  }
}

// ---- fitness: end ----
