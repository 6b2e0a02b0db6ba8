import CheckCore

/// The commands that write (graduate, allow, vendor) read what they change through the
/// same snapshot they judge, never from the disk beside it: what a rule is drawn from and
/// what a suite is written beside are then one view of the tree.
extension SnapshotReading {
  /// The text of the file at `path` (as the snapshot spells it); nil when the snapshot
  /// holds no such text file.
  func text(of path: String) throws -> String? {
    try textBytes(of: path).map { String(decoding: $0, as: UTF8.self) }
  }

  /// The bytes of that text file, as they are (a reader that checks UTF-8 gets them).
  func textBytes(of path: String) throws -> [UInt8]? {
    guard case .text(let bytes)? = try contents(of: path) else { return nil }
    return bytes
  }
}
