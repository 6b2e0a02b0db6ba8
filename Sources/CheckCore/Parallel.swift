import Dispatch

/// Work spread over every core in chunks, each chunk's result kept in order.
enum Parallel {
  /// `body` for each chunk of `0..<count` (`size` at a time), on all cores; the results in
  /// chunk order. The first error thrown, in chunk order, is rethrown after all have run.
  static func chunks<Result>(
    of count: Int, size: Int, _ body: @escaping (Range<Int>) throws -> Result
  ) throws -> [Result] {
    let parts = (count + size - 1) / size
    // One part runs here: no worker threads to wake for a commit of a few files.
    if parts <= 1 { return count == 0 ? [] : [try body(0..<count)] }
    let slots = UnsafeMutableBufferPointer<Swift.Result<Result, any Error>?>.allocate(capacity: parts)
    slots.initialize(repeating: nil)
    defer {
      _ = slots.deinitialize()
      slots.deallocate()
    }
    nonisolated(unsafe) let output = slots
    nonisolated(unsafe) let body = body
    DispatchQueue.concurrentPerform(iterations: parts) { part in
      // Each part writes only its own slot.
      output[part] = Swift.Result { try body((part * size)..<min(count, (part + 1) * size)) }
    }
    return try slots.map { try $0!.get() }
  }
}
