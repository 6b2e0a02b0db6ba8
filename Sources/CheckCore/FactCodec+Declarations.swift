import SwiftScanner

/// The scan cache's binary form of a file's `DeclarationFacts`, after its imports and
/// needles: a flag byte (0 none asked, 1 these follow, 2 too long a name to keep: the record
/// reads as a miss, and the file is scanned again), then the types, the previews' extents,
/// where the walk stopped, the members, the previewed types, and the needles each type's
/// body uses, each with its place.
extension FactCodec {
  static let noDeclarations: UInt8 = 0
  static let declarationsFollow: UInt8 = 1
  static let declarationsNotKept: UInt8 = 2

  static func encode(_ facts: DeclarationFacts?, into out: inout [UInt8]) {
    guard let facts else { return out.append(noDeclarations) }
    guard fits(facts) else { return out.append(declarationsNotKept) }
    out.append(declarationsFollow)
    let list = facts.list
    put32(list.types.count, &out)
    for (type, position) in zip(list.types, facts.typePositions) {
      out.append(UInt8(TypeDeclaration.Kind.allCases.firstIndex(of: type.kind)!))
      putString(type.name, &out)
      putStrings(type.modifiers, &out)
      putStrings(type.attributes, &out)
      putStrings(type.inherited, &out)
      put32(type.keyword, &out)
      putRange(type.body, &out)
      putPosition(position, &out)
    }
    put32(list.previewMacros.count, &out)
    for range in list.previewMacros { putRange(range, &out) }
    putOffset(list.unreadFrom, &out)
    if let position = facts.unreadPosition { putPosition(position, &out) }
    put32(list.members.count, &out)
    for (member, position) in zip(list.members, facts.memberPositions) {
      out.append(UInt8(MemberDeclaration.Kind.allCases.firstIndex(of: member.kind)!))
      putString(member.name, &out)
      putString(member.owner, &out)
      putOffset(member.ownerIndex, &out)
      putStrings(member.modifiers, &out)
      putStrings(member.attributes, &out)
      putStrings(member.effects, &out)
      out.append(member.isComputed ? 1 : 0)
      put32(member.keyword, &out)
      putPosition(position, &out)
    }
    put32(facts.previewed.count, &out)
    for index in facts.previewed.sorted() { put32(index, &out) }
    put32(facts.uses.count, &out)
    for index in facts.uses.keys.sorted() {
      put32(index, &out)
      let needles = facts.uses[index]!
      putStrings(needles.keys.sorted(), &out)
      for needle in needles.keys.sorted() { putPosition(needles[needle]!, &out) }
    }
  }

  /// Whether every string fits the codec's 16-bit lengths and every list its 16-bit counts.
  private static func fits(_ facts: DeclarationFacts) -> Bool {
    func short(_ text: String?) -> Bool { (text?.utf8.count ?? 0) < 0xFFFF }
    func shortAll(_ texts: [String]) -> Bool { texts.count < 0xFFFF && texts.allSatisfy(short) }
    return facts.list.types.allSatisfy { type in
      short(type.name) && shortAll(type.modifiers) && shortAll(type.attributes) && shortAll(type.inherited)
    }
      && facts.list.members.allSatisfy { member in
        short(member.name) && short(member.owner) && shortAll(member.modifiers) && shortAll(member.attributes)
          && shortAll(member.effects)
      } && facts.uses.values.allSatisfy { shortAll(Array($0.keys)) }
  }

  private static func putStrings(_ texts: [String], _ out: inout [UInt8]) {
    put16(texts.count, &out)
    for text in texts { putString(text, &out) }
  }

  private static func putRange(_ range: Range<Int>?, _ out: inout [UInt8]) {
    guard let range else { return out.append(0) }
    out.append(1)
    put32(range.lowerBound, &out)
    put32(range.upperBound, &out)
  }

  private static func putOffset(_ offset: Int?, _ out: inout [UInt8]) {
    guard let offset else { return out.append(0) }
    out.append(1)
    put32(offset, &out)
  }

  private static func putPosition(_ position: SourcePosition, _ out: inout [UInt8]) {
    put32(position.line, &out)
    put32(position.column, &out)
  }
}

