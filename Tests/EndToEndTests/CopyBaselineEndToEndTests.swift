import FitnessTestSupport
import Foundation
import Testing

/// A copy contract adopted over a catalog that breaks it today: `graduate --baseline` lets
/// today's keys past, and through the installed hook a new breaking key is refused at its
/// line, and a fixed key's entry is refused as stale, where `check --rev HEAD` says the same.
@Suite struct CopyBaselineEndToEndTests {
  static let catalog = "Resources/en.lproj/Localizable.strings"

  @Test func theBaselineOnlyShrinks() throws {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/App.swift", "struct App {}\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write(
      Self.catalog, "\"screen_title\" = \"Title %1$@\";\n\"screen_count\" = \"%@ of %@\";\n\"screen_ok\" = \"OK\";\n")
    try repo.write(
      "findings/0032-numbered.md",
      "---\ntitle: Always the numbered form\npattern: copy-contract\ncatalog: \(Self.catalog)\nkeys: screen_\n"
        + "numberedSpecifiers: true\nsource: element-x's guide\n---\nTranslators reorder arguments.\n")
    try repo.commitAll("a catalog before the rule")
    let graduate = try FitnessBinary.run(
      ["graduate", "findings/0032-numbered.md", "--baseline", "the translations are redone in Q1"], in: repo.root)
    #expect(graduate.status == 0, "\(graduate.standardError)")
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    #expect(try repo.run(["commit", "-q", "-m", "the contract, baselined"]).status == 0)

    try repo.write(
      Self.catalog,
      "\"screen_title\" = \"Title %1$@\";\n\"screen_count\" = \"%@ of %@\";\n\"screen_ok\" = \"OK\";\n"
        + "\"screen_new\" = \"%@ new\";\n")
    try repo.git(["add", "-A"])
    try RefusedCommit.expect(repo, at: ["\(Self.catalog):4:1"], "a new key with an unnumbered specifier")
    try repo.git(["reset", "-q", "--hard", "HEAD~1"])

    try repo.write(
      Self.catalog,
      "\"screen_title\" = \"Title %1$@\";\n\"screen_count\" = \"%1$@ of %2$@\";\n\"screen_ok\" = \"OK\";\n")
    try repo.git(["add", "-A"])
    let suite = try repo.writtenSuite()
    let lines = String(decoding: try repo.read(suite), as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("\"screen_count\",  // baseline") }) + 1
    try RefusedCommit.expect(repo, at: ["\(suite):\(line):7"], "the count's copy fixed")
  }
}
