import FitnessTestSupport
import Foundation
import Testing

/// What a link is to fitness: followed to its end, any number of hops, inside the
/// repository, by every reader alike. A `.swift` link stands for the file at its end, so a
/// commit that changes any hop of its chain changes that file, and one that leaves it leading
/// nowhere removes it. A link to a folder is followed to its end too before the folder's
/// Swift sources are looked for; a manifest there is no source.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct LinkChainTests {
  static let link = "Sources/Feed/Shared.swift"

  /// The app, with `Sources/Feed/Shared.swift -> ../../Vendor/A.swift` committed: A.swift
  /// is plain, and Vendor (outside the rule's roots) also holds B.swift, which imports
  /// CloudKit.
  static func linked() throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write("Vendor/A.swift", "struct Plain {}\n")
    try repo.write("Vendor/B.swift", "import CloudKit\nstruct Synced {}\n")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent(link).path, withDestinationPath: "../../Vendor/A.swift")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "a linked source"])
    let clean = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(clean.status == 0, "\(clean.standardError)")
    // A full check keeps the link's text: every change below is judged with it kept, as a
    // team's next commits are.
    #expect(try FitnessBinary.run(["check", "--all"], in: repo.root).status == 0)
    #expect(FileManager.default.fileExists(atPath: repo.path + "/.git/fitness/link-texts"))
    return repo
  }

  /// Every reader's verdict on what is staged, then the commit through the installed hook,
  /// then `check --rev HEAD` of the commit recorded anyway: each refuses, saying `said`, and
  /// the hook and `check --rev` name the same places.
  static func expectRefused(_ repo: ScratchRepository, saying said: String, _ story: String) throws {
    for reader in [[:], ["FITNESS_READER": "libgit2"]] {
      let staged = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: reader)
      #expect(staged.status == 1, "\(story), \(reader): \(staged.standardError)")
      #expect(staged.standardError.contains(said), "\(story), \(reader): \(staged.standardError)")
    }
    let commit = try repo.run(["commit", "-m", story])
    #expect(commit.status == 1, "\(story): the hook let it through: \(commit.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", story])
    let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(recorded.status == 1, "\(story): \(recorded.standardError)")
    #expect(recorded.standardError.contains(said), "\(story): \(recorded.standardError)")
    #expect(
      StagedOracle.places(in: commit.standardError) == StagedOracle.places(in: recorded.standardError),
      "\(story): hook \(commit.standardError)\nrev \(recorded.standardError)")
    let worktree = try FitnessBinary.run(["check", "--worktree"], in: repo.root)
    #expect(worktree.status == 1 && worktree.standardError.contains(said), "\(story): \(worktree.standardError)")
  }

  @Test func aChainChangedAtAMiddleHopIsJudgedAtTheLink() throws {
    let repo = try Self.linked()
    // A.swift becomes a link to B.swift: the link now stands for B, which imports CloudKit.
    try repo.remove("Vendor/A.swift")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Vendor/A.swift").path, withDestinationPath: "B.swift")
    try repo.git(["add", "-A"])
    try Self.expectRefused(
      repo, saying: Said.forbiddenImport("CloudKit", at: "\(Self.link):1:1"), "the middle hop retargeted")
  }

  /// A pin counts `register(` in Sources: once in the sync engine, once in the vendored file
  /// a link in Sources leads to. A commit that leaves the link leading nowhere (its target
  /// deleted, or the link retargeted) takes a use away: every reader sees the drift.
  @Test(arguments: ["the link's target deleted", "the link retargeted to nowhere"])
  func aLinkThatStopsLeadingAnywhereRemovesItsFile(story: String) throws {
    let repo = try ScratchRepository()
    try repo.write("Sources/Sync/Engine.swift", "func start() {\n  register(engine)\n}\n")
    try repo.write("Vendor/A.swift", "func vendored() {\n  register(vendor)\n}\n")
    try repo.write("Tests/AppTests/Fitness/RegisterCallsStayPinnedTests.swift", Self.pin)
    try FileManager.default.createDirectory(
      at: repo.root.appendingPathComponent("Sources/Linked"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Linked/Shared.swift").path,
      withDestinationPath: "../../Vendor/A.swift")
    try repo.commitAll("two uses, one through a link")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    #expect(try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root).status == 0)
    if story == "the link's target deleted" {
      try repo.git(["rm", "-q", "Vendor/A.swift"])
    } else {
      try repo.remove("Sources/Linked/Shared.swift")
      try FileManager.default.createSymbolicLink(
        atPath: repo.root.appendingPathComponent("Sources/Linked/Shared.swift").path,
        withDestinationPath: "../../Vendor/Gone.swift")
      try repo.git(["add", "-A"])
    }
    try Self.expectRefused(repo, saying: "'register(' is used 1 time, pinned at 2 [0001-register-calls]", story)
  }

  /// A new link that leads nowhere stood for no file in HEAD, so the commit removes
  /// nothing: it does not open the graduated findings' promise, which HEAD already broke
  /// (its suite deleted, committed with --no-verify) and which is CI's to judge. Found by the
  /// random-commit differential: the front called the new link a removal and refused the
  /// commit for the suite HEAD had lost, where libgit2 and `git diff` saw no removal.
  @Test func aNewLinkLeadingNowhereRemovesNothing() throws {
    let repo = try AppFixture.make()
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    try repo.commitAll("finding")
    try repo.git(["rm", "-q", AppFixture.suitePath])
    try repo.git(["commit", "-q", "--no-verify", "-m", "the suite gone, recorded anyway"])
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Feed/Link.txt").path, withDestinationPath: "Missing.swift")
    try repo.git(["add", "-A"])
    for reader in [[:], ["FITNESS_READER": "libgit2"]] {
      let staged = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: reader)
      #expect(staged.status == 0, "\(reader): \(staged.standardError)")
    }
    let commit = try repo.run(["commit", "-q", "-m", "a link to nowhere"])
    #expect(commit.status == 0, "\(commit.standardError)")
  }

  static let pin = """
    import Testing

    @Suite struct RegisterCallsStayPinnedTests {
      static let pin = CountPin(
        id: "0001-register-calls",
        title: "The engine and the vendored code each register one handler",
        subject: "needle register(",
        in: "Sources",
        // 2026-12-07: the engine's and the vendored one — 2 calls [0001-register-calls]
        count: 2
      )
    }

    """

  /// A link is a file at its own path whatever its name: a storyboard linked in is a new
  /// storyboard to the hook and CI, as it always was to the suites' working tree.
  @Test func aLinkedStoryboardIsANewStoryboardToEveryReader() throws {
    let repo = try ScratchRepository()
    try repo.write("Mac/Base.lproj/Main.storyboard", "<document/>\n")
    try repo.write(
      "Tests/AppTests/Fitness/NoNewStoryboardsTests.swift",
      """
      import Testing

      @Suite struct NoNewStoryboardsTests {
        static let rule = NoNewFiles(
          id: "0061-no-storyboards",
          title: "Avoid storyboards",
          paths: ["**/*.storyboard"],
          fence: [
            "Mac/Base.lproj/Main.storyboard",  // the Mac app's menu bar, until it moves to SwiftUI [0061]
          ]
        )
      }

      """)
    try repo.commitAll("the menu bar's storyboard, fenced")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Mac/Link.storyboard").path,
      withDestinationPath: "Base.lproj/Main.storyboard")
    try repo.git(["add", "-A"])
    try Self.expectRefused(repo, saying: "Mac/Link.storyboard:1:1: error:", "a storyboard linked in")
  }

  /// A folder link reached through a second link is followed to the folder: SwiftPM
  /// compiles its files under the first link's path, so every reader refuses it.
  @Test func aFolderLinkThroughASecondLinkIsRefused() throws {
    let repo = try AppFixture.make()
    try repo.write("Vendor/Impl.swift", "import CloudKit\nlet container = CKContainer(identifier: \"x\")\n")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("VendorLink").path, withDestinationPath: "Vendor")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Feed/Shared").path, withDestinationPath: "../../VendorLink")
    try repo.git(["add", "-A"])
    try FolderLinkTests.expectRefused(
      repo, saying: "Sources/Feed/Shared: error: this is a link to the folder Vendor", "link the vendor folder twice")
  }

  /// A Swift source or folder whose link leaves the repository: an absolute path (even one
  /// into the repository, which means another file on every clone) or one above the root.
  /// The compiler compiles what each machine has there, which no reader can judge from git,
  /// so every reader refuses the link where a rule's roots reach it, with the relative link
  /// to make instead.
  @Test(arguments: ["absolute, into the repository", "absolute, outside", "above the root", "a folder, outside"])
  func aLinkThatLeavesTheRepositoryIsRefused(story: String) throws {
    let repo = try AppFixture.make()
    try repo.write("Vendor/B.swift", "import CloudKit\nstruct Synced {}\n")
    try repo.git(["add", "-A"])
    try repo.git(["commit", "-q", "--no-verify", "-m", "vendor"])
    let outside = try ScratchRepository()
    try outside.write("Outside.swift", "import CloudKit\nstruct Elsewhere {}\n")
    let (link, destination, what) =
      switch story {
      case "absolute, into the repository":
        (Self.link, repo.root.appendingPathComponent("Vendor/B.swift").path, "Swift source")
      case "absolute, outside": (Self.link, outside.root.appendingPathComponent("Outside.swift").path, "Swift source")
      case "above the root":
        (Self.link, "../../../\(outside.root.lastPathComponent)/Outside.swift", "Swift source")
      default: ("Sources/Feed/External", outside.root.path, "folder")
      }
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent(link).path, withDestinationPath: destination)
    try repo.git(["add", "-A"])
    try FolderLinkTests.expectRefused(
      repo, saying: "\(link): error: this \(what) is a link that leaves the repository (\(destination))", story)
  }

  /// A link out of the repository named as another kind of file is no source: no reader
  /// refuses it, and no rule sees a file there.
  @Test func aLinkOutOfTheRepositoryToAnotherKindOfFileIsNotRefused() throws {
    let repo = try AppFixture.make()
    let outside = try ScratchRepository()
    try outside.write("Main.storyboard", "<document/>\n")
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Sources/Feed/Main.storyboard").path,
      withDestinationPath: outside.root.appendingPathComponent("Main.storyboard").path)
    try repo.git(["add", "-A"])
    try FolderLinkTests.expectPasses(repo, "a storyboard from elsewhere")
  }

  /// swift-package-manager's shape: `Fixtures/ModuleMaps/Transitive/packageD` links to a
  /// fixture package whose only Swift file is its manifest. No target compiles a manifest,
  /// so a rule without roots lets every commit through.
  @Test func aLinkedFolderWhoseOnlySwiftFileIsAManifestIsNotRefused() throws {
    let repo = try AppFixture.make()
    try repo.write(
      AppFixture.suitePath, AppFixture.suite().replacingOccurrences(of: "    roots: [\"Sources\"]\n", with: ""))
    try repo.write(
      "Fixtures/ModuleMaps/Direct/CFoo/Package.swift",
      "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"CFoo\")\n")
    try repo.write("Fixtures/ModuleMaps/Direct/CFoo/module.modulemap", "module CFoo { header \"foo.h\" }\n")
    try repo.write("Fixtures/ModuleMaps/Direct/CFoo/foo.h", "int foo(void);\n")
    try FileManager.default.createDirectory(
      at: repo.root.appendingPathComponent("Fixtures/ModuleMaps/Transitive"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      atPath: repo.root.appendingPathComponent("Fixtures/ModuleMaps/Transitive/packageD").path,
      withDestinationPath: "../Direct/CFoo")
    try repo.git(["add", "-A"])
    try FolderLinkTests.expectPasses(repo, "a fixture package linked")
  }
}
