import FitnessTestSupport
import Foundation
import Testing

/// The promise, tested by construction: on repository states made by the real git from
/// fixed seeds, the front's verdict equals `fitness-tool`'s, and both equal what git's own
/// output says (`StagedOracle`); and `check --worktree` equals the generated suite under
/// the real test runner, on the same tree.
///
/// Each seed runs a few random steps: adds, edits, partial staging, deletions, renames,
/// mode changes, symlinks (beside, chained, dangling, absolute, out of the repository, to a
/// folder, named as no source), intent-to-add, non-UTF-8 and NFC/NFD names, the suite and its
/// finding taken away and brought back, and commits. `FITNESS_DIFFERENTIAL_CASES=N` runs N
/// seeds instead of the 240 CI runs.
@Suite(.tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct DifferentialTests {
  static let seeds = 0..<(ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 240)

  /// Names as bytes: plain, with a space, Latin-1, NFC and NFD, in and out of the roots.
  static let names: [[UInt8]] = [
    Array("Sources/Feed/A.swift".utf8), Array("Sources/Feed/B.swift".utf8), Array(AppFixture.fencedFile.utf8),
    Array("Sources/Sync/Helper.swift".utf8), Array("Sources/Feed/caf".utf8) + [0xE9] + Array(".swift".utf8),
    Array("Sources/Feed/Caf\u{E9}.swift".utf8), Array("Sources/Feed/Cafe\u{301}.swift".utf8),
    Array("Sources/Feed/with space.swift".utf8), Array("Tests/AppTests/X.swift".utf8),
    Array("Sources/Feed/notes.txt".utf8), Array("Other/Z.swift".utf8),
  ]
  static let lines = [
    "import CloudKit", "import Foundation", "// import CloudKit", "let s = \"import CloudKit\"", "struct S {}",
  ]

  /// A name for the shell: its bytes through printf, so no layer repairs them.
  static func shell(_ name: [UInt8]) -> String {
    "\"$(printf '" + name.map { "\\" + String($0, radix: 8) }.joined() + "')\""
  }

  struct Step {
    var script: String
    var name: String
  }

  static func randomStep(_ random: inout SplitMix, existing: [[UInt8]]) -> Step {
    func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }
    let name = pick(names)
    let other = existing.isEmpty ? pick(names) : pick(existing)
    let text = (0..<(1 + Int(random.next() % 4))).map { _ in pick(lines) }.joined(separator: "\n") + "\n"
    let write = "mkdir -p \"$(dirname \(shell(name)))\" && printf '%s' '\(text)' > \(shell(name))"
    let suite = AppFixture.suitePath
    switch random.next() % 13 {
    case 0, 1: return Step(script: "\(write) && git add -A", name: "add or edit")
    case 2: return Step(script: write, name: "edit on disk only")
    case 3:
      return Step(
        script: "\(write) && git add -A && printf '// later\\n' >> \(shell(name))", name: "partially staged")
    case 4: return Step(script: "git rm -q -f -- \(shell(other)) || true", name: "delete")
    case 5: return Step(script: "git rm -q --cached -- \(shell(other)) || true", name: "unstage to untracked")
    case 6:
      return Step(
        script: "mkdir -p \"$(dirname \(shell(name)))\" && git mv -k -- \(shell(other)) \(shell(name))", name: "rename")
    case 7: return Step(script: "chmod +x \(shell(other)) 2>/dev/null; git add -A", name: "mode change")
    case 8:
      // Links of every kind fitness defines: to a file beside, through another link, to
      // nowhere, absolute (into the repository), above the root, a folder, and a name that
      // is no Swift source.
      let sibling =
        Array("../Feed/".utf8) + (other.split(separator: 0x2F).last.map(Array.init) ?? Array("A.swift".utf8))
      let (link, target, kind): ([UInt8], String, String) =
        switch random.next() % 8 {
        case 0, 1: (name, shell(sibling), "symlink")
        case 2:
          (
            name, shell(Array("../Feed/".utf8) + (pick(names).split(separator: 0x2F).last.map(Array.init) ?? [])),
            "link chain"
          )
        case 3: (name, shell(Array("../Feed/Missing.swift".utf8)), "dangling link")
        // Into Sources only: a later write through the link must not turn the suite or the
        // finding into text no rule literal reads.
        case 4: (name, "\"$PWD\"/" + shell(other.starts(with: "Sources/".utf8) ? other : name), "absolute link")
        case 5: (name, shell(Array("../../../Elsewhere/Outside.swift".utf8)), "link out")
        case 6:
          (
            Array("Sources/Feed/Linked".utf8), pick(["../Sync", "../../Other", "../../Tests/AppTests", "/tmp"]),
            "folder link"
          )
        default: (Array("Sources/Feed/Link.txt".utf8), shell(sibling), "non-Swift link")
        }
      return Step(
        script:
          "rm -f \(shell(link)) && mkdir -p \"$(dirname \(shell(link)))\" && ln -s \(target) \(shell(link)) && git add -A",
        name: kind)
    case 9: return Step(script: "\(write) && git add -N -- \(shell(name))", name: "intent to add")
    case 10:
      return Step(
        script: pick([
          "git rm -q --cached \(suite) && git add -N \(suite)", "git rm -q \(suite)",
          "git checkout -q HEAD -- \(suite) 2>/dev/null || true",
        ]), name: "suite")
    case 11: return Step(script: "git commit -q --no-verify --allow-empty -m step", name: "commit")
    default: return Step(script: "git rm -q -f findings/0007-cloudkit.md 2>/dev/null || true", name: "finding")
    }
  }

  /// The tracked files a step may delete, rename or retype. The finding is left to its own
  /// step: renamed into `Sources/…/X.swift` it would be YAML in a Swift file, which no
  /// compiler accepts and no verdict can be right about.
  static func tracked(_ repo: ScratchRepository) throws -> [[UInt8]] {
    try repo.gitBytes(["ls-files", "-z"]).split(separator: 0).map(Array.init)
      .filter { !$0.starts(with: "findings/".utf8) }
  }

  @Test(
    arguments: ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_SEED"].flatMap { Int($0) }.map { [$0] }
      ?? Array(seeds))
  func theFrontTheToolAndGitAgree(seed: Int) throws {
    let (repo, steps, expected) = try Self.history(seed: seed)
    let front = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    // libgit2's reading, so two readers are compared, not one twice.
    let tool = try ProcessResult.run(
      FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
    // Told only when something disagrees: two more git runs a seed.
    func story() -> String {
      let status = (try? repo.git(["status", "--short"])) ?? ""
      return "seed \(seed): \(steps.joined(separator: ", "))\n\(status)\n\((try? repo.git(["ls-files", "-s"])) ?? "")"
    }
    #expect(front.status == tool.status, "\(story())\nfront: \(front.standardError)\ntool: \(tool.standardError)")
    #expect(front.standardError == tool.standardError, "\(story())")
    #expect(StagedOracle.places(in: tool.standardError) == expected.places, "\(story())\n\(tool.standardError)")
    #expect(tool.status == expected.status, "\(story())\n\(tool.standardError)")
  }

  /// Seed `seed`'s repository, the names of its steps, and the places the oracle expects:
  /// generated and recorded by the debug pass, replayed by the release pass
  /// (`RecordedHistory`), whose executables then judge the same repository.
  static func history(seed: Int) throws -> (ScratchRepository, [String], (places: Set<String>, status: Int32)) {
    let name = "differential/\(seed)"
    if let (repo, notes) = try RecordedHistory.replay(name), let steps = notes.first {
      let places = Set(notes.dropFirst().filter { !$0.isEmpty && $0 != Self.refusedNote })
      let status: Int32 = notes.contains(Self.refusedNote) ? 2 : places.isEmpty ? 0 : 1
      return (repo, steps.split(separator: ",").map(String.init), (places, status))
    }
    var random = SplitMix(seed: UInt64(seed) &* 7919 &+ 17)
    let repo = try AppFixture.make(installHook: false)
    if seed % 2 == 0 {
      try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
      try repo.commitAll("finding")
    }
    var steps: [String] = []
    for _ in 0..<(2 + Int(random.next() % 5)) {
      let step = Self.randomStep(&random, existing: try Self.tracked(repo))
      steps.append(step.name)
      _ = try ProcessResult.run("/bin/sh", ["-c", step.script], in: repo.root)
    }
    let findingStaged = !(try repo.git(["ls-files", "--", "findings/0007-cloudkit.md"])).isEmpty
    let oracle = try StagedOracle(repo, hasFinding: findingStaged)
    try RecordedHistory.record(
      repo, as: name,
      notes: [steps.joined(separator: ",")] + oracle.places.sorted() + (oracle.refuses ? [Self.refusedNote] : []))
    return (repo, steps, (oracle.places, oracle.refuses ? 2 : oracle.places.isEmpty ? 0 : 1))
  }

  /// The note a recorded history carries when the oracle expects the check to refuse.
  static let refusedNote = "exit 2"
}

/// `check --worktree` and the suites under the real test runner judge one working tree: a
/// package built once, whose suite (the vendored engine and an `ImportBoundary` literal,
/// as graduate writes them) runs after every random step, beside `fitness check`.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct WorkTreeDifferentialTests
{
  static let steps = ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 40

  static let manifest = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
      name: "Shared",
      targets: [.testTarget(name: "AppTests", path: "Tests/AppTests")]
    )

    """

  static let test = """
      func testCloudKitStaysInSync() throws {
        let report = try FitnessPackage.report(of: FenceRule(Self.rule))
        print("fitness-report-begin\\n\\(report)\\nfitness-report-end")
        XCTAssertTrue(report.isEmpty)
      }
    }

    """

  @Test func checkWorktreeAndTheSuiteAgreeStepByStep() throws {
    let repo = try AppFixture.make(installHook: false)
    let suite = AppFixture.suite().replacingOccurrences(of: "import Testing", with: "import XCTest")
      .replacingOccurrences(
        of: "@Suite struct CloudKitStaysInSyncTests {", with: "final class CloudKitStaysInSyncTests: XCTestCase {")
    try repo.write(AppFixture.suitePath, String(suite.dropLast(2)) + "\n" + Self.test)
    try repo.write("Package.swift", Self.manifest)
    try repo.write(".gitignore", ".build/\n")
    try repo.write("Tests/AppTests/Fitness/FitnessSupport.swift", "// fitness-support: engine 0, fitness 0\n")
    let vendored = try FitnessBinary.run(["vendor"], in: repo.root)
    #expect(vendored.status == 0, "\(vendored.standardError)")
    try repo.commitAll("package")
    let build = try Toolchain.swiftPM(["build", "--build-tests"], in: repo.root)
    try #require(build.status == 0, "\(build.standardOutput)\(build.standardError)")
    let binPath = try Toolchain.swiftPM(["build", "--show-bin-path"], in: repo.root)
      .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    let runner = binPath + "/SharedPackageTests.xctest"
    var random = SplitMix(seed: 4242)
    var compared = 0
    for index in 0..<Self.steps {
      // Only sources move: the manifest, the ignore file and the test target stay as built.
      let sources = try DifferentialTests.tracked(repo).filter { $0.starts(with: "Sources/".utf8) }
      let step = DifferentialTests.randomStep(&random, existing: sources)
      // The suite and its finding stay: the package was built with them.
      guard step.name != "suite", step.name != "finding" else { continue }
      _ = try ProcessResult.run("/bin/sh", ["-c", step.script], in: repo.root)
      let check = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
      let run = try ProcessResult.run(runner, ["AppTests.CloudKitStaysInSyncTests"], in: repo.root)
      let report =
        run.standardOutput.components(separatedBy: "fitness-report-begin\n").last?
        .components(separatedBy: "\nfitness-report-end").first ?? "(no report)"
      let story = "step \(index) (\(step.name)): \(try repo.git(["status", "--short"]))"
      #expect(
        StagedOracle.places(in: check.standardError) == StagedOracle.places(in: report),
        "\(story)\ncheck: \(check.standardError)\nsuite: \(report)")
      #expect((check.status != 0) == (run.status != 0), "\(story)\ncheck: \(check.standardError)\nsuite: \(report)")
      compared += 1
    }
    #expect(compared > Self.steps / 2)
  }
}
