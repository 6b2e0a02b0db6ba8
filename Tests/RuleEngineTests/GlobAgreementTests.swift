import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

@testable import RuleEngine

/// Globs are git's `:(glob)` pathspecs: on a generated tree with non-ASCII names, every glob
/// selects exactly the files `git ls-files -- ':(glob)GLOB'` lists. (Where fitness widens a
/// glob on purpose, a folder it names standing for what is under it, `PathPattern` does it
/// on top of this match.)
@Suite struct GlobAgreementTests {
  static let segments = ["a", "b", "ab", "é", "x.swift", "a.swift", "éa"]
  static let globSegments = ["*", "**", "?", "a*", "*b", "a", "é", "?b", "a**b", "*.swift", "**.swift", "é*", "??"]

  @Test func everyGlobSelectsWhatGitSelects() throws {
    let repo = try ScratchRepository()
    var generator = SplitMix(seed: 3)
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    var files = Set<String>()
    while files.count < 70 {
      let depth = 1 + Int(generator.next() % 4)
      var parts = (0..<(depth - 1)).map { _ in pick(Self.segments.filter { !$0.hasSuffix(".swift") }) }
      parts.append(pick(Self.segments))
      let path = parts.joined(separator: "/")
      // A file and a folder cannot share a path.
      guard !files.contains(where: { $0.hasPrefix(path + "/") || path.hasPrefix($0 + "/") }) else { continue }
      files.insert(path)
    }
    for file in files { try repo.write(file, "") }
    try repo.git(["add", "-A"])
    var compared = 0
    var selected = 0
    for _ in 0..<250 {
      let glob = (0..<(1 + Int(generator.next() % 4))).map { _ in pick(Self.globSegments) }.joined(separator: "/")
      // A glob without a wildcard is a path, which git also takes as the folder of that name.
      guard glob.contains("*") || glob.contains("?") else { continue }
      let listed = try repo.gitBytes(["ls-files", "-z", "--", ":(glob)\(glob)"])
      let byGit = Set(listed.split(separator: 0).map { String(decoding: $0, as: UTF8.self) })
      let byFitness = Set(files.filter { Glob.matches($0, glob) })
      #expect(byFitness == byGit, "\(glob): fitness \(byFitness.sorted()), git \(byGit.sorted())")
      // As the engine carries both, in git's quoted spelling (`\303\251` for `é`), and as
      // a rule's root or exclusion reaches them.
      let spelledGlob = QuotedPath.spelling(ofText: glob)
      let bySpelling = Set(files.filter { Glob.matches(spelled: QuotedPath.spelling(ofText: $0), spelledGlob) })
      #expect(bySpelling == byGit, "\(glob) spelled: fitness \(bySpelling.sorted()), git \(byGit.sorted())")
      let byScope = Set(files.filter { PathPattern.contains(QuotedPath.spelling(ofText: $0), under: spelledGlob) })
      #expect(byScope.isSuperset(of: byGit), "\(glob) as a root: \(byScope.sorted()), git \(byGit.sorted())")
      compared += 1
      selected += byGit.count
    }
    #expect(selected > 200, "the globs selected only \(selected) files in \(compared) comparisons")
  }
}
