import FitnessTestSupport
import Foundation
import Testing

/// The bad-input table: each input gets exit 2 (or a documented skip), a message naming the
/// file and the position, and nothing written.
@Suite struct BadInputTests {
  struct Case: CustomStringConvertible, Sendable {
    var name: String
    /// Files written into the CloudKit app fixture (hooks bypassed), then staged.
    var files: [String: [UInt8]]
    var arguments: [String]
    var status: Int32
    /// Fragments the output must contain.
    var expected: [String]
    var description: String { name }
  }

  static func text(_ string: String) -> [UInt8] { Array(string.utf8) }

  static let finding = "findings/0009-bad.md"
  static let suite = AppFixture.suitePath

  static let cases: [Case] = [
    Case(
      name: "malformed YAML", files: [finding: text("---\ntitle: [unclosed\npattern: layer\n---\n")],
      arguments: ["graduate", finding], status: 2, expected: ["\(finding):3:"]),
    Case(
      name: "unknown pattern", files: [finding: text("---\ntitle: T\npattern: shape\n---\n")],
      arguments: ["graduate", finding], status: 2,
      expected: ["\(finding):3:10: error: pattern: unknown pattern 'shape'"]),
    Case(
      name: "empty why",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: A.swift\n    why: \"\"\n---\n")
      ],
      arguments: ["graduate", finding], status: 2, expected: ["\(finding):7:10: error: fence[0].why: must say why"]),
    Case(
      name: "missing why",
      files: [finding: text("---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: A.swift\n---\n")],
      arguments: ["graduate", finding], status: 2,
      expected: ["\(finding):6:5: error: fence[0].why: required key is missing"]),
    Case(
      name: "duplicate fence entries",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: A.swift\n    why: a\n  - path: A.swift\n    why: b\n---\n"
        )
      ],
      arguments: ["graduate", finding], status: 2,
      expected: ["\(finding):8:5: error: fence[1].path: 'A.swift' is listed twice"]),
    Case(
      name: "a fence path that climbs out",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: ../A.swift\n    why: a\n---\n")
      ],
      arguments: ["graduate", finding], status: 2,
      expected: ["fence[0].path: '../A.swift' must not climb out with '..'"]),
    Case(
      name: "an absolute fence path",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: /A.swift\n    why: a\n---\n")
      ],
      arguments: ["graduate", finding], status: 2, expected: ["must be relative to the repository root"]),
    Case(
      name: "a bracket glob in the fence",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: Sources/[AB].swift\n    why: a\n---\n")
      ],
      arguments: ["graduate", finding], status: 2, expected: ["may use only '*', '**' and '?'"]),
    Case(
      name: "a glob in the fence that matches nothing",
      files: [
        finding: text(
          "---\ntitle: T\npattern: import-boundary\nmodule: M\nfence:\n  - path: Sources/*.swift\n    why: a\n---\n")
      ],
      arguments: ["graduate", finding], status: 2,
      expected: [":6:11: error: fence: 'Sources/*.swift' matches no tracked file"]),
    Case(
      name: "front matter that is not UTF-8",
      files: [finding: text("---\ntitle: caf") + [0xE9] + text("\npattern: layer\n---\n")],
      arguments: ["graduate", finding], status: 2, expected: ["\(finding):2:11: error: the finding is not UTF-8 text"]),
    Case(
      name: "Markdown without front matter", files: [finding: text("# Notes\n")], arguments: ["graduate", finding],
      status: 2, expected: ["\(finding):1:1: error: a finding starts with a '---' line"]),
    Case(
      name: "a rule block broken by hand",
      files: [
        suite: text(
          AppFixture.suite().replacingOccurrences(of: "  // owns the CloudKit container [0007-cloudkit]", with: ""))
      ],
      arguments: ["check", "--all"], status: 2,
      expected: ["\(suite):9:7: error: 'Sources/Sync/CloudSyncEngine.swift' in 'fence' needs a reason"]),
    Case(
      name: "a 50 MB source file is skipped with a warning",
      files: ["Sources/Feed/Huge.swift": Array(repeating: 0x61, count: 50 * 1024 * 1024)],
      arguments: ["check", "--all"], status: 0,
      expected: ["warning: skipped Sources/Feed/Huge.swift (52428800 bytes): larger than the 32 MiB scan limit"]),
    Case(
      name: "random bytes named .swift",
      files: ["Sources/Feed/Noise.swift": (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ ($0 >> 3)) }],
      arguments: ["check", "--all"], status: 0, expected: ["fitness: clean"]),
    Case(
      name: "deeply nested and unterminated comments and strings",
      files: [
        "Sources/Feed/Deep.swift": text(
          String(repeating: "/* ", count: 20000) + "\nimport CloudKit\n\"\"\"\nunterminated")
      ],
      arguments: ["check", "--all"], status: 0, expected: ["fitness: clean"]),
    Case(
      name: "Latin-1 text still has its imports found",
      files: [
        "Sources/Feed/Latin.swift": text("// caf") + [0xE9] + text("\nimport CloudKit\nlet s = \"na") + [0xEF]
          + text("ve\"\n")
      ],
      arguments: ["check", "--all"], status: 1,
      expected: [Said.forbiddenImport("CloudKit", at: "Sources/Feed/Latin.swift:2:1")]),
    Case(
      name: "a path with a space, a newline and non-ASCII characters",
      files: ["Sources/Feed/caf\u{E9} new\nline.swift": text("import CloudKit\n")],
      arguments: ["check", "--all"], status: 1,
      // Shown as git shows it: quoted, with its bytes escaped.
      expected: [#""Sources/Feed/caf\303\251 new\nline.swift":1:1: error: imports CloudKit"#]),
  ]

  @Test(arguments: cases)
  func eachBadInputIsRefusedOrSkippedWithItsPlace(_ input: Case) throws {
    let repo = try AppFixture.make(installHook: false)
    for (path, bytes) in input.files { try repo.write(path, bytes: bytes) }
    try repo.git(["add", "-A"])
    let before = try repo.fingerprint()
    let result = try FitnessBinary.run(input.arguments, in: repo.root)
    #expect(result.status == input.status, "\(input.name): \(result.standardError)")
    for fragment in input.expected {
      #expect(result.standardError.contains(fragment), "\(input.name): \(result.standardError)")
    }
    #expect(try repo.fingerprint() == before, "\(input.name) wrote something")
  }

  @Test func aMissingBlobIsAnErrorNamingTheFileNeverAPass() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.write(AppFixture.plainFile, AppFixture.violatingSource)
    try repo.git(["add", "-A"])
    let blob = try repo.git(["rev-parse", ":\(AppFixture.plainFile)"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.remove(".git/objects/\(blob.prefix(2))/\(blob.dropFirst(2))")
    let result = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(result.status == 2)
    #expect(result.standardError.contains(blob.prefix(7)) || result.standardError.contains(AppFixture.plainFile))
  }

  @Test func anUnmergedIndexAndAnUnreadableRepositoryAreErrors() throws {
    let repo = try AppFixture.make(installHook: false)
    try repo.git(["checkout", "-qb", "side"])
    try repo.write(AppFixture.plainFile, "import SwiftUI\n// side\n")
    try repo.commitAll("side")
    try repo.git(["checkout", "-q", "main"])
    try repo.write(AppFixture.plainFile, "import SwiftUI\n// main\n")
    try repo.commitAll("main")
    _ = try repo.run(["merge", "-q", "side"])
    let unmerged = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(unmerged.status == 2)
    #expect(unmerged.standardError.contains(AppFixture.plainFile), "\(unmerged.standardError)")

    // A SHA-256 repository: libgit2 1.5 cannot read it, and says so instead of passing.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-sha256-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let sha256 = ScratchRepository(existing: folder)
    try sha256.git(["init", "-q", "--object-format=sha256", "."])
    try sha256.write("A.swift", "import Foundation\n")
    try sha256.git(["add", "-A"])
    let refused = try FitnessBinary.run(["check", "--staged"], in: sha256.root)
    #expect(refused.status == 2, "\(refused.standardError)")
    #expect(refused.standardError.contains("extensions.objectformat, which libgit2 cannot read"))
  }
}
