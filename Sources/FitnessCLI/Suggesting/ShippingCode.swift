import CheckCore
import RuleEngine

/// Which Swift files a shipping target compiles, as far as paths tell: what `suggest`
/// drafts from. A fence around a module that only a Danger file, a build script, a test
/// helper or a fitness suite imports is a rule nobody would keep.
enum ShippingCode {
  /// Folders whose Swift files build tools, CI or tests, never the product.
  static let toolFolders: Set<String> = [
    "Scripts", "scripts", "buildscripts", "BuildScripts", "Tools", "tools", "BuildTools", "Danger", "Plugins",
    "Benchmarks", "Fixtures",
    "DevelopmentAssets", "fastlane", "Mocks", "Preview Content", ".github", "ci", "CI", "Examples", "Example",
  ]

  /// Endings of folder names that hold test support (`SwiftSyntaxTestSupport`).
  static let supportEndings = ["TestSupport", "TestUtilities", "TestHelpers", "TestKit", "Mocks"]

  /// Whether `path` is a Swift file a shipping target may compile.
  static func ships(_ path: String) -> Bool {
    guard PathPrefix.hasSwiftSuffix(path), !PathPrefix.isInTestFolder(path), !PathPrefix.isManifest(path),
      !SuiteRule.isSuitePath(path)
    else { return false }
    let parts = path.split(separator: "/")
    let name = parts.last.map(String.init) ?? path
    if name == VendoredStamp.fileName || name.hasPrefix("Dangerfile") { return false }
    return !parts.dropLast().contains { folder in
      toolFolders.contains(String(folder)) || supportEndings.contains { folder.hasSuffix($0) }
    }
  }
}
