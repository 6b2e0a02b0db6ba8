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

/// A package as it is, `files` (its manifest among them) and one finding, graduated without a
/// baseline, the hook installed, all of it committed: what graduate printed is returned.
enum GraduatedPackage {
  static func adopt(files: [String: String], finding: (path: String, text: String)) throws -> (
    repo: ScratchRepository, graduated: String
  ) {
    let repo = try ScratchRepository()
    for (path, text) in files { try repo.write(path, text) }
    try repo.write(finding.path, finding.text)
    try repo.commitAll("a package before the rule")
    let graduate = try FitnessBinary.run(["graduate", finding.path], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "the rule"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return (repo, graduate.standardOutput)
  }
}

extension ScratchRepository {
  /// The one suite graduate wrote under `Tests/`, tracked or not (its vendored engine aside).
  func writtenSuite() throws -> String {
    let listed = try git(["ls-files", "--cached", "--others", "--exclude-standard", "Tests"]).split(separator: "\n")
    return String(
      try #require(listed.first { $0.contains("/Fitness/") && $0.hasSuffix("Tests.swift") }, "no suite: \(listed)"))
  }
}
