import CheckCore
import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

@testable import FitnessCLI

/// One scanner, two homes: the support file graduate vendors is the engine's own source.
@Suite struct VendoredSupportTests {
  static let root = PackageTree.root()

  @Test func everyPartIsTheCodeOfTheSourceTheEngineCompiles() throws {
    let parts = VendoredSupport.parts(of: VendoredSupport.render())
    // Every pattern's copy: every part some pattern needs, and the core (the links' rule
    // and the manifests' targets among it, which the suites' working tree reads).
    let every = VendoredPatterns.closure(Set(VendoredPatterns.all))
    let carried = try EmbeddedFilesTests.carriedFiles(root: Self.root).engine.filter { file in
      VendoredPatterns.carriedFolder(of: file.path).map(every.contains) ?? true
    }
    #expect(parts.map(\.path) == carried.map(\.path))
    #expect(parts.map(\.path).contains("Sources/SwiftScanner/LinkTarget.swift"))
    #expect(parts.map(\.path).contains("Sources/SwiftScanner/ImportParser.swift"))
    #expect(parts.map(\.path).contains("Sources/RuleEngine/Patterns/Fence/FenceEvaluation.swift"))
    for part in parts {
      let onDisk = try String(contentsOf: Self.root.appendingPathComponent(part.path), encoding: .utf8)
      #expect(part.text == VendoredSupport.code(of: onDisk), "\(part.path) differs from its vendored copy")
      // Only what the compiler does not read is left out: each line the copy drops is blank
      // or a comment in the scanner's own code view, or a guarded sibling import.
      let source = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
      let view = String(decoding: CodeView.blanking(Array(onDisk.utf8)), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
      var kept = part.text.split(separator: "\n", omittingEmptySubsequences: false)[...].filter { !$0.isEmpty }[...]
      for (index, line) in source.enumerated() {
        if let next = kept.first, next == line {
          kept = kept.dropFirst()
          continue
        }
        let guarded = line.contains("canImport(") || line.hasPrefix("  import ") || line == "#endif"
        #expect(
          view[index].allSatisfy { $0 == " " } || guarded, "\(part.path):\(index + 1) dropped code: \(line)")
      }
      #expect(kept.isEmpty, "\(part.path): the copy holds lines the source does not, in that order")
    }
  }

  @Test func theCopyLeavesOutCommentsBlankLinesAndSiblingImportsOnly() {
    let source = """
      #if canImport(SwiftScanner)
        import SwiftScanner
      #endif
      #if canImport(Glibc)
        import Glibc
      #endif

      /// A doc comment.
      public struct S {
        // A note.
        let text = "// not a comment"  // trailing, kept with its line
      }

      """
    #expect(
      VendoredSupport.code(of: source)
        == "#if canImport(Glibc)\n  import Glibc\n#endif\npublic struct S {\n  let text = \"// not a comment\"  // trailing, kept with its line\n}\n"
    )
    let literal = "let s = \"\"\"\n  // text\n  \"\"\"\n"
    #expect(VendoredSupport.code(of: literal) == literal)
  }

  /// This repository's own suites link FitnessKit: no vendored copy is tracked, and graduate
  /// writes its suites as it writes a linking target's.
  @Test func thisRepositoryTracksNoVendoredCopy() throws {
    let tracked = try ProcessResult.run(
      "/usr/bin/env", ["git", "ls-files", "--", "*\(VendoredStamp.fileName)"], in: Self.root)
    #expect(tracked.status == 0)
    #expect(tracked.standardOutput.isEmpty, "tracked: \(tracked.standardOutput)")
    let suites = Self.root.appendingPathComponent("Tests/ArchitectureTests/Fitness")
    for name in try FileManager.default.contentsOfDirectory(atPath: suites.path) where name.hasSuffix("Tests.swift") {
      let text = try String(contentsOf: suites.appendingPathComponent(name), encoding: .utf8)
      #expect(text.contains("\nimport FitnessKit\n"), "\(name) does not import FitnessKit")
    }
  }

  @Test func checkWarnsAboutAStaleCopyAndVendorRefreshesIt() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let current = try repo.text(LedgerFixture.supportPath)
    let old = current.replacingOccurrences(
      of: FitnessBuild.engineFingerprint, with: "0123456789abcdef"
    )
    .replacingOccurrences(of: "public enum FenceEvaluation {", with: "public enum FenceEvaluation {\n  // old")
    try repo.write(LedgerFixture.supportPath, old)
    try repo.commitAll("graduated with an older fitness")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0)
    #expect(check.standardError.contains("warning: \(LedgerFixture.supportPath) was vendored from another fitness"))
    #expect(try Fitness.run(["vendor", "--check"], in: repo).status == 1)
    #expect(try repo.text(LedgerFixture.supportPath) == old)
    let refresh = try Fitness.run(["vendor"], in: repo)
    #expect(refresh.status == 0)
    #expect(refresh.standardOutput.contains("\(LedgerFixture.supportPath): refreshed"))
    #expect(try repo.text(LedgerFixture.supportPath) == current)
    #expect(try Fitness.run(["vendor", "--check"], in: repo).status == 0)
  }

  /// A formatter that re-indents the copy leaves the stamp as it was: the body's checksum in
  /// the first line tells the two apart, in the full check (both executables) and in
  /// `vendor --check`.
  @Test func aCopyEditedSinceItWasVendoredIsReportedAsEditedNotAsAnotherFitness() throws {
    let repo = try LedgerFixture.make()
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    let current = try repo.text(LedgerFixture.supportPath)
    // The unedited copy, found so once, is remembered by blob: the next full checks read its
    // stamp only. Its edit is another blob, read whole again.
    try repo.commitAll("graduated")
    let clean = try Fitness.run(["check", "--all"], in: repo)
    #expect(clean.status == 0 && !clean.standardError.contains("edited"), "\(clean.standardError)")
    let remembered = try repo.text(".git/fitness/vendored-checked")
    #expect(remembered.split(separator: "\n").count == 1, "\(remembered)")
    let reindented = current.replacingOccurrences(
      of: "public enum FenceEvaluation {\n  public", with: "public enum FenceEvaluation {\n    public")
    #expect(reindented != current)
    try repo.write(LedgerFixture.supportPath, reindented)
    try repo.commitAll("a formatter ran")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0)
    #expect(
      check.standardError.contains("\(LedgerFixture.supportPath) was edited since it was vendored"),
      "\(check.standardError)")
    #expect(!check.standardError.contains("another fitness"))
    let vendorCheck = try Fitness.run(["vendor", "--check"], in: repo)
    #expect(vendorCheck.status == 1)
    #expect(vendorCheck.standardError.contains("edited since it was vendored"))
    #expect(try Fitness.run(["vendor"], in: repo).status == 0)
    #expect(try repo.text(LedgerFixture.supportPath) == current)
  }
}
