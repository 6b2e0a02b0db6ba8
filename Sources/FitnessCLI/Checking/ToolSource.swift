import CheckCore
import CommandLineIO
import GitFileReader
import LibGit2Reader

/// The snapshot `fitness-tool` judges, opened by the reader that can read it, with where its
/// caches live and which reader it was (for `FITNESS_TRACE`).
struct ToolSource {
  var source: any SnapshotReading
  /// The git common directory, where the caches live; nil when there is none.
  var cacheFolder: String?
  var reader: String
  /// The working tree's root, without its trailing `/`.
  var root: String?

  /// What a commit records (`--staged`) and every tracked file (`--all`) are read directly
  /// from the index and object files when the repository's shape allows (GitFileReader),
  /// which also finds damage libgit2 would pass over or loop on (exit 2); other snapshots,
  /// and shapes the direct reader steps aside from, through libgit2. `FITNESS_READER=libgit2`
  /// forces libgit2, to compare the two; so does a front that handed the run over because
  /// its direct reader could not read these files, so they are not opened twice by the same
  /// reader.
  static func open(_ context: CommandContext, snapshot: SnapshotOptions, directReaderCannot: Bool) throws -> Self {
    if snapshot.kind == .index || snapshot.kind == .staged, context.environment["FITNESS_READER"] != "libgit2",
      !directReaderCannot
    {
      do {
        let index = try DirectRepository(environment: context.environment, directory: context.base)
        try index.verifyChecksum()
        let source = snapshot.kind == .staged ? try DirectSnapshot.staged(index) : DirectSnapshot.whole(index)
        return ToolSource(
          source: source, cacheFolder: index.commonDirectory, reader: "direct reader", root: index.workTree)
      } catch  where error.isDamage {
        throw error
      } catch {
        // A shape the direct reader does not read: libgit2 below.
      }
    }
    let repository = try context.openRepository()
    return ToolSource(
      source: LibGit2Snapshot(try Snapshot(snapshot.kind, of: repository)), cacheFolder: repository.commonDirectory,
      reader: "libgit2", root: repository.workTree.map { String($0.dropLast()) })
  }
}
