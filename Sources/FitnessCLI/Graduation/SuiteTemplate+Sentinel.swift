import RuleEngine

/// The runtime half of a network-sentinel suite: the URLProtocol that counts and fails
/// every request, and the test that drives the real path and asserts zero attempts.
extension SuiteTemplate {
  var sentinelClass: String { "\(guarantee)Sentinel" }

  /// The URLProtocol that counts and fails every request it sees.
  func sentinelProtocol() -> String {
    """
    /// Counts every request that reaches the URL loading system, and fails it: nothing this
    /// suite drives ever touches the network, and a regression fails here, loudly.
    /// Nonisolated: the loading system calls it on its own threads, whatever the target's
    /// default isolation.
    nonisolated final class \(sentinelClass): URLProtocol {
      private static let lock = NSLock()
      nonisolated(unsafe) private static var count = 0

      /// The requests attempted since the last reset.
      static var attempts: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
      }

      static func reset() {
        lock.lock()
        count = 0
        lock.unlock()
      }

      override class func canInit(with request: URLRequest) -> Bool { true }
      override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

      override func startLoading() {
        Self.lock.lock()
        Self.count += 1
        Self.lock.unlock()
        client?.urlProtocol(self, didFailWithError: URLError(.notConnectedToInternet))
      }

      override func stopLoading() {}
    }

    """
  }

  func sentinelTest(head: String) -> String {
    guard let drive = draft.drive else { return "" }
    let body = drive.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "      " + $0 }.joined(separator: "\n")
    let message =
      "\"\\(\(sentinelClass).attempts) network request(s) attempted [\(draft.id)]; "
      + "the contract is zero attempts: change the code to stay offline on this path\""
    let assertion =
      framework == .swiftTesting
      ? "    #expect(\(sentinelClass).attempts == 0, \(message))"
      : "    XCTAssert(\(sentinelClass).attempts == 0, \(message))"
    return """
      \(head) async throws {
          FitnessPackage.enterNetworkSentinel()
          defer { FitnessPackage.leaveNetworkSentinel() }
          _ = URLProtocol.registerClass(\(sentinelClass).self)
          defer { URLProtocol.unregisterClass(\(sentinelClass).self) }
          \(sentinelClass).reset()
          do {
            // The real path, with only storage in memory (from the finding's drive).
      \(body)
          } catch {
            // A refused request may surface as an error; the contract counts attempts.
          }
      \(assertion)
      \(verdictLines(of: "Self.sentinel"))
        }
      """
  }
}
