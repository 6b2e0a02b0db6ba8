import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif

/// What a suite records under `swift test`: each violation as an issue at its own file, line
/// and column, so Xcode marks the line to change and the log lists each place; and the whole
/// report, asserted at the suite's own line.
///
/// The suite records the places itself (`Issue.record`, or XCTest's `record`): this file is
/// vendored into targets of either framework, and names neither.
extension FitnessPackage {
  /// A rule's verdict on the repository around a suite.
  public struct Verdict: Sendable {
    /// Every violation, one compiler-style line each; empty when the rule holds. An
    /// advisory rule's (`severity: "warning"`) are not here: they fail nothing.
    public var report: String
    /// Every violation where the editor shows it, in the report's order.
    public var places: [Place]
    /// An advisory rule's violations where the editor shows them, which its suite records
    /// as warnings.
    public var warnings: [Place] = []
  }

  /// One violation where the editor shows it.
  public struct Place: Sendable {
    /// The file's absolute path, as a test framework takes it.
    public var filePath: String
    /// A `Module/File.swift` spelling, as Swift Testing's source locations require: the
    /// repository's folder, then the file's name.
    public var fileID: String
    /// 1-based; a violation of a whole file stands at its first line and column.
    public var line: Int
    public var column: Int
    /// `path:line:col: message [rule-id]`, with which side to change.
    public var message: String
  }

  /// The verdict of any rule but a fence, as its suite's literal states it (`report(of:)`).
  public static func verdict(of literal: some RuleLiteral, suite: String = #filePath) throws -> Verdict {
    let root = try root(of: suite)
    return verdict(try violations(ruleID: literal.id, suite: suite, root: root), root: root)
  }

  /// The violations, each placed under `root`.
  static func verdict(_ violations: [Violation], root: URL) -> Verdict {
    let folder = root.lastPathComponent.isEmpty ? "repository" : root.lastPathComponent
    func placed(_ violation: Violation) -> Place {
      let name = violation.path.split(separator: "/").last.map(String.init) ?? violation.path
      let (line, column) = violation.position.map { ($0.line, $0.column) } ?? (1, 1)
      return Place(
        filePath: root.appendingPathComponent(violation.path).path,
        fileID: "\(folder.replacingOccurrences(of: "/", with: "_"))/\(name.isEmpty ? "file" : name)",
        line: max(1, line), column: max(1, column),
        message: "\(violation.place): \(violation.message)")
    }
    let errors = violations.filter { $0.severity == .error }
    return Verdict(
      report: errors.map(\.description).joined(separator: "\n"), places: errors.map(placed),
      warnings: violations.filter { $0.severity == .warning }.map(placed))
  }
}
