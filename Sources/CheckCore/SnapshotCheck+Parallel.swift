import SwiftScanner

extension SnapshotCheck {
  /// `ScannedSource` for each input, on all cores once there are enough to share.
  package static func scanInParallel(_ inputs: [[UInt8]]) -> [ScannedSource] {
    guard inputs.count >= 64 else { return inputs.map(ScannedSource.init) }
    // Scanning never throws; `try!` states it.
    let parts = try! Parallel.chunks(of: inputs.count, size: 32) { range in range.map { ScannedSource(inputs[$0]) } }
    return parts.flatMap { $0 }
  }
}
