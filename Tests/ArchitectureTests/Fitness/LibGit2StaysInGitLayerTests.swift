// Fitness suite written by `fitness graduate` from findings/0001-libgit2-in-git-layer.md.
// Only the git layer (LibGit2Reader) touches libgit2
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0001-libgit2-in-git-layer PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct LibGit2StaysInGitLayerTests {
  static let rule = ImportBoundary(
    id: "0001-libgit2-in-git-layer",
    title: "Only the git layer (LibGit2Reader) touches libgit2",
    module: "CLibGit2",
    fence: [
      "Sources/LibGit2Reader/Blob.swift",  // reads raw blobs from the object database [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/History.swift",  // the burn-down walks first-parent commits and their trees through libgit2, vouched by the direct reader
      "Sources/LibGit2Reader/Index.swift",  // opens the index git will commit from [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/LibGit2.swift",  // the one check function for libgit2 results [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/ObjectID.swift",  // copies git_oid values out of libgit2 [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/Repository.swift",  // owns the repository handle [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/Snapshot.swift",  // builds snapshots from index, trees and disk [0001-libgit2-in-git-layer]
      "Sources/LibGit2Reader/Tree.swift",  // walks trees and diffs HEAD against the index [0001-libgit2-in-git-layer]
    ],
    api: ["git_"],
    roots: ["Sources"]
  )

  @Test("Only the git layer (LibGit2Reader) touches libgit2") func libGit2StaysInGitLayer() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
