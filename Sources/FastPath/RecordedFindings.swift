import CheckCore
import GitFileReader

/// The findings' summaries as the tool last recorded them (`FindingSummaryFile`), for the
/// front, which reads no YAML: a staged check and a full one answer from them when every
/// finding's blob is recorded, and leave the check to the tool otherwise.
enum RecordedFindings {
  /// Each finding's recorded summary, in path order; nil when a text finding has none.
  static func summaries(in source: DirectSnapshot, commonDirectory: String) throws
    -> [(path: String, summary: FindingSummary)]?
  {
    let paths = try GraduatedFindingCheck.findingPaths(source)
    guard !paths.isEmpty else { return [] }
    let recorded = FindingSummaryFile.read(FindingSummaryFile.file(commonDirectory: commonDirectory))
    var summaries: [(path: String, summary: FindingSummary)] = []
    for (path, name) in zip(paths, source.objectNames(of: paths)) {
      if let name, let summary = recorded.summary(path: path, name: name) {
        summaries.append((path, summary))
      } else if try source.contents(of: path) != nil {
        // Text, or a file the tool says cannot be read: the tool answers either way.
        return nil
      }
    }
    return summaries
  }
}
