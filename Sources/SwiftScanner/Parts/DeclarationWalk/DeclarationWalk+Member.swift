/// A member read from its keyword: its names, its effects, and whether it computes.
extension DeclarationWalk {
  static let memberKeywords: [String: MemberDeclaration.Kind] = [
    "var": .var, "let": .let, "func": .func, "init": .`init`, "subscript": .subscript, "case": .case,
    "typealias": .typealias,
  ]

  /// Reads the member whose keyword is at `keyword`; false when the keyword declares no
  /// member here (a local, an argument label `init:`), so the walk reads on.
  mutating func member(_ kind: MemberDeclaration.Kind, keyword: Int, after end: Int) -> Bool {
    // A member stands in a type's body or at the file's top level; anything in another
    // brace (a function's body, an accessor, a closure) is local.
    let ownerIndex: Int?
    if let innermost = scopes.last {
      guard let index = innermost else { return false }
      ownerIndex = index
    } else {
      ownerIndex = nil
    }
    let next = skipTrivia(from: end)
    if next < code.count, code[next] == SourceByte.colon { return false }
    stopIfTooDeep(at: keyword)
    guard unreadFrom == nil else { return true }
    var names: [(name: String, offset: Int)] = []
    var effects: [String] = []
    var computed = false
    var type: String?
    var parameterTypes: [String] = []
    var thrownType: String?
    var inferred = false
    var cases: [(associated: [String]?, hasRawValue: Bool)] = []
    var targets: [String] = []
    var resume = end
    /// The parameters, effects, thrown type and result of the signature from `start` on.
    func readSignature(from start: Int, resultByDefault: String?) -> Int {
      let signature = signatureEnd(from: start)
      guard readsSignatures else { return signature }
      parameterTypes = self.parameterTypes(at: parameterListStart(from: start))
      effects = self.effects(from: signature)
      let (afterEffects, thrown) = pastEffects(from: signature)
      thrownType = thrown
      type = resultType(from: afterEffects) ?? resultByDefault
      return signature
    }
    switch kind {
    case .`init`, .subscript:
      names = [(kind.rawValue, keyword)]
      let signature = readSignature(from: next, resultByDefault: nil)
      if kind == .subscript, readsSignatures, effects.isEmpty, let body = body(from: signature) {
        effects = accessorEffects(body).effects
      }
    case .func:
      let (name, nameEnd) = functionName(at: next)
      guard let name else { return false }
      names = [(name, keyword)]
      _ = readSignature(from: skipTrivia(from: nameEnd), resultByDefault: "Void")
      resume = nameEnd
    case .typealias:
      let (name, nameEnd) = identifier(at: next)
      guard let name else { return false }
      names = [(name, keyword)]
      targets = aliasTargets(after: nameEnd)
      if !targets.isEmpty { aliases[name, default: []] += targets }
      resume = nameEnd
    case .var, .let, .case:
      var cursor = next
      // `indirect case`, `case` after its attributes: the names follow.
      names = bindings(from: &cursor, first: keyword)
      guard !names.isEmpty else { return false }
      guard readsSignatures else {
        resume = cursor
        break
      }
      if kind == .var, names.count == 1, let body = body(from: skipTrivia(from: cursor)) {
        (computed, effects) = accessorEffects(body)
      }
      if kind != .case, names.count == 1 { (type, inferred) = propertyType(after: cursor) }
      if kind == .case {
        cases = names.enumerated().map { index, binding in
          let end = index == 0 ? cursor : identifier(at: binding.offset).1
          return caseDetails(after: end)
        }
      }
      resume = cursor
    }
    memberCount += names.count
    if readsSignatures || kind == .typealias {
      keep(
        kind, names: names, ownerIndex: ownerIndex, effects: effects, computed: computed, type: type,
        parameterTypes: parameterTypes, thrownType: thrownType, inferred: inferred, cases: cases, targets: targets)
    }
    forget()
    canStart = false
    index = max(resume, end)
    return true
  }

