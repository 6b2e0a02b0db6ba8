import Foundation
import Testing

extension Tag {
  /// Suites that build Swift packages, install from PyPI or replay many git states: minutes,
  /// not seconds. They run when `FITNESS_SLOW_TESTS=1` (as `bash scripts/test`, and so CI,
  /// sets it); plain `swift test`, the loop run before every change, skips them.
  @Tag static var slow: Self
  /// End-to-end suites outside the quick loop's small set: seconds each, but together they
  /// would double plain `swift test`. They run with the slow suites.
  @Tag static var wholeRun: Self
}

/// Whether the slow suites run: `FITNESS_SLOW_TESTS=1`.
enum SlowSuites {
  static let enabled = ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1"
  static let reason: Comment = "slow suite: runs with FITNESS_SLOW_TESTS=1 (bash scripts/test sets it)"
}

/// Whether the end-to-end suites beyond the quick loop's small set run: with the slow
/// suites. Plain `swift test` keeps the hook's path, the command line, the fast path and
/// one suite per schema pattern (`StagedCommitTests`, `FastPathTests`, `CommandLineTests`,
/// `DeclarationRuleTests`, …); the readers' hostile cases, the differentials and the rest
/// wait for the whole run.
enum WholeRun {
  static let enabled = SlowSuites.enabled
  static let reason: Comment = "end-to-end suite outside the quick set: runs with FITNESS_SLOW_TESTS=1"
}

/// Whether a test that builds a temporary package under the real `swift test` runs: with
/// the slow suites, and not in the release pass (`FITNESS_BIN` set, as `scripts/test` sets
/// it for the second pass). What such a test judges is the suites and the vendored engine
/// compiled into a user's test target, which are the same text whichever of our executables
/// wrote them; the release pass judges the executables themselves.
enum PackageBuilds {
  static let enabled = SlowSuites.enabled && ProcessInfo.processInfo.environment["FITNESS_BIN"] == nil
  static let reason: Comment =
    "builds a package under the real swift test: runs with FITNESS_SLOW_TESTS=1, once (not in the release pass)"
}
