import CheckCore
import GitFileReader
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// Why a run could not judge (exit 2), in one place for the command line and the editors:
/// the lines `fitness` prints, and each problem at its file and place where one is known,
/// so an editor can show a malformed rule literal where it is written.
struct CheckFailure {
  /// One problem: its file and place when it has them, and what to do.
  struct Problem {
    var path: String?
    var position: SourcePosition?
    var message: String
  }

  var problems: [Problem]
  /// A closing line after the problems (how many literals could not be read), if any.
  var summary: String?

  /// `quotingHighBytes` is `core.quotePath`: whether a path named in a message (a refused
  /// link) prints its UTF-8 bytes escaped, as violations do.
  init(_ error: any Error, quotingHighBytes: Bool = true) {
    summary = nil
    switch error {
    case let error as StoreError where error.isDamage:
      problems = [Problem(message: CheckPipeline.damaged(error.reason))]
    case LibGit2ReaderError.damaged(let reason):
      problems = [Problem(message: CheckPipeline.damaged(reason))]
    case let error as RuleBlockError:
      problems = [Problem(path: error.path, position: error.position, message: error.message)]
    case let error as RuleProblems:
      problems = error.errors.map { Problem(path: $0.path, position: $0.position, message: $0.message) }
      let count = error.errors.count
      summary =
        "fitness: could not read \(count) rule literal\(count == 1 ? "" : "s"); fix the suite as the message says"
    case let error as UnreadableFindings:
      problems = error.description.split(separator: "\n").map { Problem(message: String($0)) }
    case let error as RefusedLinks:
      problems = error.lines(quotingHighBytes: quotingHighBytes).map { Problem(message: $0) }
    case let error as UnreadableCatalog:
      problems = [Problem(message: error.description)]
    default:
      problems = [Problem(message: "fitness: error: \(error)")]
    }
  }

  /// The lines as `fitness` prints them on standard error; `red` colours `error:`.
  func lines(red: (String) -> String = { $0 }) -> [String] {
    let placed = problems.map { problem in
      guard let path = problem.path, let position = problem.position else {
        // A message that is whole already; only the catch-all one is coloured.
        return problem.message.hasPrefix("fitness: error: ")
          ? "fitness: \(red("error:")) " + problem.message.dropFirst("fitness: error: ".count) : problem.message
      }
      return "\(path):\(position): \(red("error:")) \(problem.message)"
    }
    return placed + (summary.map { [$0] } ?? [])
  }
}
