// Fitness suite written by `fitness graduate` from findings/0013-deck-offline.md.
// Deck games never touch the network
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine vendored
// in FitnessSupport.swift. Widen the sessions by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0013-deck-offline PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file
// swiftformat:disable all

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
import Foundation
import XCTest

@testable import App

/// Counts every request that reaches the URL loading system, and fails it: nothing this
/// suite drives ever touches the network, and a regression fails here, loudly.
/// Nonisolated: the loading system calls it on its own threads, whatever the target's
/// default isolation.
nonisolated final class PlayStaysOfflineSentinel: URLProtocol {
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

final class PlayStaysOfflineTests: XCTestCase {
  static let sentinel = NetworkSentinel(
    id: "0013-deck-offline",
    title: "Deck games never touch the network",
    module: "App",
    sessions: [
      "Sources/App/Net/Fetcher.swift",  // the one place that builds requests [0013-deck-offline]
    ],
    roots: ["Sources/App/Play"]
  )

  /// Deck games never touch the network
  func testPlayStaysOffline() async throws {
    FitnessPackage.enterNetworkSentinel()
    defer { FitnessPackage.leaveNetworkSentinel() }
    _ = URLProtocol.registerClass(PlayStaysOfflineSentinel.self)
    defer { URLProtocol.unregisterClass(PlayStaysOfflineSentinel.self) }
    PlayStaysOfflineSentinel.reset()
    do {
      // The real path, with only storage in memory (from the finding's drive).
      let engine = DeckEngine()
      _ = try await engine.playRound()
    } catch {
      // A refused request may surface as an error; the contract counts attempts.
    }
    XCTAssert(PlayStaysOfflineSentinel.attempts == 0, "\(PlayStaysOfflineSentinel.attempts) network request(s) attempted [0013-deck-offline]; the contract is zero attempts: change the code to stay offline on this path")
    let verdict = try FitnessPackage.verdict(of: Self.sentinel)
    for place in verdict.places {
      #if canImport(ObjectiveC)
        let location = XCTSourceCodeLocation(filePath: place.filePath, lineNumber: place.line)
        record(
          XCTIssue(
            type: .assertionFailure, compactDescription: place.message,
            sourceCodeContext: XCTSourceCodeContext(location: location)))
      #else
        recordFailure(withDescription: place.message, inFile: place.filePath, atLine: place.line, expected: true)
      #endif
    }
    XCTAssert(verdict.report.isEmpty, verdict.report)
  }
}
