import Dispatch
import SwiftScanner

/// Turns file bytes into scanned sources; a cache can stand in front of it.
public protocol SourceScanning {
  func scan(_ files: [(path: String, bytes: [UInt8])]) -> [ScannedSource]
}

/// Scans every file, on all cores once there are enough to share.
public struct DirectScanning: SourceScanning {
  public init() {}

  public func scan(_ files: [(path: String, bytes: [UInt8])]) -> [ScannedSource] {
    Self.scanInParallel(files.map(\.bytes))
  }

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
