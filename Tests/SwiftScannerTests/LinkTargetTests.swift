import FitnessTestSupport
import SwiftScanner
import Testing

/// A link's text resolved against its folder as the file system does, inside the repository
/// or not at all.
@Suite struct LinkTargetTests {
  @Test(arguments: [
    ("Sources/RxSwift/Observable.swift", "../../RxSwift/Observable.swift", "RxSwift/Observable.swift"),
    ("Sources/Feed/Shared.swift", "./A.swift", "Sources/Feed/A.swift"),
    ("Link.swift", "Vendor//A.swift", "Vendor/A.swift"),
    ("a/b/c", "../../x", "x"),
    ("a/b", "../c", "c"),
    ("a/b", ".", "a"),
  ])
  func aTextResolvesAgainstItsLinksFolder(link: String, text: String, target: String) {
    #expect(LinkTarget.resolve(link: link, text: Array(text.utf8)) == target)
  }

  @Test(arguments: [
    ("a/b", "../.."), ("Link.swift", "../x"), ("a/b", "/etc/passwd"), ("a/b", ""), ("a/b", ".."),
    ("a/b/c", "../../../x"),
  ])
  func aTextThatLeavesTheRepositoryOrNamesItsRootResolvesToNothing(link: String, text: String) {
    #expect(LinkTarget.resolve(link: link, text: Array(text.utf8)) == nil)
  }

  /// Against the definition: the link's folders, then each part of the text (`.` stays,
  /// `..` climbs, below the root is nothing), on generated links and texts.
  @Test func generatedTextsResolveAsTheDefinitionSays() {
    func byDefinition(_ link: String, _ text: [UInt8]) -> String? {
      guard !text.isEmpty, text.first != UInt8(ascii: "/"), !text.contains(0) else { return nil }
      var folders = link.split(separator: "/").map(String.init).dropLast()
      for part in String(decoding: text, as: UTF8.self).split(separator: "/") {
        if part == "." { continue }
        if part == ".." {
          guard !folders.isEmpty else { return nil }
          folders.removeLast()
          continue
        }
        folders.append(String(part))
      }
      return folders.isEmpty ? nil : folders.joined(separator: "/")
    }
    var generator = SplitMix(seed: 17)
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    for _ in 0..<3000 {
      let link = (0..<(1 + Int(generator.next() % 4))).map { _ in pick(["a", "Sources", "b.swift", "x y"]) }
        .joined(separator: "/")
      let text = (0..<(1 + Int(generator.next() % 5))).map { _ in pick(["..", ".", "", "c", "d.swift"]) }
        .joined(separator: "/")
      #expect(LinkTarget.resolve(link: link, text: Array(text.utf8)) == byDefinition(link, Array(text.utf8)))
    }
  }
}
