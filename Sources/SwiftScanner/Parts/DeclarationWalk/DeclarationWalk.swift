/// Finds the type declarations, extensions and previews of a file in one pass over its
/// code view, without a parser.
///
/// Attributes and modifiers are gathered from where a declaration may start (the file's
/// start, a new line, `;`, `{` or `}`) up to the keyword, across lines. Every `#if` branch
/// is read, as imports are; when the branches open different numbers of braces (one
/// `extension Foo: UIViewRepresentable {` per platform), the nesting after `#endif` is the
/// first branch's. Comments and literals are blank in the code view, so nothing in them
/// counts.
struct DeclarationWalk {
  let code: [UInt8]
  var index = 0
  /// The open braces, innermost last: the index in `types` of the type whose body each
  /// opens, or nil.
  var scopes: [Int?] = []
  /// For each `#if` open here: the scopes at its start, and at the end of its first branch.
  var conditions: [(start: [Int?], firstEnd: [Int?]?)] = []
  var modifiers: [String] = []
  var attributes: [String] = []
  /// The same attributes as written, with their arguments and no spaces (`@inline(never)`).
  var writtenAttributes: [String] = []
  var canStart = true
  var types: [TypeDeclaration] = []
  var members: [MemberDeclaration] = []
  var previews: [Range<Int>] = []
  /// The typealiases the file declares, by name, with the names each stands for.
  var aliases: [String: [String]] = [:]
  /// Where the walk stopped reading declarations, past one of its limits; nil when it read
  /// the whole file.
  var unreadFrom: Int? = nil
  /// Whether each member's signature is read (its type, parameters, effects and cases) and
  /// the member kept. A check whose rules read no member but a typealias (what types
  /// inherit, which types a file names) keeps only typealiases, a fifth of the walk sooner:
  /// every member is still found and counted (`memberCount`), so the walk goes on from where
  /// it would and stops where it would.
  var readsSignatures = true
  /// The members found, kept or not: what the member limit counts.
  var memberCount = 0

  /// The limits that keep the walk linear on any bytes (`DeclarationList`'s, which rules
  /// name in their messages).
  static let braceDepth = DeclarationList.braceDepth
  static let typeDepth = DeclarationList.typeDepth
  static let declarationLimit = DeclarationList.declarationLimit
  static let memberLimit = DeclarationList.memberLimit

  init(code: [UInt8]) {
    self.code = code
  }

  static let typeKeywords: [String: TypeDeclaration.Kind] = [
    "class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "protocol": .protocol,
    "extension": .extension,
  ]

  /// Words that modify a declaration when written before it.
  static let modifierWords: Set<String> = [
    "public", "private", "fileprivate", "internal", "package", "open", "final", "indirect", "nonisolated",
    "distributed", "static", "dynamic", "required", "convenience", "override", "lazy", "weak", "unowned",
    "optional", "mutating", "nonmutating", "prefix", "postfix", "infix", "consuming", "borrowing",
  ]

  /// What may follow `class` when it is a member's modifier (`class func`), not a type.
  static let memberWords: Set<String> = [
    "func", "var", "let", "subscript", "init", "deinit", "typealias", "static", "final", "override", "public",
    "private", "fileprivate", "internal", "package", "open", "required", "convenience", "dynamic", "nonisolated",
  ]

  mutating func run() -> DeclarationList {
    while index < code.count, unreadFrom == nil {
      let byte = code[index]
      if byte == SourceByte.newline {
        canStart = true
        index += 1
      } else if SourceByte.isWhitespace(byte) {
        index += 1
      } else if byte == SourceByte.at {
        attribute()
      } else if byte == SourceByte.hash {
        directive()
      } else if SourceByte.isIdentifier(byte) && !SourceByte.isDigit(byte) || byte == SourceByte.backtick {
        word()
      } else {
        punctuation(byte)
      }
    }
    return DeclarationList(
      types: Self.resolving(types, aliases: aliases), previewMacros: previews, unreadFrom: unreadFrom,
      members: members)
  }

  /// Stops the walk at `offset` when the file has gone past a limit.
  mutating func stopIfTooDeep(at offset: Int) {
    let typeScopes = scopes.count { $0 != nil }
    if scopes.count > Self.braceDepth || typeScopes > Self.typeDepth || types.count >= Self.declarationLimit
      || memberCount >= Self.memberLimit
    {
      unreadFrom = offset
    }
  }

  // MARK: - Tokens

  mutating func forget() {
    modifiers = []
    attributes = []
    writtenAttributes = []
  }

  private mutating func punctuation(_ byte: UInt8) {
    forget()
    switch byte {
    case SourceByte.openBrace:
      scopes.append(nil)
      canStart = true
      if scopes.count > Self.braceDepth { unreadFrom = index }
    case SourceByte.closeBrace:
      if !scopes.isEmpty { scopes.removeLast() }
      canStart = true
    case SourceByte.semicolon: canStart = true
    default: canStart = false
    }
    index += 1
  }

