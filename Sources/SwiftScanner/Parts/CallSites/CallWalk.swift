/// Finds the calls of a file in one pass over its code view, without a parser.
///
/// A name is called when `(` follows it on the same line (`print (x)` too, as the compiler
/// reads it; a `(` that opens the next line starts a new expression), after generic
/// arguments (`make<Int>(`) or an optional's `?`/`!` (`handler?(`); or when a trailing
/// closure follows it, on its line or the next. A `{` is not a trailing closure where a
/// statement or a declaration opens its body: after `if`, `guard`, `while`, `for`, `switch`
/// and `catch` conditions, a type's or a function's header, or a property's type (`var
/// body: some View {`); nor where it holds only `willSet`/`didSet` observers. The code inside
/// string interpolations is code, and its calls count.
struct CallWalk {
  let code: [UInt8]
  let bytes: [UInt8]
  let list: DeclarationList
  /// The byte helpers the declaration walk reads with.
  let reader: DeclarationWalk
  var index = 0
  var calls: [CallSite] = []
  /// The brackets open here, innermost last.
  var frames: [Frame] = []
  /// For each bracket depth whose next `{` opens a body, not a trailing closure: what
  /// opened the header there.
  var headers = Headers()
  /// The call a `{` about to open gives a trailing closure to.
  var trailingCall: Int? = nil
  /// The call whose argument list the last `)` closed, and where that `)` stands.
  var closedCall: (call: Int, end: Int)? = nil
  /// Whether the next name is a declaration's (after `func`), not a call.
  var declaresName = false
  /// Where the file's enum `case` declarations start (their associated values are not calls).
  let enumCases: Set<Int>

  struct Frame {
    var open: UInt8
    /// The call whose argument list this `(` opens, or whose trailing closure this `{` is.
    var call: Int?
    var isTrailingClosure = false
  }

  /// The header open at each depth, by depth: an array, read at every word.
  struct Headers {
    private var byDepth: [Header?] = []

    subscript(depth: Int) -> Header? {
      get { depth < byDepth.count ? byDepth[depth] : nil }
      set {
        if depth >= byDepth.count {
          guard newValue != nil else { return }
          byDepth += [Header?](repeating: nil, count: depth - byDepth.count + 1)
        }
        byDepth[depth] = newValue
      }
    }

    /// Forgets the headers deeper than `depth`, whose brackets closed.
    mutating func close(deeperThan depth: Int) {
      if byDepth.count > depth + 1 { byDepth.removeSubrange((depth + 1)...) }
    }
  }

  enum Header {
    /// A statement's condition or a declaration's header: its body's `{` ends it.
    case body
    /// A `var` or `let` before its `=`: a `{` opens accessors; the `=` ends it.
    case binding
    /// An enum case's names: no `name(` is a call; the line's end ends it.
    case enumCase
  }

  init(code: [UInt8], bytes: [UInt8], list: DeclarationList) {
    (self.code, self.bytes, self.list) = (code, bytes, list)
    reader = DeclarationWalk(code: code)
    enumCases = Set(list.members.filter { $0.kind == .case }.map(\.keyword))
  }

  /// Words that never name a call (`if (x)`, `return (a, b)`, `private(set)`) unless a dot
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

  mutating func run() {
    while index < code.count {
      let byte = code[index]
      if byte == SourceByte.newline {
        newline()
      } else if SourceByte.isWhitespace(byte) {
        index += 1
      } else if byte == SourceByte.hash {
        directive()
      } else if byte == SourceByte.at {
        attribute()
      } else if SourceByte.isIdentifier(byte) && !SourceByte.isDigit(byte) || byte == SourceByte.backtick {
        word()
      } else if SourceByte.isDigit(byte) {
        while index < code.count, SourceByte.isIdentifier(code[index]) { index += 1 }
        closedCall = nil
      } else {
        punctuation(byte)
      }
    }
  }

  // MARK: - Tokens

  private mutating func newline() {
    let depth = frames.count
    let next = reader.skipTrivia(from: index)
    switch headers[depth] {
    case .binding?:
      if next >= code.count || code[next] != SourceByte.openBrace { headers[depth] = nil }
    case .enumCase?:
      if previousSignificant(before: index) != SourceByte.comma { headers[depth] = nil }
    default: break
    }
    index += 1
  }

