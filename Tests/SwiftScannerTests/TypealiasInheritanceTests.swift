import Testing

@testable import SwiftScanner

/// An inheritance entry that names a typealias of the same file stands for what the alias
/// names: element-x's view models inherit `StateStoreViewModelV2` through one.
@Suite struct TypealiasInheritanceTests {
  private func inherited(_ text: String, of name: String) -> [String] {
    ScannedSource(Array(text.utf8)).declarationFacts().list.types.first { $0.name == name }?.inherited ?? []
  }

  @Test func anAliasOfTheSameFileIsSeenThrough() {
    let text = """
      import Combine

      typealias HomeScreenViewModelType = StateStoreViewModelV2<HomeScreenViewState, HomeScreenViewAction>

      class HomeScreenViewModel: HomeScreenViewModelType, HomeScreenViewModelProtocol {}

      """
    #expect(
      inherited(text, of: "HomeScreenViewModel") == [
        "HomeScreenViewModelType", "HomeScreenViewModelProtocol", "StateStoreViewModelV2",
      ])
  }

  @Test func compositionsQualifiedNamesAndAliasesOfAliasesResolve() {
    let text = """
      typealias Base = Kit.Store<Int>
      typealias Services = any Loading & Saving
      enum Scope { typealias Model = Base }
      final class A: Scope.Model, Services {}

      """
    #expect(inherited(text, of: "A") == ["Scope.Model", "Services", "Base", "Loading", "Saving", "Kit.Store"])
  }

  @Test func anAliasFromElsewhereStaysAsWritten() {
    #expect(inherited("class B: OtherFileAlias {}\n", of: "B") == ["OtherFileAlias"])
    // An alias's name in a comment or a string declares nothing.
    #expect(inherited("// typealias X = Y\nlet s = \"typealias X = Y\"\nclass C: X {}\n", of: "C") == ["X"])
  }
}
