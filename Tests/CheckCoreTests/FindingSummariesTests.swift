import CheckCore
import Foundation
import GitFileReader
import Testing

/// The findings' summaries the tool records for the front: read back exactly, by path and
/// blob, and never a record whose text the file format cannot hold.
@Suite struct FindingSummariesTests {
  private let first = ObjectHash(bytes: Array(repeating: UInt8(1), count: 20))!
  private let second = ObjectHash(bytes: Array(repeating: UInt8(2), count: 20))!

  @Test func recordsReadBackByPathAndBlob() throws {
    var summaries = FindingSummaryFile()
    summaries.record(
      .read(status: "graduated", suite: "Tests/A/Fitness/XTests.swift", rule: "x"), path: "findings/1.md", name: first)
    summaries.record(.read(status: nil, suite: nil, rule: nil), path: "findings/2.md", name: second)
    summaries.record(.unreadable("findings/3.md:2:8: error: expected a value"), path: "findings/3.md", name: first)
    // Text the format cannot hold is left out: the front then leaves that finding to the tool.
    summaries.record(.unreadable("two\nlines"), path: "findings/4.md", name: first)
    summaries.record(.read(status: "open", suite: "a\u{1F}b", rule: nil), path: "findings/5.md", name: first)
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-summaries-\(UUID().uuidString)")
    try Data(summaries.encoded().utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let read = FindingSummaryFile.read(file.path)
    #expect(read.records == summaries.records)
    #expect(read.records.count == 3)
    #expect(
      read.summary(path: "findings/1.md", name: first)
        == .read(status: "graduated", suite: "Tests/A/Fitness/XTests.swift", rule: "x"))
    #expect(read.summary(path: "findings/2.md", name: second) == .read(status: nil, suite: nil, rule: nil))
    #expect(
      read.summary(path: "findings/3.md", name: first) == .unreadable("findings/3.md:2:8: error: expected a value"))
    // Another blob at the same path, or the same blob at another path, is not known.
    #expect(read.summary(path: "findings/1.md", name: second) == nil)
    #expect(read.summary(path: "findings/9.md", name: first) == nil)
    #expect(read.summary(path: "findings/4.md", name: first) == nil)
  }

  @Test func anotherBuildKeepsItsOwnFile() {
    let file = FindingSummaryFile.file(commonDirectory: "/repo/.git")
    #expect(file.hasPrefix("/repo/.git/fitness/findings/"))
    #expect(FindingSummaryFile.read("/nonexistent/file").records.isEmpty)
  }
}
