import Foundation
import Inspection

/// Keeps the findings' summaries that a full check of the index read, under the git
/// directory, for the front to answer the next full check (`FindingSummaries`).
enum FindingSummaryStore {
  /// Writes `summaries` unless the file already holds them. A file that cannot be written
  /// only sends the next full check to the tool again, so failures are dropped.
  static func write(_ summaries: FindingSummaries, under commonDirectory: String) {
    let file = FindingSummaries.file(commonDirectory: commonDirectory)
    guard FindingSummaries.read(file).records != summaries.records else { return }
    let folder = (file as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try? AtomicFile.replace(file, with: summaries.encoded())
  }
}
