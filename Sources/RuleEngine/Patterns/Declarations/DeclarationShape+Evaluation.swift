#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeclarationShape {
  public static let patternName = "declarations"
  public static let arguments =
    [
      LiteralArgument(
        "kind", .text, finding: "select.kind",
        doc: "class, struct, enum, actor, protocol, any (the default: every type), or anything (types, extensions, "
          + "top-level functions, properties and aliases: see below)"),
      LiteralArgument("named", .text, finding: "select.named", doc: "a glob on the type's own name (`*ViewModel`)"),
      LiteralArgument(
        "conforming", .texts, finding: "select.conforming",
        doc: "names the type inherits, read through every file of the repository (globs and `{name}` allowed)"),
      LiteralArgument(
        "modifiers", .texts, finding: "select.modifiers",
        doc: "modifiers every selected type has (`public` selects `open` types too; `internal`, those with none)"),
      LiteralArgument(
        "topLevel", .bool, finding: "select.topLevel",
        doc: "`true`: only types declared at a file's top level, none nested in another type"),
      LiteralArgument(
        "requireKind", .texts, finding: "require.kind",
        doc: "the kinds each selected type must be, one or several (`[actor]`, `[struct, enum]`)"),
      LiteralArgument(
        "requireModifiers", .texts, finding: "require.modifiers",
        doc: "modifiers each selected type must have (`final`, `public`; `open` meets `public`)"),
      LiteralArgument(
        "requireAttributes", .texts, finding: "require.attributes",
        doc: "attributes each selected type must have (`@MainActor`), with or without their module"),
      LiteralArgument(
        "requireConforms", .texts, finding: "require.conforms",
        doc: "conformances each selected type must have: on it, in an extension, or through what it inherits"),
      LiteralArgument("requireNamed", .text, finding: "require.named", doc: "a glob each selected type's name meets"),
      LiteralArgument(
        "requirePreview", .bool, finding: "require.preview",
        doc: "`true`: a `#Preview` or `PreviewProvider` in the same file shows the type (see below)"),
      LiteralArgument(
        "requireUnder", .paths, finding: "require.under",
        doc: "folders or globs each selected type's file lies under (`Sources/App/Features/*/ViewModels/`)"),
      LiteralArgument(
        "requireCounterpart", .text, finding: "require.counterpart",
        doc:
          "a type each selected type requires, named from its own (`{name}Model`), declared in another file or its own"),
      LiteralArgument(
        "requireCounterpartIn", .paths, finding: "require.counterpartIn",
        doc: "where the counterpart is declared (`Tests/`): folders or globs; the rule's roots when absent"),
    ]
    + LiteralArgument.forbiddenTraits(of: "type") + [
      LiteralArgument(
        "forbidInherits", .texts, finding: "forbid.inherits",
        doc: "names no selected type may inherit from or conform to, directly or through what it inherits"),
      LiteralArgument(
        "forbidUses", .texts, finding: "forbid.uses",
        doc: "API needles no selected type's body, or its extension in its file, may use in code (`NSStackView`)"),
      LiteralArgument(
        "forbidReferences", .paths, finding: "forbid.references",
        doc: "folders whose types no selected type's body names (the whole file's code, with `kind: anything`)"),
      LiteralArgument(
        "forbidReferenceCycles", .paths, finding: "forbid.referenceCycles",
        doc: "globs of folders (`Sources/App/Features/*`) whose files may not reference each other's types in a cycle"),
      .forbidDeclared("type", example: "\"No ViewModels\""),
    ] + MemberDemands.arguments + LiteralArgument.fenceAndScope(granting: "types", example: "Outer.Inner")

  public var namedThing: String { "declaration" }

  public var readsMembers: Bool { members != nil || selectsAnything }

  /// Each way a selected declaration of the file at `path` breaks the rule, fence aside. A
  /// breach's subject is the declaration's name (`Outer.Inner`), as a fence entry names it.
  public func breaches(in facts: DeclarationFacts, path: String, site: RuleSite) -> [Violation] {
    let list = facts.list
    var found: [Violation] = []
    // What a type inherits through other files is settled where they are known (`kept`): the
    // verdict holds each candidate, then what its breaches are but for what it inherits.
    let across = readsSupertypes
    for (index, declaration) in list.types.enumerated()
    where across ? selectsShape(declaration, in: list) : selects(declaration, in: list) {
      let (what, name) = ("\(declaration.kind.rawValue) \(declaration.name)", declaration.name)
      if across { found.append(candidate(declaration, at: facts.typePositions[index])) }
      if readsReferences, !selectsAnything { found += referenceRecords(of: index, in: facts, what: what) }
      let problems = problems(of: declaration, in: list, previewed: facts.previewed.contains(index))
      found += breaches(
        .declarationBreach, of: what, name: name, at: path, facts.typePositions[index], problems: problems, site: site)
      if counterpart != nil, declaration.kind != .extension {
        found.append(
          breach(
            .missingCounterpart, at: path, facts.typePositions[index], name: name,
            says: "\(what) has no \(counterpartName(of: name)), which [\(id)] requires of \(selection)",
            fix: "declare \(counterpartName(of: name))\(counterpartIn.isEmpty ? "" : " under \(counterpartIn[0])")",
            site: site))
      }
      if !requireUnder.isEmpty, declaration.kind != .extension {
        // Kept only where the file lies outside (`holds(_:at:)`): the facts hold no path.
        found.append(
          breach(
            .misplacedDeclaration, at: path, facts.typePositions[index], name: name,
            says: "\(what) is declared outside \(requireUnder.joined(separator: ", ")), where [\(id)] requires "
              + "\(selection) to be declared",
            fix: "move it to a file under \(requireUnder[0])", site: site))
      }
      if let members, !forbidDeclared {
        found += memberBreaches(of: declaration, at: index, demands: members, in: facts, path: path, site: site)
      }
      for (needle, position) in forbiddenUses(of: declaration, at: index, in: facts) {
        found.append(
          breach(
            .declarationBreach, at: path, position, name: name,
            says: "\(what) uses \(needle), which [\(id)] forbids to \(selection)",
            fix: "do it without \(needle) in this type", site: site))
      }
    }
    if across { found += supertypeRecords(in: facts) }
    if readsReferences {
      if selectsAnything { found += referenceRecords(of: ScannedSource.wholeFile, in: facts, what: "the file") }
      found += declaredRecords(in: facts)
    }
    if let counterpart {
      // Each type that may be some selected type's counterpart, for `declaredNames`.
      let glob = counterpart.replacingAll(ConformancePattern.placeholder, with: "*")
      for (index, type) in list.types.enumerated() where type.kind != .extension && Glob.matches(type.simpleName, glob)
      {
        found.append(
          Violation(
            ruleID: id, kind: .counterpartDeclared, path: path, position: facts.typePositions[index], message: "",
            subject: type.simpleName))
      }
    }
    for (index, member) in list.members.enumerated() where forbidDeclared && selects(topLevel: member) {
      let what = "\(member.kind.rawValue) \(member.name)"
      found += breaches(
        .declarationBreach, of: what, name: member.name, at: path, facts.memberPositions[index],
        problems: [("is declared", "remove it, or declare it where the rule does not reach")], site: site)
    }
    return found
      + unread(in: facts, at: path, limits: "\(DeclarationList.declarationLimit) types", site: site)
  }

  /// How the members of the selected type at `index` (in its body, or an extension of it in
  /// the file) break what `demands` asks of them. A breach's subject is `Type.member`, as a
  /// fence entry names it.
  func memberBreaches(
    of declaration: TypeDeclaration, at index: Int, demands: MemberDemands, in facts: DeclarationFacts, path: String,
    site: RuleSite
  ) -> [Violation] {
    let list = facts.list
    var found: [Violation] = []
    for (memberIndex, member) in list.members.enumerated() {
      guard let owner = member.ownerIndex,
        owner == index
          || (list.types[owner].kind == .extension && TypeDeclaration.names(list.types[owner].name, declaration.name)),
        demands.selects(member)
      else { continue }
      for (problem, fix) in demands.problems(of: member) {
        found.append(
          breach(
            .declarationBreach, at: path, facts.memberPositions[memberIndex], name: member.qualifiedName,
            says: "\(member.kind.rawValue) \(member.qualifiedName) \(problem), which [\(id)] \(demands.demand) "
              + "\(demands.selection) of \(selection)",
            fix: fix, site: site))
      }
    }
    return found
  }

  /// Each forbidden needle the declaration's body, or an extension of it in the file, uses,
  /// at its first use, in the rule's order.
  func forbiddenUses(of declaration: TypeDeclaration, at index: Int, in facts: DeclarationFacts)
    -> [(needle: String, position: SourcePosition)]
  {
    guard !forbid.uses.isEmpty, !forbidDeclared, !facts.uses.isEmpty else { return [] }
    var owners = [index]
    for (other, type) in facts.list.types.enumerated()
    where type.kind == .extension && TypeDeclaration.names(type.name, declaration.name) {
      owners.append(other)
    }
    return forbid.uses.compactMap { needle in
      owners.compactMap { facts.uses[$0]?[needle] }.min().map { (needle, $0) }
    }
  }

  /// What is wrong with a selected declaration, each with the change to the code that mends
  /// it; what it inherits aside (`inheritanceProblems`).
  func problems(of declaration: TypeDeclaration, in list: DeclarationList, previewed: Bool)
    -> [(problem: String, fix: String)]
  {
    if forbidDeclared { return [("is declared", "remove it, or declare it where the rule does not reach")] }
    var found: [(String, String)] = []
    let modifiers = declaration.modifiers.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
    func has(_ attribute: String) -> Bool {
      Self.hasAttribute(attribute, in: declaration.attributes, written: declaration.writtenAttributes)
    }
    if !require.kinds.isEmpty, !require.kinds.contains(declaration.kind.rawValue) {
      let wanted = require.kinds.map(Self.article).joined(separator: " or ")
      found.append(("is \(Self.article(declaration.kind.rawValue))", "declare it as \(wanted)"))
    }
    for modifier in require.modifiers where !Self.has(modifier, in: modifiers) {
      found.append(("is not \(modifier)", "mark it \(modifier)"))
    }
    for attribute in require.attributes where !has(attribute) {
      found.append(("lacks \(attribute)", "add \(attribute) to it"))
    }
    if let named = require.named, !Glob.matches(declaration.simpleName, named) {
      found.append(("is not named \(named)", "rename it to match \(named)"))
    }
    if require.preview, !previewed {
      found.append(("ships no preview", "add a #Preview (or a PreviewProvider) for it in this file"))
    }
    for modifier in forbid.modifiers where Self.has(modifier, in: modifiers) {
      found.append(("is \(modifier)", "drop '\(modifier)'"))
    }
    for attribute in forbid.attributes where has(attribute) {
      found.append(("has \(attribute)", "remove \(attribute)"))
    }
    return found
  }

  /// `an actor`, `a struct`.
  static func article(_ kind: String) -> String {
    (["actor", "enum", "extension"].contains(kind) ? "an " : "a ") + kind
  }

  /// Whether `modifiers` meet `modifier`: an access level by itself, `public` also by
  /// `open`, `internal` by no access level at all; no other level meets another.
  static func has(_ modifier: String, in modifiers: [String]) -> Bool {
    if modifiers.contains(modifier) { return true }
    switch modifier {
    case "public": return modifiers.contains("open")
    case "internal": return !modifiers.contains(where: accessLevels.contains)
    default: return false
    }
  }

  /// What the rule asks, in words: `requires final, @MainActor of`.
  public var demand: String {
    if forbidDeclared { return "forbids" }
    var parts: [String] = []
    if !require.kinds.isEmpty { parts.append("being \(require.kinds.map(Self.article).joined(separator: " or "))") }
    parts += require.modifiers + require.attributes + require.conformances.map { "conformance to \($0)" }
    if let named = require.named { parts.append("a name matching \(named)") }
    if require.preview { parts.append("a preview") }
    var words: [String] = []
    if !parts.isEmpty { words.append("requires \(parts.joined(separator: ", ")) of") }
    let forbidden = forbid.modifiers + forbid.attributes + forbid.conformances + forbid.uses
    if !forbidden.isEmpty { words.append("forbids \(forbidden.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// The declarations the rule selects, in words: `classes named *ViewModel conforming to View`.
  public var selection: String {
    var words =
      selectsAnything ? "declarations" : kind == "any" ? "types" : kind == "class" ? "classes" : "\(kind)s"
    if !modifiers.isEmpty { words = modifiers.joined(separator: " ") + " " + words }
    if topLevel { words += " at a file's top level" }
    if let named { words += " named \(named)" }
    if !conforming.isEmpty { words += " conforming to \(conforming.joined(separator: ", "))" }
    return words
  }
}
