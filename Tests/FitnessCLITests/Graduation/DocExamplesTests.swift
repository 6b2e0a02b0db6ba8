import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// Every finding in the docs that names a real project holds on that project's shape: its
/// YAML, read from the article itself, graduates over a fixture laid out as the project is
/// at the revision the example names (its paths; the contents are ours), and catches what
/// the example says it catches. A glob that misses nested folders, or a contract over a file
/// the project generates, fails here before a team copies it.
@Suite struct DocExamplesTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var article: String
    var title: String
    var revision: String
    /// The project's paths that matter to the example, with contents of our own.
    var files: [String: String]
    var baseline: Bool = false
    /// What graduate must say.
    var said: [String]
    var testDescription: String { "\(title) (\(article))" }
  }

  /// A test folder the fixture's graduate writes into, wherever the project keeps its own.
  static let testFolder = "Tests/ProjectTests/ProjectTests.swift"

  static let examples: [Example] = [
    Example(
      article: "FindingFormat.md", title: "Views never import the Rust SDK", revision: "664e87f",
      files: [
        "ElementX/Sources/Screens/HomeScreen/View/HomeScreen.swift": "import MatrixRustSDK\nstruct HomeScreen {}\n",
        "ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/ComposerToolbar.swift":
          "import MatrixRustSDK\nstruct ComposerToolbar {}\n",
        "ElementX/Sources/Screens/RoomScreen/View/Timeline/PollOptionView.swift":
          "import MatrixRustSDK\nstruct PollOptionView {}\n",
        "ElementX/Sources/Screens/RoomScreen/RoomScreenViewModel.swift":
          "import MatrixRustSDK\nfinal class RoomScreenViewModel {}\n",
      ],
      // Every view breaks it, the nested ones too; the view model is no view.
      said: [
        "3 files break the rule", "ElementX/Sources/Screens/HomeScreen/View/HomeScreen.swift",
        "ElementX/Sources/Screens/RoomScreen/ComposerToolbar/View/ComposerToolbar.swift",
        "ElementX/Sources/Screens/RoomScreen/View/Timeline/PollOptionView.swift",
      ]),
    Example(
      article: "ContractsAndSentinels.md", title: "Screen copy keeps its prefix and numbers its specifiers",
      revision: "002d0e0",
      files: [
        "ElementX/Resources/Localizations/en.lproj/Untranslated.strings":
          "\"screen_home_tab_search\" = \"Find\";\n\"screen_search_no_results_message\" = \"Nothing for “%1$@”.\";\n"
          + "\"soft_logout_signin_notice\" = \"%1$s signed you out of %2$s (%3$s).\";\n",
        // Generated from the translation service, never edited by hand: not the contract's.
        "ElementX/Resources/Localizations/en.lproj/Localizable.strings":
          "\"screen_room_title\" = \"%@ and %@\";\n",
      ],
      said: ["drill: the copy for screen_home_tab_search changed to", "graduated findings/"]),
    Example(
      article: "Files.md", title: "Avoid storyboards", revision: "ecf944c",
      files: [
        "Mac/Base.lproj/Main.storyboard": "<document/>\n", "Mac/Base.lproj/MainWindow.storyboard": "<document/>\n",
        "Mac/Base.lproj/Preferences.storyboard": "<document/>\n",
        "Mac/Inspector/Base.lproj/Inspector.storyboard": "<document/>\n",
        "Mac/MainWindow/MainWindowController.swift": "final class MainWindowController {}\n",
      ],
      baseline: true,
      said: [
        "\"Mac/Base.lproj/Main.storyboard\",  // baseline",
        "\"Mac/Inspector/Base.lproj/Inspector.storyboard\",  // baseline",
      ]),
    Example(
      article: "Files.md", title: "No new top-level folders in Core", revision: "8686626",
      files: [
        "BitwardenShared/Core/Auth/Services/AuthService.swift": "final class AuthService {}\n",
        "BitwardenShared/Core/Vault/Models/CipherView.swift": "struct CipherView {}\n",
        "BitwardenShared/UI/Auth/Landing/LandingView.swift": "struct LandingView {}\n",
        "BitwardenShared/Core/NOTES.md": "notes\n",
      ],
      baseline: true,
      said: [
        "\"BitwardenShared/Core/Auth/\",  // baseline", "\"BitwardenShared/Core/Vault/\",  // baseline",
        "\"BitwardenShared/UI/Auth/\",  // baseline",
      ]),
    Example(
      article: "FindingFormat.md", title: "Only the Yosemite layer may touch Storage", revision: "f12cb3a",
      files: [
        "Yosemite/Yosemite/Stores/OrderStore.swift": "import Storage\nfinal class OrderStore {}\n",
        "Storage/Storage/Model/Order+CoreDataClass.swift": "final class StorageOrder {}\n",
        "WooCommerce/Classes/ViewRelated/Orders/OrderListViewController.swift":
          "import Yosemite\nfinal class OrderListViewController {}\n",
      ],
      said: ["drill: `import Storage` added to", "→ caught at", "graduated findings/"]),
    Example(
      article: "Declarations.md", title: "The SwiftSyntax<version> compatibility modules hold no code",
      revision: "a63c292",
      files: [
        "Sources/SwiftSyntax509/Empty.swift": "// A marker module: importing it says the version is at least 509.\n",
        "Sources/SwiftSyntax510/Empty.swift": "// A marker module: importing it says the version is at least 510.\n",
        "Sources/SwiftSyntax/Syntax.swift": "public struct Syntax {}\n",
      ],
      said: ["→ caught at Sources/SwiftSyntax5", "graduated findings/"]),
  ]

  static func article(_ name: String) throws -> String {
    try String(
      contentsOf: PackageTree.root().appendingPathComponent("Sources/FitnessKit/FitnessKit.docc/\(name)"),
      encoding: .utf8)
  }

  /// The YAML of the example titled `title` in `article`: its fenced block, up to a `---`
  /// that starts another finding in the same block.
  static func yaml(titled title: String, in article: String) throws -> String {
    let text = try Self.article(article)
    let start = try #require(text.range(of: "```yaml\ntitle: \(title)\n"), "\(article) has no example '\(title)'")
    let body = text[start.upperBound...]
    let end = try #require(body.range(of: "```"))
    let block = "title: \(title)\n" + body[..<end.lowerBound]
    let first = block.components(separatedBy: "\n---\n")[0]
    return first.hasSuffix("\n") ? first : first + "\n"
  }

  @Test(arguments: examples)
  func theExampleHoldsOnItsProjectsShape(example: Example) throws {
    let yaml = try Self.yaml(titled: example.title, in: example.article)
    #expect(yaml.contains(" at \(example.revision))"), "the example names no revision: \(yaml)")
    let repo = try ScratchRepository()
    for (path, text) in example.files { try repo.write(path, text) }
    try repo.write(Self.testFolder, "import XCTest\n")
    try repo.write("findings/0001-example.md", "---\n" + yaml + "---\nAs the project's guide says.\n")
    try repo.commitAll("the project's shape at \(example.revision)")
    let arguments = ["graduate", "findings/0001-example.md"] + (example.baseline ? ["--baseline", "there today"] : [])
    let result = try Fitness.run(arguments, in: repo)
    var said = result.standardOutput + result.standardError
    if result.status == 0 {
      for suite in try repo.git(["ls-files", "--others", "--exclude-standard", "Tests"]).split(separator: "\n") {
        said += try repo.text(String(suite))
      }
    }
    for words in example.said { #expect(said.contains(words), "\(example.title): \(said)") }
  }

  /// An example whose source names a real project is one of the above: a new one without a
  /// fixture fails here.
  @Test func everyExampleThatNamesAProjectIsChecked() throws {
    let projects = ["element-x", "NetNewsWire", "Bitwarden", "WooCommerce", "swift-syntax", "DuckDuckGo", "swift-nio"]
    let checked = Set(Self.examples.map { "\($0.article)|\($0.title)" })
    var unchecked: [String] = []
    let folder = PackageTree.root().appendingPathComponent("Sources/FitnessKit/FitnessKit.docc")
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".md") {
      let blocks = try Self.article(name).components(separatedBy: "```yaml\n").dropFirst()
      for block in blocks {
        for finding in block.components(separatedBy: "```")[0].components(separatedBy: "\n---\n") {
          let lines = finding.split(separator: "\n")
          guard let title = lines.first(where: { $0.hasPrefix("title: ") })?.dropFirst("title: ".count),
            let source = lines.first(where: { $0.hasPrefix("source: ") }),
            projects.contains(where: { source.contains($0) })
          else { continue }
          if !checked.contains("\(name)|\(title)") { unchecked.append("\(name): \(title)") }
        }
      }
    }
    #expect(unchecked.isEmpty, "examples that name a project without a fixture here: \(unchecked)")
  }

  /// A row of FindingFormat.md's table that names a project and the paths its rule takes
  /// says what that project's checked example says: the same paths, so the one-line form
  /// cannot drift from the example that holds on the project's shape.
  @Test func theTablesRowsNameTheirExamplesPaths() throws {
    let projects = ["element-x", "NetNewsWire", "Bitwarden", "WooCommerce", "swift-syntax", "swift-nio"]
    var checkedPaths: [String: [String]] = [:]
    for example in Self.examples {
      let yaml = try Self.yaml(titled: example.title, in: example.article)
      guard let line = yaml.split(separator: "\n").first(where: { $0.hasPrefix("paths: ") }),
        let project = projects.first(where: { yaml.contains($0) })
      else { continue }
      checkedPaths[project, default: []].append(String(line.dropFirst("paths: ".count)))
    }
    var drifted: [String] = []
    for row in try Self.article("FindingFormat.md").split(separator: "\n") where row.hasPrefix("| \"") {
      guard let project = projects.first(where: { row.contains("(\($0)") }),
        let start = row.range(of: "`paths: "), let end = row[start.upperBound...].range(of: "`")
      else { continue }
      let paths = String(row[start.upperBound..<end.lowerBound])
      if let checked = checkedPaths[project], !checked.contains(paths) { drifted.append("\(project): \(paths)") }
    }
    #expect(drifted.isEmpty, "table rows whose paths no checked example of the project takes: \(drifted)")
    #expect(checkedPaths["Bitwarden"] != nil && checkedPaths["element-x"] != nil)
  }
}
