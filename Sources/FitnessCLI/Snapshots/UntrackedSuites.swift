import CheckCore
import RuleEngine
import SuiteRuntime
import SwiftScanner

/// Suites in the working tree that git does not track (and does not ignore): graduate wrote
/// them, nobody ran `git add`. The hook and CI judge only what git tracks, so a check that
/// finds no rule names them, instead of saying "no rules found" while they sit on disk.
enum UntrackedSuites {
  /// The suite paths under `root` that `snapshot` does not hold, in path order.
  static func find(root: String?, missingFrom snapshot: any SnapshotReading) -> [String] {
    guard let root, let files = try? WorkingTree.files(rootPath: root) else { return [] }
    return files.map(QuotedPath.spelling).filter { SuiteRule.isSuitePath($0) && !snapshot.contains($0) }
  }
}
