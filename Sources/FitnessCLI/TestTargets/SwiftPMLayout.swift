import Foundation
import RuleEngine

/// Where SwiftPM looks for a test target that names no `path:`, read from the tracked paths
/// the way SwiftPM reads the disk (checked against `swift package describe`).
///
/// The test folder is the first of `Tests`, `Sources`, `Source`, `src` and `srcs` that
/// exists; the target's sources are the folder named after it inside, when there is one.
/// When there is none and the manifest declares one test target only, with tools version
/// 5.9 or later, the whole test folder is the target's: IceCubesApp's `Packages/Env` keeps
/// `Tests/RouterTests.swift` directly in `Tests`. A suite written to `Tests/EnvTests/…`
/// there would make that folder exist, move the target to it, and drop every other test
/// from it, so graduate must know which of the two the target compiles. A target declared
/// before any test folder exists gets `Tests/<name>`, the one place SwiftPM then reads it.
struct SwiftPMLayout {
  static let testFolders = ["Tests", "Sources", "Source", "src", "srcs"]

  /// The package's folder, repo-relative; empty for the root package.
  var package: String
  var paths: [String]
  /// `major * 100 + minor`, from `// swift-tools-version:`; nil when unreadable.
  var toolsVersion: Int?
  /// How many test targets the manifest declares.
  var testTargets: Int

  /// The target's folder, relative to the package.
  func testFolder(of name: String) -> String {
    let root = Self.testFolders.first(where: holdsFiles) ?? "Tests"
    if holdsFiles(root + "/" + name) { return root + "/" + name }
    // With no `Tests` yet, SwiftPM's test folder is `Sources`, which the package's own
    // targets hold: it refuses the target ("overlapping sources") until a folder of its own
    // exists. A suite in `Tests/<name>` makes `Tests` the test folder, and the package builds.
    if testTargets == 1, (toolsVersion ?? 0) >= 509 { return root == "Tests" ? root : "Tests/" + name }
    // SwiftPM refuses the package ("should be located under 'Tests/<name>'"); a suite there
    // is where it asks the sources to be.
    return root + "/" + name
  }

  /// Whether any tracked file lies under the package-relative `folder`.
  private func holdsFiles(_ folder: String) -> Bool {
    let full = package.isEmpty ? folder : package + "/" + folder
    return paths.contains { PathPrefix.contains($0, under: full) && $0 != full }
  }

  /// The tools version a manifest's first line states (`// swift-tools-version:5.9`, with
  /// or without spaces, `6.0.1`), as `major * 100 + minor`.
  static func toolsVersion(in manifest: String) -> Int? {
    guard let first = manifest.split(separator: "\n", maxSplits: 1).first,
      let range = first.range(of: "swift-tools-version:", options: .caseInsensitive)
    else { return nil }
    let numbers = first[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
      .split(separator: ".").compactMap { Int($0) }
    guard let major = numbers.first else { return nil }
    return major * 100 + (numbers.count > 1 ? numbers[1] : 0)
  }
}
