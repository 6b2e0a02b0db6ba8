import SwiftScanner

/// Reduces files to their facts; a cache can stand in front of the scanner that reads them.
package protocol FactScanning {
  /// Facts of `paths`, which come in snapshot order; empty ones only for `retained` paths.
  func facts(
    of paths: [String], in snapshot: any SnapshotReading, request: FactRequest, retained: Set<String>,
    progress: ((_ done: Int, _ total: Int) -> Void)?
  ) throws -> FactScan
}
