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

  mutating func newline() {
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
  mutating func directive() {
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
  mutating func attribute() {
    var end = index + 1
    while end < code.count, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.dot { end += 1 }
    let builtIn = index + 1 < code.count && !(code[index + 1] >= 0x41 && code[index + 1] <= 0x5A)
    index = end
    if builtIn, index < code.count, code[index] == SourceByte.openParen {
      index = reader.closing(from: index) ?? code.count
    }
    closedCall = nil
  }

  mutating func word() {
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
  mutating func record(_ range: Range<Int>, backticked: Bool) {
    let name = String(
      decoding: code[backticked ? (range.lowerBound + 1)..<(range.upperBound - 1) : range], as: UTF8.self)
    calls.append(
      CallSite(
        name: name, callee: callee(name, at: range.lowerBound), labels: [], strings: [], offset: range.lowerBound))
  }

  mutating func punctuation(_ byte: UInt8) {
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
}
