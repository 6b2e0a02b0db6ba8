#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule literal in a suite that the engine cannot read; `fitness check` exits 2 on it.
public struct RuleBlockError: Error, Equatable, Sendable, CustomStringConvertible {
  public var path: String
  public var position: SourcePosition
  public var message: String

  public init(path: String, position: SourcePosition, message: String) {
    self.path = path
    self.position = position
    self.message = message
  }

  public var description: String { "\(path):\(position): error: \(message)" }

  /// A suite (a `…Tests.swift` file in a `Fitness` folder) with no rule literal in it.
  /// `names` are the literals fitness reads (`RuleLiterals.all`'s names), passed in by the
  /// caller: the vendored engine compiles under default main-actor isolation, where this
  /// error's nonisolated code may not read the registry.
  public static func noRule(in path: String, names: [String]) -> RuleBlockError {
    let first = names.first ?? "ImportBoundary"
    return RuleBlockError(
      path: path, position: SourcePosition(line: 1, column: 1),
      message: "this suite holds no rule literal fitness can read (\(names.dropLast().joined(separator: ", ")) or "
        + "\(names.last ?? first)); write its rule as `static let rule = \(first)(…)`, or move the file out of the "
        + "Fitness folder or rename it so it does not end in Tests.swift")
  }

  /// A suite the scanner cannot read as text: its rules would be skipped.
  public static func unreadableSuite(_ path: String, _ why: String) -> RuleBlockError {
    RuleBlockError(
      path: path, position: SourcePosition(line: 1, column: 1),
      message: "this suite \(why), so fitness cannot read its rules; keep suites as plain Swift text")
  }
}
