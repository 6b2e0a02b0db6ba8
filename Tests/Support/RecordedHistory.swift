import Foundation

/// A history a differential generated, kept for the rest of the run: the debug pass of
/// `scripts/test` records each seed's repository and what it found out generating it, and
/// the release pass replays it (a copy, a few git commands) instead of running every step
/// and every oracle command again.
///
/// Kept under `$FITNESS_TEST_CACHE/histories`, which `scripts/test` empties when it starts;
/// without that variable (plain `swift test`, a filtered run) nothing is kept. A history
/// holds no verdict of the executables under test, only what the generator and git made,
/// so both passes judge the same repositories with their own executables.
public enum RecordedHistory {
  static var base: URL? {
    guard let cache = ProcessInfo.processInfo.environment["FITNESS_TEST_CACHE"], !cache.isEmpty else { return nil }
    return URL(fileURLWithPath: cache).appendingPathComponent("histories")
  }

  /// A copy of the repository recorded as `name` (`differential/17`) and the notes kept with
  /// it; nil when this run recorded none.
  public static func replay(_ name: String) throws -> (repo: ScratchRepository, notes: [String])? {
    guard let folder = base?.appendingPathComponent(name),
      let notes = try? String(contentsOf: folder.appendingPathComponent("notes"), encoding: .utf8)
    else { return nil }
    let repo = try ScratchRepository(copying: folder.appendingPathComponent("repository"))
    return (repo, notes.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
  }

  /// Keeps `repo` as `name`, with `notes` (one a line), when the run keeps histories. The
  /// notes are written last, so a history cut short is never replayed.
  public static func record(_ repo: ScratchRepository, as name: String, notes: [String]) throws {
    guard let folder = base?.appendingPathComponent(name) else { return }
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let copied = try ProcessResult.run(
      "/bin/cp", ["-a", repo.root.path, folder.appendingPathComponent("repository").path], in: folder)
    guard copied.status == 0 else { throw ScratchError("cp -a \(repo.root.path) failed: \(copied.standardError)") }
    try Data(notes.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("notes"))
  }
}
