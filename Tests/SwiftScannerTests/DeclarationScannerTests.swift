import SwiftScanner
import Testing

/// What the declaration scanner sees that the compiler's dump cannot show it: `#if` branches,
/// previews, conformances added by extensions.
@Suite struct DeclarationScannerTests {
  static func types(_ text: String) -> [TypeDeclaration] {
    ScannedSource(Array(text.utf8)).declarations().types
  }

  @Test func branchesThatOpenBracesAlikeLeaveTheNestingOfTheFirst() {
    let text = """
      #if os(iOS)
      extension Canvas: UIViewRepresentable {
      #else
      extension Canvas: NSViewRepresentable {
      #endif
        struct Coordinator {}
      }
      final class After {}
      """
    let found = Self.types(text)
    #expect(found.map(\.name) == ["Canvas", "Canvas", "Canvas.Coordinator", "After"])
    #expect(found.map(\.inherited) == [["UIViewRepresentable"], ["NSViewRepresentable"], [], []])
    #expect(found.last?.modifiers == ["final"])
  }

  @Test func aDeclarationInAnyBranchCounts() {
    let text =
      "#if DEBUG\n@MainActor final class DebugMenu {}\n#elseif BETA\nstruct Beta {}\n#else\nenum Release {}\n#endif\n"
    let found = Self.types(text)
    #expect(found.map(\.name) == ["DebugMenu", "Beta", "Release"])
    #expect(found[0].attributes == ["@MainActor"])
  }

  @Test func attributesOnTheirOwnLinesAndCommentsBetweenBelongToTheDeclaration() {
    let text = "@MainActor\n// a note\n@Observable\n/* more */ public\nfinal class Model: Sendable {}\n"
    let found = Self.types(text)
    #expect(found.count == 1)
    #expect(found[0].attributes == ["@MainActor", "@Observable"])
    #expect(found[0].modifiers == ["public", "final"])
  }

  @Test func anAttributeBeforeAStatementDoesNotReachTheNextDeclaration() {
    let found = Self.types("@discardableResult func f() -> Int { 1 }\nclass Plain {}\n")
    #expect(found.map(\.attributes) == [[]])
  }

  @Test func nothingInCommentsStringsOrMemberNamesIsADeclaration() {
    let text = """
      // class InComment {}
      let s = "struct InString {}"
      let t = x.class
      func f(class: Int, struct: Int) {}
      let actor = 1
      let y = actor + 1
      class func nope() {}
      """
    #expect(Self.types(text).isEmpty)
  }

  @Test func conformancesAddedByAnExtensionInTheSameFileCount() {
    let source = ScannedSource(Array("struct Feed {}\nextension Feed: View {}\nextension App.Feed: Sendable {}\n".utf8))
    let list = source.declarations()
    let feed = list.selectable[0]
    #expect(list.conformances(of: feed) == ["View", "Sendable"])
  }

  @Test func inheritanceEntriesAreNamesWithoutGenericArgumentsOrAttributes() {
    let found = Self.types(
      "final class Box<T>: Reducer<State, Action>, @unchecked Sendable, SwiftUI.View where T: P {}")
    #expect(found[0].inherited == ["Reducer", "Sendable", "SwiftUI.View"])
  }

  @Test func aPreviewCountsOnlyForTheTypeItNames() {
    let text = """
      struct FeedView: View { var body: some View { Text("") } }
      struct RowView: View { var body: some View { Text("") } }
      #Preview("Feed") { FeedView() }
      struct Other_Previews: PreviewProvider {
        static var previews: some View { RowView() }
      }
      struct LonelyView: View { var body: some View { Text("") } }
      """
    let source = ScannedSource(Array(text.utf8))
    let list = source.declarations()
    let previewed = list.selectable.filter { source.previews($0, in: list) }.map(\.name)
    #expect(previewed == ["FeedView", "RowView"])
  }

  @Test func nestedTypesAreNamedWithTheirEnclosingTypes() {
    let found = Self.types("enum Feed {\n  struct Row { enum Style {} }\n}\nextension Feed.Row { struct Badge {} }\n")
    #expect(found.map(\.name) == ["Feed", "Feed.Row", "Feed.Row.Style", "Feed.Row", "Feed.Row.Badge"])
    #expect(found[3].kind == .extension)
  }
}
