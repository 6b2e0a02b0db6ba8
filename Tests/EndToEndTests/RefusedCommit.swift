import FitnessTestSupport
import Foundation
import Testing

/// The hook's promise, asserted for one commit: what is staged is refused through the
/// installed hook at exactly `places`; recorded without the hook, `check --rev HEAD` fails
/// at the same places.
enum RefusedCommit {
  static func expect(_ repo: ScratchRepository, at places: Set<String>, _ story: String) throws {
    let commit = try repo.run(["commit", "-m", story])
    #expect(commit.status == 1, "\(story): the hook let it through: \(commit.standardError)")
    #expect(StagedOracle.places(in: commit.standardError) == places, "\(story): \(commit.standardError)")
    try repo.git(["commit", "-q", "--no-verify", "-m", story])
    let recorded = try FitnessBinary.run(["check", "--rev", "HEAD"], in: repo.root)
    #expect(recorded.status == 1, "\(story): \(recorded.standardError)")
    #expect(StagedOracle.places(in: recorded.standardError) == places, "\(story): \(recorded.standardError)")
  }
}
