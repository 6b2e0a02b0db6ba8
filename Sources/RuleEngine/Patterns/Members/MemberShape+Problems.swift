#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a members rule unsound, checked once for the suite's literal and the
/// finding alike, by the label of the argument at fault.
extension MemberShape {
  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if let owners {
      if !TypeSelection.kinds.contains(owners.kind) {
        found.add(
          "inKind", nil, "unknown kind '\(owners.kind)'; use one of \(TypeSelection.kinds.joined(separator: ", "))")
      }
      if let named = owners.named, let problem = TypeSelection.globProblem(named) { found.add("inNamed", nil, problem) }
      for (label, names) in [("inConforming", owners.conforming), ("inNotConforming", owners.notConforming)] {
        for (index, name) in names.enumerated() {
          if let problem = ConformancePattern.problem(name) { found.add(label, index, problem) }
        }
      }
    }
    if !Self.memberKinds.contains(kind) {
      found.add("kind", nil, "unknown member kind '\(kind)'; use one of \(Self.memberKinds.joined(separator: ", "))")
    }
    if let named, named.isEmpty { found.add("named", nil, "the glob is empty, so it matches no name") }
    if stored != nil, !["var", "let", "any"].contains(kind) {
      found.add("stored", nil, "a \(kind) is neither stored nor computed; select var, let, or any kind")
    }
    let typeLabels = [("type", types), ("requireType", require.types), ("forbidType", forbid.types)]
    for (label, globs) in typeLabels where !globs.isEmpty {
      if ["case", "typealias", "init"].contains(kind) {
        found.add(label, nil, "a \(kind) has no type of its own; select vars, lets, funcs or subscripts")
      }
      for (index, glob) in globs.enumerated() where glob.isEmpty {
        found.add(label, index, "the glob is empty, so it matches no type")
      }
    }
    let signatureKinds = ["func", "init", "subscript", "case", "any"]
    if require.rawValue, kind != "case" {
      found.add("requireRawValue", nil, "only an enum case has a raw value; select kind: case")
    }
    if associatedValues != nil, kind != "case" {
      found.add("associatedValues", nil, "only an enum case has associated values; select kind: case")
    }
    if require.rawValue, associatedValues == true {
      found.add("requireRawValue", nil, "a case with associated values cannot have a raw value, so this selects none")
    }
    if require.typedThrows, !signatureKinds.contains(kind) || kind == "case" {
      found.add("requireTypedThrows", nil, "a \(kind) does not throw; select funcs, inits or subscripts")
    }
    for (label, globs) in [
      ("requireParameterTypes", require.parameterTypes), ("forbidParameterTypes", forbid.parameterTypes),
    ]
    where !globs.isEmpty && !signatureKinds.contains(kind) {
      found.add(label, nil, "a \(kind) takes no parameters; select funcs, inits or subscripts")
    }
    for (index, glob) in forbid.types.enumerated() where require.types.contains(glob) {
      found.add("forbidType", index, "'\(glob)' is both required and forbidden")
    }
    for (index, glob) in forbid.types.enumerated() where types.contains(glob) {
      found.add("forbidType", index, "'\(glob)' is forbidden to the members 'select' picks by it, so it selects none")
    }
    if stored == true, !require.effects.isEmpty {
      found.add("requireEffects", nil, "a stored property has no effects; select computed properties or functions")
    }
    if stored == false, kind == "let" {
      found.add("stored", nil, "a let is always stored, so 'stored: false' selects none; select var")
    }
    if require.isEmpty && forbid.isEmpty && !forbidDeclared {
      found.add(
        "requireModifiers", nil,
        "the rule requires and forbids nothing; give 'require' or 'forbid' at least one key (or 'forbid: { declared: "
          + "true }')")
    }
    let lists = [
      ("modifiers", modifiers), ("requireModifiers", require.modifiers), ("forbidModifiers", forbid.modifiers),
    ]
    for (label, list) in lists {
      for (index, modifier) in list.enumerated() where !Self.memberModifiers.contains(modifier) {
        found.add(
          label, index,
          "'\(modifier)' is not a modifier of members; use one of \(Self.memberModifiers.sorted().joined(separator: ", "))"
        )
      }
    }
    for (index, effect) in require.effects.enumerated() where !Self.effectWords.contains(effect) {
      found.add("requireEffects", index, "unknown effect '\(effect)'; use async or throws")
    }
    if !require.effects.isEmpty, ["let", "case", "typealias"].contains(kind) {
      found.add("requireEffects", nil, "a \(kind) has no effects; select functions, initializers, subscripts or vars")
    }
    if let named = require.named, named.isEmpty {
      found.add("requireNamed", nil, "the glob is empty, so it matches no name")
    }
    for (index, modifier) in forbid.modifiers.enumerated() where require.modifiers.contains(modifier) {
      found.add("forbidModifiers", index, "'\(modifier)' is both required and forbidden")
    }
    for (index, modifier) in forbid.modifiers.enumerated() where modifiers.contains(modifier) {
      found.add(
        "forbidModifiers", index, "'\(modifier)' is forbidden to the members 'select' picks by it, so it selects none")
    }
    return found
      + spellingProblems(
        attributes: [
          ("attributes", attributes), ("requireAttributes", require.attributes),
          ("forbidAttributes", forbid.attributes),
        ], example: "@State", entry: "Type.member")
  }
}
