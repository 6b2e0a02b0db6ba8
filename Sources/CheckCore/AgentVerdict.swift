import GitFileReader
import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The agent hook's verdict on one edited file at the cost of a one-file commit: the index,
/// with that file's new bytes and every suite as it stands on disk, judged by the hook's
/// staged plan (`EditedIndex`), reading no other file of the working tree. Both executables
/// run it: the front answers most edits by itself.
///
/// It equals `check --worktree` on that file whenever the file's verdict hangs on nothing
/// but its bytes, the rules and their dependencies: every rule that reaches it judges each
/// file alone, the file is no suite, finding or dependency (nor a package manifest a rule
/// reads), no suite sits untracked, and the dependencies and manifests on disk are those in
/// the index. Otherwise, or when the direct reader cannot
/// read the repository, it steps aside (nil) and `fitness-tool` judges the whole working tree.
package enum AgentVerdict {
  package struct Answer {
    /// Whether any rule reaches the file; nil `verdict` when none does.
    package var reached: Bool
    package var verdict: FileVerdict?
  }

  /// `findings` reads the graduated findings' summaries when the edit may change their
  /// promise (a suite edited on disk); the front answers only from recorded ones.
  package static func judge(
    file: String, proposed: [UInt8]?, environment: [String: String],
    findings: @escaping (any SnapshotReading, DirectRepository) throws -> [(path: String, summary: FindingSummary)]
  ) throws -> Answer? {
    guard let index = try? DirectRepository(environment: environment, directory: WorkTreePath.nearestFolder(of: file)),
      (try? index.verifyChecksum()) != nil,
      let path = WorkTreePath.inside(file, root: index.workTree),
      !SuiteRule.isSuitePath(path), !path.hasPrefix(GraduatedFindingCheck.folder),
      let bytes = proposed ?? disk(index.workTree, path, followingLinks: false)
    else { return nil }
    // The rules as they stand on disk: each suite that differs from the index is an edit.
    var edits = [path: bytes]
    for suite in DirectSnapshot.whole(index).suitePaths() {
      guard let onDisk = disk(index.workTree, suite, followingLinks: true) else { return nil }
      if try !sameAsIndex(onDisk, suite, index) { edits[suite] = onDisk }
    }
    let source = EditedIndex(index, edits: edits)
    guard WrittenSuites.untracked(commonDirectory: index.commonDirectory, workTree: index.workTree, in: source).isEmpty
    else { return nil }
    let rules = try RuleSet.load(from: source)
    let reaching = rules.rules.filter { rule in
      let inputs = rule.body.inputs
      return inputs.selection.selects(path) || inputs.entries.contains(path) || inputs.dependencies.contains(path)
    }
    // An edited manifest changes which modules are the repository's own, for every file.
    if ManifestName.isBuildManifest(path), rules.rules.contains(where: \.body.inputs.manifests) { return nil }
    guard !reaching.isEmpty else { return Answer(reached: false, verdict: nil) }
    for rule in reaching {
      let inputs = rule.body.inputs
      guard inputs.eachFileAlone, !inputs.dependencies.contains(path) else { return nil }
      let manifests = inputs.manifests ? try source.buildManifestPaths() : []
      for dependency in inputs.dependencies + manifests {
        guard let onDisk = disk(index.workTree, dependency, followingLinks: true),
          try sameAsIndex(onDisk, dependency, index)
        else { return nil }
      }
    }
    var readers = CheckPipeline.Readers { try findings($0, index) }
    readers.rules = { _ in rules }
    readers.scanCacheDirectory = index.commonDirectory
    readers.projectDigests = ProjectDigestCache(commonDirectory: index.commonDirectory)
    let run = try CheckPipeline(source: source, readers: readers, scope: "working tree").run()
    return Answer(reached: true, verdict: FileVerdict(path: path, run: run))
  }

  /// The bytes of the file at `path` on disk; nil when there is none, or (unless
  /// `followingLinks`) when it is a link, whose target a commit does not hold.
  private static func disk(_ root: String, _ path: String, followingLinks: Bool) -> [UInt8]? {
    let full = root + "/" + String(decoding: QuotedPath.bytes(path), as: UTF8.self)
    var status = stat()
    guard lstat(full, &status) == 0 else { return nil }
    if (status.st_mode & S_IFMT) == S_IFLNK, !followingLinks { return nil }
    return FileText.read(full)
  }

  private static func sameAsIndex(_ bytes: [UInt8], _ path: String, _ index: DirectRepository) throws -> Bool {
    guard case .bytes(let committed)? = try index.blob(at: path, limit: FileBytes.limit) else { return false }
    return committed == bytes
  }
}
