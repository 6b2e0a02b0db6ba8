import FitnessTestSupport
import Foundation
import Testing

/// What every team rule must do through the real commands, shared by the suites that state
/// them: the hook refuses its break where `check --rev` names it and passes its mend, and
/// its suite goes red and green under the real `swift test`.
enum TeamRuleChecks {
  static func hookRefusesTheBreakAndPassesTheMend(_ rule: TeamRule, in repo: ScratchRepository) throws {
    try repo.write(rule.path, rule.broken)
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: [rule.place], "\(rule.id) broken")
    try repo.write(rule.path, rule.mended)
    try repo.git(["add", "-A"])
    let mended = try repo.run(["commit", "-q", "-m", "\(rule.id) mended"])
    #expect(mended.status == 0, "\(rule.id): \(mended.standardError)")
    let full = try FitnessBinary.run(["check", "--all"], in: repo.root)
    #expect(full.status == 0, "\(rule.id): \(full.standardError)")
  }

  /// Green on the app, red naming each break when all are made at once, green once mended.
  /// An `advisory` rule's break stands through the red and the mended runs: it is recorded
  /// as a warning at its place, and the mended run passes beside it.
  static func suitesGoRedAndGreen(_ rules: [TeamRule], in repo: ScratchRepository, advisory: [TeamRule] = [])
    throws
  {
    let green = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(green.status == 0, "\(green.standardOutput)\(green.standardError)")
    for rule in rules + advisory { try GraduatedPackageTests.edit(repo, rule.path, rule.broken) }
    let red = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(red.status != 0)
    for rule in advisory {
      let file = rule.place.split(separator: "/").last.map(String.init) ?? rule.place
      #expect(
        red.standardOutput.contains("recorded a warning at \(file)"),
        "\(rule.id): \(red.standardOutput)\(red.standardError)")
      #expect(
        !red.standardOutput.contains("\(rule.place): error:"), "\(rule.id): \(red.standardOutput)\(red.standardError)")
    }
    for rule in rules {
      #expect(
        red.standardOutput.contains("\(rule.place): error:"), "\(rule.id): \(red.standardOutput)\(red.standardError)")
      // And as its own issue at the place, where Xcode marks the line.
      let file = rule.place.split(separator: "/").last.map(String.init) ?? rule.place
      #expect(
        red.standardOutput.contains("recorded an issue at \(file)"),
        "\(rule.id): \(red.standardOutput)\(red.standardError)")
      #expect(red.standardOutput.contains("↳ \(rule.place): "), "\(rule.id): \(red.standardOutput)\(red.standardError)")
    }
    for rule in rules { try GraduatedPackageTests.edit(repo, rule.path, rule.mended) }
    let mended = try GraduatedPackageTests.swiftTest(in: repo)
    #expect(mended.status == 0, "\(mended.standardOutput)\(mended.standardError)")
    for rule in advisory {
      #expect(
        mended.standardOutput.contains("\(rule.place): "), "\(rule.id): \(mended.standardOutput)\(mended.standardError)"
      )
    }
  }
}
