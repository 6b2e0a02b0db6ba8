#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a declarations rule reads beyond a file's own bytes: the file's place
/// (`requireUnder`), the counterparts other files declare (`counterpart`), what its types
/// inherit through other files (`readsSupertypes`), and where the types it names are
/// declared (`readsReferences`). A file's verdict, which the scan cache keeps by blob, holds
/// only what its bytes say; these settle it where the whole snapshot is known.
extension DeclarationShape {
  /// The breaches of the file at `path` that hold there: a misplaced declaration only outside
  /// `requireUnder`; with a counterpart or supertypes, nothing at a file outside the rule's
  /// own scope (read only for what it declares), a missing counterpart only when no file
  /// declares it, and what a type inherits read through every file (`settlingSupertypes`).
  public func kept(_ breaches: [Violation], at path: String, gathered: GatheredDeclarations?, site: RuleSite)
    -> [Violation]
  {
    if judgesTogether, !scope.covers(path) { return [] }
    var settled =
      readsSupertypes
      ? settlingSupertypes(breaches, at: path, index: gathered?.supertypes ?? SupertypeIndex.of(breaches), site: site)
      : breaches
    if readsReferences {
      // Judged alone, a file's references are read against what it declares itself.
      let map =
        gathered?.references
        ?? ReferenceMap(
          declaredAt: Dictionary(
            breaches.filter { $0.kind == .typeDeclared }.map { ($0.subject, [path]) }, uniquingKeysWith: { a, _ in a }))
      settled += referenceBreaches(settled, at: path, map: map, site: site)
    }
    return settled.filter { breach in
      switch breach.kind {
      case .counterpartDeclared, .supertypesListed, .typeDeclared, .referenceNamed: return false
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
    guard judgesTogether else { return nil }
    var gathered = GatheredDeclarations(
      counterparts: counterpart == nil ? nil : [], supertypes: readsSupertypes ? SupertypeIndex() : nil)
    gathered.candidates = readsSupertypes && files.headRecords != nil ? [:] : nil
    var declaredAt: [String: [String]] = [:]
    var references: [(path: String, name: String)] = []
    for path in files.declaredPaths where readsSupertypes || readsReferences || counterpartScope.covers(path) {
      forEachRecord(of: path, in: files, site: site, key: key) { kind, subject, message in
        switch kind {
        case .counterpartDeclared where counterpartScope.covers(path): gathered.counterparts?.insert(subject)
        case .supertypesListed: gathered.supertypes?.add(subject, lists: SupertypeIndex.entries(of: message))
        case .typeCandidate: gathered.addCandidate(subject, at: path)
        case .typeDeclared: declaredAt[subject, default: []].append(path)
        case .referenceNamed where !referenceCycles.isEmpty: references.append((path, subject))
        default: break
        }
      }
    }
    if readsReferences {
      gathered.references = referenceMap(declaredAt: declaredAt, references: references, paths: files.paths)
    }
    return gathered
  }

  /// Whether a verdict on one file reads the others: a counterpart, what types inherit, or
  /// which folders' types they name.
  public var judgesTogether: Bool { counterpart != nil || readsSupertypes || readsReferences }

  /// Where the counterparts are declared.
  var counterpartScope: PathScope { counterpartIn.isEmpty ? scope : PathScope(roots: counterpartIn, exclude: exclude) }

  /// The counterpart's name for the type named `name` (`Outer.Inner`: its own name, `Inner`).
  func counterpartName(of name: String) -> String {
    let own = name.split(separator: ".").last.map(String.init) ?? name
    return (counterpart ?? "").replacingAll(ConformancePattern.placeholder, with: own)
  }

  /// A counterpart rule reads its own scope and the counterparts'; a rule about what types
  /// inherit or which types a file names, every Swift file of the snapshot, whose extensions,
  /// typealiases and declarations any file may depend on.
  public var readScope: PathScope {
    if readsSupertypes || readsReferences { return PathScope(roots: [""], exclude: []) }
    return counterpart == nil ? scope : PathScope(roots: Self.union(scope, counterpartScope), exclude: exclude)
  }

  /// Roots that hold both scopes' files: every Swift file when either takes the default.
  static func union(_ first: PathScope, _ second: PathScope) -> [String] {
    first.roots.isEmpty || second.roots.isEmpty ? [""] : first.roots + second.roots
  }
}
