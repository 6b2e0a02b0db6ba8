import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

@testable import SuiteRuntime

/// A suite's verdict places each violation where the editor shows it: the file's absolute
/// path, a file ID Swift Testing accepts, a 1-based line and column (a whole-file violation
/// at its first), and the compiler-style message with which side to change.
@Suite struct SuiteVerdictTests {
  @Test func eachViolationIsPlacedUnderTheRoot() {
    let root = URL(fileURLWithPath: "/work/MyApp")
    let violations = [
      Violation(
        ruleID: "0007", kind: Violation.Kind(rawValue: "fence-breach"), path: "Sources/Feed/FeedView.swift",
        position: SourcePosition(line: 3, column: 8), message: Said.forbiddenImportMessage("CloudKit") + " [0007]",
        subject: "CloudKit"),
      Violation(
        ruleID: "0024", kind: .staleEntry, path: "Main.storyboard", position: nil,
        message: "a new storyboard [0024]", subject: "Main.storyboard"),
    ]
    let verdict = FitnessPackage.verdict(violations, root: root)
    #expect(verdict.report == violations.map(\.description).joined(separator: "\n"))
    #expect(
      verdict.places.map(\.filePath) == ["/work/MyApp/Sources/Feed/FeedView.swift", "/work/MyApp/Main.storyboard"])
    #expect(verdict.places.map(\.fileID) == ["MyApp/FeedView.swift", "MyApp/Main.storyboard"])
    #expect(verdict.places.map(\.line) == [3, 1])
    #expect(verdict.places.map(\.column) == [8, 1])
    #expect(
      verdict.places[0].message
        == "Sources/Feed/FeedView.swift:3:8: " + Said.forbiddenImportMessage("CloudKit") + " [0007]")
  }

  @Test func aHoldingRuleHasNoPlaceAndAnEmptyReport() {
    let verdict = FitnessPackage.verdict([], root: URL(fileURLWithPath: "/"))
    #expect(verdict.report.isEmpty)
    #expect(verdict.places.isEmpty)
  }
}
