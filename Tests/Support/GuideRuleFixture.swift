import Foundation

/// An app whose guides state rules that need no module: "only the parser may call
/// `String(syntaxText:)`" (swift-syntax's), a boundary on an API alone; and "never use
/// `@unchecked Sendable`" (a Swift 6 team's), a layer on a spelling of code; "no view
/// imports Dispatch" over every screen's `View` folder, a layer on a glob (element-x's); and
/// "only the storage layer touches the disk", a boundary whose fence is a folder
/// (WooCommerce's Yosemite); and "every screen's view model is a state store", which each
/// inherits through a typealias in its own file (element-x's); and "stack views are not
/// allowed in table cells", an API judged only inside the types that inherit the cell
/// (NetNewsWire's); and "use reverse-DNS keys", a copy contract on the keys themselves
/// (WooCommerce's). Each is a finding graduated into its own suite.
public enum GuideRuleFixture {
  public static let manifest = TeamRule.manifest(targets: ["App"], tested: ["App"])

  public static let sources: [String: String] = [
    "Sources/App/Parser/Parser.swift": """
    extension String {
      init(syntaxText: Substring) { self.init(syntaxText) }
    }

    struct Parser {
      func token() -> String { String(syntaxText: "let") }
    }

    """,
    "Sources/App/Feed/FeedView.swift": """
    struct FeedView {
      let title = "Feed"
    }

    """,
    "Sources/App/Storage/Cache.swift": """
    final class Cache: @unchecked Sendable {
      var items: [Int] = []
    }

    """,
    "Sources/App/Storage/Disk.swift": """
    import Foundation

    enum Disk {
      static var root: String { FileManager.default.currentDirectoryPath }
    }

    """,
    "Sources/App/Screens/Home/View/HomeView.swift": """
    struct HomeView {
      let title = "Home"
    }

    """,
    "Sources/App/Screens/Home/Model/HomeModel.swift": """
    import Dispatch

    struct HomeModel {
      let queue = DispatchQueue(label: "home")
    }

    """,
    "Sources/App/Screens/StateStoreViewModelV2.swift": "class StateStoreViewModelV2<State> {}\n",
    "Sources/App/Screens/Home/Model/HomeScreenViewModel.swift": """
    typealias HomeScreenViewModelType = StateStoreViewModelV2<Int>

    final class HomeScreenViewModel: HomeScreenViewModelType {}

    """,
    "Sources/App/Timeline/CellKit.swift": "class TableCellView {}\n\nfinal class StackView {}\n",
    "Sources/App/Timeline/TimelineCell.swift": """
    final class TimelineCell: TableCellView {
      let title = "Timeline"
    }

    """,
    "Sources/App/Public/AppClient.swift": "public struct AppClient {\n  public struct Options {}\n}\n",
    "Resources/en.lproj/Localizable.strings": """
    /* The home screen */
    "screen_home_title" = "Home";
    "screen_home_rooms" = "%1$@ rooms in %2$@";

    """,
    "Resources/en.lproj/Orders.strings": """
    /* The order list when it is empty */
    "orderList.emptyState.title" = "No orders yet";

    """,
    "Tests/AppTests/AppTests.swift": "import Testing\n",
  ]

