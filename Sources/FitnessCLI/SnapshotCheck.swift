import GitSnapshot
import RuleEngine
import SwiftScanner

/// Runs a rule set over a snapshot: picks the files to judge, scans them, evaluates.
///
/// In the staged snapshot the cost follows what is staged: only changed files are judged,
/// plus the fence entries of rules whose suite changed (so a widened or narrowed fence is
/// checked against the files it names). Everything else is unchanged since HEAD.
struct SnapshotCheck {
  var snapshot: Snapshot
  var rules: RuleSet

  struct Outcome {
    var violations: [Violation]
    var judgedFiles: Int
    var skipped: [String]
  }

  func run() throws -> Outcome {
    let scanned = try Self.scan(filesToJudge(), of: snapshot)
    let fileSet = scanned.fileSet
    let sources = fileSet.sources
    let skipped = scanned.skipped
    var violations: [Violation] = []
    for rule in rules.rules {
      violations += FenceEvaluation.violations(of: rule.rule, site: rule.site, in: fileSet)
    }
    violations.sort {
      ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
    }
    return Outcome(violations: violations, judgedFiles: sources.count, skipped: skipped)
  }

  /// Scans `files` of `snapshot`: text files become sources, binaries are left out, and
  /// files over the scan limit are listed as skipped.
  static func scan(_ files: [TrackedFile], of snapshot: Snapshot) throws -> (fileSet: FileSet, skipped: [String]) {
    var sources: [String: ScannedSource] = [:]
    var skipped: [String] = []
    for file in files {
      switch try snapshot.contents(of: file) {
      case .text(let bytes): sources[file.path] = ScannedSource(bytes)
      case .binary: continue
      case .tooLarge(let size): skipped.append("\(file.path) (\(size) bytes)")
      }
    }
    return (FileSet(paths: Set(snapshot.files.map(\.path)), sources: sources), skipped)
  }

  /// Every Swift file of `snapshot`, scanned: what graduate and the drill judge.
  static func scanAllSwift(of snapshot: Snapshot) throws -> FileSet {
    try scan(snapshot.files.filter { $0.path.hasSuffix(".swift") }, of: snapshot).fileSet
  }

  private func filesToJudge() -> [TrackedFile] {
    var wanted = Set<String>()
    let candidates = snapshot.changed ?? snapshot.files
    let changedPaths = Set(candidates.map(\.path))
    for file in candidates where rules.rules.contains(where: { $0.rule.covers(file.path) }) {
      wanted.insert(file.path)
    }
    for rule in rules.rules {
      let suiteChanged = snapshot.changed == nil || changedPaths.contains(rule.site.suitePath)
      for entry in rule.rule.fence where suiteChanged || changedPaths.contains(entry) {
        wanted.insert(entry)
      }
    }
    return snapshot.files.filter { wanted.contains($0.path) }
  }
}
