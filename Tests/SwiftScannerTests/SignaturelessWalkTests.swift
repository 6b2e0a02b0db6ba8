import Foundation
import Testing

@testable import SwiftScanner

/// A check whose rules read no member but typealiases walks its files without reading the
/// members' signatures (`declarations(signatures: false)`). What it then keeps must be what a
/// full walk keeps: the same types, the same typealiases, the walk stopping at the same
/// place, on the agreements' snippets and (slow) on every file of their corpus.
@Suite struct SignaturelessWalkTests {
  @Test func onlyTypealiasesAreKeptAndTheWalkStopsWhereItWould() {
    let text = """
      struct Loader {
        var remote: [String: Int] { get async throws { [:] } }
        func load(_ id: Int) async throws -> Data { Data() }
        typealias Handler = Base & Sending
        enum Step { case one(Int), two = 2 }
      }
      """
    let full = ScannedSource(Array(text.utf8)).declarations()
    let bare = ScannedSource(Array(text.utf8)).declarations(signatures: false)
    #expect(full.members.map(\.name) == ["remote", "load", "Handler", "one", "two"])
    #expect(full.members.first { $0.name == "remote" }?.effects == ["async", "throws"])
    #expect(bare.members.map(\.name) == ["Handler"])
    #expect(bare.members.first?.aliasTargets == ["Base", "Sending"])
    #expect(bare.types == full.types)
    // The member limit counts the members left out too.
    let many = String(repeating: "let a = 1, b = 2\n", count: DeclarationList.memberLimit / 2 + 1) + "struct Late {}\n"
    let stopped = ScannedSource(Array(many.utf8)).declarations(signatures: false)
    #expect(
      stopped.unreadFrom != nil && stopped.unreadFrom == ScannedSource(Array(many.utf8)).declarations().unreadFrom)
    #expect(stopped.types.isEmpty)
  }

  @Test func theFactsOfTypesAndTypealiasesAreAFullWalksOnTheAgreementsSnippets() {
    let snippets = DeclarationAgreementTests.snippets + MemberAgreementTests.snippets
    let files = snippets.enumerated().map { ("s\($0)", $1) }
    #expect(Self.differing(files).isEmpty)
  }

  /// The toolchain's module interfaces and this repository's sources.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1", "slow: the corpus"))
  func theFactsOfTypesAndTypealiasesAreAFullWalksOnTheWholeCorpus() throws {
    guard let swiftc = DeclarationAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the corpus is read beside the toolchain")
      return
    }
    let files = try DeclarationAgreementTests.corpus(swiftc: swiftc)
    #expect(files.count > 500, "the corpus holds \(files.count) files")
    let differing = Self.differing(files)
    #expect(differing.isEmpty, "facts differ without signatures in \(differing.prefix(10))")
  }

  /// The files whose facts without members, or whose types, typealiases' places and end of
  /// walk, differ between a walk that reads signatures and one that does not.
  static func differing(_ files: [(name: String, text: String)]) -> [String] {
    var differing: [String] = []
    for file in files {
      let source = ScannedSource(Array(file.text.utf8))
      let whole = source.declarations()
      let bare = source.declarations(signatures: false)
      if source.declarationFacts(whole, members: false, references: true)
        != source.declarationFacts(members: false, references: true)
        || whole.types != bare.types || whole.unreadFrom != bare.unreadFrom
        || whole.members.filter({ $0.kind == .typealias }) != bare.members
      {
        differing.append(file.name)
      }
    }
    return differing
  }
}
