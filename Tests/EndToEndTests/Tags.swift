import Foundation
import Testing

extension Tag {
  /// Suites that build Swift packages, install from PyPI or replay many git states: minutes,
  /// not seconds. They run when `FITNESS_SLOW_TESTS=1` (as `bash scripts/test`, and so CI,
  /// sets it); plain `swift test`, the loop run before every change, skips them.
  @Tag static var slow: Self
}

/// Whether the slow suites run: `FITNESS_SLOW_TESTS=1`.
enum SlowSuites {
  static let enabled = ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1"
  static let reason: Comment = "slow suite: runs with FITNESS_SLOW_TESTS=1 (bash scripts/test sets it)"
}
