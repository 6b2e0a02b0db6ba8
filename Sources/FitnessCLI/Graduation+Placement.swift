import Inspection
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
      var path = Substring(requested)
      while path.hasSuffix("/") { path = path.dropLast() }
      if path.hasSuffix(".swift") {
        let parts = path.split(separator: "/")
        fileName = parts.last.map(String.init)
        folder = parts.dropLast().joined(separator: "/")
      } else {
        folder = String(path)
      }
      if !folder.split(separator: "/").contains("Fitness") { folder += "/Fitness" }
      let packages = packageTestTargets()
      if !packages.targets.isEmpty, !packages.hasOtherProjects, packages.target(compiling: folder) == nil {
        throw Refusal(
          description: "\(findingPath): \(folder) is compiled by no test target, so its suite would never run; "
            + "the package test targets are \(packages.targets.map(\.display).joined(separator: ", ")); "
            + "put the suite in one of them with 'suite: <folder>/Fitness' or --suite")
      }
    } else {
      folder = try detectSuiteFolder()
    }
    var typeName =
      options.typeName ?? fileName.map { String($0.dropLast(".swift".count)) }
      ?? SuiteNaming.typeName(for: draft.body)
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

  /// The one Fitness folder that exists, else `<the one test target>/Fitness`.
  func detectSuiteFolder() throws -> String {
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
    let packages = packageTestTargets()
    if fitnessFolders.isEmpty, !packages.targets.isEmpty {
      // The package test targets, narrowed to the packages that hold the finding's files.
      let places = finding.roots + finding.paths + finding.fence.map(\.path)
      let holding = packages.targets.filter { target in
        !target.package.isEmpty && places.contains { PathPrefix.contains($0, under: target.package) }
      }
      let candidates = holding.isEmpty ? packages.targets : holding
      if candidates.count == 1 { return candidates[0].folder + "/Fitness" }
      throw Refusal(
        description: "\(findingPath): cannot tell which test target gets the suite; the candidates are "
          + "\(candidates.map(\.display).joined(separator: ", ")); add 'suite: <folder>/Fitness' to the finding, "
          + "or pass --suite")
    }
    if fitnessFolders.isEmpty, targets.count == 1 { return targets.first! + "/Fitness" }
    let choices = fitnessFolders.isEmpty ? targets.sorted() : fitnessFolders.sorted()
    let listed = choices.isEmpty ? "none found" : choices.joined(separator: ", ")
    throw Refusal(
      description: "\(findingPath): cannot tell which test target gets the suite (\(listed)); "
        + "add 'suite: Tests/<Target>/Fitness' to the finding, or pass --suite")
  }

  /// Every package test target in the repository (`PackageTestTargets`).
  func packageTestTargets() -> PackageTestTargets {
    PackageTestTargets(paths: files.paths, read: writer.read)
  }

  /// The command that runs the suite at `path`: SwiftPM's, with the package named when the
  /// suite's target lies in a nested package.
  func testCommand(for path: String) -> String {
    let parts = path.split(separator: "/")
    let name = parts.last.map { String($0.dropLast(".swift".count)) } ?? ""
    let folder = parts.dropLast().joined(separator: "/")
    return packageTestTargets().target(compiling: folder)?.command(filter: name) ?? "swift test --filter \(name)"
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

  /// The vendored engine for `target`: written when missing, refreshed when stale.
  func supportWrite(target: String, folder: String) -> Write? {
    let current = VendoredSupport.render()
    let existing = files.paths.sorted().first {
      PathPrefix.contains($0, under: target) && $0.split(separator: "/").last == Substring(VendoredStamp.fileName)
    }
    let path = existing ?? "\(folder)/\(VendoredStamp.fileName)"
    guard writer.read(path) != current else { return nil }
    let summary = existing == nil ? "the vendored engine (new)" : "the vendored engine (refreshed: it was stale)"
    return Write(path: path, text: current, summary: summary + ", fitness \(EntryPoint.version)")
  }
}
