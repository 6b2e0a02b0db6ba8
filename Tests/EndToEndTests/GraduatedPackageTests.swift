import FitnessTestSupport
import Foundation
import Testing

/// The whole workflow in a SwiftPM package built from scratch: graduate, the real
/// `swift test` green; a forbidden import makes the generated suites and the hook refuse
/// with the same verdict; reverting it makes both green again.
///
/// This is the one test that compiles a package: its point is that generated suites and
/// the vendored engine compile and run under both test frameworks.
@Suite(.serialized, .tags(.slow), .enabled(if: SlowSuites.enabled, SlowSuites.reason)) struct GraduatedPackageTests {
  static let layerFinding = """
    ---
    title: The feed never imports the ledger
    pattern: layer
    paths: [Sources/App/Feed]
    forbid: [Ledger]
    why: the feed renders what sync hands it
    suite: Tests/AppXCTests/Fitness
    ---
    Keep the feed a pure view model.

    """

  @Test func aGraduatedFindingFailsSwiftTestAndTheHookAlikeThenRecovers() throws {
    let repo = try LedgerFixture.make()
    try Self.edit(repo, "findings/0008-feed-stays-pure.md", Self.layerFinding)
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    for finding in [LedgerFixture.findingPath, "findings/0008-feed-stays-pure.md"] {
      let graduated = try FitnessBinary.run(["graduate", finding], in: repo.root)
      #expect(graduated.status == 0, "\(graduated.standardError)")
    }
    #expect(FileManager.default.fileExists(atPath: repo.root.appendingPathComponent(LedgerFixture.suitePath).path))
    try repo.git(["add", "-A"])
    let clean = try repo.run(["commit", "-q", "-m", "graduate two findings"])
    #expect(clean.status == 0, "\(clean.standardError)")

    let green = try Self.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    #expect(green.standardOutput.contains("Only the sync layer may touch the ledger"))
    #expect(green.standardOutput.contains("testFeedStaysFreeOfLedger"))

    // One working tree for both: what git tracks. An ignored file counts for neither; a
    // tracked file in a hidden folder counts for both.
    try Self.edit(repo, ".gitignore", ".build/\nSources/App/Generated/\n")
    try Self.edit(repo, "Sources/App/Generated/Bad.swift", "import Ledger\n")
    let ignored = try Self.swiftTest(in: repo)
    #expect(ignored.status == 0, "an ignored file failed swift test: \(ignored.standardOutput)")
    #expect(try FitnessBinary.run(["check", "--worktree"], in: repo.root).status == 0)
    try repo.remove("Sources/App/Generated")
    try Self.edit(repo, "Sources/App/.config/Hidden.swift", "import Ledger\n")
    try repo.git(["add", "-A"])
    let hidden = Said.forbiddenImport("Ledger", at: "Sources/App/.config/Hidden.swift:1:1")
    let tracked = try Self.swiftTest(in: repo)
    #expect(tracked.status != 0)
    #expect((tracked.standardOutput + tracked.standardError).contains(hidden), "\(tracked.standardOutput)")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 1)
    #expect(worktree.standardError.contains(hidden), "\(worktree.standardError)")
    try repo.git(["rm", "-q", "-r", "-f", "Sources/App/.config"])
    try Self.edit(repo, ".gitignore", ".build/\n")

    try Self.edit(repo, LedgerFixture.plainFile, "import Ledger\n" + LedgerFixture.plainSource)
    let verdict = Said.forbiddenImport("Ledger", at: "\(LedgerFixture.plainFile):1:1") + " [0007-ledger-outside-sync]"
    let red = try Self.swiftTest(in: repo)
    let redOutput = red.standardOutput + red.standardError
    #expect(red.status != 0)
    #expect(redOutput.contains(verdict), "\(redOutput)")
    #expect(redOutput.contains(Said.layerImport("Ledger", at: "\(LedgerFixture.plainFile):1:1")))
    // Each violation is also recorded where the editor shows it: Swift Testing at the file's
    // name, line and column, XCTest at its absolute path and line.
    let name = LedgerFixture.plainFile.split(separator: "/").last.map(String.init) ?? ""
    #expect(redOutput.contains("recorded an issue at \(name):1:1"), "\(redOutput)")
    #expect(redOutput.contains("↳ \(LedgerFixture.plainFile):1:1: " + Said.forbiddenImportMessage("Ledger")))
    #expect(
      redOutput.contains("\(repo.root.path)/\(LedgerFixture.plainFile):1: error: "), "\(redOutput)")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "feed posts to the ledger"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(verdict), "\(refused.standardError)")

    try Self.edit(repo, LedgerFixture.plainFile, LedgerFixture.plainSource)
    try repo.git(["add", "-A"])
    let recovered = try Self.swiftTest(in: repo)
    #expect(recovered.status == 0, "\(recovered.standardError)\(recovered.standardOutput)")
    let status = try repo.git(["status", "--porcelain"])
    #expect(status.isEmpty, "reverting left changes: \(status)")
  }

  /// A count pin, a copy contract and a network sentinel, graduated and then broken for
  /// real: each fails `swift test`, the static ones also fail the hook, and each recovers.
  @Test func pinsContractsAndTheSentinelGoRedAndGreenUnderSwiftTest() throws {
    let repo = try LedgerFixture.make()
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    // The same sentinel and pin once more in the XCTest target, to prove those suites compile and run.
    for (copy, original) in [
      ("0016-deck-offline-xctest", "0013-deck-offline"), ("0017-mode-count-xctest", "0014-mode-count"),
    ] {
      let text = LedgerFixture.patternFindings["findings/\(original).md"]!
        .replacingOccurrences(of: "suite: Tests/AppTests/Fitness", with: "suite: Tests/AppXCTests/Fitness")
      try Self.edit(repo, "findings/\(copy).md", text)
    }
    let findings = [
      "0011-mode-registry", "0012-display-lines", "0013-deck-offline", "0014-mode-count", "0016-deck-offline-xctest",
      "0017-mode-count-xctest",
    ]
    for finding in findings {
      let graduated = try FitnessBinary.run(["graduate", "findings/\(finding).md"], in: repo.root)
      #expect(graduated.status == 0, "\(graduated.standardError)")
    }
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "graduate"]).status == 0)
    let green = try Self.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    let modes = LedgerFixture.gameModeSource

    // A fourth mode without moving the pin: the count pin fails, statically and at run time.
    try Self.edit(
      repo,
      LedgerFixture.gameModeFile,
      modes.replacingOccurrences(of: "  case speed\n", with: "  case speed\n  case turbo\n")
        .replacingOccurrences(
          of: "    case .speed: return \"Beat the clock\"\n",
          with: "    case .speed: return \"Beat the clock\"\n    case .turbo: return \"Go faster\"\n"))
    let drift =
      "\(LedgerFixture.gameModeFile):4:8: error: " + Said.pinDrift("GameMode", cases: 4, pinned: 3)
      + " [0011-mode-registry]"
    let red = try Self.swiftTest(in: repo)
    #expect(red.status != 0)
    #expect((red.standardOutput + red.standardError).contains(drift), "\(red.standardOutput)")
    for rule in ["0014-mode-count", "0017-mode-count-xctest"] {
      #expect(red.standardOutput.contains(Said.runtimeDrift("GameMode.allCases.count", is: 4, pinned: 3, rule: rule)))
    }
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "turbo mode"])
    #expect(refused.status == 1)
    #expect(refused.standardError.contains(drift), "\(refused.standardError)")

    // Copy that is too long: the contract names the case and the value.
    try Self.edit(
      repo,
      LedgerFixture.gameModeFile,
      modes.replacingOccurrences(of: "\"Beat the clock\"", with: "\"Beat the clock before it runs out\""))
    let breach =
      "GameMode.displayLine for .speed is 33 characters, over the limit of 24: \"Beat the clock before it runs out\""
    let long = try Self.swiftTest(in: repo)
    #expect(long.status != 0)
    #expect((long.standardOutput + long.standardError).contains(breach), "\(long.standardOutput)")
    try repo.git(["add", "-A"])
    let refusedCopy = try repo.run(["commit", "-q", "-m", "longer copy"])
    #expect(refusedCopy.status == 1)
    #expect(refusedCopy.standardError.contains(breach), "\(refusedCopy.standardError)")
    try Self.edit(repo, LedgerFixture.gameModeFile, modes)

    // The deck path quietly asks the network (through the allowed session builder): only the
    // runtime sentinel can see it, and it counts the attempt.
    try Self.edit(
      repo,
      LedgerFixture.deckFile,
      LedgerFixture.deckSource.replacingOccurrences(
        of: "    3\n", with: "    try? await Fetcher.ping()\n    return 3\n"))
    let online = try Self.swiftTest(in: repo)
    #expect(online.status != 0)
    for rule in ["0013-deck-offline", "0016-deck-offline-xctest"] {
      #expect(
        (online.standardOutput + online.standardError).contains("1 network request(s) attempted [\(rule)]"),
        "\(online.standardOutput)")
    }
    try Self.edit(repo, LedgerFixture.deckFile, LedgerFixture.deckSource)

    try repo.git(["add", "-A"])
    let recovered = try Self.swiftTest(in: repo)
    #expect(recovered.status == 0, "\(recovered.standardError)\(recovered.standardOutput)")
    #expect(try repo.git(["status", "--porcelain"]).isEmpty)
  }

  /// A declarations rule under the real `swift test`: green on a compliant tree, red at the
  /// file and line of a class that breaks it, red at the suite's line for an exception
  /// that complies, and green again.
  @Test func aDeclarationsRuleGoesRedAndGreenUnderSwiftTest() throws {
    let repo = try LedgerFixture.make()
    try Self.edit(repo, "Sources/App/Feed/FeedViewModel.swift", "@MainActor\nfinal class FeedViewModel {}\n")
    try Self.edit(repo, "Sources/App/Legacy/OldViewModel.swift", "class OldViewModel {}\n")
    try Self.edit(repo, "findings/0020-view-models.md", DeclarationRuleTests.finding)
    let graduated = try FitnessBinary.run(["graduate", "findings/0020-view-models.md"], in: repo.root)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    try repo.git(["add", "-A"])
    let green = try Self.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    #expect(green.standardOutput.contains("View models are final and run on the main actor"))

    try Self.edit(
      repo, "Sources/App/Feed/ProfileViewModel.swift", "import Foundation\n\n@MainActor\nclass ProfileViewModel {}\n")
    let red = try Self.swiftTest(in: repo)
    #expect(red.status != 0)
    let place = "Sources/App/Feed/ProfileViewModel.swift:4:1: error: class ProfileViewModel is not final"
    #expect((red.standardOutput + red.standardError).contains(place), "\(red.standardOutput)")
    try repo.remove("Sources/App/Feed/ProfileViewModel.swift")

    try Self.edit(repo, "Sources/App/Legacy/OldViewModel.swift", "@MainActor\nfinal class OldViewModel {}\n")
    let stale = try Self.swiftTest(in: repo)
    #expect(stale.status != 0)
    #expect(
      (stale.standardOutput + stale.standardError).contains(
        "\(DeclarationRuleTests.suite):24:7: error: "
          + Said.staleName("OldViewModel", in: "Sources/App/Legacy/OldViewModel.swift")),
      "\(stale.standardOutput)")
    try Self.edit(repo, "Sources/App/Legacy/OldViewModel.swift", "class OldViewModel {}\n")
    let recovered = try Self.swiftTest(in: repo)
    #expect(recovered.status == 0, "\(recovered.standardError)\(recovered.standardOutput)")
  }

  /// Writes a file the next `swift test` must rebuild, and deletes the objects built from
  /// it. Twice a CI run under load saw a reverted source run its old code, once with the
  /// edit dated ahead of the previous build: the incremental build's own change detection
  /// is not what these tests hold. A missing object is rebuilt by llbuild (an output of the
  /// module's command is gone) and by the driver (an input without its outputs) alike.
  static func edit(_ repo: ScratchRepository, _ path: String, _ text: String) throws {
    try repo.write(path, text)
    guard path.hasSuffix(".swift"), let name = path.split(separator: "/").last else { return }
    let files = FileManager.default
    let build = repo.root.appendingPathComponent(".build")
    for platform in (try? files.contentsOfDirectory(atPath: build.path)) ?? [] {
      let products = build.appendingPathComponent(platform).appendingPathComponent("debug")
      for module in (try? files.contentsOfDirectory(atPath: products.path)) ?? [] where module.hasSuffix(".build") {
        let object = products.appendingPathComponent(module).appendingPathComponent("\(name).o")
        if files.fileExists(atPath: object.path) { try files.removeItem(at: object) }
      }
    }
  }

  static func swiftTest(in repo: ScratchRepository) throws -> ProcessResult {
    try Toolchain.swiftPM(["test"], in: repo.root)
  }

  /// The real `swift test` green, red with `said` once `path` holds `broken`, and green
  /// again once it holds `mended`.
  static func expectRedThenGreen(
    _ repo: ScratchRepository, editing path: String, broken: String, mended: String, said: String
  ) throws {
    let green = try swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    try edit(repo, path, broken)
    let red = try swiftTest(in: repo)
    #expect(red.status != 0)
    #expect((red.standardOutput + red.standardError).contains(said), "\(red.standardOutput)\(red.standardError)")
    try edit(repo, path, mended)
    let again = try swiftTest(in: repo)
    #expect(again.status == 0, "\(again.standardOutput)\(again.standardError)")
  }
}
