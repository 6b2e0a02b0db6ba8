#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a declarations rule reads beyond a file's own bytes: the file's place
/// (`requireUnder`), the counterparts other files declare (`counterpart`), and what its
/// types inherit through other files (`readsSupertypes`). A file's
/// verdict, which the scan cache keeps by blob, holds only what its bytes say; these settle
/// it where the whole snapshot is known.
extension DeclarationShape {
  /// The breaches of the file at `path` that hold there: a misplaced declaration only outside
  /// `requireUnder`; with a counterpart or supertypes, nothing at a file outside the rule's
  /// own scope (read only for what it declares), a missing counterpart only when no file
  /// declares it, and what a type inherits read through every file (`settlingSupertypes`).
  public func kept(_ breaches: [Violation], at path: String, gathered: GatheredDeclarations?, site: RuleSite)
    -> [Violation]
  {
    if counterpart != nil || readsSupertypes, !scope.covers(path) { return [] }
    let settled =
      readsSupertypes
      ? settlingSupertypes(breaches, at: path, index: gathered?.supertypes ?? Self.index(of: breaches), site: site)
      : breaches
    return settled.filter { breach in
      switch breach.kind {
      case .counterpartDeclared, .supertypesListed: return false
      case .misplacedDeclaration: return !requireUnder.contains { PathPattern.contains(path, under: $0) }
      case .missingCounterpart:
        return !(gathered?.counterparts ?? []).contains(counterpartName(of: breach.subject))
      default: return true
      }
    }
  }

  /// Every counterpart's name the rule's files declare, and what every file's types
  /// inherit, from each file's verdict.
  public func gathered(in files: FileSet, site: RuleSite, key: String) -> GatheredDeclarations? {
    guard counterpart != nil || readsSupertypes else { return nil }
    var gathered = GatheredDeclarations(
      counterparts: counterpart == nil ? nil : [], supertypes: readsSupertypes ? SupertypeIndex() : nil)
    for path in files.declaredPaths where readsSupertypes || counterpartScope.covers(path) {
      for breach in foundBreaches(of: path, in: files, site: site, key: key) ?? [] {
        if breach.kind == .counterpartDeclared, counterpartScope.covers(path) {
          gathered.counterparts?.insert(breach.subject)
        } else if breach.kind == .supertypesListed {
          gathered.supertypes?.add(breach.subject, lists: Self.entries(of: breach))
        }
      }
    }
    return gathered
  }

  /// Where the counterparts are declared.
  var counterpartScope: PathScope { counterpartIn.isEmpty ? scope : PathScope(roots: counterpartIn, exclude: exclude) }

  /// The counterpart's name for the type named `name` (`Outer.Inner`: its own name, `Inner`).
  func counterpartName(of name: String) -> String {
    let own = name.split(separator: ".").last.map(String.init) ?? name
    return (counterpart ?? "").replacingAll(ConformancePattern.placeholder, with: own)
  }

  /// A counterpart rule judges its files together, over its own scope and the counterparts';
  /// a rule about what types inherit, over every Swift file of the snapshot, whose
  /// extensions and typealiases any type may inherit through.
  public var inputs: RuleInputs {
    let read =
      readsSupertypes
      ? PathScope(roots: [""], exclude: [])
      : counterpart == nil ? scope : PathScope(roots: Self.union(scope, counterpartScope), exclude: exclude)
    var inputs = RuleInputs.declarations(
      in: read, entries: fence.keys.sorted(), members: readsMembers, calls: readsCalls, needles: bodyNeedles)
    if counterpart != nil || readsSupertypes { inputs.eachFileAlone = false }
    return inputs
  }

  /// Roots that hold both scopes' files: every Swift file when either takes the default.
  static func union(_ first: PathScope, _ second: PathScope) -> [String] {
    first.roots.isEmpty || second.roots.isEmpty ? [""] : first.roots + second.roots
  }
}