  /// `#if …` lines are skipped whole; `#selector(`, `#expect(` and other macros are not
  /// calls, though what their arguments call is; `#"` opens a raw string.
  private mutating func directive() {
    let (word, end) = reader.identifier(at: index + 1)
    closedCall = nil
    guard let word else {
      index += 1
      return
    }
    if Self.lineDirectives.contains(word) {
      while index < code.count, code[index] != SourceByte.newline { index += 1 }
    } else {
      index = end
    }
  }

  /// `@Name`, `@Module.Name`: not a call, though what a custom attribute's arguments call
  /// is (`@Test(.enabled(if: ready()))`). The compiler's own attributes, spelled in lower
  /// case (`@available(…)`, `@attached(peer, names: named(x))`, `@_specialize(…)`), take
  /// arguments of their own grammar, which hold no calls.
  private mutating func attribute() {
    var end = index + 1
    while end < code.count, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.dot { end += 1 }
    let builtIn = index + 1 < code.count && !(code[index + 1] >= 0x41 && code[index + 1] <= 0x5A)
    index = end
    if builtIn, index < code.count, code[index] == SourceByte.openParen {
      index = reader.closing(from: index) ?? code.count
    }
    closedCall = nil
  }

  private mutating func word() {
    let start = index
    var end = index
    let backticked = code[start] == SourceByte.backtick
    if backticked {
      let (found, past) = reader.identifier(at: index)
      guard found != nil else {
        index += 1
        return
      }
      end = past
    } else {
      while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    }
    index = end
    closedCall = nil
    let depth = frames.count
    let dotted = previousSignificant(before: start) == SourceByte.dot
    // Read without making a string: most words are neither keywords nor calls.
    let word = backticked || dotted ? nil : Self.word(in: code, start..<end)
    switch word {
    case .header?:
      if headers[depth] != .body { headers[depth] = .body }
      return
    case .function?:
      if headers[depth] != .body { headers[depth] = .body }
      declaresName = true
      return
    case .macro?:
      declaresName = true
      return
    case .binding?:
      if headers[depth] == nil { headers[depth] = .binding }
      return
    case .caseKeyword?:
      if enumCases.contains(start) { headers[depth] = .enumCase }
      return
    case .keyword?: return
    case .getter?, .detailedModifier?, nil: break
    }
    if declaresName {
      declaresName = false
      return
    }
    if headers[depth] == .enumCase { return }
    // `(` on the same line, after generic arguments, or after `?`/`!`.
    var open = end
    if open < code.count, code[open] == 0x3C {
      let past = reader.skipGenerics(from: open)
      open = past < code.count && code[past] == SourceByte.openParen ? past : code.count
    } else if open + 1 < code.count, code[open] == 0x3F || code[open] == 0x21, code[open + 1] == SourceByte.openParen {
      open += 1
    } else {
      while open < code.count, code[open] == SourceByte.space || code[open] == SourceByte.tab { open += 1 }
    }
    if open < code.count, code[open] == SourceByte.openParen {
      guard !namesCompound(open), word != .detailedModifier || !isModifierDetail(open: open) else { return }
      record(start..<end, backticked: backticked)
      frames.append(Frame(open: SourceByte.openParen, call: calls.count - 1))
      index = open + 1
      argumentStart()
      return
    }
    // A trailing closure alone: `items.map { … }`, `DispatchQueue.main.async {`; not a
    // getter's body (`get {`), though `get()` is a call.
    guard word != .getter else { return }
    let next = reader.skipTrivia(from: end)
    if next < code.count, code[next] == SourceByte.openBrace, headers[depth] == nil, !holdsObservers(next) {
      record(start..<end, backticked: backticked)
      trailingCall = calls.count - 1
    }
  }

  /// A call of the name at `range`, its arguments still to read.
  private mutating func record(_ range: Range<Int>, backticked: Bool) {
    let name = String(
      decoding: code[backticked ? (range.lowerBound + 1)..<(range.upperBound - 1) : range], as: UTF8.self)
    calls.append(
      CallSite(
        name: name, callee: callee(name, at: range.lowerBound), labels: [], strings: [], offset: range.lowerBound))
  }