extension FactCodec.Reader {
  /// The declaration facts after a record's needles: `.some(nil)` when none were asked;
  /// nil when they do not parse or were not kept (a miss).
  mutating func declarations() -> DeclarationFacts?? {
    guard let flag = number(1) else { return nil }
    switch UInt8(flag) {
    case FactCodec.noDeclarations: return .some(nil)
    case FactCodec.declarationsFollow: break
    default: return nil
    }
    guard let typeCount = count() else { return nil }
    var types: [TypeDeclaration] = []
    var typePositions: [SourcePosition] = []
    for _ in 0..<typeCount {
      guard let kindIndex = number(1), kindIndex < TypeDeclaration.Kind.allCases.count, let name = string(),
        let name, let modifiers = strings(), let attributes = strings(), let inherited = strings(),
        let keyword = number(4), let body = range(), let position = position()
      else { return nil }
      types.append(
        TypeDeclaration(
          kind: TypeDeclaration.Kind.allCases[kindIndex], name: name, modifiers: modifiers, attributes: attributes,
          inherited: inherited, keyword: keyword, body: body))
      typePositions.append(position)
    }
    guard let macroCount = count() else { return nil }
    var macros: [Range<Int>] = []
    for _ in 0..<macroCount {
      guard let range = range(), let range else { return nil }
      macros.append(range)
    }
    guard let unreadFrom = offset() else { return nil }
    var unreadPosition: SourcePosition? = nil
    if unreadFrom != nil {
      guard let position = position() else { return nil }
      unreadPosition = position
    }
    guard let memberCount = count() else { return nil }
    var members: [MemberDeclaration] = []
    var memberPositions: [SourcePosition] = []
    for _ in 0..<memberCount {
      guard let kindIndex = number(1), kindIndex < MemberDeclaration.Kind.allCases.count, let name = string(),
        let name, let owner = string(), let ownerIndex = offset(), let modifiers = strings(),
        let attributes = strings(), let effects = strings(), let computed = number(1), let keyword = number(4),
        let position = position()
      else { return nil }
      guard ownerIndex.map({ $0 < types.count }) ?? true else { return nil }
      members.append(
        MemberDeclaration(
          kind: MemberDeclaration.Kind.allCases[kindIndex], name: name, owner: owner, ownerIndex: ownerIndex,
          modifiers: modifiers, attributes: attributes, effects: effects, isComputed: computed == 1, keyword: keyword))
      memberPositions.append(position)
    }
    guard let previewedCount = count() else { return nil }
    var previewed = Set<Int>()
    for _ in 0..<previewedCount {
      guard let index = number(4), index < types.count else { return nil }
      previewed.insert(index)
    }
    guard let usedCount = count() else { return nil }
    var uses: [Int: [String: SourcePosition]] = [:]
    for _ in 0..<usedCount {
      guard let index = number(4), index < types.count, let needles = strings() else { return nil }
      for needle in needles {
        guard let position = position() else { return nil }
        uses[index, default: [:]][needle] = position
      }
    }
    let list = DeclarationList(types: types, previewMacros: macros, unreadFrom: unreadFrom, members: members)
    return .some(
      DeclarationFacts(
        list: list, typePositions: typePositions, memberPositions: memberPositions, unreadPosition: unreadPosition,
        previewed: previewed, uses: uses))
  }

  /// A 32-bit count no larger than the bytes left could hold.
  private mutating func count() -> Int? {
    guard let count = number(4), count <= bytes.count - cursor else { return nil }
    return count
  }

  private mutating func strings() -> [String]? {
    guard let count = number(2) else { return nil }
    var texts: [String] = []
    for _ in 0..<count {
      guard let text = string(), let text else { return nil }
      texts.append(text)
    }
    return texts
  }

  /// `.some(nil)` for no range.
  private mutating func range() -> Range<Int>?? {
    guard let flag = number(1) else { return nil }
    guard flag == 1 else { return flag == 0 ? .some(nil) : nil }
    guard let lower = number(4), let upper = number(4), lower <= upper else { return nil }
    return .some(lower..<upper)
  }

  /// `.some(nil)` for no offset.
  private mutating func offset() -> Int?? {
    guard let flag = number(1) else { return nil }
    guard flag == 1 else { return flag == 0 ? .some(nil) : nil }
    guard let value = number(4) else { return nil }
    return .some(value)
  }

  private mutating func position() -> SourcePosition? {
    guard let line = number(4), let column = number(4) else { return nil }
    return SourcePosition(line: line, column: column)
  }
}

/// The judges' verdicts after the declarations: a flag (0 none judged, 1 these follow, 2 too
/// long to keep: a miss), then each judge's key and its breaches with their places.
extension FactCodec {
  static func encode(_ breaches: [String: [FactBreach]]?, into out: inout [UInt8]) {
    guard let breaches else { return out.append(noDeclarations) }
    func short(_ text: String) -> Bool { text.utf8.count < 0xFFFF }
    let fits =
      breaches.count < 0xFFFF
      && breaches.allSatisfy { key, found in
        short(key) && found.allSatisfy { short($0.kind) && short($0.message) && short($0.subject) }
      }
    guard fits else { return out.append(declarationsNotKept) }
    out.append(declarationsFollow)
    put16(breaches.count, &out)
    for key in breaches.keys.sorted() {
      putString(key, &out)
      put32(breaches[key]!.count, &out)
      for breach in breaches[key]! {
        putString(breach.kind, &out)
        putString(breach.message, &out)
        putString(breach.subject, &out)
        guard let position = breach.position else {
          out.append(0)
          continue
        }
        out.append(1)
        put32(position.line, &out)
        put32(position.column, &out)
      }
    }
  }
}

extension FactCodec.Reader {
  /// The judges' verdicts: `.some(nil)` when none judged; nil when they do not parse or
  /// were not kept (a miss).
  mutating func breaches() -> [String: [FactBreach]]?? {
    guard let flag = number(1) else { return nil }
    switch UInt8(flag) {
    case FactCodec.noDeclarations: return .some(nil)
    case FactCodec.declarationsFollow: break
    default: return nil
    }
    guard let keyCount = number(2) else { return nil }
    var breaches: [String: [FactBreach]] = [:]
    for _ in 0..<keyCount {
      guard let key = string(), let key, let count = number(4), count <= bytes.count - cursor else { return nil }
      var found: [FactBreach] = []
      for _ in 0..<count {
        guard let kind = string(), let kind, let message = string(), let message, let subject = string(), let subject,
          let placed = number(1)
        else { return nil }
        var position: SourcePosition? = nil
        if placed == 1 {
          guard let line = number(4), let column = number(4) else { return nil }
          position = SourcePosition(line: line, column: column)
        }
        found.append(FactBreach(kind: kind, position: position, message: message, subject: subject))
      }
      breaches[key] = found
    }
    return .some(breaches)
  }
}
