import FitnessTestSupport
import Foundation
import Testing

/// Bytes flipped and files truncated, with fixed seeds, in every file a check reads: the
/// index, the pack and its `.idx`, a loose object, `packed-refs`, the scan cache and the
/// findings' summaries. Each run must end in the clean run's verdict or in exit 2 with a
/// message: never a signal, never past its time limit, never a pass of the staged
/// violation. `FITNESS_DIFFERENTIAL_CASES=N` runs N damages per file instead of 12.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct CorruptionTests {
  static let damages = ProcessInfo.processInfo.environment["FITNESS_DIFFERENTIAL_CASES"].flatMap { Int($0) } ?? 12

  /// A repository with history in a pack, refs packed, a staged violation in a loose
  /// object, and the caches a full check leaves.
  static func repository() throws -> (repo: ScratchRepository, loose: String) {
    let repo = try AppFixture.make(installHook: false)
    try repo.write("findings/0007-cloudkit.md", RemovalAndModeTests.finding)
    for index in 0..<6 { try repo.write("Sources/Feed/File\(index).swift", "import SwiftUI\nlet n = \(index)\n") }
    try repo.commitAll("history")
    try repo.git(["gc", "-q"])
    try repo.git(["pack-refs", "--all"])
    _ = try FitnessBinary.run(["check", "--all"], in: repo.root)
    try repo.write("Sources/Feed/Bad.swift", "import CloudKit\n")
    try repo.git(["add", "Sources/Feed/Bad.swift"])
    let loose = try repo.git(["rev-parse", ":Sources/Feed/Bad.swift"]).trimmingCharacters(in: .whitespacesAndNewlines)
    return (repo, loose)
  }

  static func files(_ repo: ScratchRepository, loose: String) throws -> [(name: String, path: String)] {
    func first(_ folder: String, _ suffix: String) -> String? {
      let names = (FileManager.default.enumerator(atPath: repo.path + "/" + folder)?.allObjects as? [String]) ?? []
      return names.sorted().first { $0.hasSuffix(suffix) }.map { folder + "/" + $0 }
    }
    return [
      ("index", ".git/index"), ("pack index", first(".git/objects/pack", ".idx")!),
      ("pack", first(".git/objects/pack", ".pack")!),
      ("loose object", ".git/objects/\(loose.prefix(2))/\(loose.dropFirst(2))"), ("packed-refs", ".git/packed-refs"),
      ("scan cache", first(".git/fitness/scan-cache", ".facts")!),
      ("findings' summaries", first(".git/fitness/findings", "")!),
    ]
  }

  @Test(arguments: 0..<7)
  func everyDamageEndsInTheCleanVerdictOrAnError(file: Int) throws {
    let (repo, loose) = try Self.repository()
    let (name, path) = try Self.files(repo, loose: loose)[file]
    let url = repo.root.appendingPathComponent(path)
    let original = [UInt8](try Data(contentsOf: url))
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: url.path)
    var random = SplitMix(seed: UInt64(file) &* 31 &+ 7)
    for damage in 0..<Self.damages {
      var bytes = original
      let what: String
      if damage % 4 == 3 {
        let cut = Int(random.next() % UInt64(max(1, bytes.count)))
        bytes = Array(bytes.prefix(cut))
        what = "truncated at \(cut)"
      } else {
        var flips: [Int] = []
        for _ in 0...(damage % 3) {
          let at = Int(random.next() % UInt64(bytes.count))
          bytes[at] ^= UInt8(1 << (random.next() % 8))
          flips.append(at)
        }
        what = "bytes flipped at \(flips)"
      }
      try Data(bytes).write(to: url)
      for arguments in [["check", "--staged"], ["check", "--all"]] {
        let result = try HostileRepositoryTests.bounded(FitnessBinary.path, arguments, in: repo)
        // The staged violation is in every snapshot, so the clean verdict is 1.
        #expect(
          result.status == 1 || result.status == 2,
          "\(name) \(what), \(arguments.joined(separator: " ")): ended \(result.status): \(result.standardError)")
        if result.status == 2 { #expect(result.standardError.contains("error"), "\(name) \(what)") }
      }
    }
    try Data(original).write(to: url)
    let clean = try FitnessBinary.run(["check", "--staged"], in: repo.root)
    #expect(clean.status == 1, "\(clean.standardError)")
  }
}
