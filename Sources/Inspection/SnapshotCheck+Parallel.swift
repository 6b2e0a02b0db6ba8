import Dispatch
import SwiftScanner

extension SnapshotCheck {
  /// `ScannedSource` for each input, on all cores once there are enough to share.
  public static func scanInParallel(_ inputs: [[UInt8]]) -> [ScannedSource] {
    guard inputs.count >= 64 else { return inputs.map(ScannedSource.init) }
    let results = UnsafeMutableBufferPointer<ScannedSource?>.allocate(capacity: inputs.count)
    results.initialize(repeating: nil)
    defer { results.deallocate() }
    let chunk = 32
    let chunks = (inputs.count + chunk - 1) / chunk
    nonisolated(unsafe) let output = results
    DispatchQueue.concurrentPerform(iterations: chunks) { part in
      // Each part writes only its own slots.
      for index in (part * chunk)..<min(inputs.count, (part + 1) * chunk) {
        output[index] = ScannedSource(inputs[index])
      }
    }
    return results.map { $0! }
  }
}
