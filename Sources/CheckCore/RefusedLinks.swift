import RuleEngine
import SwiftScanner

/// Links a check cannot read through where a rule would judge what the build compiles
/// behind them: a link to a folder of Swift files (SwiftPM compiles the folder's files again
/// under the link's path, `Sources/App/Feed/Shared -> ../../../Vendor`, which no reader
/// lists), and a Swift source or folder whose chain leaves the repository (an absolute path,
/// or one above the root: each machine compiles what it has there). A check that went on
/// would pass code the build compiles, so it stops instead (exit 2), naming each link and
/// the side to change.
package struct RefusedLinks: Error, CustomStringConvertible {
  /// Each link refused, as its spelling (`QuotedPath`), with what to do about it.
  package var problems: [(path: String, message: String)]

  /// The refusal for `snapshot`'s links that some rule of `rules` reaches where a build
  /// compiles them (`compiled`, asked only when a link is found: nil counts every path);
  /// nil when there is none.
  package static func refusal(
    in snapshot: any SnapshotReading, rules: RuleSet, compiled: () throws -> ((String) -> Bool)? = { nil }
  ) throws -> RefusedLinks? {
    // The first rule that judges `path` (the link, or a file the build compiles under it).
    func reaching(_ path: String) -> SuiteRule? {
      rules.rules.first { $0.body.inputs.selection.selects(path) }
    }
    var problems: [(path: String, message: String)] = []
    let links = try snapshot.refusedLinks(selectedBy: { reaching($0) != nil })
    let builds = links.isEmpty ? nil : try compiled()
    for link in links {
      guard let rule = reaching(link.judgedPath), builds?(link.path) ?? true else { continue }
      problems.append((link.path, link.refusal(ruleID: rule.id, suitePath: rule.site.suitePath)))
    }
    return problems.isEmpty ? nil : RefusedLinks(problems: problems)
  }

  /// The lines a check prints: each link as git prints its path (UTF-8 names as
  /// themselves when `quotingHighBytes` is false, as `core.quotePath` says), then the verdict.
  package func lines(quotingHighBytes: Bool = true, red: (String) -> String = { $0 }) -> [String] {
    problems.map {
      "\(QuotedPath.display($0.path, quotingHighBytes: quotingHighBytes)): \(red("error:")) \($0.message)"
    }
      + ["fitness: nothing was judged: a rule would judge files the readers cannot see"]
  }

  package var description: String { lines().joined(separator: "\n") }
}
