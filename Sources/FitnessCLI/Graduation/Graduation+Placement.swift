import CheckCore
import Findings
import RuleEngine

/// Where a new suite goes: its folder and name, its test target's framework, and the
/// vendored engine beside it.
extension Graduation {
  /// The suite's path, type name, folder and test target.
  func suiteLocation(for draft: RuleDraft, requested existing: String?) throws
    -> (path: String, typeName: String, folder: String, target: String)
  {
    var folder: String
    var fileName: String?
    if let requested = existing ?? options.suite ?? finding.suite {
      (folder, fileName) = Self.suitePlace(requested)
      try checkCompiled(folder)
    } else {
      folder = try detectSuiteFolder()
    }
    var typeName =
      options.typeName ?? fileName.map { String($0.dropLast(".swift".count)) }
      ?? SuiteNaming.typeName(for: draft.body, title: draft.title)
    if !typeName.hasSuffix("Tests") { typeName += "Tests" }
    guard SuiteNaming.isValidTypeName(typeName) else {
      throw Refusal(description: "'\(typeName)' cannot name a suite: use letters and digits, ending in Tests")
    }
    let path = "\(folder)/\(typeName).swift"
    guard SuiteRule.isSuitePath(path) else {
      throw Refusal(description: "\(path) is not a suite path: suites are …Tests.swift files in a folder named Fitness")
    }
    _ = try writer.location(of: path)
    let parts = folder.split(separator: "/")
    let target = parts.prefix(upTo: parts.lastIndex(of: "Fitness") ?? parts.count).joined(separator: "/")
    return (path, typeName, folder, target)
  }

  /// A requested suite place (`--suite` or the finding's `suite:`, a folder or a file): its
  /// Fitness folder (`/Fitness` added when the path names none) and the file name, if given.
  static func suitePlace(_ requested: String) -> (folder: String, fileName: String?) {
    var path = Substring(requested)
    while path.hasSuffix("/") { path = path.dropLast() }
    var parts = path.split(separator: "/").map(String.init)
    let fileName = path.hasSuffix(".swift") ? parts.popLast() : nil
    var folder = parts.joined(separator: "/")
    if !parts.contains("Fitness") { folder += "/Fitness" }
    return (folder, fileName)
  }

  /// The test target that holds the code the finding's rule judges (`TestTargetCandidates
  /// .holding`), decided by the finding alone: suites graduated before do not sway it, and
  /// where several targets could hold it, they are listed (exit 2) instead of one chosen.
  /// Without any test target the manifests declare: the one Fitness folder that exists,
  /// else `<the one test folder>/Fitness`.
  func detectSuiteFolder() throws -> String {
    let candidates = TestTargetCandidates(
      packages: packageTestTargets(), xcode: xcodeTestTargets(), xcodegen: xcodeGenTestTargets(),
      paths: Array(files.paths))
    if !candidates.all.isEmpty {
      let chosen = candidates.holding(finding.statement.places)
      if chosen.count == 1 { return chosen[0].folder + "/Fitness" }
      let lines = chosen.map { "\($0.display): suite: \($0.folder)/Fitness" }
      let advice = recommendation(among: chosen).map { "\n" + $0 } ?? ""
      throw Refusal(
        description: "\(findingPath): cannot tell which test target gets the suite: the code this rule judges "
          + "could be tested by any of \(chosen.count); add the line of the one that tests it to the finding "
          + "(or pass --suite):\n  " + lines.joined(separator: "\n  ") + advice)
    }
    var fitnessFolders = Set<String>()
    var targets = Set<String>()
    for path in files.paths {
      let parts = path.split(separator: "/")
      if SuiteRule.isSuitePath(path) { fitnessFolders.insert(parts.dropLast().joined(separator: "/")) }
      if parts.count >= 3, parts[0] == "Tests" {
        targets.insert("Tests/\(parts[1])")
      } else if parts.count >= 2, parts[0].hasSuffix("Tests") {
        targets.insert(String(parts[0]))
      }
    }
    if fitnessFolders.count == 1 { return fitnessFolders.first! }
    if fitnessFolders.isEmpty, targets.count == 1 { return targets.first! + "/Fitness" }
    let choices = fitnessFolders.isEmpty ? targets.sorted() : fitnessFolders.sorted()
    let listed = choices.isEmpty ? "none found" : choices.joined(separator: ", ")
    throw Refusal(
      description: "\(findingPath): cannot tell which test target gets the suite (\(listed)); "
        + "add 'suite: Tests/<Target>/Fitness' to the finding, or pass --suite")
  }

  /// Every package test target in the repository (`PackageTestTargets`).
  func packageTestTargets() -> PackageTestTargets {
    PackageTestTargets(paths: files.paths, read: { try? snapshot.text(of: $0) })
  }

  /// Every Xcode test target in the repository (`XcodeTestTargets`).
  func xcodeTestTargets() -> XcodeTestTargets {
    XcodeTestTargets(paths: files.paths, read: { try? snapshot.text(of: $0) })
  }

