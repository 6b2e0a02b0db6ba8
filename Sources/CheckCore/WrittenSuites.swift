import GitFileReader
import RuleEngine
import SwiftScanner

/// The suites graduate wrote, one path per line in `<common git dir>/fitness/written-suites`.
///
/// Right after graduate its suites sit on disk until someone runs `git add`, and a commit of
/// Swift files then passes unjudged. The hook must say so, but walking the working tree on
/// every commit of a repository without a rule cost 13 times what git's own diff of the
/// index takes: the front checks only the suites recorded here, which is a stat each. A
/// full check (`check --all`) still walks the tree, so a suite written by hand is named there.
package enum WrittenSuites {
  package static func file(commonDirectory: String) -> String {
    commonDirectory + "/fitness/written-suites"
  }

  /// The recorded suites, in order, each once.
  package static func paths(commonDirectory: String) -> [String] {
    guard let bytes = FileText.read(file(commonDirectory: commonDirectory)) else { return [] }
    var seen = Set<String>()
    return String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init).filter {
      SuiteRule.isSuitePath($0) && seen.insert($0).inserted
    }
  }

  /// The recorded suites that are on disk under `workTree` and not in `snapshot`.
  package static func untracked(commonDirectory: String, workTree: String, in snapshot: any SnapshotReading)
    -> [String]
  {
    paths(commonDirectory: commonDirectory).filter { path in
      !snapshot.contains(path)
        && FileText.exists(workTree + "/" + String(decoding: QuotedPath.bytes(path), as: UTF8.self))
    }
  }
}
