import CheckCore
import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// Projects whose CI checks a license header on every file (swift-nio, most of the server
/// ecosystem) keep one on the files fitness writes: a header above the vendored engine's
/// stamp survives graduate, `vendor` and `vendor --check`, and a new suite or engine gets
/// the header the target's own test files share.
@Suite struct LicenseHeaderTests {
  static func header(years: String) -> String {
    """
    //===----------------------------------------------------------------------===//
    //
    // This source file is part of the Ledger open source project
    //
    // Copyright (c) \(years) the Ledger project authors
    // Licensed under Apache License v2.0
    //
    // SPDX-License-Identifier: Apache-2.0
    //
    //===----------------------------------------------------------------------===//

    """
  }

  /// The fixture, its test files under a header whose years differ from file to file.
  static func repository() throws -> ScratchRepository {
    let repo = try LedgerFixture.make()
    try repo.write("Tests/AppTests/FeedTests.swift", header(years: "2021-2024") + "\nimport Testing\n")
    try repo.write("Tests/AppTests/SyncTests.swift", header(years: "2023") + "\nimport Testing\n")
    try repo.write("Tests/AppTests/LedgerTests.swift", header(years: "2023") + "\nimport Testing\n")
    try repo.commitAll("license headers")
    return repo
  }

  @Test func aNewSuiteAndEngineGetTheTargetsSharedHeader() throws {
    let repo = try Self.repository()
    let graduated = try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo)
    #expect(graduated.status == 0, "\(graduated.standardError)")
    let header = Self.header(years: "2023") + "\n"
    let suite = try repo.text(LedgerFixture.suitePath)
    #expect(suite.hasPrefix(header + "// Fitness suite written by `fitness graduate`"), "\(suite.prefix(900))")
    let support = try repo.text(LedgerFixture.supportPath)
    #expect(support == VendoredSupport.render(header: header, patterns: ["ImportBoundary"]))
    #expect(support.dropFirst(header.count).hasPrefix(VendoredStamp.prefix))
    // The suite reads back as its rule, and the copy is current and unedited.
    let vendor = try Fitness.run(["vendor", "--check"], in: repo)
    #expect(vendor.status == 0, "\(vendor.standardError)")
    #expect(vendor.standardOutput.contains("\(LedgerFixture.supportPath): current"))
    try repo.commitAll("graduated")
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0, "\(check.standardOutput)\(check.standardError)")
    #expect(!check.standardError.contains("warning"), "\(check.standardError)")
  }

  @Test func aHeaderPrependedByTheProjectSurvivesEveryRewrite() throws {
    let repo = try Self.repository()
    try repo.write("Tests/AppTests/FeedTests.swift", "import Testing\n")
    try repo.write("Tests/AppTests/SyncTests.swift", "import Testing\n")
    try repo.write("Tests/AppTests/LedgerTests.swift", "import Testing\n")
    #expect(try Fitness.run(["graduate", LedgerFixture.findingPath], in: repo).status == 0)
    // The project's header script prepends its header to every file, fitness's too.
    let header = Self.header(years: "2024")
    let vendored = try repo.text(LedgerFixture.supportPath)
    #expect(vendored.hasPrefix(VendoredStamp.prefix), "no header in the target, so none was written")
    try repo.write(LedgerFixture.supportPath, header + vendored)
    try repo.commitAll("headers")

    let vendor = try Fitness.run(["vendor", "--check"], in: repo)
    #expect(vendor.status == 0, "\(vendor.standardOutput)\(vendor.standardError)")
    #expect(vendor.standardOutput.contains("\(LedgerFixture.supportPath): current"))
    let check = try Fitness.run(["check", "--all"], in: repo)
    #expect(check.status == 0 && !check.standardError.contains("warning"), "\(check.standardError)")

    // A stale copy is found, said stale, and refreshed under the same header.
    let stale = header + vendored.replacingOccurrences(of: FitnessBuild.engineFingerprint, with: "0000000000000000")
    try repo.write(LedgerFixture.supportPath, stale)
    try repo.commitAll("an older engine")
    let stated = try Fitness.run(["vendor", "--check"], in: repo)
    #expect(stated.status == 1)
    #expect(stated.standardError.contains("stale: written by another fitness"), "\(stated.standardError)")
    let warned = try Fitness.run(["check", "--all"], in: repo)
    #expect(warned.standardError.contains("was vendored from another fitness"), "\(warned.standardError)")
    #expect(try Fitness.run(["vendor"], in: repo).status == 0)
    #expect(try repo.text(LedgerFixture.supportPath) == header + vendored)

    // An edit below the stamp is still reported, header or not.
    try repo.write(LedgerFixture.supportPath, header + vendored + "// edited\n")
    try repo.commitAll("edited")
    let edited = try Fitness.run(["check", "--all"], in: repo)
    #expect(edited.standardError.contains("was edited since it was vendored"), "\(edited.standardError)")

    // Graduate refreshes the copy it finds under the header and keeps the header.
    try repo.write(LedgerFixture.supportPath, stale)
    try repo.write("findings/0008-feed-stays-pure.md", GraduateTests.layerFinding)
    try repo.commitAll("a second finding")
    let second = try Fitness.run(["graduate", "findings/0008-feed-stays-pure.md"], in: repo)
    #expect(second.status == 0, "\(second.standardError)")
    // The layer's literal comes along with its suite.
    #expect(
      try repo.text(LedgerFixture.supportPath)
        == VendoredSupport.render(header: header, patterns: ["ImportBoundary", "LayerBoundary"]))
  }
}
