import Dispatch
import RuleEngine
import SwiftScanner

/// Runs a rule set over a snapshot: picks the files to judge, scans them, evaluates.
///
/// In the staged snapshot the cost follows what is staged: only changed files are judged,
/// plus what a rule needs once its inputs or its suite changed, as each rule's `RuleInputs`
/// say. A rule none of whose inputs changed is not evaluated: its verdict is the one HEAD
/// already had.
package struct SnapshotCheck {
  package var snapshot: any SnapshotReading
  package var rules: RuleSet
  /// Keeps String Catalogs' copy by blob, so a catalog unchanged since the last check is not
  /// read again. Nil: every catalog a contract judges is read.
  package var catalogCache: CatalogCache? = nil
  /// Xcode projects' targets kept by blob; nil reads each project file whole.
  package var projectDigests: ProjectDigestCache? = nil
  /// In a full check, reduces the files only fences and needle counts read to their facts
  /// (a cache may answer for bytes it has seen). Nil: every judged file is scanned whole.
  package var factScanner: (any FactScanning)? = nil
  /// Hears how many files are read, for a progress line.
  package var progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  /// In a staged check, the git directory whose scan cache (written by full checks) may
  /// answer for the many files a changed rule reaches; read, never written. Nil: they are
  /// all read and searched.
  package var scanCacheDirectory: String? = nil
  /// Set by a process that exits once it has printed (the hook's front): what the check
  /// read is left for the exit to reclaim (`ExitReclaimed`).
  package var leavesReadsToExit = false

  package init(snapshot: any SnapshotReading, rules: RuleSet) {
    self.snapshot = snapshot
    self.rules = rules
  }

  package struct Outcome {
    package var violations: [Violation]
    package var judgedFiles: Int
    package var skipped: [String]

    /// Nothing judged: no rule to judge by.
    package static let empty = Outcome(violations: [], judgedFiles: 0, skipped: [])
  }

  package func run() throws -> Outcome {
    let plan = try self.plan()
    var files: FileSet
    var skipped: [String]
    var judged = 0
    // A staged check's files in path order, as it listed them to read.
    var ordered: [String]? = nil
    // A staged check reduces its fenced files to facts too: a file that spells no fenced
    // module or needle is not lexed at all, and the files are read and searched on every core.
    let staged = snapshot.changedPaths != nil
    if let factScanner = staged ? stagedFactScanner(plan) : factScanner {
      let whole = try Self.scan(plan.whole.sorted(), of: snapshot)
      // In snapshot order, which lets a reader look the files up in one walk; a staged
      // check's few files in path order, without listing the snapshot.
      let factPaths =
        staged
        ? plan.judged.subtracting(plan.whole).sorted()
        : try snapshot.allPaths().filter { path in
          (plan.fenced(path) || plan.judged.contains(path)) && (plan.whole.isEmpty || !plan.whole.contains(path))
        }
      let entries = Set(rules.rules.map(\.body.inputs).flatMap { $0.entries + $0.dependencies })
      let request = factRequest()
      // What the plan read already (a staged file compared with HEAD's) is not read again.
      let known = staged ? plan.scanned : [:]
      var reduced = try factScanner.facts(
        of: known.isEmpty ? factPaths : factPaths.filter { known[$0] == nil }, in: snapshot, request: request,
        retained: entries, progress: progress)
      for path in factPaths { if let facts = known[path] { reduced.add(facts, for: path) } }
      // Files read whole that fences also judge: their facts once, every import kept.
      let search = NeedleSearch(request.needles)
      let fencedWhole = whole.sources.keys.filter(plan.fenced)
      if !fencedWhole.isEmpty {
        let parts = try Parallel.chunks(of: fencedWhole.count, size: 64) { range in
          range.map { index in
            (fencedWhole[index], request.facts(of: whole.sources[fencedWhole[index]]!, search: search))
          }
        }
        for (path, facts) in parts.joined() { reduced.facts[path] = facts }
      }
      files = FileSet(paths: try paths(for: plan), sources: whole.sources, facts: reduced.facts)
      if staged { ordered = factPaths }
      skipped = (whole.skipped + reduced.skipped).sorted()
      judged = whole.sources.count + reduced.judged
    } else {
      let scanned = try Self.scan(plan.judged.sorted(), of: snapshot, progress: progress)
      files = FileSet(paths: try paths(for: plan), sources: scanned.sources)
      skipped = scanned.skipped
      judged = scanned.sources.count
    }
    try readManifests(plan.manifests, into: &files)
    files.derived = DerivedValues().value
    files.breaches = try Self.verdicts(of: files, by: plan.evaluated)
    files.unreadEntries = plan.unreadEntries
    // Ordered once here, not again by each rule that reads every file's declarations.
    files.declaredOrder = ordered.map(files.declaredPaths(readOff:)) ?? files.declaredPaths
    var violations: [Violation] = []
    for rule in plan.evaluated {
      let catalog = try catalogValues(for: rule)
      var seen = plan.readBy[rule.id].map { files.holding(only: $0) } ?? files
      if plan.judgedFromHead.contains(rule.id) { seen.headRecords = plan.headRecords }
      violations += RuleEvaluation.violations(of: rule, in: seen, catalogValues: catalog)
    }
    violations.sort {
      ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
    }
    if leavesReadsToExit { ExitReclaimed.keep((files, plan)) }
    return Outcome(violations: violations, judgedFiles: judged, skipped: skipped)
  }

  /// The verdicts of the rules that judge declarations on the files held whole that they
  /// cover and whose facts hold no verdict yet: each file walked once, on every core.
  private static func verdicts(of files: FileSet, by rules: [SuiteRule]) throws -> [String: [String: [FactBreach]]] {
    let judged = rules.compactMap { rule in FactJudge(rule.body, site: rule.site).map { (rule.body.inputs, $0) } }
    let scopes = judged.compactMap(\.0.scope)
    guard !scopes.isEmpty else { return [:] }
    let request = FactRequest(
      modules: [], needles: [], members: judged.contains { $0.0.members }, calls: judged.contains { $0.0.calls },
      bodyNeedles: judged.flatMap(\.0.needles), judges: judged.map(\.1), references: judged.contains { $0.0.references }
    )
    let uses = request.bodyNeedles.isEmpty ? nil : NeedleSearch(request.bodyNeedles)
    let paths = files.sources.keys.filter { path in
      files.facts[path]?.breaches == nil && scopes.contains { $0.covers(path) }
    }
    let parts = try Parallel.chunks(of: paths.count, size: 64) { range in
      range.map { index in
        let source = files.sources[paths[index]]!
        return (paths[index], request.breaches(of: request.declarationFacts(of: source, uses: uses)))
      }
    }
    return Dictionary(parts.joined(), uniquingKeysWith: { first, _ in first })
  }

  /// A staged check's scanner: the direct one for a commit's few files; for the many files
  /// a changed rule reaches, the scan cache first, where it holds their blobs.
  private func stagedFactScanner(_ plan: Plan) -> any FactScanning {
    guard let scanCacheDirectory, plan.judged.count > Self.cacheWorthy else { return DirectFactScanner() }
    return CachedFactScanner(commonDirectory: scanCacheDirectory, request: factRequest(), fallback: DirectFactScanner())
  }

  /// Below this many files, opening the cache's segments costs more than reading the blobs.
  static let cacheWorthy = 256

  /// Every module and needle whose uses a rule reads as facts (a fence's, a needle pin's).
  package func factRequest() -> FactRequest {
    var modules = Set<String>()
    var needles: [String] = []
    var (members, calls, references, everyImport) = (false, false, false, false)
    var (judges, bodyNeedles): ([FactJudge], [String]) = ([], [])
    for rule in rules.rules where rule.body.inputs.reading == .facts {
      let inputs = rule.body.inputs
      modules.formUnion(inputs.modules)
      needles += inputs.needles
      members = members || inputs.members
      calls = calls || inputs.calls
      references = references || inputs.references
      everyImport = everyImport || inputs.everyImport
      // A rule with a judge is answered by its verdicts; the plan reads one without whole.
      guard inputs.declarations, let judge = FactJudge(rule.body, site: rule.site) else { continue }
      bodyNeedles += inputs.needles
      judges.append(judge)
    }
    var request = FactRequest(
      modules: modules, needles: needles, members: members, calls: calls, bodyNeedles: bodyNeedles, judges: judges,
      references: references)
    request.everyImport = everyImport
    return request
  }

  /// The copy of the String Catalog a rule reads, from the snapshot's blob.
  package func catalogValues(for rule: SuiteRule) throws -> [CopyValue]? {
    guard let (catalog, keys) = rule.body.catalogRead else { return nil }
    let name = snapshot.objectNames(of: [catalog])[0]
    if let name, let cached = catalogCache?.values(of: name, keys: keys, path: catalog) { return cached }
    let values = try CatalogCopy.values(for: rule) { try snapshot.textBytes(of: $0) }
    if let name, let values { catalogCache?.keep(values, of: name, keys: keys, path: catalog) }
    return values
  }

  /// The snapshot's paths the evaluated rules can see.
  ///
  /// Only what the rules ask about, so that no check builds a set of the whole index: the
  /// files judged whole or with facts, each entry that still exists, and one selected file per
  /// rule that selects by a scope (proving it is not vacuous). A rule that reads every path
  /// (a pin on a file count) gets them.
  private func paths(for plan: Plan) throws -> Set<String> {
    guard !plan.needsEveryPath else { return Set(try snapshot.allPaths()) }
    // Judged paths include every fence entry of a changed rule; one whose file is gone must
    // stay absent, or its entry would never read as stale.
    var paths = plan.judged.union(plan.listed).filter {
      plan.listedBySnapshot.contains($0) || snapshot.contains($0)
    }
    for inputs in plan.evaluated.map(\.body.inputs) {
      paths.formUnion(inputs.entries.filter { !PathPattern.namesMany($0) && snapshot.contains($0) })
      // A folder or glob entry is stale when none of what it holds uses the fence: a full
      // check lists what it holds (a staged one judged those files already).
      if snapshot.changedPaths == nil {
        for entry in inputs.entries where PathPattern.namesMany(entry) {
          paths.formUnion(
            try snapshot.paths(under: PathPattern.fixedFolder(of: entry)).filter {
              inputs.selection.selects($0) && PathPattern.contains($0, under: entry)
            })
        }
      }
      guard let scope = inputs.scope else { continue }
      if !paths.contains(where: scope.covers), let witness = try snapshot.firstPath(where: scope.covers) {
        paths.insert(witness)
      }
    }
    return paths
  }

  /// Scans `paths` of `snapshot`: text files become sources, binaries are left out, and
  /// files over the scan limit are listed as skipped.
  ///
  /// Blobs are read one after another (one reader, one thread); scanning, the costly part,
  /// then runs on every core. `progress` hears how many files are done.
  package static func scan(
    _ paths: [String], of snapshot: any SnapshotReading, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> (sources: [String: ScannedSource], skipped: [String]) {
    var texts: [(path: String, bytes: [UInt8])] = []
    var skipped: [String] = []
    for (index, path) in paths.enumerated() {
      switch try snapshot.contents(of: path) {
      case .text(let bytes)?: texts.append((path, bytes))
      case .binary?, nil: break
      case .tooLarge(let size)?: skipped.append("\(path) (\(size) bytes)")
      }
      if index % 256 == 0 { progress?(index, paths.count) }
    }
    let scanned = Self.scanInParallel(texts.map(\.bytes))
    var sources: [String: ScannedSource] = [:]
    sources.reserveCapacity(texts.count)
    for (text, source) in zip(texts, scanned) { sources[text.path] = source }
    progress?(paths.count, paths.count)
    return (sources, skipped)
  }

  /// Every Swift file of `snapshot`, scanned: what graduate and the drill judge.
  package static func scanAllSwift(of snapshot: any SnapshotReading) throws -> FileSet {
    let paths = try snapshot.allPaths()
    var set = FileSet(
      paths: Set(paths), sources: try scan(paths.filter { $0.hasSuffix(".swift") }, of: snapshot).sources)
    try SnapshotCheck(snapshot: snapshot, rules: RuleSet(rules: [], suitePaths: []))
      .readManifests(paths.filter(ManifestName.isBuildManifest), into: &set)
    return set
  }
}
