import FitnessTestSupport
import Foundation
import Testing

/// Issue 41's declaration defects through the real commands, on `DeclarationDefectsFixture`:
/// a fence entry that names a nested view model no longer excuses the outer one; screens
/// previewed through wrappers pass; `@_Concurrency.MainActor` meets `@MainActor`; "No
/// ViewModels" refuses a new one and keeps today's by name. Each through the installed hook
/// (with `check --rev` agreeing) and the real `swift test`.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct DeclarationDefectsTests {
  @Test(arguments: DeclarationDefectsFixture.rules)
  func theHookRefusesABreakingCommitAndPassesTheMendedOne(rule: TeamRule) throws {
    try TeamRuleChecks.hookRefusesTheBreakAndPassesTheMend(rule, in: try DeclarationDefectsFixture.graduated())
  }

  /// The old finding form, an entry naming only its file, is refused at its line with what
  /// to write instead.
  @Test func aFileOnlyEntryIsRefusedAtItsLine() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", DeclarationDefectsFixture.manifest)
    for (path, text) in DeclarationDefectsFixture.sources { try repo.write(path, text) }
    let finding = DeclarationDefectsFixture.rules[0].finding.replacingOccurrences(
      of: "    types: [EditAccountViewModel.FieldEditViewModel]\n", with: "")
    try repo.write("findings/0041-x.md", finding)
    try repo.commitAll()
    let refused = try FitnessBinary.run(["graduate", "findings/0041-x.md"], in: repo.root)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.contains(
        "findings/0041-x.md:10:5: error: fence[0].types: required key is missing: name the types this file may keep, "
          + "like 'types: [Type]'"), "\(refused.standardError)")
  }

  @Test(.tags(.slow), .enabled(if: PackageBuilds.enabled, PackageBuilds.reason))
  func theSuitesGoRedAndGreenUnderTheRealSwiftTest() throws {
    try TeamRuleChecks.suitesGoRedAndGreen(
      DeclarationDefectsFixture.rules, in: try DeclarationDefectsFixture.graduated())
  }
}
