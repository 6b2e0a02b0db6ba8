import GitFileReader
import RuleEngine
import SwiftScanner

/// What a full check needs of one finding (`findings/*.md`): whether it reads, and if it
/// does, its status, suite and rule.
///
/// Reading a finding takes a YAML parser, which only `fitness-tool` links. The tool keeps
/// each finding's summary by blob (`FindingSummaryFile`), so that the front can check an
/// unchanged repository's graduated findings without one.
package enum FindingSummary: Equatable, Sendable {
  /// The reader's error, its first line.
  case unreadable(String)
  case read(status: String?, suite: String?, rule: String?)
}
