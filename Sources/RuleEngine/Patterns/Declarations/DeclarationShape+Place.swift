#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a declarations rule reads beyond a file's own bytes: the file's place
/// (`requireUnder`) and the counterparts other files declare (`counterpart`). A file's
/// verdict, which the scan cache keeps by blob, holds only what its bytes say; these settle
/// it where the whole snapshot is known.
extension DeclarationShape {
  /// The breaches of the file at `path` that hold there: a misplaced declaration only outside
  /// `requireUnder`; with a counterpart, nothing at a file outside the rule's own scope (read
  /// only for the counterparts it declares), and a missing counterpart only when no file
  /// declares it (`declared`).
  public func kept(_ breaches: [Violation], at path: String, declared: Set<String>?) -> [Violation] {
    if counterpart != nil, !scope.covers(path) { return [] }
    return breaches.filter { breach in
      switch breach.kind {
      case .counterpartDeclared: return false
      case .misplacedDeclaration: return !requireUnder.contains { PathPattern.contains(path, under: $0) }
      case .missingCounterpart:
        return !(declared ?? []).contains(counterpartName(of: breach.subject))
      default: return true
      }
    }
  }

  /// Every counterpart's name the rule's files declare, from each file's verdict.
  public func declaredNames(in files: FileSet, site: RuleSite, key: String) -> Set<String>? {
    guard counterpart != nil else { return nil }
    var names = Set<String>()
    for path in files.declaredPaths where counterpartScope.covers(path) {
      for breach in foundBreaches(of: path, in: files, site: site, key: key) ?? []
      where breach.kind == .counterpartDeclared {
        names.insert(breach.subject)
      }
    }
    return names
  }

  /// Where the counterparts are declared.
  var counterpartScope: PathScope { counterpartIn.isEmpty ? scope : PathScope(roots: counterpartIn, exclude: exclude) }

  /// The counterpart's name for the type named `name` (`Outer.Inner`: its own name, `Inner`).
  func counterpartName(of name: String) -> String {
    let own = name.split(separator: ".").last.map(String.init) ?? name
    return (counterpart ?? "").replacingAll(ConformancePattern.placeholder, with: own)
  }

  /// A counterpart rule judges its files together, over its own scope and the counterparts'.
  public var inputs: RuleInputs {
    var inputs = RuleInputs.declarations(
      in: counterpart == nil ? scope : PathScope(roots: Self.union(scope, counterpartScope), exclude: exclude),
      entries: fence.keys.sorted(), members: readsMembers, calls: readsCalls, needles: bodyNeedles)
    if counterpart != nil { inputs.eachFileAlone = false }
    return inputs
  }

  /// Roots that hold both scopes' files: every Swift file when either takes the default.
  static func union(_ first: PathScope, _ second: PathScope) -> [String] {
    first.roots.isEmpty || second.roots.isEmpty ? [""] : first.roots + second.roots
  }
}
