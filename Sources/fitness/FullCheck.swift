import GitStore
import Inspection

/// `fitness check --all` without libgit2, libyaml or Foundation: an unchanged repository
/// judged from the scan cache and the findings' recorded summaries, which the last run of
/// `fitness-tool` left (CI's and a developer's repeated full checks).
///
/// It steps aside (returns nil, having printed nothing) whenever the tool must answer: a
/// text file or a finding the caches do not hold (the tool reads it and fills them), a
/// repository shape the direct reader does not support, a malformed rule, or a String
/// Catalog contract. What it prints is what the tool prints for the same snapshot.
enum FullCheck {
  static func run(_ request: HookRequest, environment: [String: String]) -> Int32? {
    if let reader = environment["FITNESS_READER"] { return FastCheck.stepAside("FITNESS_READER=\(reader)") }
    guard let directory = request.folder() else { return FastCheck.stepAside("no current directory") }
    let index: StagedIndex
    do {
      index = try StagedIndex(environment: environment, directory: directory)
    } catch {
      return FastCheck.stepAside(error.reason)
    }
    let source = StoreSource.whole(index)
    do {
      let rules = try RuleSet.load(from: source)
      guard let summaries = try findingSummaries(in: source, commonDirectory: index.commonDirectory) else {
        return FastCheck.stepAside("a finding the tool has not read")
      }
      let graduated = GraduatedCheck.check(summaries, in: source, rules: rules)
      // Held until the answer is certain: nothing is printed before stepping aside.
      var warnings = graduated.unreadable.map { "fitness: warning: \($0)" }
      let console = Console(colours: request.colour ?? Console.standardErrorIsTerminal)
      if rules.rules.isEmpty, graduated.violations.isEmpty {
        for line in warnings + [CheckVerdict.noRulesWarning] { console.error(line) }
        return ExitStatus.clean.rawValue
      }
      var check = SnapshotCheck(snapshot: source, rules: rules)
      let cache = CachedFactScanning(commonDirectory: index.commonDirectory, request: check.factRequest())
      // A first full check finds no cache: step aside before listing every path.
      if cache.isEmpty { return FastCheck.stepAside("no scan cache yet") }
      warnings += try VendoredStamp.staleFiles(in: source).map(VendoredStamp.warning)
      check.factScanner = cache
      var outcome = try check.run()
      outcome.violations += graduated.violations
      for line in warnings { console.error(line) }
      if environment["FITNESS_TRACE"] != nil {
        FastCheck.say("fitness: trace: fast path, all files, \(rules.rules.count) rules, scan cache \(cache.hits) hits")
      }
      let verdict = CheckVerdict(outcome: outcome, rules: rules, scope: "all tracked files", isStaged: false)
      return verdict.print(on: console).rawValue
    } catch is CachedFactScanning.Miss {
      return FastCheck.stepAside("the scan cache lacks some files")
    } catch is SnapshotCheck.NeedsCatalogReader {
      return FastCheck.stepAside("a String Catalog contract is due")
    } catch {
      return FastCheck.stepAside("\(error)")
    }
  }

  /// Each finding's recorded summary, in path order; nil when a text finding has none.
  private static func findingSummaries(in source: StoreSource, commonDirectory: String) throws
    -> [(path: String, summary: FindingSummary)]?
  {
    let paths = try GraduatedCheck.findingPaths(source)
    guard !paths.isEmpty else { return [] }
    let recorded = FindingSummaries.read(FindingSummaries.file(commonDirectory: commonDirectory))
    var summaries: [(path: String, summary: FindingSummary)] = []
    for (path, name) in zip(paths, source.objectNames(of: paths)) {
      if let name, let summary = recorded.summary(path: path, name: name) {
        summaries.append((path, summary))
      } else if case .text? = try source.contents(of: path) {
        return nil
      }
    }
    return summaries
  }
}