  /// Keeps a member of each of `names`, read as `member` found them.
  private mutating func keep(
    _ kind: MemberDeclaration.Kind, names: [(name: String, offset: Int)], ownerIndex: Int?, effects: [String],
    computed: Bool, type: String?, parameterTypes: [String], thrownType: String?, inferred: Bool,
    cases: [(associated: [String]?, hasRawValue: Bool)], targets: [String]
  ) {
    let owner = ownerIndex.map { types[$0].name }
    var parameterTypes = parameterTypes
    for (index, (name, offset)) in names.enumerated() {
      if index < cases.count { parameterTypes = cases[index].associated ?? [] }
      var member = MemberDeclaration(
        kind: kind, name: name, owner: owner, ownerIndex: ownerIndex, modifiers: modifiers, attributes: attributes,
        effects: effects, isComputed: computed, type: type, parameterTypes: parameterTypes,
        thrownType: thrownType, keyword: offset)
      member.typeIsInferred = inferred
      member.writtenAttributes = writtenAttributes
      member.aliasTargets = targets
      if kind == .case {
        member.hasRawValue = index < cases.count && cases[index].hasRawValue
        member.hasAssociatedValues = index < cases.count && cases[index].associated != nil
      }
      members.append(member)
    }
  }

  /// `name`, `==`, or `` `name` `` at `start`, and where it ends.
  func functionName(at start: Int) -> (String?, Int) {
    let (name, end) = identifier(at: start)
    if name != nil { return (name, end) }
    var cursor = start
    while cursor < code.count, Self.operatorBytes.contains(code[cursor]) { cursor += 1 }
    return cursor > start ? (text(start..<cursor), cursor) : (nil, start)
  }

  static let operatorBytes = Set("=-+!*%<>&|^~?/.".utf8)

  /// Where the parameter list of the signature from `start` opens: past `?`/`!` and
  /// generic parameters.
  func parameterListStart(from start: Int) -> Int {
    var cursor = start
    while cursor < code.count, code[cursor] == 0x3F || code[cursor] == 0x21 { cursor += 1 }
    return skipTrivia(from: skipGenerics(from: skipTrivia(from: cursor)))
  }

  /// A single binding's type: its annotation (`: T`), else what its initial value names.
  func propertyType(after name: Int) -> (type: String?, inferred: Bool) {
    let cursor = skipTrivia(from: name)
    guard cursor < code.count else { return (nil, false) }
    if code[cursor] == SourceByte.colon { return (writtenType(from: cursor + 1), false) }
    if code[cursor] == SourceByte.equals { return (inferredType(from: cursor + 1), true) }
    return (nil, false)
  }

  /// Past `?`/`!`, generic parameters and the parameter list that follow a function's,
  /// an initializer's or a subscript's name at `start`.
  func signatureEnd(from start: Int) -> Int {
    var cursor = start
    while cursor < code.count, code[cursor] == 0x3F || code[cursor] == 0x21 { cursor += 1 }
    cursor = skipGenerics(from: skipTrivia(from: cursor))
    cursor = skipTrivia(from: cursor)
    if cursor < code.count, code[cursor] == SourceByte.openParen { cursor = closing(from: cursor) ?? code.count }
    return cursor
  }

  /// The `async` and `throws` written from `start` on (`rethrows` and `throws(E)` are
  /// `throws`), before the result arrow or the body.
  func effects(from start: Int) -> [String] {
    var found: [String] = []
    var cursor = skipTrivia(from: start)
    while true {
      let (word, end) = identifier(at: cursor)
      guard let word, code[cursor] != SourceByte.backtick else { break }
      switch word {
      case "async": if !found.contains("async") { found.append("async") }
      case "throws", "rethrows": if !found.contains("throws") { found.append("throws") }
      default: return found
      }
      cursor = skipTrivia(from: end)
      if word == "throws", cursor < code.count, code[cursor] == SourceByte.openParen {
        cursor = skipTrivia(from: closing(from: cursor) ?? code.count)
      }
    }
    return found
  }

