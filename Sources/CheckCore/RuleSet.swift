import RuleEngine

/// Every rule in a snapshot, read from the fitness suites' blobs.
package struct RuleSet {
  package var rules: [SuiteRule]
  /// The suites that were read, by path.
  package var suitePaths: Set<String>

  /// The names of the literals a suite may declare, for the message about a suite with none.
  static let literalNames = RuleLiterals.all.map { $0.literalName }

  package init(rules: [SuiteRule], suitePaths: Set<String>) {
    self.rules = rules
    self.suitePaths = suitePaths
  }

  /// Reads the suites (files named `…Tests.swift` in a `Fitness` folder) of `snapshot`.
  ///
  /// Collects every malformed rule before failing, so one run shows them all. A suite with
  /// no rule literal is one of them, unless `allowingEmptySuites` (graduate, which is about
  /// to write one, reads the others only to place and widen).
  package static func load(from snapshot: any SnapshotReading, allowingEmptySuites: Bool = false) throws -> RuleSet {
    var rules: [SuiteRule] = []
    var problems: [RuleBlockError] = []
    let suites = try snapshot.suitePaths()
    for suite in suites {
      let bytes: [UInt8]
      switch try snapshot.contents(of: suite) {
      case .text(let text)?: bytes = text
      case nil: continue
      case .binary?:
        problems.append(.unreadableSuite(suite, "holds a NUL byte in its first 8000 bytes (git's binary test)"))
        continue
      case .tooLarge(let size)?:
        problems.append(.unreadableSuite(suite, "is \(size) bytes, over the 32 MiB scan limit"))
        continue
      }
      do {
        let read = try RuleBlockReader.rules(in: bytes, path: suite)
        // A suite the hook reads nothing from while swift test still runs it would let the
        // two disagree in silence.
        if read.isEmpty, !allowingEmptySuites {
          problems.append(RuleBlockError.noRule(in: suite, names: Self.literalNames))
        }
        rules += read
      } catch {
        problems.append(error)
      }
    }
    var seen: [String: SuiteRule] = [:]
    for rule in rules {
      if let first = seen[rule.id] {
        problems.append(
          RuleBlockError(
            path: rule.site.suitePath, position: rule.site.position ?? .init(line: 1, column: 1),
            message: "rule id '\(rule.id)' is also used in \(first.site.suitePath); rule ids must be unique"))
      }
      seen[rule.id] = rule
    }
    guard problems.isEmpty else { throw RuleProblems(errors: problems) }
    return RuleSet(rules: rules, suitePaths: Set(suites))
  }
}

/// One or more unreadable rule literals; `fitness check` exits 2.
package struct RuleProblems: Error, CustomStringConvertible {
  package var errors: [RuleBlockError]
  package var description: String { errors.map(\.description).joined(separator: "\n") }
}
