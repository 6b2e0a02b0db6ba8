import FitnessTestSupport
import SwiftScanner
import Testing

@testable import RuleEngine

/// The glob matcher runs in time proportional to the path times the glob: held to the
/// backtracking matcher it replaced on random globs and paths, and finishing on the inputs
/// that made that one take minutes.
@Suite struct GlobTests {
  /// The matcher as it was, exponential in the number of stars, with git's `**`: a trailing
  /// one takes everything under it (it matched only folders' own paths there, so `Mac/**`
  /// refused nothing), and one that is not a whole segment is two `*`.
  static func backtracking(_ path: ArraySlice<UInt8>, _ glob: ArraySlice<UInt8>, segmentStart: Bool = true) -> Bool {
    guard let first = glob.first else { return path.isEmpty }
    let afterStars = glob.dropFirst(2).first
    if first == 0x2A, glob.dropFirst().first == 0x2A, segmentStart, afterStars == nil || afterStars == SourceByte.slash
    {
      var rest = glob.dropFirst(2)
      if rest.first == SourceByte.slash { rest = rest.dropFirst() }
      if rest.isEmpty { return true }
      var candidate = path
      while true {
        if backtracking(candidate, rest) { return true }
        guard let slash = candidate.firstIndex(of: SourceByte.slash) else { return false }
        candidate = candidate[(slash + 1)...]
      }
    }
    if first == 0x2A {
      var candidate = path
      while true {
        if backtracking(candidate, glob.dropFirst(), segmentStart: false) { return true }
        guard let next = candidate.first, next != SourceByte.slash else { return false }
        candidate = candidate.dropFirst()
      }
    }
    guard let head = path.first else { return false }
    let next = first == SourceByte.slash
    if first == 0x3F {
      return head != SourceByte.slash && backtracking(path.dropFirst(), glob.dropFirst(), segmentStart: next)
    }
    return head == first && backtracking(path.dropFirst(), glob.dropFirst(), segmentStart: next)
  }

  @Test func itAgreesWithTheBacktrackingMatcherOnRandomGlobsAndPaths() {
    var generator = SplitMix(seed: 62)
    let pathBytes = Array("ab/".utf8) + [0xC3, 0xA9]
    let globBytes = Array("ab/*?".utf8)
    var compared = 0
    var matched = 0
    for _ in 0..<20_000 {
      let path = (0..<Int(generator.next() % 9)).map { _ in pathBytes[Int(generator.next() % UInt64(pathBytes.count))] }
      let glob = (0..<Int(generator.next() % 8)).map { _ in globBytes[Int(generator.next() % UInt64(globBytes.count))] }
      let expected = Self.backtracking(path[...], glob[...])
      let found = Glob.Pattern(glob).matches(path)
      #expect(
        found == expected, "\(String(decoding: path, as: UTF8.self)) against \(String(decoding: glob, as: UTF8.self))")
      compared += 1
      if expected { matched += 1 }
      if found != expected { return }
    }
    // Enough of both answers that the comparison says something.
    #expect(matched > 1_000 && compared - matched > 1_000, "\(matched) of \(compared) matched")
  }

  /// Ten stars against a 32-byte name took the old matcher 54 s, six `**` against a
  /// 40-folder path 16 s; each is one pass now (a hang here would stop the suite).
  @Test func adversarialGlobsFinish() {
    let name = String(repeating: "a", count: 32)
    #expect(!Glob.matches(name, String(repeating: "*a", count: 10) + "b"))
    #expect(Glob.matches(name, String(repeating: "*a", count: 10)))
    let deep = (0..<40).map { "d\($0)" }.joined(separator: "/") + "/File.swift"
    #expect(!Glob.matches(deep, String(repeating: "**/", count: 6) + "Other.swift"))
    #expect(Glob.matches(deep, String(repeating: "**/", count: 6) + "File.swift"))
    let long = String(repeating: "ab/", count: 300) + "c"
    #expect(!Glob.matches(long, String(repeating: "*/", count: 40) + "**/*a*b*c*d"))
  }

  @Test func theSemanticsStay() {
    #expect(Glob.matches("Sources/App/Feed.swift", "Sources/**/*.swift"))
    #expect(Glob.matches("Sources/Feed.swift", "Sources/**/*.swift"))
    #expect(!Glob.matches("Sources/App/Feed.swift", "Sources/*.swift"))
    #expect(Glob.matches("Sources/App/Feed.swift", "**"))
    #expect(Glob.matches("Mac/Views/Main.storyboard", "Mac/**"))
    #expect(!Glob.matches("Mac", "Mac/**"))
    #expect(!Glob.matches("iOS/Main.storyboard", "Mac/**"))
    #expect(Glob.matches("a", "?"))
    #expect(!Glob.matches("/", "?"))
    #expect(Glob.matches("", ""))
    #expect(!Glob.matches("a", ""))
  }
}