  /// `@Name`, `@Module.Name` or `@Name(arguments)`, kept for the declaration that follows.
  private mutating func attribute() {
    let start = index + 1
    var end = start
    while end < code.count, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.dot { end += 1 }
    guard end > start else {
      forget()
      canStart = false
      index += 1
      return
    }
    let name = "@" + text(start..<end)
    index = end
    var written = name
    if index < code.count, code[index] == SourceByte.openParen {
      let open = index
      index = closing(from: index) ?? code.count
      written += String(text(open..<index).filter { !$0.isWhitespace })
    }
    if canStart {
      attributes.append(name)
      writtenAttributes.append(written)
    }
  }

  /// `#if`, `#elseif`, `#else`, `#endif` and the other line directives; `#Preview`; any
  /// other `#` is an expression's. A condition's line keeps the attributes and modifiers
  /// read before it: an attribute list may hold one (`@inline(never) #if compiler(>=6.3)
  /// @available(…) #endif static func f()`), and they belong to the declaration after it.
  private mutating func directive() {
    let start = index + 1
    var end = start
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    let name = text(start..<end)
    switch name {
    case "if":
      conditions.append((scopes, nil))
      skipLine(keepingAttributes: true)
    case "elseif", "else":
      if var condition = conditions.popLast() {
        if condition.firstEnd == nil { condition.firstEnd = scopes }
        scopes = condition.start
        conditions.append(condition)
      }
      skipLine(keepingAttributes: true)
    case "endif":
      if let condition = conditions.popLast(), let firstEnd = condition.firstEnd { scopes = firstEnd }
      skipLine(keepingAttributes: true)
    // A directive stands at a statement's start; `#line` elsewhere is the magic literal
    // (`line: UInt = #line) {`), whose line goes on.
    case "sourceLocation", "warning", "error",
      "line" where canStart:
      skipLine()
    case "Preview":
      previews.append(index..<previewEnd(after: end))
      forget()
      canStart = false
      index = end
    default:
      forget()
      canStart = false
      index = max(end, index + 1)
    }
  }

  private mutating func skipLine(keepingAttributes: Bool = false) {
    while index < code.count, code[index] != SourceByte.newline { index += 1 }
    if !keepingAttributes { forget() }
    canStart = true
  }

  /// Where a `#Preview` ends: past its arguments and its trailing closure.
  private func previewEnd(after name: Int) -> Int {
    var end = skipTrivia(from: name)
    if end < code.count, code[end] == SourceByte.openParen {
      guard let closed = closing(from: end) else { return code.count }
      end = skipTrivia(from: closed)
    }
    guard end < code.count, code[end] == SourceByte.openBrace else { return end }
    return closing(from: end) ?? code.count
  }

  /// The words the walk acts on, by their bytes, so that the thousands of other
  /// identifiers in a file are passed over without building a string.
  static let knownWords: [[UInt8]] = (Array(typeKeywords.keys) + Array(modifierWords) + Array(memberKeywords.keys))
    .map { Array($0.utf8) }

  /// The known word spelled by `code[start..<end]`, or nil.
  private func knownWord(_ start: Int, _ end: Int) -> String? {
    let length = end - start
    guard length >= 3, length <= 11, code[start] >= 0x61, code[start] <= 0x7A else { return nil }
    for word in Self.knownWords where word.count == length && word[0] == code[start] {
      if code[start..<end].elementsEqual(word) { return String(decoding: word, as: UTF8.self) }
    }
    return nil
  }

  /// Whether a word the walk acts on follows `end` on the same line.
  private func followedByKnownWord(_ end: Int) -> Bool {
    var start = end
    while start < code.count, code[start] == SourceByte.space || code[start] == SourceByte.tab { start += 1 }
    guard start > end else { return false }
    var wordEnd = start
    while wordEnd < code.count, SourceByte.isIdentifier(code[wordEnd]) { wordEnd += 1 }
    return knownWord(start, wordEnd) != nil
  }

  mutating func word() {
    // A word in backticks is an identifier, even when it spells a keyword.
    if code[index] == SourceByte.backtick {
      let (name, end) = identifier(at: index)
      guard name != nil else { return punctuation(code[index]) }
      forget()
      canStart = false
      index = end
      return
    }
    var end = index
    while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
    guard let name = knownWord(index, end) else {
      // `__consuming func`, `_const let`: an underscored modifier the walk does not list,
      // known by the keyword that follows it on its line.
      if canStart, code[index] == 0x5F, followedByKnownWord(end) {
        modifiers.append(text(index..<end))
        index = end
        return
      }
      forget()
      canStart = false
      index = end
      return
    }
    let follows = index > 0 && code[index - 1] == SourceByte.dot
    if !follows, canStart, let kind = Self.typeKeywords[name], declaration(kind, keyword: index, after: end) {
      return
    }
    if !follows, canStart, let kind = Self.memberKeywords[name], member(kind, keyword: index, after: end) {
      return
    }
    if !follows, canStart, Self.modifierWords.contains(name) || name == "class" {
      modifiers.append(name)
      index = end
      // `private(set)`, `unowned(unsafe)`: the modifier with its detail.
      if index < code.count, code[index] == SourceByte.openParen, let closed = closing(from: index) {
        modifiers[modifiers.count - 1] += text(index..<closed).filter { !$0.isWhitespace }
        index = closed
      }
      return
    }
    forget()
    canStart = false
    index = end
  }
}
