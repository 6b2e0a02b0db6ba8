import Foundation
import Testing

/// Expected outputs kept as files beside the tests that hold them, one switch for all:
/// `FITNESS_REGENERATE=1 swift test` rewrites every golden file of every target, so that a
/// rewording is one edit in `Sources` and one regenerate, then a read of the diff.
public enum GoldenFile {
  public static var regenerating: Bool { ProcessInfo.processInfo.environment["FITNESS_REGENERATE"] == "1" }

  /// Holds `actual` to the file `name` in `folder` (relative to the repository root), or
  /// rewrites it while regenerating.
  public static func check(
    _ actual: String, named name: String, in folder: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = PackageTree.root().appendingPathComponent(folder).appendingPathComponent(name)
    if regenerating { try Data(actual.utf8).write(to: url) }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(
      actual == expected,
      "\(folder)/\(name) differs from its golden file; inspect, then FITNESS_REGENERATE=1 to accept",
      sourceLocation: sourceLocation)
  }
}
