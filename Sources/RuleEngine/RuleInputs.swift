/// What a rule's verdict depends on, as data: the files it selects, what it reads of each,
/// and every other file it reads. A pattern states this once (`PatternRule.inputs`); the
/// staged planner derives from it alone what a commit must judge, so a new pattern cannot
/// give the hook a way to pass what `check --rev` of the same commit fails.
///
/// The planner's three rules, which hold for every pattern:
/// - a rule whose suite or `dependencies` the commit changes is judged over everything it
///   selects;
/// - a changed file is judged for every rule that selects it; for a rule that is not judged
///   `eachFileAlone`, that is all it selects again, unless each changed file reads to the
///   rule as it read in HEAD (the check's `headVerdict`), when HEAD's verdict stands, or
///   the rule itself tells which files the change reaches (`FileSet.headRecords`);
/// - a rule that may have lost a selected file (the commit removes one) is judged, so a rule
///   left with no file is vacuous in the commit that empties it.
public struct RuleInputs: Sendable, Equatable {
  /// Which files a rule judges.
  public enum Selection: Sendable, Equatable {
    /// None: the rule judges its suite alone (a trail, a runtime pin).
    case nothing
    /// These files.
    case files([String])
    /// The Swift files a scope covers (roots less excludes).
    case scope(PathScope)
    /// The shipping Swift files (outside test folders), under a path prefix when given.
    case shipping(under: String?)
    /// Every path in the snapshot.
    case everyPath
    /// The paths of any kind a scope's roots hold, less its exclusions (a files rule's).
    case paths(PathScope)

    /// Whether the rule selects the file at `path`.
    public func selects(_ path: String) -> Bool {
      switch self {
      case .nothing: return false
      case .files(let paths): return paths.contains(path)
      case .scope(let scope): return scope.covers(path)
      case .shipping(let prefix):
        guard PathPrefix.hasSwiftSuffix(path), !PathPrefix.isInTestFolder(path) else { return false }
        return prefix.map { PathPrefix.contains(path, under: $0) } ?? true
      case .everyPath: return true
      case .paths(let scope): return scope.holds(path)
      }
    }
  }

  /// What the rule reads of each selected file.
  public enum Reading: Sendable, Equatable {
    /// Its bytes, scanned whole (a declaring file, copy).
    case whole
    /// Only its facts: the `modules` it imports, the `needles` it uses, and its
    /// declarations when `declarations` says so.
    case facts
    /// Only that it exists.
    case path
  }

  public var selection: Selection
  public var reading: Reading
  /// Whether each selected file is judged alone, so a commit judges only the selected files it
  /// stages; otherwise the files are judged together (a count, a contract's copy), and a
  /// change to one judges all of them.
  public var eachFileAlone: Bool
  /// The files the rule lets past it (a fence's entries), each judged alone: stale when gone
  /// or no longer needed.
  public var entries: [String]
  /// Files whose bytes change how every selected file is judged (a re-exporter's files): read
  /// whenever the rule is judged, and a commit that changes one judges the whole rule.
  public var dependencies: [String]
  /// The modules whose imports the facts hold, for `Reading.facts`.
  public var modules: [String]
  /// The needles whose uses the facts hold, for `Reading.facts`; with `declarations`, the
  /// needles the rule looks for in each type's body too.
  public var needles: [String]
  /// Whether the rule reads each file's declarations, for `Reading.facts`: a declarations or
  /// members rule's. The facts then hold its verdict on them, found during the scan, never
  /// the declarations themselves.
  public var declarations: Bool
  /// Whether the walk reads the members too (a members rule's): most files
  /// declare a type or two and dozens of members, so only a rule about members asks for them.
  public var members: Bool
  /// Whether the walk reads the calls too (a calls rule's), placed in their members.
  public var calls: Bool
  /// Whether the facts hold the capitalized words each file's code names (a rule about
  /// which folders' types a file references).
  public var references = false
  /// Whether the facts hold every import of each file, not only those of `modules` (a
  /// layer that allows some of the repository's own modules, and so forbids every other).
  public var everyImport = false
  /// Whether the rule reads every package manifest of the snapshot (`FileSet.manifests`):
  /// the repository's own modules. A commit that changes, adds or removes one judges the
  /// whole rule.
  public var manifests = false

  public init(
    selection: Selection, reading: Reading, eachFileAlone: Bool = false, entries: [String] = [],
    dependencies: [String] = [], modules: [String] = [], needles: [String] = [], declarations: Bool = false,
    members: Bool = false, calls: Bool = false
  ) {
    (self.selection, self.reading, self.eachFileAlone) = (selection, reading, eachFileAlone)
    (self.entries, self.dependencies, self.modules, self.needles) = (entries, dependencies, modules, needles)
    (self.declarations, self.members, self.calls) = (declarations || members || calls, members || calls, calls)
  }

  /// Nothing beyond the suite.
  public static let suite = RuleInputs(selection: .nothing, reading: .path)

  /// These files, whole, judged together.
  public static func files(_ paths: [String]) -> RuleInputs { RuleInputs(selection: .files(paths), reading: .whole) }

  /// Every shipping Swift file, whole, judged together.
  public static let shipping = RuleInputs(selection: .shipping(under: nil), reading: .whole)

  /// How often `needle` is used in the shipping Swift files under `prefix`: their facts.
  public static func needle(_ needle: String, under prefix: String?) -> RuleInputs {
    RuleInputs(selection: .shipping(under: prefix), reading: .facts, needles: [needle])
  }

  /// Every path, and no file's contents.
  public static let everyPath = RuleInputs(selection: .everyPath, reading: .path)

  /// The declarations of the Swift files in `scope`, each judged alone, and the exceptions
  /// `entries`: facts a full check's scan cache keeps by blob, with where `needles` are used
  /// in each type's body.
  public static func declarations(
    in scope: PathScope, entries: [String], members: Bool = false, calls: Bool = false, needles: [String] = []
  ) -> RuleInputs {
    RuleInputs(
      selection: .scope(scope), reading: .facts, eachFileAlone: true, entries: entries, needles: needles,
      declarations: true, members: members, calls: calls)
  }

  /// The scope whose files the rule selects, when it selects by one.
  public var scope: PathScope? {
    if case .scope(let scope) = selection { return scope }
    return nil
  }

  /// The vacuity every rule that selects by a scope has: none of the snapshot's `paths`
  /// lies in it, so the rule judges nothing. One message for the hook, `check` and the
  /// suites, whatever the pattern.
  public func vacuity(of id: String, site: RuleSite, paths: Set<String>) -> Violation? {
    guard let scope, !paths.contains(where: scope.covers) else { return nil }
    let roots = scope.roots.isEmpty ? "the default roots" : scope.roots.map { "'\($0)'" }.joined(separator: ", ")
    return site.violation(
      of: id, .vacuousRule,
      message: "the rule judges no file: \(roots) select no Swift file [\(id)]; change the contract: point its "
        + "roots in \(site.suitePath) at the code it is about, or delete the suite",
      subject: id)
  }
}
