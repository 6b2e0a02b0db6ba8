/// An app whose view models and screens a team holds to four declaration rules, shaped as
/// the real apps where each defect of issue 41 was found: a fenced nested view model that
/// must not excuse its outer one, screens previewed through wrappers, an attribute written
/// with its module, and "No ViewModels" beyond today's. It compiles on Linux: `View` and
/// `PreviewProvider` are the app's own stand-ins, read by name as SwiftUI's would be.
public enum DeclarationDefectsFixture {
  public static let manifest = MemberRuleFixture.manifest

  static let editAccount = """
    @MainActor
    final class EditAccountViewModel {
      final class FieldEditViewModel {}
    }

    """

  static let roomViewModel = """
    protocol RoomViewModelProtocol {}

    @_Concurrency.MainActor
    final class RoomViewModel: RoomViewModelProtocol {}

    """

  public static let sources: [String: String] = [
    "Sources/App/Support/StandIns.swift": """
    protocol View {}
    protocol PreviewProvider {
      static var previews: Any { get }
    }

    """,
    "Sources/App/Account/EditAccountViewModel.swift": editAccount,
    "Sources/App/Rooms/RoomViewModel.swift": roomViewModel,
    "Sources/App/Rooms/JoinRoomScreen.swift": """
    struct JoinRoomScreen: View {}

    struct JoinRoomScreenPreviewWrapper: View {
      let screen = JoinRoomScreen()
    }

    struct JoinRoomScreen_Previews: PreviewProvider {
      static var previews: Any { JoinRoomScreenPreviewWrapper() }
    }

    """,
    "Sources/API/Client.swift": "public struct Client {}\n",
    "Tests/AppTests/AppTests.swift": "import Testing\n\n@Test func theAppBuilds() {}\n",
  ]

  static func finding(_ title: String, _ keys: String) -> String {
    "---\ntitle: \(title)\npattern: declarations\n\(keys)suite: Tests/AppTests/Fitness\n---\nA rule of the team's.\n"
  }

  public static let rules: [TeamRule] = [
    // 1. The fence names the nested view model, so the outer one is still judged.
    TeamRule(
      id: "0041-view-models-main-actor",
      finding: finding(
        "View models run on the main actor",
        """
        select:
          kind: class
          named: "*ViewModel"
        require:
          attributes: ["@MainActor"]
        fence:
          - path: Sources/App/Account/EditAccountViewModel.swift
            types: [EditAccountViewModel.FieldEditViewModel]
            why: the field editor is built off the main actor by the form engine
        roots: [Sources/App]

        """),
      path: "Sources/App/Account/EditAccountViewModel.swift",
      broken: "final class EditAccountViewModel {\n  final class FieldEditViewModel {}\n}\n",
      place: "Sources/App/Account/EditAccountViewModel.swift:1:7", mended: editAccount),
    // 2. Screens previewed through a wrapper pass; one with no preview at all does not.
    TeamRule(
      id: "0042-screens-preview",
      finding: finding(
        "Every screen ships a preview",
        """
        select:
          kind: struct
          named: "*Screen"
        require:
          preview: true
        roots: [Sources/App]

        """),
      path: "Sources/App/Rooms/LoneScreen.swift", broken: "struct LoneScreen: View {}\n",
      place: "Sources/App/Rooms/LoneScreen.swift:1:1",
      mended: "struct LoneScreen: View {}\n\nstruct LoneScreen_Previews: PreviewProvider {\n"
        + "  static var previews: Any { LoneScreen() }\n}\n"),
    // 3. "No ViewModels": today's are fenced by name; a new one is refused.
    TeamRule(
      id: "0043-no-new-view-models",
      finding: finding(
        "No new view models",
        """
        select:
          kind: class
          named: "*ViewModel"
        forbid:
          declared: true
        fence:
          - path: Sources/App/Account/EditAccountViewModel.swift
            types: [EditAccountViewModel, EditAccountViewModel.FieldEditViewModel]
            why: the account form predates the rule; it moves to the store next quarter
          - path: Sources/App/Rooms/RoomViewModel.swift
            types: [RoomViewModel]
            why: the room list predates the rule
        roots: [Sources/App]

        """),
      path: "Sources/App/Feed/FeedViewModel.swift", broken: "@MainActor\nfinal class FeedViewModel {}\n",
      place: "Sources/App/Feed/FeedViewModel.swift:2:7", mended: "@MainActor\nfinal class FeedStore {}\n"),
    // 4. "Every FooViewModel conforms to its FooViewModelProtocol": a pattern with the name in
    // it; a conformance declared in an extension of the same file counts.
    TeamRule(
      id: "0044-view-models-have-protocols",
      finding: finding(
        "Every view model conforms to its protocol",
        """
        select:
          kind: class
          named: "*ViewModel"
        require:
          conforms: ["{name}Protocol"]
        fence:
          - path: Sources/App/Account/EditAccountViewModel.swift
            types: [EditAccountViewModel, EditAccountViewModel.FieldEditViewModel]
            why: the account form predates the protocols
        roots: [Sources/App]

        """),
      path: "Sources/App/Rooms/RoomViewModel.swift",
      broken: "protocol RoomViewModelProtocol {}\n\n@_Concurrency.MainActor\nfinal class RoomViewModel {}\n",
      place: "Sources/App/Rooms/RoomViewModel.swift:4:7",
      mended: "protocol RoomViewModelProtocol {}\n\n@_Concurrency.MainActor\nfinal class RoomViewModel {}\n\n"
        + "extension RoomViewModel: RoomViewModelProtocol {}\n"),
  ]

  public static func graduated() throws -> ScratchRepository {
    try TeamRule.graduated(manifest: manifest, sources: sources, rules: rules)
  }
}
