import FitnessTestSupport
import Testing

@testable import FitnessCLI

/// graduate writes a files rule as a `NoNewFiles` literal, held to its golden suite under
/// both frameworks, proven red by a new path and by an entry taken out.
@Suite struct GraduateFilesTests {
  static let storyboardsFinding = """
    ---
    title: Avoid storyboards
    pattern: files
    paths: ["**/*.storyboard"]
    fence:
      - path: Sources/Feed/Base.lproj/Feed.storyboard
        why: the feed's cells, until the feed moves to SwiftUI
    suite: Tests/AppTests/Fitness
    source: NetNewsWire's Technotes/CodingGuidelines.md
    ---
    Build views in code or SwiftUI; a storyboard hides its wiring from review.

    """

  @Test(arguments: [SuiteTemplate.Framework.swiftTesting, .xctest])
  func writesTheGoldenFilesSuite(framework: SuiteTemplate.Framework) throws {
    let repo = try ModularAppFixture.make()
    try repo.write("Sources/Feed/Base.lproj/Feed.storyboard", "<document/>\n")
    try repo.write("findings/0024-no-storyboards.md", Self.storyboardsFinding)
    try Golden.graduate("0024-no-storyboards", framework: framework, in: repo, breaks: 2)
  }
}
