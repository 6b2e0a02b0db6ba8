// Fitness suite: the rule below is data. `fitness check` reads it from this file's
// staged blob; `swift test` compiles it and evaluates it over the package on disk.
// Hand-written until `fitness graduate` exists.

import PackageFiles
import RuleEngine
import Testing

@Suite struct LibGit2StaysInGitLayerTests {
  static let rule = ImportBoundary(
    id: "libgit2-in-git-layer",
    title: "Only the git layer (GitSnapshot) touches libgit2",
    module: "CLibGit2",
    fence: [
      "Sources/GitSnapshot/Blob.swift",  // reads raw blobs from the object database [hand-written]
      "Sources/GitSnapshot/Index.swift",  // opens the index git will commit from [hand-written]
      "Sources/GitSnapshot/LibGit2.swift",  // the one check function for libgit2 results [hand-written]
      "Sources/GitSnapshot/ObjectID.swift",  // copies git_oid values out of libgit2 [hand-written]
      "Sources/GitSnapshot/Repository.swift",  // owns the repository handle [hand-written]
      "Sources/GitSnapshot/Snapshot.swift",  // builds snapshots from index, trees and disk [hand-written]
      "Sources/GitSnapshot/Tree.swift",  // walks trees and diffs HEAD against the index [hand-written]
      "Sources/GitSnapshot/WorkTreeFiles.swift",  // lists untracked files through git status [hand-written]
    ],
    api: ["git_"],
    roots: ["Sources"]
  )

  @Test func onlyTheGitLayerUsesLibGit2() throws {
    let violations = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(violations.isEmpty, "\(violations)")
  }
}
