import FitnessTestSupport
import RuleEngine
import Testing

/// Paths in rules follow git's pathspec globs: `*` and `?` within a folder name, `**` across
/// folders, and a pattern that matches a folder holds what lies under it.
@Suite struct PathPatternTests {
  @Test(arguments: [
    ("ElementX/Sources/Screens/*/View", "ElementX/Sources/Screens/Home/View/HomeView.swift", true),
    ("ElementX/Sources/Screens/*/View", "ElementX/Sources/Screens/Home/Model/HomeModel.swift", false),
    ("ElementX/Sources/Screens/*/View", "ElementX/Sources/Screens/A/B/View/V.swift", false),
    ("ElementX/Sources/Screens/**/View", "ElementX/Sources/Screens/A/B/View/V.swift", true),
    ("**/*Tests.swift", "Packages/Kit/Tests/KitTests.swift", true),
    ("Sources/*.swift", "Sources/App/A.swift", false),
    ("Sources/?pp", "Sources/App/A.swift", true),
    ("Sources/App", "Sources/AppKit/B.swift", false),
    ("Sources/App/", "Sources/App/B.swift", true),
  ])
  func aPatternHoldsWhatGitsGlobPathspecWould(pattern: String, path: String, held: Bool) {
    #expect(PathPattern.contains(path, under: pattern) == held)
  }

  @Test func aPlainFenceEntryNamesOneFileAndAFolderEntryAllUnderIt() {
    #expect(PathPattern.entry("Sources/App/A.swift", admits: "Sources/App/A.swift"))
    #expect(!PathPattern.entry("Sources/App", admits: "Sources/App/A.swift"))
    #expect(PathPattern.entry("Sources/App/", admits: "Sources/App/Deep/A.swift"))
    #expect(PathPattern.entry("Sources/*/A.swift", admits: "Sources/App/A.swift"))
  }

  @Test func aGlobsFixedFolderIsWhatComesBeforeItsFirstWildcard() {
    #expect(PathPattern.fixedFolder(of: "ElementX/Sources/Screens/*/View") == "ElementX/Sources/Screens")
    #expect(PathPattern.fixedFolder(of: "**/View") == "")
    #expect(PathPattern.fixedFolder(of: "Sources/Yosemite/") == "Sources/Yosemite/")
  }

  @Test func aScopeTakesGlobRootsAndExclusions() {
    let scope = PathScope(roots: ["App/Screens/*/View"], exclude: ["App/Screens/*/View/Previews"])
    #expect(scope.covers("App/Screens/Home/View/HomeView.swift"))
    #expect(!scope.covers("App/Screens/Home/View/Previews/HomePreview.swift"))
    #expect(!scope.covers("App/Screens/Home/HomeModel.swift"))
  }

  /// A glob that ends in `/` names folders only: "no new folder under `Modules/`" is not
  /// broken by a note beside them.
  @Test func aGlobEndingInASlashHoldsOnlyWhatLiesInTheFoldersItMatches() {
    #expect(PathPattern.contains("Modules/Feed/Feed.swift", under: "Modules/*/"))
    #expect(!PathPattern.contains("Modules/NOTES.md", under: "Modules/*/"))
    #expect(PathPattern.contains("Modules/NOTES.md", under: "Modules/*"))
    #expect(!PathPattern.contains("Other/Feed/Feed.swift", under: "Modules/*/"))
  }

  /// `contains` takes shortcuts (the folders before the first wildcard must begin the path;
  /// without `**` only the part of the glob's depth can match): on generated paths and globs
  /// it says what its definition says, a match of the path or of any folder above it.
  @Test func theShortcutsSayWhatTheDefinitionSays() {
    func byDefinition(_ path: String, _ pattern: String) -> Bool {
      let foldersOnly = pattern.hasSuffix("/")
      let glob = foldersOnly ? String(pattern.dropLast()) : pattern
      var parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
      if !foldersOnly, Glob.matches(spelled: path, glob) { return true }
      while parts.count > 1 {
        parts.removeLast()
        if Glob.matches(spelled: parts.joined(separator: "/"), glob) { return true }
      }
      return false
    }
    let segments = ["a", "b", "ab", "é", "x.swift", "Sources", "a b"]
    let globSegments = ["*", "**", "?", "a*", "*b", "a", "Sources", "é*", "??", "*.swift"]
    var generator = SplitMix(seed: 11)
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    var compared = 0
    for _ in 0..<4000 {
      let path = (0..<(1 + Int(generator.next() % 5))).map { _ in pick(segments) }.joined(separator: "/")
      var glob = (0..<(1 + Int(generator.next() % 4))).map { _ in pick(globSegments) }.joined(separator: "/")
      guard PathPattern.isGlob(glob) else { continue }
      if generator.next() % 3 == 0 { glob += "/" }
      #expect(PathPattern.contains(path, under: glob) == byDefinition(path, glob), "\(path) under \(glob)")
      compared += 1
    }
    #expect(compared > 2000)
  }

  /// The folders a cycle glob matches, asked once per folder, are the ones its definition
  /// names: each path's first folders of the glob's depth that match it.
  @Test func aGlobsFoldersAreThoseItsDefinitionNames() {
    var generator = SplitMix(seed: 5)
    let segments = ["App", "Sources", "Features", "Feed", "Cart", "é", "a.swift"]
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    let paths = (0..<600).map { _ in (0..<(1 + Int(generator.next() % 5))).map { _ in pick(segments) } }
      .map { $0.joined(separator: "/") }
    for glob in ["App/Sources/Features/*", "*/Sources/*", "App/*/", "**/Feed", "*", "App/Sources/F*/*"] {
      let trimmed = glob.hasSuffix("/") ? String(glob.dropLast()) : glob
      let depth = trimmed.split(separator: "/").count
      let expected = Set(
        paths.compactMap { path -> String? in
          let parts = path.split(separator: "/")
          guard parts.count > depth else { return nil }
          let folder = parts.prefix(depth).joined(separator: "/")
          return PathPattern.contains(folder, under: trimmed) ? folder : nil
        })
      #expect(PathPattern.folders(matching: glob, among: paths) == expected.sorted(), "\(glob)")
    }
  }
}
