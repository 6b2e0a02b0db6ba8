import FitnessTestSupport
import Foundation
import Testing

/// A declarations rule through the real commands: graduate draws and drills it, the
/// installed hook judges a real `git commit` by it (only the staged files), `allow` widens
/// and narrows its fence, and a gone or complying exception is stale.
@Suite struct DeclarationRuleTests {
  static let finding = """
    ---
    title: View models are final and run on the main actor
    pattern: declarations
    select:
      kind: class
      named: "*ViewModel"
    require:
      modifiers: [final]
      attributes: ["@MainActor"]
    fence:
      - path: Sources/App/Legacy/OldViewModel.swift
        types: [OldViewModel]
        why: subclassed by the UIKit screens until they move to SwiftUI
    roots: [Sources/App]
    suite: Tests/AppTests/Fitness
    ---
    View models publish to views on the main actor; a subclass would bypass that.

    """

  static let suite = "Tests/AppTests/Fitness/ViewModelsAreFinalTests.swift"
  static let legacy = "Sources/App/Legacy/OldViewModel.swift"

  /// A repository with a compliant view model, the legacy one the fence lets past, and
  /// declarations the rule does not select; the finding graduated and the hook installed.
  static func graduated() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", LedgerFixture.manifest)
    try repo.write("findings/0020-view-models.md", finding)
    try repo.write("Sources/App/Feed/FeedViewModel.swift", "@MainActor\nfinal class FeedViewModel {}\n")
    try repo.write(legacy, "class OldViewModel {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n\n@Test func runs() {}\n")
    try repo.commitAll("the app")
    let graduate = try FitnessBinary.run(["graduate", "findings/0020-view-models.md"], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(graduate.standardOutput.contains("declared without `final`"), "\(graduate.standardOutput)")
    #expect(graduate.standardOutput.contains("declared without `@MainActor`"))
    #expect(graduate.standardOutput.contains("drill: unbroken → green"))
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "graduate"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return repo
  }

