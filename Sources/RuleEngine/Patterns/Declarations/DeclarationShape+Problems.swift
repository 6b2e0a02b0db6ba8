#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a declarations rule unsound, checked once for the suite's literal and the
/// finding alike: each problem names its argument's label, which each side spells its own
/// way (`require.modifiers[0]` in a finding, `requireModifiers` in a literal).
extension DeclarationShape {
  /// Every problem, in the order the finding writes its keys; empty when the rule is sound.
  /// A problem of the whole rule is labelled with its part (`require`), not an argument.
  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if !TypeSelection.kinds.contains(kind), !selectsAnything {
      let known = (TypeSelection.kinds + [Self.anything]).joined(separator: ", ")
      found.add("kind", nil, "unknown kind '\(kind)'; use one of \(known)")
    }
    if selectsAnything { found += anythingProblems() }
    if let named, let problem = TypeSelection.globProblem(named) { found.add("named", nil, problem) }
    for (index, modifier) in modifiers.enumerated() where Self.typeModifiers[modifier] == nil {
      let known = Self.typeModifiers.keys.sorted().joined(separator: ", ")
      found.add("modifiers", index, "'\(modifier)' is not a modifier of type declarations; use one of \(known)")
    }
    for (index, name) in conforming.enumerated() where ConformancePattern.problem(name) != nil {
      found.add("conforming", index, ConformancePattern.problem(name)!)
    }
    for (index, wanted) in require.kinds.enumerated() where !TypeSelection.kinds.dropLast().contains(wanted) {
      found.add(
        "requireKind", index,
        "unknown kind '\(wanted)'; use one or several of \(TypeSelection.kinds.dropLast().joined(separator: ", "))")
    }
    if !require.kinds.isEmpty, kind != "any" {
      found.add(
        "requireKind", nil,
        "'kind' selects only \(kind) declarations, so requiring a kind checks nothing or can never pass; select the "
          + "types by name, conformance or place, and drop 'kind'")
    }
    if let members {
      found += members.problems()
      if forbidDeclared {
        found.add(
          "membersKind", nil,
          "'forbid: declared' forbids the types themselves, so asking of their members says nothing; drop one")
      }
    }
    for (index, glob) in referenceCycles.enumerated() {
      let bytes = Array(glob.utf8)
      let anyDepth = zip(bytes, bytes.dropFirst()).contains { $0 == 0x2A && $1 == 0x2A }
      if !bytes.contains(0x2A) || anyDepth {
        found.add(
          "forbidReferenceCycles", index,
          "'\(glob)' must match the folders a cycle runs between, one level each, like \"Sources/App/Features/*\""
            + " ('**' matches any depth, so it names no set of folders)")
      }
    }
    if let counterpart {
      if ConformancePattern.problem(counterpart) != nil
        || counterpart.utf8.contains(where: { $0 == 0x2A || $0 == 0x3F })
      {
        found.add(
          "requireCounterpart", nil, "'\(counterpart)' is not a type name built from {name}, like \"{name}Model\"")
      } else if counterpart.replacingAll(ConformancePattern.placeholder, with: "") == counterpart {
        found.add(
          "requireCounterpart", nil,
          "'\(counterpart)' names one type for every selected one; build it from the type's own, like \"{name}Model\"")
      }
    } else if !counterpartIn.isEmpty {
      found.add("requireCounterpartIn", nil, "says where a counterpart is declared; name it in 'require.counterpart'")
    }
    if require.isEmpty && requireUnder.isEmpty && counterpart == nil && forbid.isEmpty && !forbidDeclared
      && members == nil && !readsReferences
    {
      found.add("require", nil, "the rule requires and forbids nothing; give 'require' or 'forbid' at least one key")
    }
    for (part, traits) in [("require", require), ("forbid", forbid)] {
      for (index, modifier) in traits.modifiers.enumerated() {
        guard let kinds = Self.typeModifiers[modifier] else {
          let known = Self.typeModifiers.keys.sorted().joined(separator: ", ")
          found.add(
            part + "Modifiers", index, "'\(modifier)' is not a modifier of type declarations; use one of \(known)")
          continue
        }
        if part == "require", !kinds.isEmpty, !requiredKinds.allSatisfy(kinds.contains) {
          found.add(
            "requireModifiers", index,
            "\(kindWords) cannot be '\(modifier)' (only \(kinds.joined(separator: ", ")) can); "
              + "select 'kind: \(kinds[0])' or drop the modifier")
        }
        // Forbidding what the kind can never be checks nothing: the rule could never fail.
        if part == "forbid", kind != "any", !kinds.isEmpty, !kinds.contains(kind) {
          found.add(
            "forbidModifiers", index,
            "\(kindWords) is never '\(modifier)', so forbidding it checks nothing; select 'kind: \(kinds[0])' "
              + "or drop the modifier")
        }
      }
      let conformanceLabel = part == "require" ? "requireConforms" : "forbidInherits"
      for (index, name) in traits.conformances.enumerated() {
        if let problem = ConformancePattern.problem(name) { found.add(conformanceLabel, index, problem) }
      }
    }
    for (index, needle) in forbid.uses.enumerated() where needle.allSatisfy({ $0 == " " || $0 == "\t" }) {
      found.add(
        "forbidUses", index, "an empty needle is used everywhere; write the API as code spells it, like \"NSStackView\""
      )
    }
    if let named = require.named, let problem = TypeSelection.globProblem(named) {
      found.add("requireNamed", nil, problem)
    }
    if require.preview, kind == "protocol" {
      found.add("requirePreview", nil, "a protocol cannot be previewed; select another kind or drop 'preview'")
    }
    for modifier in require.modifiers where forbid.modifiers.contains(modifier) {
      found.add(
        "forbidModifiers", forbid.modifiers.firstIndex(of: modifier), "'\(modifier)' is both required and forbidden")
    }
    return found
      + spellingProblems(
        attributes: [("requireAttributes", require.attributes), ("forbidAttributes", forbid.attributes)],
        example: "@MainActor", entry: "Type")
  }

  /// What a rule about `anything` may not say: it forbids declarations by place, name and
  /// modifier, and a trait of a type or its members is not a trait of a function.
  private func anythingProblems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if !forbidDeclared, !readsReferences {
      found.add(
        "kind", nil,
        "'kind: anything' selects functions and properties as well as types, so it only forbids them or what "
          + "its files reference; add 'forbid: { declared: true }' or 'forbid: { references: [...] }', or select "
          + "'kind: any' to ask traits of types")
    }
    let typeOnly: [(String, Bool)] = [
      ("conforming", !conforming.isEmpty), ("requireKind", !require.kinds.isEmpty),
      ("requireConforms", !require.conformances.isEmpty), ("requireNamed", require.named != nil),
      ("requirePreview", require.preview), ("forbidInherits", !forbid.conformances.isEmpty),
      ("forbidUses", !forbid.uses.isEmpty), ("membersKind", members != nil),
    ]
    for (label, given) in typeOnly where given {
      found.add(
        label, nil, "only a type has this trait, and 'kind: anything' selects functions too; select 'kind: any'")
    }
    return found
  }

  /// The kinds a complying type may be: what `require.kind` names, else what `kind` selects.
  private var requiredKinds: [String] { require.kinds.isEmpty ? [kind] : require.kinds }

  private var kindWords: String {
    if !require.kinds.isEmpty { return require.kinds.map(Self.article).joined(separator: " or ") }
    return kind == "any" ? "declarations of any kind (structs, enums, protocols)" : "a \(kind)"
  }
}
