import Dispatch
import RuleEngine
import SwiftScanner

/// Runs a rule set over a snapshot: picks the files to judge, scans them, evaluates.
///
/// In the staged snapshot the cost follows what is staged: only changed files are judged,
/// plus what a rule needs once its inputs or its suite changed (every file a changed fence
/// reaches and its entries, the file declaring a pinned enum). A rule none of whose inputs
/// changed is not evaluated: its verdict is the one HEAD already had.
package struct SnapshotCheck {
  package var snapshot: any SnapshotReading
  package var rules: RuleSet
  /// Keeps String Catalogs' copy by blob, so a catalog unchanged since the last check is not
  /// read again. Nil: every catalog a contract judges is read.
  package var catalogCache: CatalogCache? = nil
  /// In a full check, reduces the files only fences and needle counts read to their facts
  /// (a cache may answer for bytes it has seen). Nil: every judged file is scanned whole.
  package var factScanner: (any FactScanning)? = nil
  /// Hears how many files are read, for a progress line.
  package var progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  /// In a staged check, the git directory whose scan cache (written by full checks) may
  /// answer for the many files a changed rule reaches; read, never written. Nil: they are
  /// all read and searched.
  package var scanCacheDirectory: String? = nil

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
      let entries = Set(rules.rules.flatMap { ($0.fence?.fence ?? []) + ($0.fence?.reexportFiles ?? []) })
      let request = factRequest()
      var reduced = try factScanner.facts(
        of: factPaths, in: snapshot, request: request, retained: entries, progress: progress)
      // Files read whole that fences also judge: their facts once, every import kept.
      let search = NeedleSearch(request.needles)
      let fencedWhole = whole.sources.keys.filter(plan.fenced)
      if !fencedWhole.isEmpty {
        let parts = try Parallel.chunks(of: fencedWhole.count, size: 64) { range in
          range.map { (fencedWhole[$0], whole.sources[fencedWhole[$0]]!.facts(search: search)) }
        }
        for (path, facts) in parts.joined() { reduced.facts[path] = facts }
      }
      files = FileSet(paths: try paths(for: plan), sources: whole.sources, facts: reduced.facts)
      skipped = (whole.skipped + reduced.skipped).sorted()
      judged = whole.sources.count + reduced.judged
    } else {
      let scanned = try Self.scan(plan.judged.sorted(), of: snapshot, progress: progress)
      files = FileSet(paths: try paths(for: plan), sources: scanned.sources)
      skipped = scanned.skipped
      judged = scanned.sources.count
    }
    files.declarations = try Self.declarations(of: files.sources, for: plan.evaluated)
    var violations: [Violation] = []
    for rule in plan.evaluated {
      let catalog = try catalogValues(for: rule)
      violations += RuleEvaluation.violations(of: rule, in: files, catalogValues: catalog)
    }
    violations.sort {
      ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
    }
    return Outcome(violations: violations, judgedFiles: judged, skipped: skipped)
  }

  /// The declarations of the files a declarations rule judges, found on every core.
  private static func declarations(of sources: [String: ScannedSource], for rules: [SuiteRule]) throws
    -> [String: DeclarationList]
  {
    var scopes: [PathScope] = []
    for rule in rules { if case .eachFile(let scope, _) = rule.body.reads { scopes.append(scope) } }
    guard !scopes.isEmpty else { return [:] }
    let paths = sources.keys.filter { path in scopes.contains { $0.covers(path) } }
    let parts = try Parallel.chunks(of: paths.count, size: 64) { range in
      range.map { (paths[$0], sources[paths[$0]]!.declarations()) }
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

  /// Every module a fence guards and every needle a fence or a pin counts.
  package func factRequest() -> FactRequest {
    var modules = Set<String>()
    var needles: [String] = []
    for rule in rules.rules {
      if let fence = rule.fence {
        modules.formUnion(fence.searchedModules)
        needles += fence.api
      }
      if case .needle(let needle, _) = rule.body.reads { needles.append(needle) }
    }
    return FactRequest(modules: modules, needles: needles)
  }

  /// The copy of the String Catalog a rule reads, from the snapshot's blob.
  package func catalogValues(for rule: SuiteRule) throws -> [CopyValue]? {
    guard let (catalog, keys) = rule.body.catalogRead else { return nil }
    let name = snapshot.objectNames(of: [catalog])[0]
    if let name, let cached = catalogCache?.values(of: name, keys: keys, path: catalog) { return cached }
    let values = try StringCatalog.copy(for: rule) { try snapshot.textBytes(of: $0) }
    if let name, let values { catalogCache?.keep(values, of: name, keys: keys, path: catalog) }
    return values
  }

  /// The snapshot's paths the evaluated rules can see.
  ///
  /// Only what the rules ask about, so that no check builds a set of the whole index: the
  /// files judged whole or with facts, each fence entry that still exists, and one covered
  /// file per fence or declarations rule (proving it is not vacuous). A pin on a file count needs every
  /// path, and gets them.
  private func paths(for plan: Plan) throws -> Set<String> {
    guard !plan.needsEveryPath else { return Set(try snapshot.allPaths()) }
    // Judged paths include every fence entry of a changed rule; one whose file is gone must
    // stay absent, or its entry would never read as stale.
    var paths = plan.judged.filter(snapshot.contains)
    for rule in plan.evaluated {
      let (covers, entries): ((String) -> Bool, [String])
      if let fence = rule.fence {
        (covers, entries) = (fence.covers, fence.fence)
      } else if case .eachFile(let scope, let fence) = rule.body.reads {
        (covers, entries) = (scope.covers, fence)
      } else {
        continue
      }
      paths.formUnion(entries.filter(snapshot.contains))
      if !paths.contains(where: covers), let witness = try snapshot.firstPath(where: covers) {
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
    return FileSet(
      paths: Set(paths), sources: try scan(paths.filter { $0.hasSuffix(".swift") }, of: snapshot).sources)
  }

  struct Plan {
    /// The fences, to ask whether a path is judged for them (a full check judges every
    /// covered file without listing them in `judged`).
    var fences: [FenceRule]
    /// Judged files: in a staged check all of them; in a full check those judged for
    /// another reason than a fence covering them (fence entries, pins' inputs).
    var judged: Set<String>
    /// The judged files some rule reads whole (pins on declarations, copy contracts).
    var whole: Set<String>
    var evaluated: [SuiteRule]
    var needsEveryPath: Bool

    func fenced(_ path: String) -> Bool {
      fences.contains { $0.covers(path) }
    }
  }

  /// The files to scan and the rules to evaluate.
  private func plan() throws -> Plan {
    let full = snapshot.changedPaths == nil
    // A full check changes everything: no set of every path is needed to say so.
    let changed = Set(snapshot.changedPaths ?? [])
    var shippingList: [String]? = nil
    func shipping() throws -> [String] {
      if let shippingList { return shippingList }
      let list = try snapshot.allPaths().filter { $0.hasSuffix(".swift") && !PathPrefix.isInTestFolder($0) }
      shippingList = list
      return list
    }
    var plan = Plan(
      fences: rules.rules.compactMap(\.fence), judged: [], whole: [], evaluated: [], needsEveryPath: false)
    if !full { plan.judged = changed.filter(plan.fenced) }
    for rule in rules.rules {
      let suiteChanged = full || changed.contains(rule.site.suitePath)
      if let fence = rule.fence {
        for entry in fence.fence where suiteChanged || changed.contains(entry) { plan.judged.insert(entry) }
        // A commit that changes a rule (its suite is staged) may narrow it: a fence entry or
        // an exclude removed, roots widened, another module, a new needle, a new suite. What
        // it now reaches is judged in the staged tree, not only what the commit touched, so
        // the hook's verdict is the one `check --rev` gives the commit it records.
        if suiteChanged, !full { plan.judged.formUnion(try snapshot.allPaths().filter(fence.covers)) }
        // What a re-exporter brings is read from its files as committed, by every check:
        // a commit that imports the re-exporter needs them even when they did not change.
        plan.judged.formUnion(fence.reexportFiles)
        plan.evaluated.append(rule)
        continue
      }
      let inputs: [String]
      var readWhole = true
      switch rule.body.reads {
      case .suite: inputs = []
      case .files(let paths): inputs = paths
      case .shipping: inputs = try shipping()
      case .needle(_, let prefix):
        inputs = try shipping().filter { path in prefix.map { PathPrefix.contains(path, under: $0) } ?? true }
        readWhole = false
      case .everyPath:
        inputs = []
        plan.needsEveryPath = true
      case .eachFile(let scope, let entries):
        // Each file is judged alone: a commit reads what it stages, unless it changes the rule.
        // (A full check counts as changing every suite.)
        let reached = suiteChanged ? try snapshot.allPaths().filter(scope.covers) : changed.filter(scope.covers)
        // An entry the commit deletes is stale in it: the hook says so, not only CI.
        let touched =
          suiteChanged ? entries : entries.filter { changed.contains($0) || snapshot.removedPaths.contains($0) }
        inputs = reached + touched
        guard !inputs.isEmpty || suiteChanged else { continue }
      }
      // A commit that deletes an input (a pin's declaring file, a fence entry) changes it too.
      guard
        inputs.isEmpty || suiteChanged
          || inputs.contains(where: { changed.contains($0) || snapshot.removedPaths.contains($0) })
      else { continue }
      let read = inputs.filter { $0.hasSuffix(".swift") }
      plan.judged.formUnion(read)
      if readWhole { plan.whole.formUnion(read) }
      plan.evaluated.append(rule)
    }
    return plan
  }
}
