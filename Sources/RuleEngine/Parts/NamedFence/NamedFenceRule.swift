#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule judged file by file from each file's declaration facts, whose fence names what it
/// lets past in each file (`"path": ["Outer.Inner"]`): a declarations or a members rule.
/// Its violations, stale entries and vacuity are one evaluation, whatever it names.
public protocol NamedFenceRule: SchemaRule {
  /// Where it looks and what its fence lets past, read alike by both patterns.
  var reach: FenceAndScope { get }
  /// What it selects, in words: `classes named *ViewModel`, `vars in classes`.
  var selection: String { get }
  /// What it asks of what it selects, in words: `requires final of`, `forbids`.
  var demand: String { get }
  /// What an entry's names are, in a stale message: `declaration`, `member`.
  var namedThing: String { get }
  /// Whether it reads the files' members, not only their types.
  var readsMembers: Bool { get }
  /// Whether it reads the files' calls.
  var readsCalls: Bool { get }
  /// What a file's code (comments and strings blanked, as the call walk reads it) must hold
  /// for the rule to select a call in it: any one of these; nil when it may select any call.
  /// A file without them need not be walked for calls.
  var callNeedles: [String]? { get }
  /// Whether it reads the capitalized words the files' code names (the types it references).
  var readsReferences: Bool { get }
  /// Whether its verdict on one file reads the others (a counterpart, what types inherit,
  /// which folders' types a file names), so that its files are judged together.
  var judgesTogether: Bool { get }
  /// The files it reads: its scope, or more when its verdict reads other files.
  var readScope: PathScope { get }
  /// The API needles whose uses in each type's body it reads (`DeclarationFacts.uses`).
  var bodyNeedles: [String] { get }
  /// How the file breaks the rule, its fence aside. Each breach's subject is the name a
  /// fence entry would give it.
  func breaches(in facts: DeclarationFacts, path: String, site: RuleSite) -> [Violation]
  /// The breaches found in a file's facts that hold at `path`, given what the rule's other
  /// files declare (`gathered`): the facts hold no path and know no other file, so a
  /// declaration outside the folders a rule requires, one whose counterpart is declared
  /// elsewhere, or one that inherits through another file, is settled here. With nothing
  /// gathered, the file is read as all there is.
  func kept(_ breaches: [Violation], at path: String, gathered: GatheredDeclarations?, site: RuleSite) -> [Violation]
  /// What the rule's files declare that its verdict on one file depends on (counterparts'
  /// names, supertypes), gathered once for a whole judgement; nil when no verdict depends on
  /// another file.
  func gathered(in files: FileSet, site: RuleSite, key: String) -> GatheredDeclarations?
}