  private mutating func punctuation(_ byte: UInt8) {
    let depth = frames.count
    switch byte {
    case SourceByte.openParen, SourceByte.openBracket:
      frames.append(Frame(open: byte, call: nil))
      closedCall = nil
      trailingCall = nil
    case SourceByte.openBrace:
      if let call = trailingCall {
        calls[call].labels.append("_")
        frames.append(Frame(open: byte, call: call, isTrailingClosure: true))
      } else if let closed = closedCall, headers[depth] == nil, !holdsObservers(index) {
        calls[closed.call].labels.append("_")
        frames.append(Frame(open: byte, call: closed.call, isTrailingClosure: true))
      } else {
        if headers[depth] != nil { headers[depth] = nil }
        frames.append(Frame(open: byte, call: nil))
      }
      trailingCall = nil
      closedCall = nil
    case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace:
      let frame = frames.popLast()
      headers.close(deeperThan: frames.count)
      closedCall = nil
      if byte == SourceByte.closeParen, let call = frame?.call { closedCall = (call, index) }
      if byte == SourceByte.closeBrace, let frame, frame.isTrailingClosure, let call = frame.call {
        index += 1
        labeledTrailingClosure(of: call)
        return
      }
    case SourceByte.comma:
      closedCall = nil
      if let frame = frames.last, frame.open == SourceByte.openParen, frame.call != nil {
        index += 1
        argumentStart()
        return
      }
    case SourceByte.equals:
      closedCall = nil
      let before = index > 0 ? code[index - 1] : 0
      let after = index + 1 < code.count ? code[index + 1] : 0
      if headers[depth] == .binding, after != SourceByte.equals, !Self.operatorBytes.contains(before) {
        headers[depth] = nil
      }
    case SourceByte.semicolon:
      closedCall = nil
      if headers[depth] == .binding || headers[depth] == .enumCase { headers[depth] = nil }
    default:
      closedCall = nil
    }
    index += 1
  }

  static let operatorBytes = Set("=!<>+-*/%&|^~".utf8)

  // MARK: - Arguments

  /// At the start of an argument of the call whose `(` is the innermost frame: its label,
  /// and its text when it is a string literal alone.
  private mutating func argumentStart() {
    guard let call = frames.last?.call else { return }
    let start = reader.skipTrivia(from: index)
    guard start < code.count, code[start] != SourceByte.closeParen else { return }
    let (word, end) = reader.identifier(at: start)
    let afterWord = reader.skipTrivia(from: end)
    if word != nil, afterWord < code.count, code[afterWord] == SourceByte.colon,
      afterWord + 1 >= code.count || code[afterWord + 1] != SourceByte.colon
    {
      calls[call].labels.append(word!)
      index = afterWord + 1
      if let text = stringLiteral(at: reader.skipTrivia(from: index)) {
        calls[call].strings.append(text)
        calls[call].stringLabels.append(word!)
      }
      return
    }
    calls[call].labels.append("_")
    if let text = stringLiteral(at: start) {
      calls[call].strings.append(text)
      calls[call].stringLabels.append("_")
    }
  }

  /// The text between the quotes of a string literal at `start` that is a whole argument
  /// (a `,` or `)` follows it); nil otherwise.
  func stringLiteral(at start: Int) -> String? {
    var cursor = start
    var hashes = 0
    while cursor < code.count, code[cursor] == SourceByte.hash {
      hashes += 1
      cursor += 1
    }
    guard cursor < code.count, code[cursor] == SourceByte.quote else { return nil }
    let quotes =
      cursor + 2 < code.count && code[cursor + 1] == SourceByte.quote && code[cursor + 2] == SourceByte.quote
      ? 3 : 1
    let contentStart = cursor + quotes
    cursor = contentStart
    while cursor < code.count {
      let byte = code[cursor]
      if byte == SourceByte.backslash, interpolation(at: cursor, hashes: hashes) {
        cursor = reader.closing(from: cursor + 1 + hashes) ?? code.count
        continue
      }
      if byte == SourceByte.quote, closes(at: cursor, quotes: quotes, hashes: hashes) {
        let after = reader.skipTrivia(from: cursor + quotes + hashes)
        guard after < code.count, code[after] == SourceByte.comma || code[after] == SourceByte.closeParen else {
          return nil
        }
        return String(decoding: bytes[contentStart..<cursor], as: UTF8.self)
      }
      cursor += 1
    }
    return nil
  }

  /// Whether `\` at `offset`, with `hashes` after it, opens an interpolation.
  private func interpolation(at offset: Int, hashes: Int) -> Bool {
    let open = offset + 1 + hashes
    guard open < code.count, code[open] == SourceByte.openParen else { return false }
    return (0..<hashes).allSatisfy { code[offset + 1 + $0] == SourceByte.hash }
  }