  /// Every XcodeGen test target in the repository (`XcodeGenTestTargets`).
  func xcodeGenTestTargets() -> XcodeGenTestTargets {
    XcodeGenTestTargets(paths: files.paths, read: { try? snapshot.textBytes(of: $0) ?? nil })
  }

  /// Whether the repository's projects are generated (XcodeGen's `project.yml`, Tuist's
  /// `Project.swift`): their manifests, not the `.xcodeproj`, say what compiles.
  var generator: String? {
    if files.paths.contains(where: { $0 == "project.yml" || $0.hasSuffix("/project.yml") }) {
      return "xcodegen generate"
    }
    if files.paths.contains(where: { $0 == "Project.swift" || $0.hasSuffix("/Project.swift") }) {
      return "tuist generate"
    }
    return nil
  }

  /// Refuses a suite folder that no test target compiles (nothing is written), or one that
  /// compiles into another target than the folder names.
  func checkCompiled(_ folder: String) throws {
    let packages = packageTestTargets()
    if packages.target(compiling: folder) != nil { return }
    let specs = xcodeGenTestTargets()
    let apps = specs.shipping(folder)
    if !apps.isEmpty {
      let offered = TestTargetCandidates(
        packages: packages, xcode: xcodeTestTargets(), xcodegen: specs, paths: Array(files.paths)
      ).all
      throw Refusal(
        description: "\(findingPath): \(folder) is compiled by \(apps.joined(separator: ", ")), which ships: a suite "
          + "there would be built into the product, not run as a test; choose a test target's folder"
          + (offered.isEmpty ? "" : " (\(offered.map { "suite: \($0.folder)/Fitness" }.joined(separator: ", ")))"))
    }
    let xcode = xcodeTestTargets()
    let owners = xcode.compiling(folder)
    let parts = folder.split(separator: "/")
    let named = parts.lastIndex(of: "Fitness").flatMap { $0 > 0 ? String(parts[$0 - 1]) : nil }
    if let named, xcode.targets.contains(where: { $0.name == named }), !owners.isEmpty,
      !owners.contains(where: { $0.name == named })
    {
      let own = xcode.targets.first { $0.name == named }!.synchronizedFolders
      throw Refusal(
        description: "\(findingPath): \(folder) lies in a synchronized folder that "
          + "\(owners.map(\.name).joined(separator: ", ")) compiles, so a new suite there joins that target, not \(named); "
          + (own.isEmpty
            ? "\(named) owns no synchronized folder: choose another suite folder, or add the files to \(named) in Xcode"
            : "choose a folder \(named) compiles (\(own.joined(separator: ", ")))"))
    }
    if !owners.isEmpty || !xcode.classicNear(folder).isEmpty { return }
    let xcodegen = xcodeGenTestTargets()
    if !xcodegen.compiling(folder).isEmpty { return }
    // A generator whose spec this cannot read decides alone; Tuist's is Swift, never run here.
    if generator == "tuist generate" || !xcodegen.unreadable.isEmpty { return }
    let candidates = TestTargetCandidates(
      packages: packages, xcode: xcode, xcodegen: xcodegen, paths: Array(files.paths)
    ).all
    guard !candidates.isEmpty else { return }
    throw Refusal(
      description: "\(findingPath): \(folder) is compiled by no test target, so its suite would never run; "
        + "the test targets are \(candidates.map(\.display).joined(separator: ", ")); "
        + "put the suite in one of them with 'suite: <folder>/Fitness' or --suite")
  }

  /// What to run next for the suite at `path`: SwiftPM's command (naming a nested package),
  /// `xcodebuild` with the scheme that tests the target, the steps a classic Xcode group
  /// needs, and the generator to run first.
  func testCommand(for path: String, writes: [String]) -> String {
    let parts = path.split(separator: "/")
    let name = parts.last.map { String($0.dropLast(".swift".count)) } ?? ""
    let folder = parts.dropLast().joined(separator: "/")
    if let target = packageTestTargets().target(compiling: folder) {
      let manifest =
        (try? snapshot.text(of: target.package.isEmpty ? "Package.swift" : target.package + "/Package.swift")) ?? ""
      let importsUIKit = files.sources.contains { path, source in
        (target.package.isEmpty || PathPrefix.contains(path, under: target.package))
          && source.imports.contains { $0.module == "UIKit" }
      }
      if let apple = ApplePlatformPackage(manifest: manifest, importsUIKit: importsUIKit) {
        return "run `\(apple.command(package: target.package, testTarget: target.name, suite: name))` (the package "
          + "builds for \(apple.destination.contains("iOS") ? "iOS" : "Apple's devices") only, so `swift test` cannot run it)"
      }
      return "run `\(target.command(filter: name))`"
    }
    let xcode = xcodeTestTargets()
    if let target = xcodeGenTestTargets().compiling(folder).first {
      // The scheme: the spec's, else a shared one of the generated project that tests it.
      let generated = xcode.targets.first { $0.name == target.name && $0.project == target.project }
      let scheme = target.scheme ?? generated?.scheme ?? "<a scheme that tests \(target.name)>"
      let project = target.project.map { "-project \($0) " } ?? ""
      let destination =
        ApplePlatformPackage.simulators.first { $0.platform == target.platform }
        .map { " -destination '\($0.destination)'" } ?? ""
      return "run `xcodegen generate` (the new files join \(target.name) once the project is generated from "
        + "\(target.spec)), then `xcodebuild test \(project)-scheme \(scheme)\(destination) "
        + "-only-testing:\(target.name)/\(name)`"
    }
    if let owner = xcode.compiling(folder).first {
      guard let host = owner.sandboxedHost else { return "run `\(owner.command(suite: name))`" }
      return "run `\(owner.command(suite: name))`; but \(owner.name) runs inside \(host), whose entitlements turn on "
        + "the App Sandbox, so its suites cannot read the repository and will fail: graduate into a test target "
        + "without a host app (TEST_HOST empty) or a package's, or turn the sandbox off for the test build"
    }
    if let generator { return "run `\(generator)` (its manifest decides what compiles \(folder)), then your tests" }
    if let classic = xcode.classicNear(folder).first {
      return "add \(writes.joined(separator: " and ")) to target \(classic.name) in Xcode (File > Add Files, "
        + "target membership \(classic.name)): its group is not synchronized, so no target compiles them yet; "
        + "then run `\(classic.command(suite: name))`"
    }
    return "run `swift test --filter \(name)`"
  }

