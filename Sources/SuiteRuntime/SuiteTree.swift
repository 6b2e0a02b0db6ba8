import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The working tree as the suites of one `swift test` run judge it, read once and shared:
/// every path, and each Swift file's bytes.
///
/// Fences, the common rule, are judged by facts, as `fitness check` judges them: one
/// search for every module and needle that the fences of the suite's folder name, which
/// lexes only the files that spell one of them (most files of an app spell none). Rules
/// that read a file whole (pins, contracts) get every Swift file scanned, once, and only
/// when such a rule is judged. Suites run in debug builds, so what is skipped is most of
/// the cost.
final class SuiteTree: @unchecked Sendable {
  let paths: Set<String>
  /// Each Swift file's bytes, by path (binaries left out).
  let swift: [String: [UInt8]]
  /// Each build manifest's bytes (`ManifestName.isBuildManifest`: SwiftPM manifests, XcodeGen
  /// specs and the YAML they include), for the rules that read the repository's modules.
  let manifests: [String: [UInt8]]
  private let lock = NSLock()
  private var whole: FileSet?
  private var searched: [FactKey: FileSet] = [:]
  /// What rules derive from the manifests, by key (`FileSet.derived`), for every set the
  /// tree hands out.
  let derived = DerivedStore()

  /// The modules and needles one search looks for.
  struct FactKey: Hashable {
    var modules: Set<String>
    var needles: Set<String>
    var everyImport = false

    func covers(_ inputs: RuleInputs) -> Bool {
      modules.isSuperset(of: inputs.modules) && needles.isSuperset(of: inputs.needles)
        && (everyImport || !inputs.everyImport)
    }
  }

  /// The tracked links no reader reads through (`RefusedLink`), and where the manifests say
  /// a build compiles (nil: everywhere, as far as they can tell).
  let refusedLinks: [RefusedLink]
  let compiled: ((String) -> Bool)?

  init(
    paths: Set<String>, swift: [String: [UInt8]], manifests: [String: [UInt8]] = [:],
    refusedLinks: [RefusedLink] = [], compiled: ((String) -> Bool)? = nil
  ) {
    (self.paths, self.swift) = (paths, swift)
    // The runtime is carried into every vendored copy, the manifests' readers only with the
    // patterns that read them: a project file is read as it is, by the rules that read it.
    // The Swift ones (`Package.swift`, Tuist's `Project.swift`) are manifests of every set,
    // the fences' sets of facts too.
    self.manifests = manifests.merging(swift.filter { ManifestName.isBuildManifest($0.key) }) { $1 }
    (self.refusedLinks, self.compiled) = (refusedLinks, compiled)
  }

  /// The links the rule `ruleID` (written in `suitePath`, selecting by `selection`) reaches
  /// where a build compiles them, as violations in the check's words: `fitness check`
  /// refuses to judge while they stand, so the suite reports them instead of a verdict.
  func refusals(selectedBy selection: RuleInputs.Selection, ruleID: String, suitePath: String) -> [Violation] {
    refusedLinks.filter { selection.selects($0.judgedPath) && (compiled?($0.path) ?? true) }.map { link in
      Violation(
        ruleID: ruleID, kind: .refusedLink, path: link.path, position: nil,
        message: link.refusal(ruleID: ruleID, suitePath: suitePath), subject: link.target)
    }
  }

  /// Every Swift file scanned whole: what pins and contracts read.
  func fileSet() -> FileSet {
    lock.lock()
    defer { lock.unlock() }
    if let whole { return whole }
    var set = FileSet(paths: paths, sources: swift.mapValues { ScannedSource($0) })
    set.manifests = manifests
    set.derived = { [derived] key, work in derived.value(key, work) }
    whole = set
    return set
  }

  /// The facts of every Swift file for a search that covers `inputs`: the one its folder's
  /// fences share (`shared`), or, for a rule outside it, the rule's own.
  func factSet(for inputs: RuleInputs, shared: () -> FactKey) -> FileSet {
    lock.lock()
    defer { lock.unlock() }
    if let known = searched.first(where: { $0.key.covers(inputs) }) { return known.value }
    var key = shared()
    if !key.covers(inputs) {
      key = FactKey(modules: Set(inputs.modules), needles: Set(inputs.needles), everyImport: inputs.everyImport)
    }
    let search = FactSearch(modules: key.modules, needles: key.needles.sorted(), everyImport: key.everyImport)
    var set = FileSet(paths: paths, sources: [:], facts: swift.mapValues { search.facts(of: $0) })
    set.manifests = manifests
    set.derived = { [derived] key, work in derived.value(key, work) }
    searched[key] = set
    return set
  }

  /// The modules and needles of every rule judged by facts (the fences) in the suites beside `suite` (its folder's
  /// `…Tests.swift` files), read as the hook reads them. A suite that does not read adds
  /// nothing; its own rule then gets a search of its own.
  static func fenceKey(around suite: String) -> FactKey {
    let folder = URL(fileURLWithPath: suite).deletingLastPathComponent()
    var key = FactKey(modules: [], needles: [])
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() where name.hasSuffix("Tests.swift") {
      guard let data = try? Data(contentsOf: folder.appendingPathComponent(name)),
        let rules = try? RuleBlockReader.rules(in: [UInt8](data), path: name)
      else { continue }
      for inputs in rules.map(\.body.inputs) where inputs.reading == .facts && !inputs.declarations {
        key.modules.formUnion(inputs.modules)
        key.needles.formUnion(inputs.needles)
        key.everyImport = key.everyImport || inputs.everyImport
      }
    }
    return key
  }
}

/// Answers worked out once per key, under a lock: one suite derives a value while the
/// others wait for the same answer. Nonisolated, so a set's `FileSet.derived` (a plain
/// function) may call it in a target whose default isolation is the main actor.
nonisolated final class DerivedStore: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [String: any Sendable] = [:]

  func value(_ key: String, _ work: () -> any Sendable) -> any Sendable {
    lock.lock()
    defer { lock.unlock() }
    if let known = values[key] { return known }
    let value = work()
    values[key] = value
    return value
  }
}
