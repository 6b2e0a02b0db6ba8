import Foundation

/// Rules about files themselves, as guides write them: NetNewsWire's "avoid storyboards"
/// on an app that still has one, and Bitwarden's "do not add new top-level folders to
/// `Core/`", each adopted with a baseline.
public enum FilesRuleFixture {
  public static let storyboards = """
    ---
    title: Avoid storyboards
    pattern: files
    paths: ["**/*.storyboard"]
    source: NetNewsWire's Technotes/CodingGuidelines.md
    ---
    Build views in code or SwiftUI; a storyboard hides its wiring from review.

    """

  public static let coreFolders = """
    ---
    title: No new top-level folders in Core
    pattern: files
    paths: ["Sources/Core/*/"]
    source: Bitwarden's contributing guide
    ---
    A new area of Core is an architecture decision; make it in review, not in a commit.

    """

  /// An app with a storyboard and two areas of Core, both findings graduated with a
  /// baseline, the hook installed, all of it committed.
  public static func graduated() throws -> ScratchRepository {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", GuideRuleFixture.manifest)
    try repo.write("Sources/App/App.swift", "struct App {}\n")
    try repo.write("Sources/Core/Auth/Login.swift", "struct Login {}\n")
    try repo.write("Sources/Core/Vault/Item.swift", "struct Item {}\n")
    try repo.write(
      "Mac/Base.lproj/Main.storyboard", "<document type=\"com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB\"/>\n")
    try repo.write("Tests/AppTests/AppTests.swift", "import Testing\n")
    try repo.write("findings/0061-no-storyboards.md", storyboards)
    try repo.write("findings/0062-no-new-core-folders.md", coreFolders)
    try repo.commitAll("an app before its file rules")
    return repo
  }
}
