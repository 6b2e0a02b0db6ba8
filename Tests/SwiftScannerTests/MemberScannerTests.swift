import SwiftScanner
import Testing

/// What the compiler's dump does not print of members, held here: effects, computed versus
/// stored, modifiers with their detail, attributes on their own lines, and what is no member.
@Suite struct MemberScannerTests {
  static func members(_ text: String) -> [String: MemberDeclaration] {
    let list = ScannedSource(Array(text.utf8)).declarations()
    return Dictionary(list.members.map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
  }

  @Test func effectsAreAFunctionsAnInitializersAndAGettersOwn() {
    let found = Self.members(
      """
      struct Loader {
        func load() async throws -> Data { Data() }
        func map<T>(_ f: (Int) throws -> T) rethrows -> [T] { [] }
        func typed() throws(LoadError) {}
        init() async {}
        var remote: Int { get async throws { 1 } }
        subscript(index: Int) -> Int { get async { 1 } }
        func plain(completion: @escaping () async throws -> Void) {}
      }
      """)
    #expect(found["Loader.load"]?.effects == ["async", "throws"])
    #expect(found["Loader.map"]?.effects == ["throws"])
    #expect(found["Loader.typed"]?.effects == ["throws"])
    #expect(found["Loader.init"]?.effects == ["async"])
    #expect(found["Loader.remote"]?.effects == ["async", "throws"])
    #expect(found["Loader.subscript"]?.effects == ["async"])
    #expect(found["Loader.plain"]?.effects == [], "a closure parameter's effects are not the function's")
  }

  @Test func computedPropertiesAreToldFromStoredOnes() {
    let found = Self.members(
      """
      final class Model {
        var stored = 0
        var observed: Int = 0 {
          didSet { print(observed) }
        }
        var computed: Int { stored * 2 }
        var accessors: Int {
          get { stored }
          set { stored = newValue }
        }
        lazy var closure: () -> Int = { 1 }
      }
      """)
    #expect(found["Model.stored"]?.isComputed == false)
    #expect(found["Model.observed"]?.isComputed == false)
    #expect(found["Model.computed"]?.isComputed == true)
    #expect(found["Model.accessors"]?.isComputed == true)
    #expect(found["Model.closure"]?.isComputed == false)
    #expect(found["Model.newValue"] == nil && found["Model.get"] == nil, "accessors are no members")
  }

  @Test func modifiersKeepTheirDetailAndAttributesTheirLines() {
    let found = Self.members(
      """
      @MainActor
      final class FeedViewModel: ObservableObject {
        @Published
        // the list the feed shows
        public private(set) var items: [Item] = []
        nonisolated(unsafe) static var shared = FeedViewModel()
        @SwiftUI.State private var on = false
        class func make() -> FeedViewModel { FeedViewModel() }
      }
      nonisolated(unsafe) var counter = 0
      """)
    #expect(found["FeedViewModel.items"]?.modifiers == ["public", "private(set)"])
    #expect(found["FeedViewModel.items"]?.attributes == ["@Published"])
    #expect(found["FeedViewModel.shared"]?.modifiers == ["nonisolated(unsafe)", "static"])
    #expect(found["FeedViewModel.shared"]?.isStatic == true)
    #expect(found["FeedViewModel.on"]?.attributes == ["@SwiftUI.State"])
    #expect(found["FeedViewModel.make"]?.isStatic == true, "a class member is a type's member")
    #expect(found["counter"]?.owner == nil && found["counter"]?.modifiers == ["nonisolated(unsafe)"])
  }

  @Test func extensionMembersBelongToTheExtendedTypeAndLocalsToNobody() {
    let found = Self.members(
      """
      extension Feed.Row {
        static let height = 44.0
        func refresh() {
          let local = 1
          func helper() {}
          _ = local
        }
      }
      let text = "var notInAString = 1" // var notInAComment = 2
      """)
    #expect(found["Feed.Row.height"]?.isStatic == true)
    #expect(found["Feed.Row.refresh"] != nil)
    #expect(Set(found.keys) == ["Feed.Row.height", "Feed.Row.refresh", "text"])
  }

  @Test func everyBranchOfAConditionIsRead() {
    let found = Self.members(
      """
      struct Platform {
        #if os(iOS)
        @State var phone = 1
        #elseif os(macOS)
        var desk = 2
        #else
        nonisolated(unsafe) static var other = 3
        #endif
        var after = 4
      }
      """)
    #expect(Set(found.keys) == ["Platform.phone", "Platform.desk", "Platform.other", "Platform.after"])
  }
}
