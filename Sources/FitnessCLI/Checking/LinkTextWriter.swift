import CheckCore
import Foundation
import GitFileReader

/// Keeps the index's link texts that a full check of the index read, under the git
/// directory, so that the next commit's check opens the index without reading a blob per
/// link (`LinkTextFile`).
enum LinkTextWriter {
  /// Writes the texts of `snapshot`'s links unless the file already holds exactly these. A
  /// file that cannot be written only leaves the next check to read the links' blobs, so
  /// failures are dropped.
  static func keep(_ snapshot: any SnapshotReading, under commonDirectory: String) {
    guard let direct = snapshot as? DirectSnapshot else { return }
    let texts = direct.index.linkTextsByBlob
    let file = LinkTextFile.file(commonDirectory: commonDirectory)
    guard LinkTextFile.read(file) != texts, !(texts.isEmpty && !FileManager.default.fileExists(atPath: file))
    else { return }
    AtomicFile.keep(file, bytes: LinkTextFile.encode(texts))
  }
}