extension NamedFenceRule {
  public var fence: [String: [String]] { reach.fence }
  public var exclude: [String] { reach.exclude }
  public var roots: [String] { reach.roots }
  public var forbidDeclared: Bool { reach.forbidDeclared }
  /// The files the rule judges.
  public var scope: PathScope { reach.scope }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence.keys.sorted()) }
  public var exceptionsGrant: Bool { true }
  public var inputs: RuleInputs {
    var inputs = RuleInputs.declarations(
      in: readScope, entries: fence.keys.sorted(), members: readsMembers, calls: readsCalls, needles: bodyNeedles)
    inputs.eachFileAlone = !judgesTogether
    inputs.references = readsReferences
    return inputs
  }
  public var judgesTogether: Bool { false }
  public var readScope: PathScope { scope }
  public var bodyNeedles: [String] { [] }
  public var readsCalls: Bool { false }
  public var callNeedles: [String]? { nil }
  public var readsReferences: Bool { false }
  public func kept(_ breaches: [Violation], at path: String, gathered: GatheredDeclarations?, site: RuleSite)
    -> [Violation]
  { breaches }
  public func gathered(in files: FileSet, site: RuleSite, key: String) -> GatheredDeclarations? { nil }

  /// The key of the verdict the fact scan finds on each file's declaration facts in place of
  /// keeping them (`judgedBreaches`): the rule less its fence, with the suite its messages
  /// name, so editing the fence keeps every cached verdict. That spelling runs to hundreds of
  /// bytes, and a check of a rule read across files hashes the key several times per file,
  /// so the key is a digest of it (`JudgeKey`).
  public func judgeKey(site: RuleSite) -> String {
    JudgeKey.digest(pattern + "\u{1F}" + site.suitePath + "\u{1F}" + values.stableSpelling(leaving: ["fence"]))
  }

  /// How a file's declarations break the rule, fence aside, as the scan cache keeps it: what
  /// the check's judges (`FactJudge`) find during the scan, so that no fact keeps the
  /// declarations themselves.
  public func judgedBreaches(of facts: DeclarationFacts, site: RuleSite) -> [FactBreach] {
    breaches(in: facts, path: "", site: site).map {
      FactBreach(kind: $0.kind.rawValue, position: $0.position, message: $0.message, subject: $0.subject)
    }
  }

  /// How the file at `path` breaks the rule, fence aside, settled against the names the
  /// other files declare (`kept`); nil when the file is not judged.
  func unfencedBreaches(
    of path: String, in files: FileSet, site: RuleSite, key: String, gathered: GatheredDeclarations?
  ) -> [Violation]? {
    foundBreaches(of: path, in: files, site: site, key: key).map {
      kept($0, at: path, gathered: gathered, site: site)
    }
  }

  /// The kind, subject and message of each record the file's facts hold, as `foundBreaches`
  /// finds them but without making a violation of each: what `gathered` reads from every
  /// file of a snapshot, tens of thousands of times on a large one.
  func forEachRecord(
    of path: String, in files: FileSet, site: RuleSite, key: String,
    _ body: (_ kind: Violation.Kind, _ subject: String, _ message: String) -> Void
  ) {
    if let judged = files.judgedBreaches(of: path) {
      for record in judged[key] ?? [] { body(Violation.Kind(rawValue: record.kind), record.subject, record.message) }
    } else {
      for breach in foundBreaches(of: path, in: files, site: site, key: key) ?? [] {
        body(breach.kind, breach.subject, breach.message)
      }
    }
  }

  /// What the file's facts say, as found: from what the fact scan or the check judged already
  /// when it did, else from its declaration facts; nil when the file is not judged.
  public func foundBreaches(of path: String, in files: FileSet, site: RuleSite, key: String) -> [Violation]? {
    if let judged = files.judgedBreaches(of: path) {
      return (judged[key] ?? []).map {
        Violation(
          ruleID: id, kind: Violation.Kind(rawValue: $0.kind), path: path, position: $0.position, message: $0.message,
          subject: $0.subject)
      }
    }
    return files.declarationFacts(of: path, uses: bodyNeedles, calls: readsCalls, references: readsReferences).map {
      breaches(in: $0, path: path, site: site)
    }
  }

  /// Every breach in the files it judges, each name of an entry that no longer breaks the
  /// rule (or a whole entry whose file is gone), and its vacuity.
  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found: [Violation] = []
    let key = judgeKey(site: site)
    let gathered = gathered(in: files, site: site, key: key)
    // In a staged check, only the files whose verdict the commit can reach, when that is known.
    let reached = files.headRecords.flatMap { reachedPaths(from: $0, in: files, gathered: gathered, key: key) }
    // Folder and glob entries are matched against each file; a file's own entry is looked up.
    let many = fence.filter { PathPattern.namesMany($0.key) }
    for path in files.declaredPaths where scope.covers(path) && reached?.contains(path) != false {
      guard let breaches = unfencedBreaches(of: path, in: files, site: site, key: key, gathered: gathered) else {
        continue
      }
      var allowed = Set(fence[path] ?? [])
      for (entry, names) in many where PathPattern.contains(path, under: entry) { allowed.formUnion(names) }
      found += allowed.isEmpty ? breaches : breaches.filter { !allowed.contains($0.subject) }
    }
    for entry in fence.keys.sorted() {
      let stale: [(name: String, reason: String)]
      if PathPattern.namesMany(entry) {
        // A folder or glob entry: each name is stale when no file it holds breaks by it.
        guard files.unreadEntries[id]?.contains(entry) != true else { continue }
        let held = files.paths.filter { scope.covers($0) && PathPattern.contains($0, under: entry) }
        let breaking = Set(
          held.flatMap { unfencedBreaches(of: $0, in: files, site: site, key: key, gathered: gathered) ?? [] }
            .map(\.subject))
        stale = fence[entry]!.sorted().filter { !breaking.contains($0) }.map {
          ($0, "no \(namedThing) of that name in a file it holds breaks the rule (it is gone, renamed, or complies)")
        }
      } else if !files.paths.contains(entry) {
        stale = [("", "the file no longer exists")]
      } else if reached?.contains(entry) == false {
        continue
      } else if let breaches = unfencedBreaches(of: entry, in: files, site: site, key: key, gathered: gathered) {
        let breaking = Set(breaches.map(\.subject))
        stale = fence[entry]!.sorted().filter { !breaking.contains($0) }.map {
          ($0, "no \(namedThing) of that name breaks the rule (it is gone, renamed, or complies)")
        }
      } else {
        continue
      }
      for (name, reason) in stale {
        let what = name.isEmpty ? Violation.fenceEntry(entry) : "'\(name)' in \(Violation.fenceEntry(entry))"
        found.append(
          .stale(
            what, reason: reason, ruleID: id, site: site, key: entry,
            subject: name.isEmpty ? entry : "\(entry): \(name)"))
      }
    }
    // Vacuous when the files it judges are none, whatever else it reads (counterparts, supertypes).
    let judged = RuleInputs(selection: .scope(scope), reading: .facts)
    if let vacuous = judged.vacuity(of: id, site: site, paths: files.paths) { found.append(vacuous) }
    return found
  }

  /// The rule without its entry for `entry`: what the drill's fence break judges.
  func narrowedValues(_ values: ArgumentValues, without entry: String) -> ArgumentValues {
    var narrowed = fence
    narrowed[entry] = nil
    var values = values
    values["fence"] = .map(narrowed)
    return values
  }
}
