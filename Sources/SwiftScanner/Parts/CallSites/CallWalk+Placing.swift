/// Where each call stands: the types and the member around it.
extension CallWalk {

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
