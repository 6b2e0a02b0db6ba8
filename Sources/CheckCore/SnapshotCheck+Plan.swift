import RuleEngine
import SwiftScanner

/// What a check reads and judges, planned from each rule's `RuleInputs` alone.
extension SnapshotCheck {
  struct Plan {
    /// The scopes whose files a full check judges by their facts without listing them in
    /// `judged` (the fences').
    var factScopes: [PathScope]
    /// Judged files: in a staged check all of them; in a full check those judged for
    /// another reason than a fence covering them (fence entries, pins' inputs).
    var judged: Set<String>
    /// The judged files some rule reads whole (declarations, a pin's declaring file, copy).
    var whole: Set<String>
    var evaluated: [SuiteRule]
    var needsEveryPath: Bool
    /// Paths a rule asks only the existence of (a files rule's), never read.
    var listed: Set<String> = []
    /// Folder and glob fence entries a staged check left unread, by rule id.
    var unreadEntries: [String: Set<String>] = [:]
    /// In a staged check, the files a rule that judges each file alone reads, by rule id: it
    /// is judged on those alone, though another rule (one read across files) had every
    /// file scanned.
    var readBy: [String: Set<String>] = [:]
    /// The snapshot's package manifests, read whole into `FileSet.manifests` when an
    /// evaluated rule reads the repository's own modules; empty otherwise.
    var manifests: [String] = []
    /// The judged and listed paths read off the snapshot's own listing, so they exist: no
    /// check asks the snapshot of each again (`paths(for:)`), tens of thousands of times
    /// when a rule is judged whole.
    var listedBySnapshot: Set<String> = []
    /// The staged files' facts the plan read already, comparing them with HEAD's
    /// (`headVerdict`), by path: the check does not read them again.
    var scanned: [String: SourceFacts] = [:]
    /// The same files' records in HEAD, by path, then by judge key.
    var headRecords: [String: [String: [FactBreach]]] = [:]
    /// The rules read across files whose changed files were all compared with HEAD's and say
    /// something new to them: each is given `headRecords` and judges only what that reaches.
    var judgedFromHead: Set<String> = []

    func fenced(_ path: String) -> Bool {
      factScopes.contains { $0.covers(path) }
    }
  }

  /// Every file a folder or glob entry holds among those the rule selects, when a staged
  /// check must read them: the rule is judged whole (`wholeRule`), the commit touches one
  /// of them, or none is left (the entry is stale in every commit until it is dropped).
  /// Nil when none of that holds, and HEAD's verdict on the entry stands.
  fileprivate func heldFiles(
    of entry: String, selectedBy selection: RuleInputs.Selection, wholeRule: Bool
  ) throws -> [String]? {
    func holds(_ path: String) -> Bool { selection.selects(path) && PathPattern.contains(path, under: entry) }
    let candidates = try snapshot.paths(under: PathPattern.fixedFolder(of: entry))
    guard !wholeRule else { return candidates.filter(holds) }
    let changedOne =
      (snapshot.changedPaths ?? []).contains(where: holds) || snapshot.removedPaths.contains(where: holds)
    if changedOne { return candidates.filter(holds) }
    // Untouched, the entry is read only while it holds nothing (it is stale): one held
    // file says it is not, without matching every file under its folder.
    return candidates.contains(where: holds) ? nil : []
  }

