import FitnessTestSupport
import Foundation
import Testing

/// An app as a rule's end-to-end suite starts from: `files` beside a manifest of one target
/// and its tests, the finding graduated with a baseline, the hook installed, all of it
/// committed. What graduate printed is returned, for the suite to hold its drill to.
enum BaselinedApp {
  static func adopt(files: [String: String], finding: (path: String, text: String), why: String) throws -> (
    repo: ScratchRepository, graduated: String
  ) {
    try adopt(files: files, findings: [finding], why: why)
  }

  /// The same with several findings, each graduated in turn; what graduate printed for all.
  static func adopt(files: [String: String], findings: [(path: String, text: String)], why: String) throws -> (
    repo: ScratchRepository, graduated: String
  ) {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    for (path, text) in files { try repo.write(path, text) }
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    for finding in findings { try repo.write(finding.path, finding.text) }
    try repo.commitAll("an app before the rules")
    var said = ""
    for finding in findings {
      let graduate = try FitnessBinary.run(["graduate", finding.path, "--baseline", why], in: repo.root)
      #expect(graduate.status == 0, "\(finding.path): \(graduate.standardError)")
      #expect(graduate.standardOutput.contains("drill: unbroken → green"), "\(graduate.standardOutput)")
      said += graduate.standardOutput
    }
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "the rules, baselined"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return (repo, said)
  }
}
