#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension MemberShape {
  public var namedThing: String { "member" }
  public var readsMembers: Bool { true }

  /// Each way a selected member of the file at `path` breaks the rule, fence aside. A
  /// breach's subject is the member's `Type.member`, as a fence entry names it.
  public func breaches(in facts: DeclarationFacts, path: String, site: RuleSite) -> [Violation] {
    let list = facts.list
    // What an owner inherits through other files is settled where they are known (`kept`):
    // each owner's members follow it as a candidate.
    let across = readsSupertypes
    var found: [Violation] = []
    var owner: Int?
    for (index, member) in list.members.enumerated() where selects(member, in: list, inheritance: !across) {
      if across, member.ownerIndex != owner, let at = member.ownerIndex {
        owner = at
        found.append(
          candidate(named: list.types[at].name, what: list.types[at].kind.rawValue, at: facts.typePositions[at]))
      }
      found += breaches(
        .memberBreach, of: "\(member.kind.rawValue) \(member.qualifiedName)", name: member.qualifiedName, at: path,
        facts.memberPositions[index], problems: problems(of: member), site: site)
    }
    if across { found += supertypeRecords(in: facts) }
    let limits = "\(DeclarationList.declarationLimit) types or \(DeclarationList.memberLimit) members"
    return found + unread(in: facts, at: path, limits: limits, site: site)
  }

  /// Whether the rule is about `member`: its owner meets `in` (what the owner inherits aside
  /// without `inheritance`), and it meets `select`.
  public func selects(_ member: MemberDeclaration, in list: DeclarationList, inheritance: Bool = true) -> Bool {
    guard kind == "any" || member.kind.rawValue == kind else { return false }
    if let isStatic, member.isStatic != isStatic { return false }
    if let stored, !member.isProperty || member.isComputed == stored { return false }
    if !types.isEmpty, !types.contains(where: { Self.typed(member, $0) }) { return false }
    if let associatedValues, member.kind != .case || member.hasAssociatedValues != associatedValues { return false }
    if let named, !Glob.matches(member.name, named) { return false }
    guard attributes.allSatisfy({ Self.hasAttribute($0, of: member) }) else { return false }
    guard modifiers.allSatisfy({ Self.meets($0, member) }) else { return false }
    guard let owners else { return true }
    guard let index = member.ownerIndex else { return false }
    return owners.select(list.types[index], in: list, inheritance: inheritance)
  }

  /// What is wrong with a selected member, each with the change to the code that mends it.
  func problems(of member: MemberDeclaration) -> [(problem: String, fix: String)] {
    if forbidDeclared { return [("is declared", "remove it, or declare it where the rule does not reach")] }
    var found: [(String, String)] = []
    for modifier in require.modifiers where !Self.meets(modifier, member) {
      found.append(("is not \(modifier)", "mark it \(modifier)"))
    }
    for effect in require.effects where !member.effects.contains(effect) {
      found.append(("is not \(effect)", "make it \(effect)"))
    }
    for attribute in require.attributes where !Self.hasAttribute(attribute, of: member) {
      found.append(("lacks \(attribute)", "add \(attribute) to it"))
    }
    if let wanted = require.named, !Glob.matches(member.name, wanted) {
      found.append(("is not named \(wanted)", "rename it to match \(wanted)"))
    }
    if !require.types.isEmpty, !require.types.contains(where: { Self.typed(member, $0) }) {
      let wanted = require.types.joined(separator: " or ")
      if let type = member.type {
        found.append(("is typed \(type)", "type it as \(wanted)"))
      } else {
        found.append(("has no written type", "write its type, \(wanted)"))
      }
    }
    if require.typedThrows, member.effects.contains("throws"), member.thrownType == nil {
      found.append(("throws without saying what", "write the error type it throws: throws(SomeError)"))
    }
    for wanted in require.parameterTypes where !member.parameterTypes.contains(where: { Self.typeMatches($0, wanted) })
    {
      found.append(("takes no \(wanted)", "take a \(wanted) parameter"))
    }
    if require.rawValue, member.kind == .case, !member.hasRawValue {
      found.append(
        ("declares no raw value", "give it one, as its stored form: case \(member.name) = \"\(member.name)\""))
    }
    for banned in forbid.types where Self.typed(member, banned) {
      found.append(("is typed \(member.type ?? banned)", "give it a type that is not \(banned)"))
    }
    for banned in forbid.parameterTypes {
      guard let type = member.parameterTypes.first(where: { Self.typeMatches($0, banned) }) else { continue }
      found.append(("takes a \(type)", "take something other than \(banned)"))
    }
    for modifier in forbid.modifiers where Self.written(modifier, in: member.modifiers) {
      found.append(("is \(modifier)", "drop '\(modifier)'"))
    }
    for attribute in forbid.attributes where Self.hasAttribute(attribute, of: member) {
      found.append(("has \(attribute)", "remove \(attribute)"))
    }
    return found
  }

  static func written(_ modifier: String, in modifiers: [String]) -> Bool { modifiers.contains(modifier) }

  static func hasAttribute(_ attribute: String, of member: MemberDeclaration) -> Bool {
    MemberTraits.hasAttribute(attribute, of: member)
  }

  /// Whether `member`'s written type meets the glob `pattern` (see `typeMatches`).
  static func typed(_ member: MemberDeclaration, _ pattern: String) -> Bool {
    guard let type = member.type else { return false }
    return typeMatches(type, pattern)
  }

  /// Whether a type as written meets a glob: as written, without an outer optional
  /// (`String?` is `String`), or by its last part (`Foundation.UUID` is `UUID`).
  static func typeMatches(_ type: String, _ pattern: String) -> Bool {
    var unwrapped = type
    while unwrapped.hasSuffix("?") || unwrapped.hasSuffix("!") { unwrapped.removeLast() }
    if unwrapped.hasPrefix("Optional<"), unwrapped.hasSuffix(">") {
      unwrapped = String(unwrapped.dropFirst(9).dropLast())
    }
    if unwrapped.hasPrefix("inout ") { unwrapped = String(unwrapped.dropFirst(6)) }
    var candidates = [type, unwrapped]
    if !unwrapped.contains("<"), !unwrapped.contains("("), let last = unwrapped.split(separator: ".").last {
      candidates.append(String(last))
    }
    return candidates.contains { Glob.matches($0, pattern) }
  }

  /// Whether `member` meets the modifier `wanted` (`MemberTraits.meets`).
  static func meets(_ wanted: String, _ member: MemberDeclaration) -> Bool { MemberTraits.meets(wanted, member) }

  /// What the rule asks, in words: `requires private(set) of` / `forbids @State to`.
  public var demand: String {
    if forbidDeclared { return "forbids" }
    var words: [String] = []
    var required =
      require.modifiers + require.effects + require.attributes + (require.named.map { ["a name matching \($0)"] } ?? [])
    if !require.types.isEmpty { required.append("the type \(require.types.joined(separator: " or "))") }
    if require.typedThrows { required.append("typed throws") }
    required += require.parameterTypes.map { "a \($0) parameter" }
    if require.rawValue { required.append("a raw value") }
    if !required.isEmpty { words.append("requires \(required.joined(separator: ", ")) of") }
    let forbidden =
      forbid.modifiers + forbid.attributes + forbid.types.map { "the type \($0)" }
      + forbid.parameterTypes.map { "a \($0) parameter" }
    if !forbidden.isEmpty { words.append("forbids \(forbidden.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// The members the rule selects, in words: `@Published vars of classes named *ViewModel`.
  public var selection: String {
    var words = (attributes + modifiers).map { $0 + " " }.joined()
    if let stored { words += stored ? "stored " : "computed " }
    if associatedValues == false { words += "plain " }
    if isStatic == true { words += "static " }
    if isStatic == false { words += "instance " }
    words += kind == "any" ? (stored == nil ? "members" : "properties") : kind == "case" ? "cases" : "\(kind)s"
    if let named { words += " named \(named)" }
    if !types.isEmpty { words += " typed \(types.joined(separator: " or "))" }
    if associatedValues == true { words += " with associated values" }
    if let owners {
      var types = owners.kind == "any" ? "types" : owners.kind == "class" ? "classes" : "\(owners.kind)s"
      if let named = owners.named { types += " named \(named)" }
      if !owners.conforming.isEmpty { types += " conforming to \(owners.conforming.joined(separator: ", "))" }
      if !owners.notConforming.isEmpty { types += " not conforming to \(owners.notConforming.joined(separator: ", "))" }
      words += " of \(types)"
    }
    return words
  }
}

extension MemberShape.Owners {
  /// Whether the type or extension `owner` is one whose members the rule is about. An
  /// extension is judged as the type it extends when the file declares that type; otherwise
  /// only by its name and the conformances the file's extensions add, and never by kind.
  func select(_ owner: TypeDeclaration, in list: DeclarationList, inheritance: Bool = true) -> Bool {
    var declared = owner
    if owner.kind == .extension {
      if let type = list.selectable.first(where: { TypeDeclaration.names(owner.name, $0.name) || owner.name == $0.name }
      ) {
        declared = type
      }
    }
    if kind != "any", declared.kind.rawValue != kind { return false }
    if let named, !Glob.matches(declared.simpleName, named) { return false }
    return !inheritance || selects(inheriting: list.conformances(of: declared), name: declared.simpleName)
  }

  /// Whether an owner named `name` that inherits `conformances` meets what the rule selects
  /// owners by.
  func selects(inheriting conformances: [String], name: String) -> Bool {
    func conforms(_ wanted: String) -> Bool {
      conformances.contains { ConformancePattern.matches($0, wanted, name: name) }
    }
    return conforming.allSatisfy(conforms) && !notConforming.contains(where: conforms)
  }
}
