/// What a one-shot process read, left for its exit to reclaim. The hook prints its verdict
/// and ends; freeing a check of 20,000 files one dictionary and string at a time cost it
/// about a tenth of a commit that reads every file's facts. Long-lived callers (the editor
/// and agent servers) never set `SnapshotCheck.leavesReadsToExit`, so nothing is kept here.
enum ExitReclaimed {
  nonisolated(unsafe) private static var kept: [Any] = []

  /// Keeps `value` alive until the process exits. Called from the check's own thread only.
  static func keep(_ value: Any) { kept.append(value) }
}
