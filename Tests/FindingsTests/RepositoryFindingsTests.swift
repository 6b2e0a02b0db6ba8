import Foundation
import Testing

@testable import Findings

/// This repository's own findings stay readable: they are what `graduate` will consume.
@Suite struct RepositoryFindingsTests {
  @Test func everyFindingInThisRepositoryReads() throws {
    var folder = URL(fileURLWithPath: #filePath)
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
      folder.deleteLastPathComponent()
    }
    let findings = folder.appendingPathComponent("findings")
    let names = try FileManager.default.contentsOfDirectory(atPath: findings.path)
      .filter { $0.hasSuffix(".md") }.sorted()
    #expect(names.count >= 3)
    for name in names {
      let text = try String(contentsOf: findings.appendingPathComponent(name), encoding: .utf8)
      let finding = try FindingReader.read(text, path: "findings/\(name)")
      #expect(finding.id == String(name.dropLast(3)))
      #expect(!finding.body.isEmpty)
    }
  }
}
