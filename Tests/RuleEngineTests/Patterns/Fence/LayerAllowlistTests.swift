import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

/// A layer that names the only modules of the repository's own it may import (`mayImport`):
/// every other target a `Package.swift` of the snapshot declares is forbidden, so a module
/// added tomorrow is kept out without anyone listing it.
@Suite struct LayerAllowlistTests {
  let site = RuleSite(suitePath: "Tests/AppTests/Fitness/CheckoutImportsOnlyDomainTests.swift")
  let rule = FenceRule(
    LayerBoundary(id: "checkout-domain-only", paths: ["Sources/Checkout/"], mayImport: ["Domain"]))

  static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "Shop",
      targets: [
        .target(name: "Domain"),
        .target(name: "Checkout", dependencies: ["Domain", .product(name: "Collections", package: "swift-collections")]),
        .target(name: "Profile", dependencies: [.target(name: "Domain")]),
        // .target(name: "Retired"),
        .target(name: "Payments", path: "Modules/Payments"),
        .testTarget(name: "CheckoutTests", dependencies: ["Checkout"]),
      ]
    )
    """

  func files(_ sources: [String: String], manifest: String? = Self.manifest) -> FileSet {
    var all = sources
    if let manifest { all["Package.swift"] = manifest }
    return FileSet(paths: Set(all.keys), sources: all.mapValues { ScannedSource(Array($0.utf8)) })
  }

  @Test func theManifestsTargetsAreRead() throws {
    let targets = try ManifestTargets.read(Array(Self.manifest.utf8)).get()
    #expect(targets.map(\.name) == ["Domain", "Checkout", "Profile", "Payments", "CheckoutTests"])
    #expect(targets[1].dependencies.map(\.name) == ["Domain", "Collections"])
    #expect(targets[1].dependencies.map(\.package) == [nil, "swift-collections"])
    #expect(targets[1].dependencies[1].position == SourcePosition(line: 7, column: 56))
    #expect(targets[3].path == "Modules/Payments")
    #expect(targets[4].kind == .test)
    let modules = PackageModules(manifests: ["Package.swift": Array(Self.manifest.utf8)])
    #expect(modules.importable == ["Domain", "Checkout", "Profile", "Payments"])
    #expect(modules.home(of: "Modules/Payments/Card.swift")?.name == "Payments")
    #expect(modules.home(of: "Sources/Checkout/Cart.swift")?.name == "Checkout")
  }

  @Test func everyOwnModuleButTheAllowedOnesIsForbidden() {
    let found = FenceEvaluation.violations(
      of: rule, site: site,
      in: files([
        "Sources/Checkout/Cart.swift":
          "import Foundation\nimport Domain\nimport Checkout\nimport Collections\nimport Profile\nimport Payments\n",
        "Sources/Profile/Me.swift": "import Payments\n",
      ]))
    #expect(
      found.map { "\($0.path):\($0.position!.line) \($0.subject)" } == [
        "Sources/Checkout/Cart.swift:5 Profile", "Sources/Checkout/Cart.swift:6 Payments",
      ])
    let message = found[0].message
    #expect(message.contains("one of the repository's own modules") && message.contains("only Domain"))
    #expect(message.contains("change the code") && message.contains("change the contract"))
    #expect(message.contains("'mayImport'") && message.contains(site.suitePath))
  }

  /// A module the manifest gains is forbidden from that snapshot on: the same file, judged
  /// with another manifest, breaks the rule.
  @Test func aModuleAddedToTheManifestIsForbiddenWithoutListingIt() {
    let source = ["Sources/Checkout/Cart.swift": "import Analytics\n"]
    #expect(FenceEvaluation.violations(of: rule, site: site, in: files(source)).isEmpty)
    let grown = Self.manifest.replacingOccurrences(
      of: ".target(name: \"Domain\"),", with: ".target(name: \"Domain\"), .target(name: \"Analytics\"),")
    let found = FenceEvaluation.violations(of: rule, site: site, in: files(source, manifest: grown))
    #expect(found.map(\.subject) == ["Analytics"])
  }

  @Test func aFenceEntryGrantsAnOwnModule() {
    let fenced = FenceRule(
      LayerBoundary(
        id: "checkout-domain-only", paths: ["Sources/Checkout/"], mayImport: ["Domain"],
        fence: ["Sources/Checkout/Pay.swift": ["Payments"]]))
    let sources = ["Sources/Checkout/Pay.swift": "import Payments\nimport Profile\n"]
    #expect(FenceEvaluation.violations(of: fenced, site: site, in: files(sources)).map(\.subject) == ["Profile"])
    let stale = FenceEvaluation.violations(
      of: fenced, site: site, in: files(["Sources/Checkout/Pay.swift": "import Domain\n"]))
    #expect(stale.map(\.kind) == [.staleEntry])
  }

  @Test func whatKeepsTheAllowlistFromBeingReadIsSaid() {
    let none = FenceEvaluation.violations(
      of: rule, site: site, in: files(["Sources/Checkout/Cart.swift": "import Profile\n"], manifest: nil))
    #expect(none.map(\.kind) == [.subjectMissing])
    #expect(none.first?.path == site.suitePath && none.first?.message.contains("has none") == true)
    let typo = FenceRule(LayerBoundary(id: "typo", paths: ["Sources/Checkout/"], mayImport: ["Domian"]))
    let named = FenceEvaluation.violations(
      of: typo, site: site, in: files(["Sources/Checkout/Cart.swift": "import Domain\n"]))
    #expect(named.map(\.subject) == ["Domain", "Domian"])
    #expect(named.last?.message.contains("no Package.swift or XcodeGen spec of the repository declares") == true)
    let computed = "let package = Package(name: \"X\", targets: [.target(name: name)])"
    let unread = FenceEvaluation.violations(
      of: rule, site: site, in: files(["Sources/Checkout/Cart.swift": "import Profile\n"], manifest: computed))
    #expect(unread.map(\.kind) == [.unreadableManifest])
    #expect(unread.first?.path == "Package.swift" && unread.first?.message.contains("not a string literal") == true)
  }

  @Test func theDrillImportsAForbiddenOwnModule() {
    let outcome = DeliberateBreak.drill(
      rule, site: site, files: files(["Sources/Checkout/Cart.swift": "import Domain\n"]))
    #expect(outcome.baseline.isEmpty)
    #expect(outcome.breaks.first?.action.contains("import Checkout") == false)
    #expect(outcome.breaks.first?.verdict != nil)
  }

  @Test func theLiteralReadsAndRefusesAGlob() throws {
    let text = """
      static let rule = LayerBoundary(
        id: "checkout-domain-only",
        paths: ["Sources/Checkout"],
        mayImport: ["Domain"],
        fence: [:]
      )
      """
    let rules = try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/T/CheckoutTests.swift")
    #expect((rules.first?.body as? FenceRule)?.mayImport == ["Domain"])
    #expect((rules.first?.body as? FenceRule)?.inputs.manifests == true)
    let glob = text.replacingOccurrences(of: "[\"Domain\"]", with: "[\"RS*\"]")
    #expect(throws: RuleBlockError.self) { try RuleBlockReader.rules(in: Array(glob.utf8), path: "T.swift") }
  }
}

/// Which paths are SwiftPM manifests: asked of every path when a rule reads them.
@Suite struct ManifestNameTests {
  @Test func packageManifestsAndNothingElse() {
    for path in ["Package.swift", "Packages/Kit/Package.swift", "Package@swift-5.9.swift", "a/Package@swift-6.0.swift"]
    {
      #expect(ManifestName.isPackage(path), "\(path)")
    }
    for path in [
      "PackageX.swift", "Package.swift.txt", "Sources/Package/Feed.swift", "MyPackage.swift", "Package@swift.swift",
      "Package", "", "Packages/Package.swif", "Project.swift",
    ] {
      #expect(!ManifestName.isPackage(path), "\(path)")
    }
  }

  /// What the rules that read the repository's modules read: packages, every YAML file (an
  /// XcodeGen spec may include any), Xcode project files; nothing else.
  @Test func buildManifestsAndNothingElse() {
    for path in [
      "Package.swift", "project.yml", "specs/targets.yaml", "App.xcodeproj/project.pbxproj",
      "a/b/Shop.xcodeproj/project.pbxproj", ".github/workflows/ci.yml", "Project.swift", "Features/Cart/Project.swift",
    ] {
      #expect(ManifestName.isBuildManifest(path) && ManifestName.isBuildManifest(bytes: Array(path.utf8)), "\(path)")
    }
    for path in [
      "project.yml.orig", "App.xcodeproj/project.pbxproj.bak", "project.pbxproj",
      "App.xcworkspace/contents.xcworkspacedata",
      "Sources/App/Model.swift", "yml", "App.xcodeproj/xcshareddata/xcschemes/App.xcscheme", "MyProject.swift",
      "Sources/Project.swift.bak",
    ] {
      #expect(!ManifestName.isBuildManifest(path), "\(path)")
    }
  }

  /// The byte readers, which the index's paths go through, agree with the names' meaning
  /// written plainly, on every path built from pieces near each name's edges.
  @Test func theByteReadersAgreeWithTheNamesMeaning() {
    func plainPackage(_ path: String) -> Bool {
      let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
      guard name.hasPrefix("Package"), name.hasSuffix(".swift"), name.count >= 13 else { return false }
      return name == "Package.swift" || name.dropFirst(7).hasPrefix("@swift-")
    }
    func plainManifest(_ path: String) -> Bool {
      let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
      return path.hasSuffix(".yml") || path.hasSuffix(".yaml") || path.hasSuffix(".xcodeproj/project.pbxproj")
        || plainPackage(path) || name == "Project.swift"
    }
    let folders = ["", "a/", "Package/", "x.xcodeproj/", "Sources/Project/", "/"]
    let stems = [
      "Package", "Packag", "Package@swift-", "Package@swift", "Project", "project", "", "Package@swift-6.0", "x",
    ]
    let tails = [
      ".swift", ".swif", ".yml", ".yaml", ".yml.bak", "yml", ".pbxproj", ".xcodeproj/project.pbxproj", "", "t",
    ]
    var asked = 0
    for folder in folders {
      for stem in stems {
        for tail in tails {
          let path = folder + stem + tail
          asked += 1
          #expect(ManifestName.isPackage(bytes: Array(path.utf8)) == plainPackage(path), "\(path)")
          #expect(ManifestName.isBuildManifest(bytes: Array(path.utf8)) == plainManifest(path), "\(path)")
        }
      }
    }
    #expect(asked == 540)
  }
}

/// A manifest's text is read, never run, whatever it holds: no input traps, hangs or reads
/// a target that is not there.
@Suite struct ManifestTargetsHostileTests {
  @Test func anyBytesReadOrRefuseWithAPlace() {
    let pieces = [
      ".target(", "name:", "\"A\"", "dependencies:", "[", "]", "(", ")", ",", ".product(", "package:", "path:",
      "\"", "//", "/*", "*/", "\n", " ", ".testTarget(", ".plugin(", "targets:", "\\(", "#\"", "\"\"\"", "\u{0}",
    ]
    var generator = SplitMix(seed: 0x3A17)
    for _ in 0..<3_000 {
      let text = (0..<Int(generator.next() % 30)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
        .joined()
      switch ManifestTargets.read(Array(text.utf8)) {
      case .success(let targets): #expect(targets.allSatisfy { !$0.name.isEmpty })
      case .failure(let problem): #expect(problem.position.line >= 1 && !problem.reason.isEmpty)
      }
    }
    #expect((try? ManifestTargets.read([]).get()) == [])
    let cut = Array("let package = Package(name: \"X\", targets: [.target(name: \"A\", dependencies: [\"B\"".utf8)
    #expect((try? ManifestTargets.read(cut).get())?.map(\.name) == ["A"])
  }
}
