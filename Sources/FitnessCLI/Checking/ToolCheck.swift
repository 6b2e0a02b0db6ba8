import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine

/// The check `fitness-tool` runs: the one pipeline both executables share, given the tool's
/// readers. Full checks keep their caches under the git directory (scan cache, catalogs,
/// vendored copies, finding summaries); the hook only reads what full checks kept.
struct ToolCheck {
  var kind: Snapshot.Kind
  var opened: ToolSource
  /// The rules asked for with `--rule`; empty for every rule.
  var ruleIDs: [String]
  var useCache: Bool
  var progress: ((Int, Int) -> Void)?
  /// A scanner that stands in for the scan cache (an editor's, which remembers); nil: the
  /// scan cache, or a scan of every file.
  var factScanner: (any FactScanning)? = nil
  /// Whether a full check keeps what it learns under the git directory; never for the
  /// editors, which write nothing.
  var writesCaches = true

  /// The pipeline's run, and the scan cache a full check read through (for its trace).
  func run() throws -> (run: CheckPipeline.Run, cache: ScanCache?) {
    let files = opened.source
    // A full check of the index records what it read of each finding, so that the front
    // can answer the next one (see `FindingSummaryFile`).
    let recording = kind == .index && useCache ? opened.cacheFolder : nil
    // And the texts of its links, so that the next commit's check need not read their blobs.
    if let recording, writesCaches { LinkTextWriter.keep(files, under: recording) }
    var readers = CheckPipeline.Readers { try FindingSummaryReader.summaries($0, recordingUnder: recording) }
    readers.rules = { [ruleIDs] in try RuleSet.load(from: $0).selecting(ruleIDs) }
    // A graduated finding whose suite is gone is a violation even when no rule is left;
    // with --rule only the rules asked for are judged.
    readers.checksFindings = ruleIDs.isEmpty
    if useCache, let folder = opened.cacheFolder {
      // The hook writes nothing, in any process: a staged check only reads the caches that
      // full checks keep.
      let write: ((String, [UInt8]) -> Void)? =
        kind == .staged || !writesCaches ? nil : { path, bytes in try? AtomicFile.replace(path, bytes: bytes) }
      readers.catalogCache = CatalogCache(commonDirectory: folder, write: write)
      readers.projectDigests = ProjectDigestCache(commonDirectory: folder, write: write)
      readers.vendoredChecks = VendoredChecks(commonDirectory: folder, write: write)
    }
    readers.compiledFolders = { try CompiledFolders.reach(in: $0) }
    var cache: ScanCache? = nil
    if kind == .staged, useCache { readers.scanCacheDirectory = opened.cacheFolder }
    if kind == .staged, let common = opened.cacheFolder, let root = opened.root {
      // The hook's answer, as the front gives it: the suites graduate recorded, not a walk.
      readers.untrackedSuites = { WrittenSuites.untracked(commonDirectory: common, workTree: root, in: $0) }
    } else if kind == .index {
      readers.untrackedSuites = { [root = opened.root] in UntrackedSuites.find(root: root, missingFrom: $0) }
    }
    if kind != .staged {
      // A full scan keeps facts, not sources, and reuses the facts of blobs it has seen.
      if let factScanner {
        readers.factScanner = factScanner
      } else if useCache, let folder = opened.cacheFolder {
        let rules = try readers.rules(files)
        cache = ScanCache(commonDirectory: folder, request: SnapshotCheck(snapshot: files, rules: rules).factRequest())
        readers.rules = { _ in rules }
      }
      readers.factScanner = readers.factScanner ?? cache ?? DirectFactScanner()
      readers.progress = progress
    }
    let run = try CheckPipeline(source: files, readers: readers, scope: Check.describe(kind)).run()
    return (run, cache)
  }
}
