import Foundation
import Testing

/// One rule a team states about its app: its finding, a change that breaks it (a file and
/// its text), where the hook and `check --rev` must name the break, and the file mended.
public struct TeamRule: Sendable, CustomStringConvertible {
  public var id: String
  public var finding: String
  public var path: String
  public var broken: String
  public var place: String
  public var mended: String

  public var description: String { id }

  public init(id: String, finding: String, path: String, broken: String, place: String, mended: String) {
    (self.id, self.finding, self.path, self.broken, self.place, self.mended) = (
      id, finding, path, broken, place, mended
    )
  }

  /// A package named App of library `targets` and the test target AppTests, which depends
  /// on `tested`: the shape of every team app fixture.
  public static func manifest(targets: [String], tested: [String]) -> String {
    let libraries = targets.map { "    .target(name: \"\($0)\"),\n" }.joined()
    let dependencies = tested.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      // swift-tools-version:5.9
      import PackageDescription

      let package = Package(
        name: "App",
        targets: [
      \(libraries)    .testTarget(name: "AppTests", dependencies: [\(dependencies)]),
        ]
      )

      """
  }

  /// An app of `sources` with every rule graduated (each proven red by its drill), the hook
  /// installed, and all of it committed: graduated once per test process and fixture, then
  /// copied (`cp -a`) for each test, which changes its copy as it likes.
  public static func graduated(manifest: String, sources: [String: String], rules: [TeamRule]) throws
    -> ScratchRepository
  {
    let key = ([manifest] + sources.keys.sorted().map { "\($0)\n\(sources[$0]!)" } + rules.map(\.finding))
      .joined(separator: "\u{0}")
    // One lock per fixture, so two fixtures graduate side by side and a second test of one
    // waits for its first.
    templates.lock.lock()
    let entry = templates.byFixture[key] ?? Templates.Entry()
    templates.byFixture[key] = entry
    templates.lock.unlock()
    entry.lock.lock()
    defer { entry.lock.unlock() }
    if let template = entry.repository { return try ScratchRepository(copying: template.root) }
    let template = try graduatedOnce(manifest: manifest, sources: sources, rules: rules)
    // The template lives as long as the test process, so its folder is left behind.
    entry.repository = template
    return try ScratchRepository(copying: template.root)
  }

  /// The graduated apps made so far in this process, by fixture.
  private final class Templates: @unchecked Sendable {
    final class Entry: @unchecked Sendable {
      let lock = NSLock()
      var repository: ScratchRepository?
    }
    let lock = NSLock()
    var byFixture: [String: Entry] = [:]
  }
  private static let templates = Templates()

  private static func graduatedOnce(manifest: String, sources: [String: String], rules: [TeamRule]) throws
    -> ScratchRepository
  {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", manifest)
    for (path, text) in sources { try repo.write(path, text) }
    for rule in rules { try repo.write("findings/\(rule.id).md", rule.finding) }
    try repo.commitAll("the app and its findings")
    for rule in rules {
      let graduate = try FitnessBinary.run(["graduate", "findings/\(rule.id).md"], in: repo.root)
      #expect(graduate.status == 0, "\(rule.id): \(graduate.standardError)")
      #expect(graduate.standardOutput.contains("drill: unbroken → green"), "\(rule.id): \(graduate.standardOutput)")
      #expect(!graduate.standardOutput.contains("missed"), "\(rule.id): \(graduate.standardOutput)")
    }
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "graduate"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return repo
  }
}
