import Foundation

/// The smallest app graduate writes into: one SwiftPM target, `App`, with a Swift Testing
/// target, `AppTests`, and the files a test gives it, committed.
public enum OneTargetApp {
  public static let manifest = """
    // swift-tools-version:6.0
    import PackageDescription
    let package = Package(
      name: "App", targets: [.target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])])

    """

  /// A repository holding the package and `files` (path to text), committed.
  public static func make(_ files: [String: String]) throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", manifest)
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    for (path, text) in files.sorted(by: { $0.key < $1.key }) { try repo.write(path, text) }
    try repo.commitAll("app")
    return repo
  }
}