  /// The files to scan and the rules to evaluate, from each rule's `RuleInputs` alone: no
  /// pattern has a case here (see `RuleInputs` for the rules this follows).
  func plan() throws -> Plan {
    let full = snapshot.changedPaths == nil
    // A full check changes everything: no set of every path is needed to say so.
    let changed = Set(snapshot.changedPaths ?? [])
    let removed = snapshot.removedPaths
    func touched(_ path: String) -> Bool { changed.contains(path) || removed.contains(path) }
    var everyPath: [String]? = nil
    func allPaths() throws -> [String] {
      if let everyPath { return everyPath }
      let list = try snapshot.allPaths()
      everyPath = list
      return list
    }
    var plan = Plan(factScopes: [], judged: [], whole: [], evaluated: [], needsEveryPath: false)
    // Asked only where a rule reads the manifests: it may read the repository's YAML.
    let manifestTouched =
      try !full && rules.rules.contains { $0.body.inputs.manifests } && changesManifests(Array(changed) + removed)
    var comparison = HeadComparison()
    for rule in rules.rules {
      let inputs = rule.body.inputs
      let selects = inputs.selection.selects
      // Facts keep the verdicts of the rules that read declarations, never the declarations:
      // a rule no judge can answer during the scan (`FactJudge`) has its files read whole.
      let readsFacts =
        inputs.reading == .facts && (!inputs.declarations || FactJudge(rule.body, site: rule.site) != nil)
      // The rule is judged over all it selects: a full check, its suite changed (a commit
      // that changes a rule may narrow it, so what it now reaches is judged in the tree the
      // commit records), or a file every verdict depends on changed (a re-exporter's).
      // A rule that reads the manifests is judged whole when the commit changes one.
      let whole =
        full || changed.contains(rule.site.suitePath) || inputs.dependencies.contains(where: touched)
        || (inputs.manifests && manifestTouched)
      // A rule that may judge no file is judged, so its vacuity is said in every commit
      // until the rule is mended: one whose commit removes a selected file, or (found by a
      // look for one selected path) one already left with none.
      let changedSelected = full ? [] : changed.filter(selects)
      var lostOne = !full && removed.contains(where: selects)
      if !full, !whole, !lostOne, changedSelected.isEmpty, let scope = inputs.scope {
        lostOne = try snapshot.firstPath(where: scope.covers) == nil
      }
      // An entry is judged when the commit touches it, and while its file is gone: a gone
      // entry is stale in every commit until the contract drops it. A folder or glob entry
      // is judged over every file it holds, read when the commit touches one of them.
      var entries: [String] = []
      var readsEntry = false
      for entry in inputs.entries {
        guard PathPattern.namesMany(entry) else {
          if whole || touched(entry) || !snapshot.contains(entry) { entries.append(entry) }
          continue
        }
        // A full check reads every file; `paths(for:)` lists what each entry holds.
        guard !full else { continue }
        let held = try heldFiles(of: entry, selectedBy: inputs.selection, wholeRule: whole)
        if let held {
          (entries, readsEntry) = (entries + held, true)
        } else {
          plan.unreadEntries[rule.id, default: []].insert(entry)
        }
      }
      // A rule read across files keeps HEAD's verdict when the commit changes nothing any
      // file says to it, as a rule that reads each file alone does for an unchanged file.
      if !full, !whole, !lostOne, !inputs.eachFileAlone, entries.isEmpty, !readsEntry, !changedSelected.isEmpty {
        switch try headVerdict(rule, changed: changedSelected, comparison: &comparison) {
        case .stands: continue
        case .changes: plan.judgedFromHead.insert(rule.id)
        case .unknown: break
        }
      }
      var reached: [String]
      if case .nothing = inputs.selection {
        reached = []
      } else if case .everyPath = inputs.selection {
        plan.needsEveryPath = true
        reached = []
      } else if !whole, inputs.eachFileAlone || (changedSelected.isEmpty && !lostOne) {
        reached = changedSelected
      } else if full, inputs.eachFileAlone, readsFacts, let scope = inputs.scope {
        // A full check judges every covered file by its facts without listing them here.
        plan.factScopes.append(scope)
        reached = []
      } else if case .files(let paths) = inputs.selection {
        reached = paths
      } else {
        reached = try allPaths().filter(selects)
        plan.listedBySnapshot.formUnion(reached)
      }
      let selectsSomething = inputs.selection != .nothing && inputs.selection != .everyPath
      guard whole || lostOne || readsEntry || !reached.isEmpty || !entries.isEmpty || !selectsSomething else {
        continue
      }
      if !full, readsFacts, let scope = inputs.scope { plan.factScopes.append(scope) }
      // A rule about paths alone (a files rule's) reads no file: its paths are only listed.
      if inputs.reading == .path {
        plan.listed.formUnion(reached + entries)
        plan.evaluated.append(rule)
        continue
      }
      let read = (reached + entries + inputs.dependencies).filter(PathPrefix.hasSwiftSuffix)
      if !full, !whole, inputs.eachFileAlone { plan.readBy[rule.id] = Set(read) }
      plan.judged.formUnion(read)
      if inputs.reading == .whole || (inputs.reading == .facts && !readsFacts) { plan.whole.formUnion(read) }
      plan.evaluated.append(rule)
    }
    for (path, both) in comparison.records {
      guard let both else { continue }
      plan.scanned[path] = both.staged
      plan.headRecords[path] = both.head.breaches ?? [:]
    }
    if plan.evaluated.contains(where: \.body.inputs.manifests) {
      plan.manifests = try everyPath?.filter(ManifestName.isBuildManifest) ?? snapshot.buildManifestPaths()
    }
    return plan
  }
}

extension FileSet {
  /// The set with only `read` judged: every path still listed (a rule's vacuity and stale
  /// entries ask about the snapshot), the other files' bytes and facts left out.
  func holding(only read: Set<String>) -> FileSet {
    // Looked up by the few paths read, never by walking every file the set holds.
    var set = FileSet(paths: paths, sources: [:])
    for path in read {
      set.sources[path] = sources[path]
      set.facts[path] = facts[path]
      set.breaches[path] = breaches[path]
    }
    set.unreadEntries = unreadEntries
    set.manifests = manifests
    set.derived = derived
    return set
  }
}