  public static let rules: [TeamRule] = [
    TeamRule(
      id: "0051-syntax-text-in-parser",
      finding: """
        ---
        title: Only the parser may call String(syntaxText:)
        pattern: import-boundary
        api: ["String(syntaxText:"]
        fence:
          - path: Sources/App/Parser/Parser.swift
            why: the parser owns the raw syntax text
        source: swift-syntax's contributor guide
        ---
        Only the parser builds strings from raw syntax text.

        """,
      path: "Sources/App/Feed/FeedView.swift",
      broken: "struct FeedView {\n  let title = String(syntaxText: \"Feed\")\n}\n",
      place: "Sources/App/Feed/FeedView.swift:2:15",
      mended: "struct FeedView {\n  let title = \"Feed\"\n}\n"),
    TeamRule(
      id: "0052-no-unchecked-sendable",
      finding: """
        ---
        title: Never use @unchecked Sendable
        pattern: layer
        paths: [Sources/App]
        api: ["@unchecked Sendable"]
        why: the compiler proves what is Sendable; an unchecked one hides a data race
        fence:
          - path: Sources/App/Storage/Cache.swift
            api: ["@unchecked Sendable"]
            why: the cache's lock predates Swift 6; it moves into an actor next
        source: the team's AGENTS.md
        ---
        Never use `@unchecked Sendable`.

        """,
      path: "Sources/App/Feed/FeedStore.swift",
      broken: "final class FeedStore: @unchecked Sendable {\n  var items: [Int] = []\n}\n",
      place: "Sources/App/Feed/FeedStore.swift:1:24",
      mended: "final class FeedStore: Sendable {\n  let items: [Int] = []\n}\n"),
    TeamRule(
      id: "0054-views-never-import-dispatch",
      finding: """
        ---
        title: No view imports Dispatch
        pattern: layer
        paths: ["Sources/App/Screens/*/View"]
        forbid: [Dispatch]
        why: views render state; the screen's model owns the queues
        source: element-x's AGENTS.md ("no MatrixRustSDK import in views")
        ---
        Views render state and never schedule work.

        """,
      path: "Sources/App/Screens/Home/View/HomeView.swift",
      broken: "import Dispatch\n\nstruct HomeView {\n  let title = \"Home\"\n}\n",
      place: "Sources/App/Screens/Home/View/HomeView.swift:1:1",
      mended: "struct HomeView {\n  let title = \"Home\"\n}\n"),
    TeamRule(
      id: "0055-only-storage-touches-the-disk",
      finding: """
        ---
        title: Only the storage layer touches the disk
        pattern: import-boundary
        api: ["FileManager.default"]
        fence:
          - path: Sources/App/Storage/
            why: the storage layer owns every file on disk
        source: WooCommerce's "only the Yosemite layer may touch Storage"
        ---
        Everything else asks the storage layer.

        """,
      path: "Sources/App/Feed/FeedExport.swift",
      broken:
        "import Foundation\n\nenum FeedExport {\n  static let folder = FileManager.default.currentDirectoryPath\n}\n",
      place: "Sources/App/Feed/FeedExport.swift:4:23",
      mended: "enum FeedExport {\n  static let folder = \".\"\n}\n"),
    TeamRule(
      id: "0056-view-models-are-state-stores",
      finding: """
        ---
        title: Every screen's view model is a state store
        pattern: declarations
        select:
          kind: class
          named: "*ScreenViewModel"
        require:
          conforms: [StateStoreViewModelV2]
        source: element-x's AGENTS.md (each inherits it through a typealias in its own file)
        ---
        A screen's state lives in one store the view observes.

        """,
      path: "Sources/App/Screens/Home/Model/SearchScreenViewModel.swift",
      broken: "final class SearchScreenViewModel {}\n",
      place: "Sources/App/Screens/Home/Model/SearchScreenViewModel.swift:1:7",
      mended: "typealias SearchScreenViewModelType = StateStoreViewModelV2<String>\n\n"
        + "final class SearchScreenViewModel: SearchScreenViewModelType {}\n"),
    TeamRule(
      id: "0057-public-types-carry-the-prefix",
      finding: """
        ---
        title: All global public types have the App prefix
        pattern: declarations
        select:
          modifiers: [public]
          topLevel: true
        require:
          named: "App*"
        source: swift-nio's "all global public types have the NIO prefix"
        ---
        A public name is the package's API; its prefix says whose.

        """,
      path: "Sources/App/Public/Session.swift",
      broken: "public final class Session {}\n",
      place: "Sources/App/Public/Session.swift:1:14",
      mended: "public final class AppSession {}\n"),
    TeamRule(
      id: "0058-screen-copy-is-numbered",
      finding: """
        ---
        title: Screen copy keeps its prefix and numbers its specifiers
        pattern: copy-contract
        catalog: Resources/en.lproj/Localizable.strings
        keys: screen_
        numberedSpecifiers: true
        source: element-x's AGENTS.md ("always the numbered form %1$@")
        ---
        Translators reorder arguments; only numbered specifiers let them.

        """,
      path: "Resources/en.lproj/Localizable.strings",
      broken: "/* The home screen */\n\"screen_home_title\" = \"Home\";\n\"screen_home_rooms\" = \"%@ rooms in %@\";\n",
      place: "Resources/en.lproj/Localizable.strings:3:1",
      mended:
        "/* The home screen */\n\"screen_home_title\" = \"Home\";\n\"screen_home_rooms\" = \"%1$@ rooms in %2$@\";\n"),
    TeamRule(
      id: "0059-no-stack-views-in-cells",
      finding: """
        ---
        title: Stack views are not allowed in table and outline view cells
        pattern: declarations
        select:
          kind: class
          conforming: [TableCellView]
        forbid:
          uses: ["StackView("]
        source: NetNewsWire's coding guidelines
        ---
        A cell is laid out by hand: a stack view in one costs every scroll.

        """,
      path: "Sources/App/Timeline/TimelineCell.swift",
      broken: "final class TimelineCell: TableCellView {\n  let stack = StackView()\n}\n",
      place: "Sources/App/Timeline/TimelineCell.swift:2:15",
      mended: "final class TimelineCell: TableCellView {\n  let title = \"Timeline\"\n}\n"),
    TeamRule(
      id: "0060-keys-are-reverse-dns",
      finding: """
        ---
        title: Use unique reverse-DNS naming style keys
        pattern: copy-contract
        catalog: Resources/en.lproj/Orders.strings
        keyMatch: '^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$'
        source: WooCommerce's localization guide
        ---
        A key names where its copy is used; the English text is no key.

        """,
      path: "Resources/en.lproj/Orders.strings",
      broken: "\"orderList.emptyState.title\" = \"No orders yet\";\n\"Are you sure?\" = \"Are you sure?\";\n",
      place: "Resources/en.lproj/Orders.strings:2:1",
      mended: "\"orderList.emptyState.title\" = \"No orders yet\";\n\"orderList.confirm\" = \"Are you sure?\";\n"),
  ]

  /// NetNewsWire's "all classes are final", as a finding: what a team adopts with a
  /// baseline on a codebase where classes are not, today.
  public static let finalClasses = """
    ---
    title: All classes are final
    pattern: declarations
    select:
      kind: class
    require:
      modifiers: [final]
    source: NetNewsWire's coding guidelines
    ---
    Subclassing is a decision, not a default.

    """

  /// The app with both rules graduated (each proven red by its drill), the hook installed.
  public static func graduated() throws -> ScratchRepository {
    try TeamRule.graduated(manifest: manifest, sources: sources, rules: rules)
  }
}
