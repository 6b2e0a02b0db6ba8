import FitnessTestSupport
import Foundation
import Testing

/// The hook never writes: in each scenario from the edge-case research a real `git commit`
/// fires the installed hook, and a probe around `fitness` records every file of the working
/// tree and of the git directories (index, lock files, temporary indexes, refs; objects and
/// logs aside, which git itself writes) plus the stash list and the refs, before and after.
/// They must be byte-identical, whatever the verdict.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct ReadOnlyScenarioTests {
  struct Scenario: CustomStringConvertible, Sendable {
    var name: String
    /// Shell run in the repository before the commit (hooks bypassed where git runs them).
    var setup: String
    /// The shell that commits, firing the hook.
    var commit: String
    /// 0 accepted, 1 refused; nil when the scenario does not judge.
    var verdict: Int32?
    var description: String { name }
  }

  static let violating = "printf 'import SwiftUI\\nimport CloudKit\\n' > Sources/Feed/FeedView.swift"
  static let clean = "printf 'import SwiftUI\\n' > Sources/Feed/FeedView.swift"

  static let scenarios: [Scenario] = [
    Scenario(name: "plain commit", setup: "\(clean); git add -A", commit: "git commit -qm x", verdict: 0),
    Scenario(name: "plain violation", setup: "\(violating); git add -A", commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "bad staged, fixed only on disk", setup: "\(violating); git add -A; \(clean)", commit: "git commit -qm x",
      verdict: 1),
    Scenario(
      name: "good staged, bad only on disk", setup: "printf '// ok\\n' > New.swift; git add -A; \(violating)",
      commit: "git commit -qm x", verdict: 0),
    Scenario(name: "commit -a", setup: violating, commit: "git commit -qam x", verdict: 1),
    Scenario(
      name: "commit --only a path", setup: "\(violating); git add -A; printf 'x\\n' > Other.txt; git add Other.txt",
      commit: "git commit -qm x Other.txt", verdict: 0),
    Scenario(
      name: "commit -i a path", setup: "printf 'x\\n' > Other.txt; git add Other.txt; \(violating)",
      commit: "git commit -qm x -i Sources/Feed/FeedView.swift", verdict: 1),
    Scenario(name: "commit -p", setup: violating, commit: "printf 'y\\ny\\ny\\n' | git commit -q -p -m x", verdict: 1),
    Scenario(name: "amend", setup: "\(clean); git add -A", commit: "git commit -q --amend -m x", verdict: 0),
    Scenario(
      name: "amend --only", setup: violating + "; git add -A", commit: "git commit -q --amend --only -m x",
      verdict: 0),
    Scenario(
      name: "first commit on an orphan branch", setup: "git checkout -q --orphan fresh; git add -A",
      commit: "git commit -qm x", verdict: 0),
    Scenario(
      name: "intent-to-add beside a staged file",
      setup: "printf 'import CloudKit\\n' > Ita.swift; git add -N Ita.swift; \(clean); git add Sources",
      commit: "git commit -qm x Sources", verdict: 0),
    Scenario(
      name: "concluding a merge",
      setup: """
        git checkout -qb side; printf 'a\\n' > M.txt; git add M.txt; git commit -qnm side; git checkout -q main; \
        printf 'b\\n' > M.txt; git add M.txt; git commit -qnm main; git merge -q side >/dev/null 2>&1; \
        printf 'c\\n' > M.txt; git add M.txt
        """, commit: "git commit -q --no-edit", verdict: 0),
    Scenario(
      name: "rename out of the fence", setup: "git mv Sources/Sync/CloudSyncEngine.swift Sources/Feed/Engine.swift",
      commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "file becomes a symlink",
      setup:
        "rm Sources/Feed/FeedView.swift; ln -s ../Sync/CloudSyncEngine.swift Sources/Feed/FeedView.swift; git add -A",
      // The compiler compiles the link as its target, so the feed now imports CloudKit.
      commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "mode-only change", setup: "chmod +x Sources/Feed/FeedView.swift; git add -A", commit: "git commit -qm x",
      verdict: 0),
    Scenario(
      name: "fenced file deleted", setup: "git rm -q Sources/Sync/CloudSyncEngine.swift", commit: "git commit -qm x",
      verdict: 1),
    Scenario(
      name: "submodule added",
      setup: """
        sub="../$(basename "$PWD")-sub"; mkdir "$sub" && (cd "$sub" && git init -q -b main && \
        git commit -q --allow-empty -m s) && git -c protocol.file.allow=always submodule add -q "$sub" sm 2>/dev/null
        """, commit: "git commit -qm x", verdict: 0),
    Scenario(
      name: "linked worktree",
      setup:
        "git worktree add -q \"../$(basename \"$PWD\")-wt\" 2>/dev/null; cd \"../$(basename \"$PWD\")-wt\" && \(violating) && git add -A",
      commit: "cd \"../$(basename \"$PWD\")-wt\" && git commit -qm x", verdict: 1),
    Scenario(
      name: "bare repository with a separate work tree",
      setup: """
        name="$(basename "$PWD")"; git clone -q --bare . "../$name-bare.git" && mkdir "../$name-home" && \
        cp .git/hooks/pre-commit "../$name-bare.git/hooks/" && cd "../$name-home" && \
        git --git-dir="../$name-bare.git" --work-tree=. checkout -q -f main && \(violating) && \
        git --git-dir="../$name-bare.git" --work-tree=. add -A
        """,
      commit: """
        name="$(basename "$PWD")"; cd "../$name-home" && git --git-dir="../$name-bare.git" --work-tree=. commit -qm x
        """, verdict: 1),
    Scenario(
      name: "autocrlf with a CRLF file",
      setup:
        "git config core.autocrlf true; printf 'import SwiftUI\\r\\nimport CloudKit\\r\\n' > Sources/Feed/FeedView.swift; git add -A",
      commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "-text CRLF file",
      setup:
        "printf '*.swift -text\\n' > .gitattributes; printf 'import CloudKit\\r\\n' > Sources/Feed/FeedView.swift; git add -A",
      commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "a clean filter changes what is staged",
      setup: """
        git config filter.strip.clean "sed 's/import CloudKit/import CloudKitNot/'"; git config filter.strip.smudge cat; \
        printf '*.swift filter=strip\\n' > .gitattributes; \(violating); git add -A
        """, commit: "git commit -qm x", verdict: 0),
    Scenario(
      name: "binary with a NUL near the start",
      setup: "printf 'import C\\000loudKit\\n' > Sources/Feed/Blob.swift; git add -A", commit: "git commit -qm x",
      verdict: 0),
    Scenario(
      name: "UTF-16 Swift file",
      setup: "printf '\\377\\376i\\000m\\000p\\000' > Sources/Feed/Wide.swift; git add -A", commit: "git commit -qm x",
      verdict: 0),
    Scenario(
      name: "a 40 MB file", setup: "head -c 41943040 /dev/zero | tr '\\0' 'a' > Big.swift; git add -A",
      commit: "git commit -qm x", verdict: 0),
    Scenario(
      name: "names with spaces and Latin-1 bytes",
      setup: "\(violating); mv Sources/Feed/FeedView.swift 'Sources/Feed/caf\\351 view.swift'; git add -A",
      commit: "git commit -qm x", verdict: 1),
    Scenario(name: "nothing staged", setup: "true", commit: "git commit -q --allow-empty -m x", verdict: 0),
    Scenario(
      name: "a stash exists", setup: "\(violating); git stash -q; \(clean); git add -A", commit: "git commit -qm x",
      verdict: 0),
    Scenario(
      name: "byte-order mark",
      setup: "printf '\\357\\273\\277import CloudKit\\n' > Sources/Feed/FeedView.swift; git add -A",
      commit: "git commit -qm x", verdict: 1),
    Scenario(
      name: "empty file", setup: ": > Sources/Feed/Empty.swift; git add -A", commit: "git commit -qm x", verdict: 0),
    Scenario(
      name: "committing from a subfolder", setup: "\(violating); git add -A",
      commit: "cd Sources/Feed && git commit -qm x", verdict: 1),
    Scenario(
      name: "the suite itself is partially staged",
      setup: """
        sed -i 's|\\"Sources/Sync/CloudSyncEngine.swift\\",|\\"Sources/Feed/FeedView.swift\\",  // feeds sync [0007]\\n      &|' \
        Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift; \(violating); git add -A; git checkout -q -- Tests
        """, commit: "git commit -qm x", verdict: 0),
  ]

  @Test(arguments: scenarios)
  func theHookLeavesEverythingAsItFoundIt(_ scenario: Scenario) throws {
    let repo = try AppFixture.make()
    let probe = repo.root.deletingLastPathComponent().appendingPathComponent("probe-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: probe)
      // Scenarios that need a second folder make it beside the repository.
      for suffix in ["-wt", "-bare.git", "-home", "-sub"] {
        try? FileManager.default.removeItem(atPath: repo.root.path + suffix)
      }
    }
    let wrapper = probe.appendingPathComponent("fitness-probe").path
    try Self.probeScript.write(toFile: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper)

    let setup = try ProcessResult.run("/bin/sh", ["-c", scenario.setup], in: repo.root, environment: ["HUSKY": "0"])
    try #require(setup.status == 0, "setup of '\(scenario.name)' failed: \(setup.standardError)")
    let environment = [
      "FITNESS_BIN": wrapper, "FITNESS_REAL": FitnessBinary.path, "FITNESS_PROBE": probe.path,
    ]
    let commit = try ProcessResult.run("/bin/sh", ["-c", scenario.commit], in: repo.root, environment: environment)
    let ran = FileManager.default.fileExists(atPath: probe.appendingPathComponent("status").path)
    try #require(ran, "the hook did not run fitness in '\(scenario.name)': \(commit.standardError)")
    let before = try String(contentsOf: probe.appendingPathComponent("before"), encoding: .utf8)
    let after = try String(contentsOf: probe.appendingPathComponent("after"), encoding: .utf8)
    #expect(before == after, "fitness changed something in '\(scenario.name)'")
    #expect(before.contains("index"), "the probe saw no index in '\(scenario.name)'")
    if let verdict = scenario.verdict {
      let status = try String(contentsOf: probe.appendingPathComponent("status"), encoding: .utf8)
      #expect(status == "\(verdict)\n", "'\(scenario.name)': \(commit.standardError)")
    }
  }

  /// Runs the real fitness between two listings of everything it must not touch.
  static let probeScript = #"""
    #!/bin/sh
    snap() {
      common="$(git rev-parse --git-common-dir)"
      own="$(git rev-parse --absolute-git-dir)"
      for dir in . "$common" "$own"; do
        find "$dir" \( -path '*/objects' -o -path '*/logs' \) -prune -o -type f -print 2>/dev/null
      done | LC_ALL=C sort -u | while IFS= read -r file; do
        printf '%s %s\n' "$file" "$(cksum < "$file")"
      done
      git stash list
      git for-each-ref
      printf 'GIT_INDEX_FILE=%s\n' "${GIT_INDEX_FILE:-}"
    }
    snap > "$FITNESS_PROBE/before"
    "$FITNESS_REAL" "$@"
    status=$?
    snap > "$FITNESS_PROBE/after"
    echo "$status" > "$FITNESS_PROBE/status"
    exit "$status"
    """#
}
