import Dispatch

/// The suite runtime's side of the network sentinel: a vendored copy carries it with the
/// sentinel's engine folder, so a copy with no sentinel holds no gate.
extension FitnessPackage {
  /// Sentinel suites of one test target take turns: `URLProtocol.registerClass` is process
  /// wide, so two sentinels registered at once could count each other's requests and let a
  /// regression pass. A semaphore, not a lock: the test that enters may leave on another
  /// thread after an `await`.
  private static let networkSentinelGate = DispatchSemaphore(value: 1)

  /// Waits until no other network sentinel is running; pair with `leaveNetworkSentinel`.
  public static func enterNetworkSentinel() {
    networkSentinelGate.wait()
  }

  public static func leaveNetworkSentinel() {
    networkSentinelGate.signal()
  }
}
