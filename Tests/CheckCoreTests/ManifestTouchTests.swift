import CheckCore
import RuleEngine
import Testing

/// A commit changes what the rules read of the manifests when it touches a package, project
/// or XcodeGen spec, or YAML a staged spec includes; any other YAML (a CI workflow) leaves the
/// rules that read the manifests judged on what the commit stages alone.
@Suite struct ManifestTouchTests {
  static let files = [
    "project.yml": "include:\n  - specs/features.yml\n  - specs/gone.yml\ntargets: {}\n",
    "specs/features.yml": "include: [more.yml]\n",
    "specs/more.yml": "targets: {}\n",
    "specs/unused.yml": "targets: {}\n",
    ".github/workflows/ci.yml": "on: push\njobs: {}\n",
    "Package.swift": "// swift-tools-version:5.9\n",
    "Sources/App/App.swift": "struct App {}\n",
  ]

  @Test(arguments: [
    ([".github/workflows/ci.yml"], false), (["specs/unused.yml"], false), (["Sources/App/App.swift"], false),
    (["specs/features.yml"], true), (["specs/more.yml"], true), (["specs/gone.yml"], true),
    (["project.yml"], true), (["Package.swift"], true), (["App.xcodeproj/project.pbxproj"], true),
    ([".github/workflows/ci.yml", "specs/more.yml"], true),
  ])
  func onlyWhatASpecReadsIsAManifest(paths: [String], changes: Bool) throws {
    let snapshot = MemorySnapshot(files: Self.files, changedPaths: paths)
    let check = SnapshotCheck(snapshot: snapshot, rules: RuleSet(rules: [], suitePaths: []))
    #expect(try check.changesManifests(paths) == changes, "\(paths)")
  }
}