  /// The offset of the `{` that opens a declaration's body, searched from `start` past its
  /// type (`-> T`, `: T`) on the same statement; nil when an initial value, a new line
  /// or the end of the statement comes first.
  func body(from start: Int) -> Int? {
    var cursor = start
    while cursor < code.count {
      let byte = code[cursor]
      switch byte {
      case SourceByte.openBrace: return cursor
      case SourceByte.equals, SourceByte.semicolon, SourceByte.closeBrace, SourceByte.comma: return nil
      case SourceByte.newline:
        // A body may open on the next line; anything else there is a new statement.
        let after = skipTrivia(from: cursor)
        return after < code.count && code[after] == SourceByte.openBrace ? after : nil
      case SourceByte.openParen, SourceByte.openBracket: cursor = closing(from: cursor) ?? code.count
      case 0x3C: cursor = skipGenerics(from: cursor)
      default: cursor += 1
      }
    }
    return nil
  }

  /// Whether the body at `open` computes a value (anything but `willSet`/`didSet`), and the
  /// effects its getter declares (`get async throws`).
  func accessorEffects(_ open: Int) -> (computed: Bool, effects: [String]) {
    var cursor = skipTrivia(from: open + 1)
    while cursor < code.count, code[cursor] == SourceByte.at {
      cursor += 1
      while cursor < code.count, SourceByte.isIdentifier(code[cursor]) || code[cursor] == SourceByte.dot { cursor += 1 }
      cursor = skipTrivia(from: cursor)
    }
    let (word, end) = identifier(at: cursor)
    switch word {
    case "willSet", "didSet": return (false, [])
    case "get": return (true, effects(from: end))
    default: return (true, [])
    }
  }

  /// The names a `var`, `let` or `case` declares from `cursor` on, each with its offset: the
  /// first at the keyword, each after a comma at the statement's top level at its name.
  /// Leaves `cursor` past the first name.
  func bindings(from cursor: inout Int, first keyword: Int) -> [(name: String, offset: Int)] {
    var found: [(name: String, offset: Int)] = []
    guard let first = binding(at: cursor, offset: keyword, into: &found) else { return [] }
    cursor = first
    var scan = first
    while scan < code.count {
      let byte = code[scan]
      switch byte {
      case SourceByte.newline, SourceByte.semicolon, SourceByte.closeBrace: return found
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace:
        scan = closing(from: scan) ?? code.count
      case 0x3C where scan > 0 && SourceByte.isIdentifier(code[scan - 1]):
        scan = skipGenerics(from: scan)
      case SourceByte.comma:
        let name = skipTrivia(from: scan + 1)
        scan = binding(at: name, offset: name, into: &found, followed: true) ?? name
      default: scan += 1
      }
    }
    return found
  }

  /// One binding's name (or a tuple pattern's names) at `start`; where it ends, or nil when
  /// none is there. After a comma (`followed`), a name counts only when a binding's
  /// punctuation follows it, so `Dictionary<A, B>` in an initial value declares nothing.
  private func binding(
    at start: Int, offset: Int, into found: inout [(name: String, offset: Int)], followed: Bool = false
  ) -> Int? {
    guard start < code.count else { return nil }
    if code[start] == SourceByte.openParen {
      guard let close = closing(from: start) else { return nil }
      var cursor = start + 1
      while cursor < close - 1 {
        let (name, end) = identifier(at: cursor)
        if let name, name != "_", name != "let", name != "var" {
          found.append((name, followed ? cursor : offset))
          cursor = end
        } else {
          cursor = max(end, cursor + 1)
        }
      }
      return close
    }
    let (name, end) = identifier(at: start)
    guard let name else { return nil }
    if followed {
      var after = end
      while after < code.count, code[after] == SourceByte.space || code[after] == SourceByte.tab { after += 1 }
      guard after >= code.count || Self.followingName.contains(code[after]) else { return nil }
    }
    found.append((name, offset))
    return end
  }

  /// What may follow a declared name on its line (`: Int`, `= 1`, `, b`, `{`, `(`).
  private static let followingName: Set<UInt8> = [
    SourceByte.colon, SourceByte.equals, SourceByte.comma, SourceByte.openBrace, SourceByte.openParen,
    SourceByte.newline, SourceByte.semicolon, SourceByte.closeBrace,
  ]
}
