import CheckCore
import FitnessTestSupport
import Foundation
import RuleEngine
import Testing

@testable import FitnessCLI

/// A vendored engine carries the core and the patterns its target's suites declare, no
/// others: graduate adds a pattern with its first suite, `check --all` and `vendor --check`
/// name a copy that lacks one (a suite written by hand), and `vendor` cuts each copy to
/// what its suites use.
@Suite struct VendoredPatternsTests {
  static let support = LedgerFixture.supportPath

  @Test func aCopyCarriesThePatternsItsSuitesDeclareAndVendorKeepsItSo() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    var copy = try repo.text(Self.support)
    #expect(copy.hasPrefix(VendoredStamp.prefix) && copy.contains(", patterns Fence+ImportBoundary, body crc32 "))
    #expect(copy.contains("// ---- fitness: Sources/RuleEngine/Patterns/Fence/FenceEvaluation.swift ----"))
    #expect(!copy.contains("Patterns/CountPin/"), "a fence-only target carries no count pin")
    #expect(copy.contains("    ImportBoundary.self,\n") && !copy.contains("    CountPin.self,\n"))
    #expect(VendoredStamp.patterns(in: copy) == ["Fence", "ImportBoundary"])
    // Only the fence literal its suites declare: no layer, no independent modules.
    #expect(!copy.contains("Patterns/LayerBoundary/") && !copy.contains("Patterns/IndependentModules/"))
    #expect(!copy.contains("    LayerBoundary.self,\n") && !copy.contains("struct IndependentModules"))

