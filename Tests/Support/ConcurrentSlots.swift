import Foundation

/// Answers written from concurrent iterations (`DispatchQueue.concurrentPerform`), one slot
/// each: the compiler differentials run `swiftc` on every core.
public final class ConcurrentSlots<Value>: @unchecked Sendable {
  private var slots: [Value?]
  private let lock = NSLock()

  public init(count: Int) { slots = Array(repeating: nil, count: count) }

  public func set(_ index: Int, _ value: Value?) { lock.withLock { slots[index] = value } }
  public func get(_ index: Int) -> Value? { lock.withLock { slots[index] } }
}
