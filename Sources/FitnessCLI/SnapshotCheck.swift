import Dispatch
import Foundation
import GitSnapshot
import PackageFiles
import RuleEngine
import SwiftScanner

/// Runs a rule set over a snapshot: picks the files to judge, scans them, evaluates.
///
/// In the staged snapshot the cost follows what is staged: only changed files are judged,
/// plus what a rule needs once its inputs or its suite changed (the fence entries of a
/// changed fence, the file declaring a pinned enum). A rule none of whose inputs changed is
/// not evaluated: its verdict is the one HEAD already had.
struct SnapshotCheck {
  var snapshot: Snapshot
  var rules: RuleSet
  /// Hears how many files are read, for a progress line.
  var progress: ((_ done: Int, _ total: Int) -> Void)? = nil

  struct Outcome {
    var violations: [Violation]
    var judgedFiles: Int
    var skipped: [String]
  }

  func run() throws -> Outcome {
    let plan = self.plan()
    let scanned = try Self.scan(
      snapshot.files.filter { plan.judged.contains($0.path) }, of: snapshot, progress: progress)
    var violations: [Violation] = []
    for rule in plan.evaluated {
      let catalog = try catalogValues(for: rule)
      violations += RuleEvaluation.violations(of: rule, in: scanned.fileSet, catalogValues: catalog)
    }
    violations.sort {
      ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
    }
    return Outcome(violations: violations, judgedFiles: scanned.fileSet.sources.count, skipped: scanned.skipped)
  }

  /// A String Catalog contract's copy, read from the snapshot's blob.
  func catalogValues(for rule: SuiteRule) throws -> [CopyValue]? {
    guard case .copyContract(let contract) = rule.body, let catalog = contract.catalog else { return nil }
    guard let file = snapshot.files.first(where: { $0.path == catalog }),
      case .text(let bytes) = try snapshot.contents(of: file)
    else { return [] }
    return StringCatalog.values(bytes, keys: contract.keys, path: catalog)
  }

  /// Scans `files` of `snapshot`: text files become sources, binaries are left out, and
  /// files over the scan limit are listed as skipped.
  ///
  /// Blobs are read one after another (one libgit2 handle, one thread); scanning, the
  /// costly part, then runs on every core. `progress` hears how many files are done.
  static func scan(
    _ files: [TrackedFile], of snapshot: Snapshot, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
  ) throws -> (fileSet: FileSet, skipped: [String]) {
    var texts: [(path: String, bytes: [UInt8])] = []
    var skipped: [String] = []
    for (index, file) in files.enumerated() {
      switch try snapshot.contents(of: file) {
      case .text(let bytes): texts.append((file.path, bytes))
      case .binary: break
      case .tooLarge(let size): skipped.append("\(file.path) (\(size) bytes)")
      }
      if index % 256 == 0 { progress?(index, files.count) }
    }
    let scanned = scanInParallel(texts.map(\.bytes))
    var sources: [String: ScannedSource] = [:]
    sources.reserveCapacity(texts.count)
    for (text, source) in zip(texts, scanned) { sources[text.path] = source }
    progress?(files.count, files.count)
    return (FileSet(paths: Set(snapshot.files.map(\.path)), sources: sources), skipped)
  }

  /// `ScannedSource` for each input, on all cores once there are enough to share.
  static func scanInParallel(_ inputs: [[UInt8]]) -> [ScannedSource] {
    guard inputs.count >= 64 else { return inputs.map(ScannedSource.init) }
    let results = UnsafeMutableBufferPointer<ScannedSource?>.allocate(capacity: inputs.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let chunk = 32
    let chunks = (inputs.count + chunk - 1) / chunk
    nonisolated(unsafe) let output = results
    DispatchQueue.concurrentPerform(iterations: chunks) { part in
      // Each part writes only its own slots.
      for index in (part * chunk)..<min(inputs.count, (part + 1) * chunk) {
        output[index] = ScannedSource(inputs[index])
      }
    }
    return results.map { $0! }
  }

  /// Every Swift file of `snapshot`, scanned: what graduate and the drill judge.
  static func scanAllSwift(of snapshot: Snapshot) throws -> FileSet {
    try scan(snapshot.files.filter { $0.path.hasSuffix(".swift") }, of: snapshot).fileSet
  }

  /// The files to scan and the rules to evaluate.
  private func plan() -> (judged: Set<String>, evaluated: [SuiteRule]) {
    let candidates = snapshot.changed ?? snapshot.files
    let changed = Set(candidates.map(\.path))
    let full = snapshot.changed == nil
    let shipping = snapshot.files.map(\.path).filter { $0.hasSuffix(".swift") && !PathPrefix.isInTestFolder($0) }
    var judged = Set<String>()
    var evaluated: [SuiteRule] = []
    for rule in rules.rules {
      let suiteChanged = full || changed.contains(rule.site.suitePath)
      if let fence = rule.fence {
        judged.formUnion(changed.filter(fence.covers))
        for entry in fence.fence where suiteChanged || changed.contains(entry) { judged.insert(entry) }
        evaluated.append(rule)
        continue
      }
      let inputs: [String]
      switch rule.body {
      case .countPin(let pin, _):
        switch CountSubject.parse(pin.subject).subject {
        case .enumCases?, .literalElements?: inputs = pin.file.map { [$0] } ?? shipping
        case .needle?:
          inputs = shipping.filter { path in pin.file.map { PathPrefix.contains(path, under: $0) } ?? true }
        case .files?, nil: inputs = []
        }
      case .copyContract(let contract):
        inputs = contract.catalog.map { [$0] } ?? contract.file.map { [$0] } ?? shipping
      default: inputs = []
      }
      guard inputs.isEmpty || suiteChanged || inputs.contains(where: changed.contains) else { continue }
      judged.formUnion(inputs.filter { $0.hasSuffix(".swift") })
      evaluated.append(rule)
    }
    return (judged, evaluated)
  }
}
