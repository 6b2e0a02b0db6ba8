#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a declarations rule asks of the members of each type it selects, in the same rule
/// as what it asks of the type: "entities are structs with read-only properties", "view
/// models are `@MainActor` classes whose stored properties are `@Published`". Which members
/// (`members.kind`, `.static`, `.stored`, `.named`), and what each must and must not have,
/// judged a trait at a time as a members rule judges one.
public struct MemberDemands: Sendable, Equatable {
  /// `var`, `let`, `func`, `init`, `subscript`, `case`, `typealias`, or `any`.
  public var kind: String
  public var isStatic: Bool?
  public var stored: Bool?
  public var named: String?
  public var requireModifiers: [String]
  public var requireAttributes: [String]
  public var forbidModifiers: [String]
  public var forbidAttributes: [String]
  /// No selected member may be declared at all ("with read-only properties": no stored var).
  public var forbidDeclared: Bool

  /// The demands `values` give; nil when they give no `members` key.
  public init?(_ values: ArgumentValues) {
    guard Self.arguments.contains(where: { values[$0.label] != nil }) else { return nil }
    kind = values.text("membersKind") ?? "any"
    isStatic = values.bool("membersStatic")
    stored = values.bool("membersStored")
    named = values.text("membersNamed")
    requireModifiers = values.texts("membersRequireModifiers")
    requireAttributes = values.texts("membersRequireAttributes")
    forbidModifiers = values.texts("membersForbidModifiers")
    forbidAttributes = values.texts("membersForbidAttributes")
    forbidDeclared = values.bool("membersForbidDeclared") ?? false
  }

  public static let arguments = [
    LiteralArgument(
      "membersKind", .text, finding: "members.kind",
      doc: "which members of each selected type: var, let, func, init, subscript, case, typealias, or any"),
    LiteralArgument(
      "membersStatic", .bool, finding: "members.static", doc: "true: static members only; false: instance ones only"),
    LiteralArgument(
      "membersStored", .bool, finding: "members.stored",
      doc: "true: stored properties only; false: computed ones only"),
    LiteralArgument("membersNamed", .text, finding: "members.named", doc: "a glob on the members' names"),
    LiteralArgument(
      "membersRequireModifiers", .texts, finding: "members.requireModifiers",
      doc: "modifiers each of those members must have (`private(set)`)"),
    LiteralArgument(
      "membersRequireAttributes", .texts, finding: "members.requireAttributes",
      doc: "attributes each of those members must have (`@Published`)"),
    LiteralArgument(
      "membersForbidModifiers", .texts, finding: "members.forbidModifiers",
      doc: "modifiers none of those members may have (`public`)"),
    LiteralArgument(
      "membersForbidAttributes", .texts, finding: "members.forbidAttributes",
      doc: "attributes none of those members may have"),
    LiteralArgument(
      "membersForbidDeclared", .bool, finding: "members.forbidDeclared",
      doc: "`true`: none of those members may be declared (\"read-only properties\": no stored var)"),
  ]

  /// Whether `member` is one the demands are about (its type selected already).
  public func selects(_ member: MemberDeclaration) -> Bool {
    guard kind == "any" || member.kind.rawValue == kind else { return false }
    if let isStatic, member.isStatic != isStatic { return false }
    if let stored, !member.isProperty || member.isComputed == stored { return false }
    if let named, !Glob.matches(member.name, named) { return false }
    return true
  }

  /// What is wrong with a selected member, each with the change to the code that mends it.
  public func problems(of member: MemberDeclaration) -> [(problem: String, fix: String)] {
    if forbidDeclared { return [("is declared", "remove it, or make it what the rule allows")] }
    var found: [(String, String)] = []
    for modifier in requireModifiers where !MemberTraits.meets(modifier, member) {
      found.append(("is not \(modifier)", "mark it \(modifier)"))
    }
    for attribute in requireAttributes where !MemberTraits.hasAttribute(attribute, of: member) {
      found.append(("lacks \(attribute)", "add \(attribute) to it"))
    }
    for modifier in forbidModifiers where member.modifiers.contains(modifier) {
      found.append(("is \(modifier)", "drop '\(modifier)'"))
    }
    for attribute in forbidAttributes where MemberTraits.hasAttribute(attribute, of: member) {
      found.append(("has \(attribute)", "remove \(attribute)"))
    }
    return found
  }

  /// The members, in words: `stored instance vars`.
  public var selection: String {
    var words = ""
    if let stored { words += stored ? "stored " : "computed " }
    if isStatic == true { words += "static " }
    if isStatic == false { words += "instance " }
    words += kind == "any" ? (stored == nil ? "members" : "properties") : kind == "case" ? "cases" : "\(kind)s"
    if let named { words += " named \(named)" }
    return words
  }

  /// What is asked of them, in words: `requires @Published of` / `forbids`.
  public var demand: String {
    if forbidDeclared { return "forbids" }
    var words: [String] = []
    let required = requireModifiers + requireAttributes
    if !required.isEmpty { words.append("requires \(required.joined(separator: ", ")) of") }
    let forbidden = forbidModifiers + forbidAttributes
    if !forbidden.isEmpty { words.append("forbids \(forbidden.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// What makes the demands unsound, by the label at fault.
  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if !MemberTraits.kinds.contains(kind) {
      found.add(
        "membersKind", nil, "unknown member kind '\(kind)'; use one of \(MemberTraits.kinds.joined(separator: ", "))")
    }
    if stored != nil, !["var", "let", "any"].contains(kind) {
      found.add("membersStored", nil, "a \(kind) is neither stored nor computed; select var, let, or any kind")
    }
    let demands =
      !requireModifiers.isEmpty || !requireAttributes.isEmpty || !forbidModifiers.isEmpty
      || !forbidAttributes.isEmpty
    if !demands && !forbidDeclared {
      found.add(
        "membersKind", nil,
        "'members' selects members but asks nothing of them; give requireModifiers, requireAttributes, "
          + "forbidModifiers, forbidAttributes or forbidDeclared")
    }
    if forbidDeclared && demands {
      found.add(
        "membersForbidDeclared", nil,
        "'forbidDeclared' forbids every selected member, so the other member demands say nothing; drop one or the other"
      )
    }
    for (label, list) in [("membersRequireModifiers", requireModifiers), ("membersForbidModifiers", forbidModifiers)] {
      for (index, modifier) in list.enumerated() where !MemberTraits.modifiers.contains(modifier) {
        found.add(label, index, "'\(modifier)' is not a modifier of members")
      }
    }
    for (index, modifier) in forbidModifiers.enumerated() where requireModifiers.contains(modifier) {
      found.add("membersForbidModifiers", index, "'\(modifier)' is both required and forbidden")
    }
    return found
  }
}