  private func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
    let end = offset + quotes + hashes
    guard end <= code.count else { return false }
    return (0..<quotes).allSatisfy { code[offset + $0] == SourceByte.quote }
      && (0..<hashes).allSatisfy { code[offset + quotes + $0] == SourceByte.hash }
  }

  /// After a trailing closure's `}`: `label: {` gives the call another one.
  private mutating func labeledTrailingClosure(of call: Int) {
    let start = reader.skipTrivia(from: index)
    let (word, end) = reader.identifier(at: start)
    guard let word, !Self.keywords.contains(word) || code[start] == SourceByte.backtick else { return }
    let colon = reader.skipTrivia(from: end)
    guard colon < code.count, code[colon] == SourceByte.colon else { return }
    let brace = reader.skipTrivia(from: colon + 1)
    guard brace < code.count, code[brace] == SourceByte.openBrace else { return }
    calls[call].labels.append(word)
    frames.append(Frame(open: SourceByte.openBrace, call: call, isTrailingClosure: true))
    index = brace + 1
  }

  // MARK: - Reading around a name

  /// `foo(_:)`, `Type.init(x:y:)`: a function named by its labels, not called.
  private func namesCompound(_ open: Int) -> Bool {
    guard let end = reader.closing(from: open), end - 1 > open + 1 else { return false }
    var sawColon = false
    for byte in code[(open + 1)..<(end - 1)] {
      if byte == SourceByte.colon {
        sawColon = true
      } else if !SourceByte.isIdentifier(byte) {
        return false
      }
    }
    return sawColon && code[end - 2] == SourceByte.colon
  }

  /// `private(set)`, `nonisolated(unsafe)`: a modifier's detail.
  private func isModifierDetail(open: Int) -> Bool {
    let (detail, end) = reader.identifier(at: reader.skipTrivia(from: open + 1))
    let close = reader.skipTrivia(from: end)
    return detail.map(Self.modifierDetails.contains) == true && close < code.count
      && code[close] == SourceByte.closeParen
  }

  /// Whether the braces at `open` hold a property's observers (`{ didSet {`), not a closure.
  private func holdsObservers(_ open: Int) -> Bool {
    var cursor = reader.skipTrivia(from: open + 1)
    while cursor < code.count, code[cursor] == SourceByte.at {
      cursor += 1
      while cursor < code.count, SourceByte.isIdentifier(code[cursor]) || code[cursor] == SourceByte.dot { cursor += 1 }
      cursor = reader.skipTrivia(from: cursor)
    }
    let (word, _) = reader.identifier(at: cursor)
    return word == "willSet" || word == "didSet"
  }

  /// The last byte before `offset` that is not whitespace, or 0.
  func previousSignificant(before offset: Int) -> UInt8 {
    var cursor = offset - 1
    while cursor >= 0, SourceByte.isWhitespace(code[cursor]) { cursor -= 1 }
    return cursor >= 0 ? code[cursor] : 0
  }

  /// The callee of `name` at `start` as written: the names before it, dot by dot.
  func callee(_ name: String, at start: Int) -> String {
    var parts = [name]
    var cursor = start
    while true {
      var before = cursor - 1
      while before >= 0, SourceByte.isWhitespace(code[before]) { before -= 1 }
      guard before >= 0, code[before] == SourceByte.dot, before == 0 || code[before - 1] != SourceByte.dot else {
        break
      }
      before -= 1
      while before >= 0, SourceByte.isWhitespace(code[before]) { before -= 1 }
      while before >= 0, code[before] == 0x3F || code[before] == 0x21 { before -= 1 }
      guard let (base, baseStart) = baseName(endingAt: before) else {
        parts.insert("", at: 0)
        break
      }
      parts.insert(base, at: 0)
      cursor = baseStart
    }
    return parts.joined(separator: ".")
  }

  /// The name whose last byte is at `last` (backticks dropped), and where it starts.
  private func baseName(endingAt last: Int) -> (String, Int)? {
    guard last >= 0 else { return nil }
    if code[last] == SourceByte.backtick {
      var start = last - 1
      while start >= 0, code[start] != SourceByte.backtick, code[start] != SourceByte.newline { start -= 1 }
      guard start >= 0, code[start] == SourceByte.backtick, start + 1 < last else { return nil }
      return (String(decoding: code[(start + 1)..<last], as: UTF8.self), start)
    }
    var start = last
    while start >= 0, SourceByte.isIdentifier(code[start]) { start -= 1 }
    start += 1
    guard start <= last, !SourceByte.isDigit(code[start]) else { return nil }
    return (String(decoding: code[start...last], as: UTF8.self), start)
  }

  // MARK: - Placing

  /// The calls, each with the types and the member whose bodies hold it.
  func placed() -> [CallSite] {
    guard !calls.isEmpty else { return [] }
    let typeBodies = list.types.enumerated().compactMap { index, type in type.body.map { (index, $0) } }
      .sorted { $0.1.lowerBound < $1.1.lowerBound }
    // A member's extent runs from its first attribute to its body's end: what its
    // attributes and its parameters' default values call is its own, as the compiler reads.
    let memberExtents = list.members.enumerated().compactMap { index, member in
      end(of: member).map { (index, declarationStart(before: member.keyword)..<$0) }
    }
    return calls.map { call in
      var placed = call
      placed.types = typeBodies.filter { $0.1.contains(call.offset) }.map(\.0)
      placed.function =
        memberExtents.filter { $0.1.contains(call.offset) }.max { $0.1.lowerBound < $1.1.lowerBound }?
        .0
      return placed
    }
  }

  /// Where the declaration whose keyword is at `keyword` starts: before the modifiers and
  /// attributes written ahead of it (`@Test(.tags(.slow)) nonisolated func`).
  func declarationStart(before keyword: Int) -> Int {
    var start = keyword
    while true {
      var cursor = start - 1
      while cursor >= 0, SourceByte.isWhitespace(code[cursor]) { cursor -= 1 }
      guard cursor >= 0 else { return start }
      // An attribute's or a modifier's parentheses.
      var beforeWord = cursor
      if code[cursor] == SourceByte.closeParen {
        var depth = 0
        while cursor >= 0 {
          if code[cursor] == SourceByte.closeParen { depth += 1 }
          if code[cursor] == SourceByte.openParen {
            depth -= 1
            if depth == 0 { break }
          }
          cursor -= 1
        }
        guard cursor > 0 else { return start }
        beforeWord = cursor - 1
      }
      guard let (word, wordStart) = baseName(endingAt: beforeWord) else { return start }
      var nameStart = wordStart
      // `@Module.Name`: the qualified name of an attribute.
      while nameStart > 1, code[nameStart - 1] == SourceByte.dot, let (_, outer) = baseName(endingAt: nameStart - 2) {
        nameStart = outer
      }
      if nameStart > 0, code[nameStart - 1] == SourceByte.at {
        start = nameStart - 1
      } else if DeclarationWalk.modifierWords.contains(word) || word == "class" || word == "mutating" {
        start = wordStart
      } else {
        return start
      }
    }
  }

  /// Where the declaration of a function, an initializer, a subscript or a computed
  /// property ends: past its body, or past its signature when it has none (a protocol's
  /// requirement, a module interface's declaration); nil for another member. Read from its
  /// keyword past its name, parameters, effects, result and `where` clause.
  func end(of member: MemberDeclaration) -> Int? {
    switch member.kind {
    case .func, .`init`, .subscript: break
    case .var: guard member.isComputed else { return nil }
    default: return nil
    }
    // Past the keyword and the name, which may be an operator's (`func +=`).
    var cursor = member.keyword
    while cursor < code.count, SourceByte.isIdentifier(code[cursor]) { cursor += 1 }
    if member.kind == .func {
      cursor = reader.skipTrivia(from: cursor)
      let (_, end) = reader.functionName(at: cursor)
      cursor = end
    }
    var last = cursor
    while cursor < code.count {
      let byte = code[cursor]
      switch byte {
      case SourceByte.openBrace: return reader.closing(from: cursor) ?? code.count
      case SourceByte.semicolon, SourceByte.closeBrace: return last
      case SourceByte.equals:
        guard cursor + 1 < code.count, code[cursor + 1] == SourceByte.equals else { return last }
        cursor += 2
      case SourceByte.openParen, SourceByte.openBracket: cursor = reader.closing(from: cursor) ?? code.count
      case 0x3C: cursor = max(reader.skipGenerics(from: cursor), cursor + 1)
      case SourceByte.newline:
        let next = reader.skipTrivia(from: cursor)
        guard next < code.count else { return last }
        let (word, _) = reader.identifier(at: next)
        let continues = ["where", "throws", "rethrows", "async"].contains(word ?? "")
        guard continues || code[next] == SourceByte.openBrace || code[next] == 0x2D || code[next] == SourceByte.colon
        else { return last }
        cursor = next
        continue
      default: cursor += 1
      }
      if !SourceByte.isWhitespace(code[cursor - 1]) { last = cursor }
    }
    return last
  }
}
