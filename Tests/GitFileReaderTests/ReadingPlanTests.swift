import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// A full scan's reads: a plan along each pack's delta tree, read in runs by readers that
/// keep the tree's current path. Every blob must read back as the file git checked in,
/// whatever run it falls in and however the pack stores it.
@Suite struct ReadingPlanTests {
  /// Files that git packs as long delta chains, with history (older versions are bases no
  /// file asks for), copies (one blob, two paths), loose objects, and one large file.
  private func repository(offsetDeltas: Bool) throws -> ScratchRepository {
    let repo = try ScratchRepository()
    let body = (0..<60).map { "  func f\($0)(_ x: Int) -> Int { x &* \($0 * 7 % 31) }" }.joined(separator: "\n")
    for version in 0..<3 {
      for file in 0..<120 {
        try repo.write("Sources/M\(file % 7)/F\(file).swift", "import Foundation\n// v\(version) \(file)\n\(body)\n")
      }
      try repo.commitAll("version \(version)")
    }
    try repo.write("Copies/A.swift", "same\n\(body)\n")
    try repo.write("Copies/B.swift", "same\n\(body)\n")
    try repo.write("Large.bin", String(repeating: "large ", count: 40_000))
    try repo.commitAll("copies")
    try repo.git(["-c", "repack.useDeltaBaseOffset=\(offsetDeltas)", "repack", "-adfq", "--depth=50", "--window=50"])
    // Loose again: edits staged after the repack.
    for file in [3, 64, 119] {
      try repo.write("Sources/M\(file % 7)/F\(file).swift", "import Foundation\n// staged \(file)\n\(body)\n")
    }
    try repo.git(["add", "-A"])
    return repo
  }

  @Test(arguments: [true, false])
  func everyBlobReadsBackInAnyRun(offsetDeltas: Bool) throws {
    let repo = try repository(offsetDeltas: offsetDeltas)
    let index = try DirectRepository(environment: [:], directory: repo.path)
    let files = index.committedFiles()
    let hashes: [ObjectHash?] = files.hashes + [nil]
    let plan = index.readingPlan(of: hashes)
    #expect(plan.order.sorted() == Array(hashes.indices))
    let limit = 100_000
    // Runs of several lengths, each with its own reader, as the scan's threads read them.
    var start = 0
    for length in [1, 7, 64, 5, plan.order.count] where start < plan.order.count {
      let run = index.blobRun(plan)
      for position in plan.order[start..<min(plan.order.count, start + length)] {
        let blob = try run.blob(at: position, limit: limit)
        guard position < files.paths.count else {
          #expect(blob == nil)
          continue
        }
        let path = files.paths[position]
        let disk = Array(try repo.read(path))
        #expect(blob == (disk.count > limit ? .tooLarge(disk.count) : .bytes(disk)), "\(path)")
      }
      start += length
    }
  }

  @Test func eachEntryIsBuiltOnceAlongTheDeltaTree() throws {
    let repo = try repository(offsetDeltas: true)
    let index = try DirectRepository(environment: [:], directory: repo.path)
    let files = index.committedFiles()
    let plan = index.readingPlan(of: files.hashes)
    let folder = repo.path + "/.git/objects/pack"
    let indexes = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".idx") }
    #expect(indexes.count == 1)
    // git's own listing of the pack: for a delta, its base's name (`verify-pack -v`).
    let listing = try repo.git(["verify-pack", "-v", folder + "/" + indexes[0]])
    var baseOf: [String: String] = [:]
    for line in listing.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if fields.count == 7, fields[1] == "blob" { baseOf[String(fields[0])] = String(fields[6]) }
    }
    #expect(!baseOf.isEmpty)
    // Where a file's blob is a delta against another file's blob, that file comes first.
    let positionOfName = Dictionary(
      files.hashes.enumerated().map { ("\($1)", $0) }, uniquingKeysWith: { first, _ in first })
    let place = Dictionary(uniqueKeysWithValues: plan.order.enumerated().map { ($1, $0) })
    var checked = 0
    for (position, hash) in files.hashes.enumerated() {
      guard let base = baseOf["\(hash)"], let basePosition = positionOfName[base] else { continue }
      #expect(place[basePosition]! < place[position]!, "\(files.paths[position])")
      checked += 1
    }
    #expect(checked > 50)
    // One reader over the whole plan builds each entry on the files' paths through the
    // tree exactly once: no base is inflated twice.
    let run = index.blobRun(plan)
    for position in plan.order { _ = try run.blob(at: position, limit: .max) }
    let packed = Set(listing.split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) })
    var onPaths = Set<String>()
    for hash in files.hashes where packed.contains("\(hash)") {
      var name: String? = "\(hash)"
      while let current = name, onPaths.insert(current).inserted { name = baseOf[current] }
    }
    #expect(run.chain.built == onPaths.count)
  }
}
