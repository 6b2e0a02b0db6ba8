import SwiftScanner
import Testing

@testable import RuleEngine

/// A files rule's folder layout: which folders it holds, the children each must and may
/// hold, what its fence lets past, and what it refuses to read.
@Suite struct NoNewFilesLayoutTests {
  private let site = RuleSite(suitePath: "Tests/AppTests/Fitness/LayoutTests.swift")
  private let rule = NoNewFiles(
    id: "layout", folders: ["Sources/*/Features/*"], require: ["Models", "Views"], only: true,
    fence: ["Sources/App/Features/Legacy/Helpers/"])

  @Test func eachMatchingFolderIsHeldToItsChildren() {
    let files = FileSet(
      paths: [
        "Sources/App/Features/Cart/Models/Cart.swift", "Sources/App/Features/Cart/Views/Deep/CartView.swift",
        "Sources/App/Features/Cart/README.md", "Sources/App/Features/Search/Views/SearchView.swift",
        "Sources/App/Features/Search/Helpers/B.swift", "Sources/App/Features/Search/Helpers/A.swift",
        "Sources/App/Features/Legacy/Helpers/Old.swift", "Sources/App/Features/Legacy/Models/M.swift",
        "Sources/App/Features/Legacy/Views/V.swift", "Sources/App/Other/Loose.swift",
      ], sources: [:])
    let found = rule.violations(site: site, in: files, catalogValues: nil)
    // Cart: both children (Views holds a deeper folder), and a file directly in it, not judged.
    // Search: no Models, and a Helpers folder named at its first file. Legacy's Helpers: fenced.
    #expect(
      found.map { String($0.description.prefix(64)) } == [
        "Sources/App/Features/Search: error: lacks the folder Models, whi",
        "Sources/App/Features/Search/Helpers/A.swift:1:1: error: is in So",
      ])
    #expect(!rule.inputs.eachFileAlone && rule.inputs.selection.selects("Sources/Kit/Features/X/Y/Z.json"))
  }

  @Test func anEntryThatLetsNothingPastIsStale() {
    let files = FileSet(
      paths: ["Sources/App/Features/Legacy/Models/M.swift", "Sources/App/Features/Legacy/Views/V.swift"],
      sources: [:])
    let found = rule.violations(site: site, in: files, catalogValues: nil)
    #expect(found.map(\.kind) == [.staleEntry])
    #expect(found.first?.message.contains("'Sources/App/Features/Legacy/Helpers/' is stale") == true)
  }

  @Test func aBaselineLetsEachBreachPastAsItsChildFolder() {
    let files = FileSet(
      paths: ["Sources/App/Features/New/Views/V.swift", "Sources/App/Features/New/Util/U.swift"], sources: [:])
    let unfenced = NoNewFiles(
      id: "layout", folders: ["Sources/*/Features/*"], require: ["Models", "Views"], only: true)
    #expect(
      unfenced.baselined(over: files)?.added == ["Sources/App/Features/New/Models/", "Sources/App/Features/New/Util/"])
  }

  @Test(arguments: [
    ("NoNewFiles(id: \"x\", folders: [\"Features/*\"])", "name the child folders"),
    ("NoNewFiles(id: \"x\", require: [\"Views\"])", "or the folders a layout holds"),
    ("NoNewFiles(id: \"x\", folders: [\"Features/*\"], require: [\"Views/Cells\"])", "is not a child folder's name"),
  ])
  func aLayoutItCannotJudgeIsRefused(literal: String, said: String) {
    #expect {
      try RuleBlockReader.rules(in: Array("static let rule = \(literal)\n".utf8), path: "S")
    } throws: { error in
      "\(error)".contains(said)
    }
  }
}
