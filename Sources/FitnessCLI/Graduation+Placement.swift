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
    if fitnessFolders.isEmpty, targets.count == 1 { return targets.first! + "/Fitness" }
    let choices = fitnessFolders.isEmpty ? targets.sorted() : fitnessFolders.sorted()
    let listed = choices.isEmpty ? "none found" : choices.joined(separator: ", ")
    throw Refusal(
      description: "\(findingPath): cannot tell which test target gets the suite (\(listed)); "
        + "add 'suite: Tests/<Target>/Fitness' to the finding, or pass --suite")
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