  @Test func theHookRefusesASelectedTypeThatBreaksTheRuleAndPassesTheRest() throws {
    let repo = try Self.graduated()
    // Never judged: a struct, an extension, a class of another name.
    try repo.write(
      "Sources/App/Feed/Others.swift",
      "struct SettingsViewModel {}\nextension FeedViewModel {}\nclass Helper {}\nenum RowViewModel {}\n")
    try repo.git(["add", "-A"])
    let unselected = try repo.run(["commit", "-q", "-m", "others"])
    #expect(unselected.status == 0, "\(unselected.standardError)")

    try repo.write(
      "Sources/App/Feed/ProfileViewModel.swift", "import Observation\n\n@MainActor\nclass ProfileViewModel {}\n")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "profile"])
    #expect(refused.status == 1)
    let place = "Sources/App/Feed/ProfileViewModel.swift:4:1: error: class ProfileViewModel is not final"
    #expect(refused.standardError.contains(place), "\(refused.standardError)")
    #expect(refused.standardError.contains("2 files judged") == false, "only the staged file is read")
    #expect(refused.standardError.contains("1 file judged"), "\(refused.standardError)")
    // The tool's reader gives the same verdict, and so does the full check of the work tree.
    let tool = try repo.run(["commit", "-q", "-m", "profile"], environment: ["FITNESS_READER": "libgit2"])
    #expect(tool.status == 1)
    #expect(tool.standardError.contains(place), "\(tool.standardError)")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 1)
    #expect(worktree.standardError.contains(place))

    try repo.write(
      "Sources/App/Feed/ProfileViewModel.swift", "import Observation\n\n@MainActor\nfinal class ProfileViewModel {}\n")
    try repo.git(["add", "-A"])
    let mended = try repo.run(["commit", "-q", "-m", "profile, final"])
    #expect(mended.status == 0, "\(mended.standardError)")
  }

  @Test func aGoneOrComplyingExceptionIsStaleInTheHook() throws {
    let repo = try Self.graduated()
    try repo.write(Self.legacy, "@MainActor\nfinal class OldViewModel {}\n")
    try repo.git(["add", "-A"])
    let complies = try repo.run(["commit", "-q", "-m", "legacy mended"])
    #expect(complies.status == 1)
    #expect(
      complies.standardError.contains("\(Self.suite):24:7: error: " + Said.staleName("OldViewModel", in: Self.legacy)),
      "\(complies.standardError)")

    try repo.git(["rm", "-q", "-f", Self.legacy])
    let gone = try repo.run(["commit", "-q", "-m", "legacy gone"])
    #expect(gone.status == 1)
    #expect(gone.standardError.contains(Said.staleEntry(Self.legacy)), "\(gone.standardError)")

    // Taking the entry out of the suite with allow makes the commit pass; the finding keeps
    // the draft that graduated (the suite is the rule).
    let finding = try repo.read("findings/0020-view-models.md")
    let removed = try FitnessBinary.run(["allow", "0020-view-models", Self.legacy, "--remove"], in: repo.root)
    #expect(removed.status == 0, "\(removed.standardError)")
    #expect(!removed.standardOutput.contains("findings/0020-view-models.md"), "\(removed.standardOutput)")
    try repo.git(["add", "-A"])
    let passes = try repo.run(["commit", "-q", "-m", "legacy retired"])
    #expect(passes.status == 0, "\(passes.standardError)")
    #expect(try repo.read("findings/0020-view-models.md") == finding)
  }

  @Test func allowWidensTheFenceForAFileThatBreaksTheRuleAndRefusesOneThatDoesNot() throws {
    let repo = try Self.graduated()
    try repo.write("Sources/App/Feed/ProfileViewModel.swift", "class ProfileViewModel {}\n")
    let plain = try FitnessBinary.run(
      ["allow", "0020-view-models", "Sources/App/Feed/FeedViewModel.swift", "--why", "it is special"], in: repo.root)
    #expect(plain.status == 2)
    #expect(plain.standardError.contains("would be stale at once"), "\(plain.standardError)")
    try repo.git(["add", "-A"])
    let allowed = try FitnessBinary.run(
      [
        "allow", "0020-view-models", "Sources/App/Feed/ProfileViewModel.swift", "--why",
        "subclassed by the profile screen",
      ],
      in: repo.root)
    #expect(allowed.status == 0, "\(allowed.standardError)")
    // The entry names the declaration that breaks the rule, in the suite alone.
    #expect(
      allowed.standardOutput.contains("+ Sources/App/Feed/ProfileViewModel.swift: [\"ProfileViewModel\"]"),
      "\(allowed.standardOutput)")
    #expect(
      String(decoding: try repo.read(Self.suite), as: UTF8.self).contains(
        "\"Sources/App/Feed/ProfileViewModel.swift\": [\"ProfileViewModel\"],  // subclassed by the profile screen"))
    let finding = String(data: try repo.read("findings/0020-view-models.md"), encoding: .utf8) ?? ""
    #expect(!finding.contains("ProfileViewModel"), "\(finding)")
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "profile allowed"])
    #expect(commit.status == 0, "\(commit.standardError)")

    // Narrowing it again says at once that the file still breaks the rule.
    let narrowed = try FitnessBinary.run(
      ["allow", "0020-view-models", "Sources/App/Feed/ProfileViewModel.swift", "--remove"], in: repo.root)
    #expect(narrowed.status == 0)
    #expect(
      narrowed.standardError.contains("ProfileViewModel.swift:1:1 still breaks the rule"), "\(narrowed.standardError)")
    try repo.git(["add", "-A"])
    let refused = try repo.run(["commit", "-q", "-m", "narrowed"])
    #expect(refused.status == 1, "a narrowed rule is judged over the files it now reaches")
  }

  /// A file the scan cannot read past names no declaration an entry could let past: allow
  /// refuses it and asks for it in 'exclude', where the check's own message sends it.
  @Test func allowRefusesAFileTooDeepToReadAndAsksForExclude() throws {
    let repo = try Self.graduated()
    let deep =
      "@MainActor\nfinal class DeepViewModel {\n  func f() {\n" + String(repeating: "do {\n", count: 300)
      + String(repeating: "}\n", count: 302)
    try repo.write("Sources/App/Feed/DeepViewModel.swift", deep)
    try repo.git(["add", "-A"])
    let check = try FitnessBinary.run(["check"], in: repo.root)
    #expect(check.status == 1)
    #expect(check.standardError.contains("add it to 'exclude'"), "\(check.standardError)")
    let refused = try FitnessBinary.run(
      ["allow", "0020-view-models", "Sources/App/Feed/DeepViewModel.swift", "--why", "generated"], in: repo.root)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("nests too deeply"), "\(refused.standardError)")
    #expect(refused.standardError.contains("add it to 'exclude'"), "\(refused.standardError)")
    #expect(!String(decoding: try repo.read(Self.suite), as: UTF8.self).contains("DeepViewModel"))
  }

  @Test func aFindingThatCanNeverHoldIsRefusedAtItsLineAndNothingIsWritten() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", LedgerFixture.manifest)
    try repo.write("Sources/App/Feed.swift", "struct Feed {}\n")
    try repo.write(
      "findings/0021-x.md",
      Self.finding.replacingOccurrences(of: "  kind: class\n", with: "  kind: struct\n"))
    try repo.commitAll()
    let before = try repo.fingerprint()
    let refused = try FitnessBinary.run(["graduate", "findings/0021-x.md"], in: repo.root)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains(
        "findings/0021-x.md:8:14: error: require.modifiers[0]: a struct cannot be 'final'"),
      "\(refused.standardError)")
    #expect(try repo.fingerprint() == before)
  }
}
