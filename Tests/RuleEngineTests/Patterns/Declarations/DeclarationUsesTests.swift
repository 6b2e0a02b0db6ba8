import SwiftScanner
import Testing

@testable import RuleEngine

/// Needles judged only inside the types a rule selects: NetNewsWire's "stack views are not
/// allowed in table and outline view cells". A use in the cell's body, or in an extension of
/// it in the same file, breaks the rule at the use; the same API elsewhere does not.
@Suite struct DeclarationUsesTests {
  static let suite = """
    static let rule = DeclarationShape(
      id: "no-stack-views-in-cells",
      title: "Stack views are not allowed in table and outline view cells",
      kind: "class",
      conforming: ["NSTableCellView"],
      forbidUses: ["NSStackView"]
    )
    """

  static let cell = """
    import AppKit

    final class TimelineCell: NSTableCellView {
      let title = NSTextField()
      func layout(in view: NSView) {
        let stack = NSStackView(views: [title])
        view.addSubview(stack)
      }
    }

    """

  @Test func aUseInACellBreaksTheRuleAtTheUse() throws {
    let rule = try DeclarationShapeTests.rule(Self.suite)
    let files = DeclarationShapeTests.files([
      "Mac/Timeline/TimelineCell.swift": Self.cell,
      "Mac/Sidebar/SidebarView.swift": "final class SidebarView: NSView {\n  let stack = NSStackView()\n}\n",
      "Mac/Detail/DetailCell.swift": """
      final class DetailCell: NSTableCellView {
        // An NSStackView would be simpler here, but the rule says no.
        let label = "NSStackView"
      }

      """,
    ])
    let found = RuleEvaluation.violations(of: rule, in: files)
    #expect(found.map(\.path) == ["Mac/Timeline/TimelineCell.swift"])
    let violation = try #require(found.first)
    #expect(violation.position == SourcePosition(line: 6, column: 17))
    #expect(violation.subject == "TimelineCell")
    #expect(DeclarationShapeTests.breach(violation) == "TimelineCell uses NSStackView")
    #expect(violation.message.contains("NSTableCellView"))
    #expect(violation.message.contains("change the code") && violation.message.contains("change the contract"))
    #expect(violation.message.contains("\"TimelineCell\""))
  }

  /// An extension of the cell in its file is the cell's code; one of another type is not.
  @Test func anExtensionInTheSameFileCountsAsTheCell() throws {
    let rule = try DeclarationShapeTests.rule(Self.suite)
    let files = DeclarationShapeTests.files([
      "Mac/Timeline/TimelineCell.swift": """
      final class TimelineCell: NSTableCellView {}
      struct Layout {
        func make() -> NSView { NSStackView() }
      }
      extension TimelineCell {
        func arrange() { addSubview(NSStackView()) }
      }

      """
    ])
    let found = RuleEvaluation.violations(of: rule, in: files)
    #expect(found.map(\.position) == [SourcePosition(line: 6, column: 31)])
  }

  /// The fence lets a cell past by name, and the entry turns stale once the cell stops
  /// using the API.
  @Test func aFencedCellPassesUntilItComplies() throws {
    let fenced = Self.suite.replacingAll(
      "forbidUses: [\"NSStackView\"]",
      with: """
        forbidUses: ["NSStackView"],
          fence: [
            "Mac/Timeline/TimelineCell.swift": ["TimelineCell"]  // why: the 2019 layout predates the rule
          ]
        """)
    let rule = try DeclarationShapeTests.rule(fenced)
    #expect(
      RuleEvaluation.violations(
        of: rule, in: DeclarationShapeTests.files(["Mac/Timeline/TimelineCell.swift": Self.cell])
      ).isEmpty)
    let mended = Self.cell.replacingAll("NSStackView(views: [title])", with: "NSView()")
    let stale = RuleEvaluation.violations(
      of: rule, in: DeclarationShapeTests.files(["Mac/Timeline/TimelineCell.swift": mended]))
    #expect(stale.map(\.kind) == [.staleEntry])
  }

  @Test func theDrillAddsAUseToACell() throws {
    let rule = try DeclarationShapeTests.rule(Self.suite)
    let files = DeclarationShapeTests.files([
      "Mac/Timeline/TimelineCell.swift": Self.cell.replacingAll("NSStackView(views: [title])", with: "NSView()")
    ])
    let drill = DeliberateBreak.drill(rule, files: files)
    let use = try #require(drill.breaks.first { $0.action.contains("using `NSStackView`") })
    #expect(use.verdict?.path == "Mac/Timeline/FitnessDrill.swift")
  }

  @Test func anEmptyNeedleIsRefused() {
    #expect(throws: RuleBlockError.self) {
      try DeclarationShapeTests.rule(Self.suite.replacingAll("[\"NSStackView\"]", with: "[\" \"]"))
    }
  }
}