    // A count pin's first suite in the target brings its pattern along, and says so.
    let pinned = try Fitness.run(["graduate", "findings/0011-mode-registry.md"], in: repo)
    #expect(pinned.status == 0)
    #expect(
      pinned.standardOutput.contains(
        "the vendored engine (refreshed: it lacked the CountPin pattern a suite of this target needs)"),
      "\(pinned.standardOutput)")
    copy = try repo.text(Self.support)
    #expect(VendoredStamp.patterns(in: copy) == ["CountPin", "Fence", "ImportBoundary"])
    #expect(copy.contains("    CountPin.self,\n    RuntimePin.self,\n"))
    let withPin = copy

    // A copy contract's suite, as if written by hand: the copy lacks its pattern.
    #expect(try Fitness.run(["graduate", "findings/0015-catalog-copy.md"], in: repo).status == 0)
    #expect(
      VendoredStamp.patterns(in: try repo.text(Self.support)) == [
        "CopyContract", "CountPin", "Fence", "ImportBoundary",
      ])
    try repo.write(Self.support, withPin)
    try repo.git(["add", "-A"])
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(
      check.standardError.contains(
        "warning: \(Self.support) does not carry the CopyContract pattern that suites of its test target declare"),
      "\(check.standardError)")
    let lacking = try Fitness.run(["vendor", "--check"], in: repo)
    #expect(lacking.status == 1)
    #expect(
      lacking.standardError.contains(
        "\(Self.support): carries the patterns CountPin, Fence, ImportBoundary, and its suites need CopyContract, "
          + "CountPin, Fence, ImportBoundary"),
      "\(lacking.standardError)")
    #expect(try repo.text(Self.support) == withPin)
    #expect(try Fitness.run(["vendor"], in: repo).status == 0)
    #expect(
      VendoredStamp.patterns(in: try repo.text(Self.support)) == [
        "CopyContract", "CountPin", "Fence", "ImportBoundary",
      ])
    #expect(try Fitness.run(["vendor", "--check"], in: repo).status == 0)
    try repo.git(["add", "-A"])
    #expect(!(try Fitness.run(["check", "--all"], in: repo).standardError.contains("does not carry")))

    // The pin's suite deleted, the copy drops its pattern at the next vendor.
    try FileManager.default.removeItem(
      at: repo.root.appendingPathComponent("Tests/AppTests/Fitness/GameModeStaysPinnedTests.swift"))
    #expect(try Fitness.run(["vendor", "--check"], in: repo).status == 1)
    #expect(try Fitness.run(["vendor"], in: repo).status == 0)
    #expect(VendoredStamp.patterns(in: try repo.text(Self.support)) == ["CopyContract", "Fence", "ImportBoundary"])
  }

  /// Each suite counts for the copy of its own target, the one whose reach (the folder above
  /// the copy's folder) is the longest over it; a suite no copy reaches counts for all.
  @Test func aSuiteCountsForTheNearestCopyOrForEveryCopyWhenNoneReachesIt() {
    let supports = ["Tests/Fitness/FitnessSupport.swift", "Tests/AppTests/Fitness/FitnessSupport.swift"]
    let needed = VendoredPatterns.needed(
      supports: supports,
      suites: [
        ("Tests/AppTests/Fitness/LedgerTests.swift", "ImportBoundary"),
        ("Tests/Fitness/ModesTests.swift", "CountPin"),
        ("Checks/Fitness/CopyTests.swift", "CopyContract"),
      ])
    #expect(needed[supports[1]] == ["ImportBoundary", "CopyContract"])
    #expect(needed[supports[0]] == ["CountPin", "CopyContract"])
  }

  /// What lets a copy carry one pattern without another: a pattern's files name no type of
  /// another pattern's folder (what two share is a part's, or the core's), but for the fence
  /// literals, each naming the fence it reads into, and the network sentinel, whose static
  /// companion is a layer; each copy carries what they name.
  @Test func onlyTheFenceLiteralsAndTheSentinelNameAnotherPatternsTypesAndTheirCopiesCarryThem() {
    let literals: Set<String> = ["ImportBoundary", "LayerBoundary", "IndependentModules", "NetworkSentinel"]
    var crossings: [String] = []
    for source in EmbeddedFiles.engineSources {
      let parts = source.path.split(separator: "/")
      guard let at = parts.firstIndex(of: "Patterns"), parts.count > at + 2 else { continue }
      let own = String(parts[at + 1])
      let words = Set(source.text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
      for (name, folder) in FitnessBuild.patternTypes
      where folder != own && words.contains(name)
        && !(literals.contains(own) && folder == "Fence")
        && !(own == "NetworkSentinel" && folder == "LayerBoundary")
      {
        crossings.append("\(source.path) names \(name) (\(folder))")
      }
    }
    #expect(crossings.isEmpty, "\(crossings)")
    #expect(
      FitnessBuild.patternTypes["FenceRule"] == "Fence" && FitnessBuild.patternTypes["CountPinRule"] == "CountPin")
    #expect(FitnessBuild.patternTypes["LayerBoundary"] == "LayerBoundary")
    #expect(FitnessBuild.patternNeeds["ImportBoundary"] == ["Fence"])
    #expect(FitnessBuild.patternNeeds["IndependentModules"] == ["Fence"])
    #expect(FitnessBuild.patternNeeds["NetworkSentinel"] == ["Fence", "LayerBoundary"])
    // A layer's allowlist reads the manifests' targets: the one part a fence needs.
    #expect(FitnessBuild.patternNeeds["Fence"] == ["Manifests"])
    let sentinel = VendoredSupport.render(patterns: ["NetworkSentinel"])
    #expect(VendoredStamp.patterns(in: sentinel) == ["Fence", "LayerBoundary", "NetworkSentinel"])
    // A pattern's suite-runtime side (`SuiteRuntime/Patterns/<Name>/`) goes with its folder:
    // the sentinels' gate with a sentinel, never with a fence alone.
    #expect(sentinel.contains("func enterNetworkSentinel()"))
    #expect(!VendoredSupport.render(patterns: ["ImportBoundary"]).contains("enterNetworkSentinel"))
  }

  /// A suite's rule asks for its literal's folder: the three fence literals read into one
  /// rule type, so each copy carries the fence and only the literals its suites declare.
  @Test func eachFenceLiteralIsCarriedAloneWithTheFence() throws {
    let literals = ["ImportBoundary", "LayerBoundary", "IndependentModules"]
    for literal in literals {
      let copy = VendoredSupport.render(patterns: [literal])
      #expect(VendoredStamp.patterns(in: copy) == ["Fence", literal])
      #expect(copy.contains("    \(literal).self,\n") && copy.contains("public struct FenceRule"))
      for other in literals where other != literal {
        #expect(!copy.contains("    \(other).self,\n") && !copy.contains("public struct \(other)"), "\(literal)")
      }
    }
    let suite = """
      let a = ImportBoundary(id: "a", module: "Net")
      let b = LayerBoundary(id: "b", paths: ["Sources/Domain"], forbid: ["UIKit"])
      let c = IndependentModules(id: "c", modules: ["A": ["Sources/A"], "B": ["Sources/B"]])
      """
    let rules = try RuleBlockReader.rules(in: Array(suite.utf8), path: "Tests/AppTests/Fitness/FencesTests.swift")
    #expect(VendoredPatterns.suites(of: rules).map(\.folder) == literals)
  }

  /// What some patterns share and a fence never runs is a part (`Sources/*/Parts/<Part>/`),
  /// carried with the patterns that name its types or ask its methods, found at build time:
  /// a fence's copy carries only the manifests' reader, a members copy the declarations walk without the
  /// declarations pattern, and the stamp names patterns only.
  @Test func partsAreCarriedOnlyWithThePatternsThatNeedThem() throws {
    #expect(FitnessBuild.parts.isSuperset(of: ["DeclarationWalk", "NamedFence", "Schema", "TypeBodies", "Words"]))
    // Globs are core: every pattern's roots, exclusions and fence entries may be one.
    #expect(!FitnessBuild.parts.contains("Glob"))
    #expect(FitnessBuild.patternNeeds["Members"] == ["DeclarationWalk", "NamedFence", "Schema"])
    // Words and brackets in the code view: what readers of declarations build on.
    #expect(FitnessBuild.patternNeeds["CopyContract"] == ["TypeBodies", "Words"])
    #expect(FitnessBuild.patternNeeds["CountPin"] == ["TypeBodies", "Words"])
    #expect(VendoredPatterns.closure(["Members"]).contains("Words"))
    let fence = VendoredSupport.render(patterns: ["ImportBoundary", "LayerBoundary", "IndependentModules"])
    #expect(!fence.contains(VendoredSupport.markerPrefix + "Sources/SwiftScanner/Parts/"))
    // Only the manifests' reader, for a layer's allowlist.
    #expect(fence.contains(VendoredSupport.markerPrefix + "Sources/RuleEngine/Parts/Manifests/"))
    #expect(!fence.contains(VendoredSupport.markerPrefix + "Sources/RuleEngine/Parts/NamedFence/"))
    #expect(!fence.contains(VendoredSupport.markerPrefix + "Sources/RuleEngine/Parts/Schema/"))
    #expect(!fence.contains("struct DeclarationWalk") && !fence.contains("func declarationFacts("))
    // Nor its results: the scan cache keeps verdicts (`FactBreach`, core), never declarations.
    #expect(!fence.contains("struct DeclarationFacts") && !fence.contains("struct TypeDeclaration"))
    #expect(!fence.contains("struct MemberDeclaration") && fence.contains("public struct FactBreach"))
    // Graduation's answers (`+Graduation.swift`) are asked only where rules are graduated.
    #expect(
      !fence.contains("FenceRule+Graduation.swift")
        && !fence.contains("guardedModules: [String] { direction == .boundary"))
    // So are the questions themselves (`GraduatedRule`) and the graph's drawing of a rule.
    #expect(!fence.contains("protocol GraduatedRule") && !fence.contains("struct RuleDrawing"))
    #expect(!fence.contains("var guardedModules") && !fence.contains("func baselined("))
    let members = VendoredSupport.render(patterns: ["Members"])
    #expect(VendoredStamp.patterns(in: members) == ["Members"])
    #expect(members.contains(VendoredSupport.markerPrefix + "Sources/SwiftScanner/Parts/DeclarationWalk/"))
    #expect(!members.contains(VendoredSupport.markerPrefix + "Sources/RuleEngine/Patterns/Declarations/"))
    #expect(!members.contains(VendoredSupport.markerPrefix + "Sources/SwiftScanner/Parts/TypeBodies/"))
    // Every copy carries the link rule: the suites' working tree reads links as the git
    // readers do (a copy of no pattern too, since its runtime reads the tree).
    #expect(VendoredSupport.render(patterns: []).contains("enum LinkTarget"))
  }

  @Test func aCopyOfNoPatternKeepsTheCoreAndAnEmptyRegistry() {
    let copy = VendoredSupport.render(patterns: [])
    #expect(VendoredStamp.patterns(in: copy) == [])
    #expect(copy.contains(", patterns none, body crc32 "))
    #expect(!copy.contains("Sources/RuleEngine/Patterns/Fence/"))
    #expect(copy.contains("public static let all: [any RuleLiteral.Type] = [\n  ]"))
    // Every pattern: the stamp names each, and the registry is the source's.
    let whole = VendoredSupport.render()
    #expect(VendoredStamp.patterns(in: whole) == Set(VendoredPatterns.all))
    #expect(
      VendoredPatterns.all == [
        "Calls", "CopyContract", "CountPin", "Declarations", "Fence", "Files", "ImportBoundary", "IndependentModules",
        "LayerBoundary", "Members", "NetworkSentinel", "TargetDependencies",
      ])
  }
}

/// Each copy a target can get, one pattern alone or none, type-checks warning-free under
/// Swift 6: a pattern's files lean on the core and never on another pattern's folder.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1", "slow: a compiler run per pattern")
)
struct VendoredSubsetsTests {
  @Test(arguments: [[]] + VendoredPatterns.all.map { [$0] })
  func eachPatternAloneTypeChecks(patterns: [String]) throws {
    let swiftc = try #require(Toolchain.swiftc)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-subset-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("FitnessSupport.swift")
    try VendoredSupport.render(patterns: Set(patterns)).write(to: file, atomically: true, encoding: .utf8)
    let result = try ProcessResult.run(
      swiftc, ["-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors", file.path], in: folder)
    #expect(result.status == 0, "\(patterns): \(result.standardError.prefix(2000))")
  }
}
