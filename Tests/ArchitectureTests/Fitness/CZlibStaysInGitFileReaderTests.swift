// Fitness suite written by `fitness graduate` from findings/0007-zlib-in-object-reader.md.
// Only the object reader touches zlib
//
// The rule is data. `fitness check` reads the literal below from the committed file and
// never runs it; `swift test` evaluates it over the repository with the engine of the
// FitnessKit library. Widen the fence by hand (one entry per line, each with
// its reason on the same line), or with:
//   fitness allow 0007-zlib-in-object-reader PATH --why "…"
// Formatters leave this file alone: they would move the comments off their lines.
// swift-format-ignore-file

import FitnessKit
import Testing

@Suite struct CZlibStaysInGitFileReaderTests {
  static let rule = ImportBoundary(
    id: "0007-zlib-in-object-reader",
    title: "Only the object reader touches zlib",
    module: "CZlib",
    fence: [
      "Sources/GitFileReader/CRC32.swift",  // zlib's crc32 checks every record of the scan cache and the findings' summaries, which the front reads; one small wrapper beside the inflater
      "Sources/GitFileReader/Inflater.swift",  // inflates loose objects and pack entries; the one wrapper around zlib's stream API [0007-zlib-in-object-reader]
    ],
    roots: ["Sources"]
  )

  @Test("Only the object reader touches zlib") func cZlibStaysInGitFileReader() throws {
    let report = try FitnessPackage.report(of: FenceRule(Self.rule))
    #expect(report.isEmpty, Comment(rawValue: report))
  }
}
