import CheckCore
import Foundation

/// Keeps the findings' summaries that a full check of the index read, under the git
/// directory, for the front to answer the next full check (`FindingSummaryFile`).
enum FindingSummaryWriter {
  /// Writes `summaries` unless the file already holds them. A file that cannot be written
  /// only sends the next full check to the tool again, so failures are dropped.
  static func write(_ summaries: FindingSummaryFile, under commonDirectory: String) {
    let file = FindingSummaryFile.file(commonDirectory: commonDirectory)
    guard FindingSummaryFile.read(file).records != summaries.records else { return }
    AtomicFile.keep(file, bytes: Array(summaries.encoded().utf8))
  }
}