  /// Swift Testing, unless the target's tests use only XCTest.
  func detectFramework(in target: String) -> SuiteTemplate.Framework {
    var usesXCTest = false
    for (path, source) in files.sources where PathPrefix.contains(path, under: target) {
      let modules = Set(source.imports.map(\.module))
      if modules.contains("Testing") { return .swiftTesting }
      if modules.contains("XCTest") { usesXCTest = true }
    }
    return usesXCTest ? .xctest : .swiftTesting
  }

  /// The vendored engine for `target`: written when missing, refreshed when stale or when it
  /// lacks the pattern of `suite` (the suite being written, and its rule). A header above its
  /// stamp (a license) stays; a new copy gets the one the target's files share.
  func supportWrite(target: String, folder: String, suite: (path: String, rule: SuiteRule)) -> Write? {
    let supports = files.paths.sorted().filter { $0.split(separator: "/").last == Substring(VendoredStamp.fileName) }
    let existing = supports.first { PathPrefix.contains($0, under: target) }
    let path = existing ?? "\(folder)/\(VendoredStamp.fileName)"
    let text = try? snapshot.text(of: path)
    let header = text.map { VendoredStamp.split($0).header } ?? sharedHeader(in: target)
    // The target's suites, as graduate knows them, and those the paths give the copy.
    var patterns = Set(
      VendoredPatterns.suites(of: self.existing).filter { PathPrefix.contains($0.path, under: target) }.map(\.folder))
    let adding = VendoredPatterns.folder(of: suite.rule.body).map { (suite.path, $0) }
    patterns.formUnion(
      VendoredSupport.patterns(for: path, among: supports, rules: self.existing, adding: adding))
    let current = VendoredSupport.render(header: header, patterns: patterns)
    guard text != current else { return nil }
    let summary =
      existing == nil
      ? "the vendored engine (new)"
      : "the vendored engine (refreshed: \(Self.staleness(of: text ?? "", for: patterns)))"
    return Write(path: path, text: current, summary: summary + ", fitness \(EntryPoint.version)")
  }

  /// Why a vendored copy is rewritten, in words: the patterns it lacks, the engine it was
  /// copied from, or an edit since; a copy graduate wrote a minute ago is rewritten only for
  /// the first (a new suite of a pattern it does not carry).
  static func staleness(of text: String, for patterns: Set<String>) -> String {
    if let carried = VendoredStamp.patterns(in: text) {
      let lacking = VendoredPatterns.stamped(patterns).subtracting(carried)
      if !lacking.isEmpty {
        let names = VendoredPatterns.spelled(lacking).replacingOccurrences(of: "+", with: ", ")
        return "it lacked the \(names) pattern\(lacking.count == 1 ? "" : "s") a suite of this target needs"
      }
    }
    let fingerprint = VendoredStamp.fingerprint(in: text)
    if fingerprint == nil { return "it had no stamp, so which engine it holds is unknown" }
    if fingerprint != FitnessBuild.engineFingerprint { return "it was copied from another build of fitness" }
    if VendoredStamp.isEdited(Array(text.utf8)) == true { return "it was edited after it was vendored" }
    return "it carried patterns no suite of this target uses"
  }

  /// The header (license lines) the target's own Swift files share, for a file graduate
  /// adds to it; empty when they share none. Fitness's own files are left out.
  func sharedHeader(in target: String) -> String {
    var texts: [String] = []
    for (path, source) in files.sources.sorted(by: { $0.key < $1.key })
    where PathPrefix.contains(path, under: target) && !SuiteRule.isSuitePath(path)
      && path.split(separator: "/").last != Substring(VendoredStamp.fileName)
    {
      texts.append(String(decoding: source.bytes, as: UTF8.self))
    }
    let header = FileHeader.shared(by: texts)
    return header.isEmpty ? "" : header + "\n"
  }
}
