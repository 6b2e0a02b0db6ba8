import FitnessTestSupport
import Foundation
import Testing

/// The hook's verdict on a commit equals `fitness check --rev` of the commit it records, on
/// random histories from fixed seeds whose steps change the rules as well as the files:
/// fence entries removed and added, roots and excludes moved, the module changed, needles
/// added and taken away, a second suite added over files that already break it, next to
/// edits, deletions, renames and links.
///
/// Each round stages a few steps and commits through the installed hook. A commit the hook
/// accepts must be clean under `check --rev HEAD`; one it refuses is recorded without the
/// hook and must fail `check --rev HEAD` at the very places the hook named, and is then
/// taken back (`reset --soft`), so every round starts from a clean parent. The front and
/// libgit2's reader must print the same verdict. `FITNESS_DIFFERENTIAL_CASES=N` runs N
/// seeds instead of the 120 CI runs; `FITNESS_DIFFERENTIAL_SEED=S` one.
@Suite(.tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct RuleChangeDifferentialTests {
  static let seeds = 0..<(ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 120)

  static let secondSuitePath = "Tests/AppTests/Fitness/FoundationStaysPutTests.swift"

  /// One rule literal's arguments, written out as graduate writes them.
  struct Rule {
    var id: String
    var module: String
    var fence: [String]
    var api: [String]
    var exclude: [String]
    var roots: [String]

    func suite(named name: String) -> String {
      func list(_ items: [String], reason: String?) -> String {
        guard !items.isEmpty else { return "[]" }
        let lines = items.map { "      \"\($0)\"," + (reason.map { "  // \($0) [0007]" } ?? "") }
        return "[\n" + lines.joined(separator: "\n") + "\n    ]"
      }
      return """
        import Testing

        @Suite struct \(name) {
          static let rule = ImportBoundary(
            id: "\(id)",
            module: "\(module)",
            fence: \(list(fence, reason: "owns it")),
            api: [\(api.map { "\"\($0)\"" }.joined(separator: ", "))],
            exclude: \(list(exclude, reason: "does not ship")),
            roots: [\(roots.map { "\"\($0)\"" }.joined(separator: ", "))]
          )
        }

        """
    }
  }

  static let files = [
    "Sources/Feed/A.swift", "Sources/Feed/B.swift", AppFixture.fencedFile, "Sources/Sync/Helper.swift",
    "Sources/Feed/with space.swift", "Other/Z.swift", "Tests/AppTests/X.swift",
  ]
  static let lines = [
    "import CloudKit", "import Foundation", "// import CloudKit", "struct S {}", "let c = CKContainer(id: 1)",
    "let d = CKDatabase(scope: 1)",
  ]

  struct History {
    var random: SplitMix
    var first = Rule(
      id: "cloudkit-in-sync", module: "CloudKit", fence: [AppFixture.fencedFile], api: ["CKContainer("], exclude: [],
      roots: ["Sources"])
    var second: Rule? = nil

    mutating func pick<T>(_ list: [T]) -> T { list[Int(random.next() % UInt64(list.count))] }

    /// One random step: a shell script, its name, and whether it changes a rule.
    mutating func step(tracked: [String]) -> (script: String, name: String) {
      let file = pick(RuleChangeDifferentialTests.files)
      let text = (0..<(1 + Int(random.next() % 3))).map { _ in pick(RuleChangeDifferentialTests.lines) }
        .joined(separator: "\n")
      let existing = tracked.isEmpty ? file : pick(tracked)
      switch random.next() % 12 {
      case 0, 1:
        return ("mkdir -p \"$(dirname '\(file)')\" && printf '%s\\n' '\(text)' > '\(file)'", "edit \(file)")
      case 2: return ("git rm -q -f -- '\(existing)' || true", "delete \(existing)")
      case 3:
        return ("mkdir -p \"$(dirname '\(file)')\" && git mv -k -- '\(existing)' '\(file)'", "rename to \(file)")
      case 4:
        guard !first.fence.isEmpty else { return ("true", "nothing") }
        let entry = pick(first.fence)
        first.fence.removeAll { $0 == entry }
        return (writeFirst(), "narrow: fence entry \(entry) removed")
      case 5:
        guard !first.fence.contains(existing) else { return ("true", "nothing") }
        first.fence.append(existing)
        first.fence.sort()
        return (writeFirst(), "widen: fence entry \(existing) added")
      case 6:
        first.roots = pick([["Sources"], ["Sources/Feed"], ["Sources/Sync"], [], ["Sources", "Other"]])
        return (writeFirst(), "roots \(first.roots)")
      case 7:
        first.exclude = pick([[], ["Sources/Feed"], ["Sources/Feed/A.swift"], ["Other"]])
        return (writeFirst(), "exclude \(first.exclude)")
      case 8:
        first.module = pick(["CloudKit", "Foundation"])
        return (writeFirst(), "module \(first.module)")
      case 9:
        first.api = pick([[], ["CKContainer("], ["CKContainer(", "CKDatabase("]])
        return (writeFirst(), "api \(first.api)")
      case 10:
        if second == nil {
          second = Rule(
            id: "foundation-stays-put", module: "Foundation", fence: [pick(RuleChangeDifferentialTests.files)],
            api: [], exclude: [], roots: [])
          return (write(second!, as: "FoundationStaysPutTests", at: secondSuitePath), "new suite over Foundation")
        }
        second = nil
        return ("git rm -q -f -- '\(secondSuitePath)'", "second suite removed")
      default:
        return ("git mv -f -- '\(existing)' '\(existing).txt' 2>/dev/null || true", "no longer Swift: \(existing)")
      }
    }

    func writeFirst() -> String {
      write(first, as: "CloudKitStaysInSyncTests", at: AppFixture.suitePath)
    }

    func write(_ rule: Rule, as name: String, at path: String) -> String {
      let encoded = Data(rule.suite(named: name).utf8).base64EncodedString()
      return "mkdir -p \"$(dirname '\(path)')\" && printf '%s' '\(encoded)' | base64 -d > '\(path)'"
    }
  }

  @Test(
    arguments: ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_SEED"].flatMap { Int($0) }.map { [$0] }
      ?? Array(seeds))
  func theHooksVerdictIsTheRecordedCommitsVerdict(seed: Int) throws {
    var history = History(random: SplitMix(seed: UInt64(seed) &* 104_729 &+ 3))
    let repo = try AppFixture.make()
    try ProcessResult.run("/bin/sh", ["-c", history.writeFirst()], in: repo.root).requireSuccess()
    try repo.commitAll("the rule as the history writes it")
    var story: [String] = []
    var refused = 0
    let rounds = 2 + Int(history.random.next() % 3)
    defer { print("rule-change differential: seed \(seed), \(refused) of \(rounds) commits refused") }
    for round in 0..<rounds {
      for _ in 0..<(1 + Int(history.random.next() % 3)) {
        let tracked = try repo.git(["ls-files"]).split(separator: "\n").map(String.init)
          .filter { $0.hasSuffix(".swift") && !$0.contains("/Fitness/") }
        let step = history.step(tracked: tracked)
        story.append("\(round): \(step.name)")
        _ = try ProcessResult.run("/bin/sh", ["-c", step.script], in: repo.root)
      }
      try repo.git(["add", "-A"])
      let told = "seed \(seed)\n" + story.joined(separator: "\n")
      let front = try FitnessBinary.run(["check", "--staged"], in: repo.root)
      let tool = try ProcessResult.run(
        FitnessBinary.toolPath, ["check", "--staged"], in: repo.root, environment: ["FITNESS_READER": "libgit2"])
      #expect(front.status == tool.status, "\(told)\nfront: \(front.standardError)\ntool: \(tool.standardError)")
      #expect(front.standardError == tool.standardError, "\(told)")
      let commit = try repo.run(["commit", "-q", "--allow-empty", "-m", "round \(round)"])
      if commit.status != 0 {
        refused += 1
        try repo.git(["commit", "-q", "--allow-empty", "--no-verify", "-m", "round \(round), recorded anyway"])
      }
      let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
      #expect(
        (commit.status == 0) == (recorded.status == 0),
        "\(told)\nhook (\(commit.status)): \(commit.standardError)\nrev (\(recorded.status)): \(recorded.standardError)"
      )
      #expect(
        StagedOracle.places(in: commit.standardError) == StagedOracle.places(in: recorded.standardError),
        "\(told)\nhook: \(commit.standardError)\nrev: \(recorded.standardError)")
      // Every round starts from a clean parent: a refused commit is taken back, its changes
      // stay staged for the next round to build on.
      if commit.status != 0 { try repo.git(["reset", "-q", "--soft", "HEAD~1"]) }
    }
  }
}

extension ProcessResult {
  /// Throws with the output unless the process succeeded.
  func requireSuccess() throws {
    guard status == 0 else { throw ScratchError("exit \(status): \(standardError)") }
  }
}
