import GitStore
import Inspection

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The staged check without libgit2: what the pre-commit hook runs on every commit.
///
/// It steps aside (returns nil, having printed nothing) whenever the full tool must answer:
/// a repository shape the direct reader does not support, a malformed rule (the tool says
/// where), a finding that changed or a path the commit removes (graduated findings are read
/// with libyaml), or a String Catalog contract that is due (read with Foundation).
enum FastCheck {
  /// Why the last `run` stepped aside, for `FITNESS_TRACE`.
  nonisolated(unsafe) static var trace: String? = nil

  static func run(_ request: HookRequest, environment: [String: String]) -> Int32? {
    guard let directory = request.folder() else { return stepAside("no current directory") }
    let source: StoreSource
    do {
      source = try StoreSource.staged(StagedIndex(environment: environment, directory: directory))
    } catch {
      return stepAside(error.reason)
    }
    let changed = source.changedPaths ?? []
    if !source.removedPaths.isEmpty { return stepAside("the commit removes paths") }
    if changed.contains(where: { $0.hasPrefix("findings/") }) { return stepAside("a finding changed") }
    do {
      let rules = try RuleSet.load(from: source)
      let console = Console(colours: request.colour ?? Console.standardErrorIsTerminal)
      let outcome = try rules.rules.isEmpty ? nil : SnapshotCheck(snapshot: source, rules: rules).run()
      // Said only once the fast path has its answer: nothing is printed before stepping aside.
      if environment["FITNESS_TRACE"] != nil {
        say("fitness: trace: fast path, \(changed.count) changed, \(rules.rules.count) rules")
      }
      guard let outcome else { return ExitStatus.clean.rawValue }
      let verdict = CheckVerdict(outcome: outcome, rules: rules, scope: "staged", isStaged: true)
      return verdict.print(on: console).rawValue
    } catch is SnapshotCheck.NeedsCatalogReader {
      return stepAside("a String Catalog contract is due")
    } catch {
      return stepAside("\(error)")
    }
  }

  static func stepAside(_ reason: String) -> Int32? {
    trace = reason
    return nil
  }

  static func say(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
  }
}
