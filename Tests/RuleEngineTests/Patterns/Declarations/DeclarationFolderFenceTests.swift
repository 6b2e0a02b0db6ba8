import SwiftScanner
import Testing

@testable import RuleEngine

/// A declarations rule's fence may name a folder: every file under it lets past the names
/// the entry lists, and a name is stale only when no file under the folder breaks by it.
@Suite struct DeclarationFolderFenceTests {
  @Test func aFolderEntryLetsItsNamesPastInEveryFileUnderIt() throws {
    let rule = try DeclarationShapeTests.rule(
      DeclarationShapeTests.suite.replacingAll(
        "\"Sources/Legacy/OldViewModel.swift\": [\"OldViewModel\"]",
        with: "\"Sources/Legacy/\": [\"OldViewModel\", \"ListViewModel\"]"))
    var sources = DeclarationShapeTests.compliant
    sources["Sources/Legacy/Lists/ListViewModel.swift"] = "class ListViewModel {}\n"
    #expect(RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(sources)).isEmpty)
    // Outside the folder the same name is not let past.
    sources["Sources/Feed/ListViewModel.swift"] = "class ListViewModel {}\n"
    #expect(
      Set(RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(sources)).map(\.path)) == [
        "Sources/Feed/ListViewModel.swift"
      ])
    // The list view model made final: its name is stale in the folder's entry.
    sources["Sources/Feed/ListViewModel.swift"] = nil
    sources["Sources/Legacy/Lists/ListViewModel.swift"] = "@MainActor\nfinal class ListViewModel {}\n"
    let stale = RuleEvaluation.violations(of: rule, in: DeclarationShapeTests.files(sources))
    #expect(stale.map(\.subject) == ["Sources/Legacy/: ListViewModel"])
    #expect(stale.first?.kind == .staleEntry)
  }
}
