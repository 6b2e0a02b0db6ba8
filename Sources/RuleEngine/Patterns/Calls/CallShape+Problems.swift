#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What makes a calls rule unsound, checked once for the suite's literal and the finding
/// alike, by the label of the argument at fault.
extension CallShape {
  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if callees.isEmpty {
      found.add("callee", nil, "select no callee, and the rule selects no call; give 'select: { callee: [print] }'")
    }
    let globs: [(String, [String])] = [
      ("callee", callees), ("labels", labels), ("requireInType", requireInType),
      ("requireInFunction", requireInFunction),
      ("requireStrings", requireStrings), ("forbidStrings", forbidStrings),
    ]
    for (label, list) in globs {
      for (index, glob) in list.enumerated() where glob.isEmpty {
        found.add(label, index, "the glob is empty, so it matches nothing")
      }
    }
    for (label, glob) in [("inNamed", inNamed), ("inFunction", inFunction)] where glob?.isEmpty == true {
      found.add(label, nil, "the glob is empty, so it matches no name")
    }
    let demands = !requireInType.isEmpty || !requireInFunction.isEmpty || !requireStrings.isEmpty
    if !demands && forbidStrings.isEmpty && !forbidDeclared {
      found.add(
        "requireInType", nil,
        "the rule requires and forbids nothing; give 'require' or 'forbid' at least one key (or 'forbid: { called: "
          + "true }')")
    }
    if forbidDeclared, demands || !forbidStrings.isEmpty {
      found.add(
        "forbidDeclared", nil,
        "'called: true' forbids every selected call, so the rule's other demands say nothing; drop them, or drop it")
    }
    for (index, glob) in forbidStrings.enumerated() where requireStrings.contains(glob) {
      found.add("forbidStrings", index, "'\(glob)' is both required and forbidden")
    }
    for path in fence.keys.sorted() where fence[path]!.isEmpty {
      found.add(
        "fence", nil, "the entry for \(path) lets no call past; name the callees it may call (`calls: [print]`)")
    }
    return found
  }
}
