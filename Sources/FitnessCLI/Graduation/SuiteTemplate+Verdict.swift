/// The test body of a suite: the verdict judged, each violation recorded where the editor
/// shows it, an advisory rule's as warnings.
extension SuiteTemplate {
  /// The rule judged, each violation recorded where the editor shows it (its file, line and
  /// column), then the whole report asserted at this line. XCTest on Linux has no `XCTIssue`;
  /// on Apple platforms `recordFailure` is deprecated, so each gets its own.
  func verdictLines(of rule: String) -> String {
    let record =
      framework == .swiftTesting
      ? """
            Issue.record(
              Comment(rawValue: place.message),
              sourceLocation: SourceLocation(
                fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
      """
      : """
            #if canImport(ObjectiveC)
              let location = XCTSourceCodeLocation(filePath: place.filePath, lineNumber: place.line)
              record(
                XCTIssue(
                  type: .assertionFailure, compactDescription: place.message,
                  sourceCodeContext: XCTSourceCodeContext(location: location)))
            #else
              recordFailure(withDescription: place.message, inFile: place.filePath, atLine: place.line, expected: true)
            #endif
      """
    let summary =
      framework == .swiftTesting
      ? "    #expect(verdict.report.isEmpty, Comment(rawValue: verdict.report))"
      : "    XCTAssert(verdict.report.isEmpty, verdict.report)"
    return """
          let verdict = try FitnessPackage.verdict(of: \(rule))
          for place in verdict.places {
      \(record)
          }
      \(draft.severity == .warning ? warningLines() : "")\(summary)
      """
  }

  /// An advisory rule's violations, each recorded as a warning where the editor shows it:
  /// Swift Testing has warning issues from Swift 6.3; before it, and under XCTest, which
  /// has none, each is printed as the compiler prints a warning.
  func warningLines() -> String {
    let printed = "print(\"\\(place.filePath):\\(place.line):\\(place.column): warning: \\(place.message)\")"
    let record =
      framework == .swiftTesting
      ? """
            #if compiler(>=6.3)
              Issue.record(
                Comment(rawValue: place.message), severity: .warning,
                sourceLocation: SourceLocation(
                  fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
            #else
              \(printed)
            #endif
      """
      : "      \(printed)"
    return """
          // An advisory rule (severity "warning"): its breaks are reported, and fail nothing.
          for place in verdict.warnings {
      \(record)
          }

      """
  }
}
