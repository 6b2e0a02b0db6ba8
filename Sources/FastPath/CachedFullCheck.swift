import CheckCore
import CommandLineIO
import GitFileReader

/// `fitness check --all` without libgit2, libyaml or Foundation: an unchanged repository
/// judged from the scan cache and the findings' recorded summaries, which the last run of
/// `fitness-tool` left (CI's and a developer's repeated full checks), through the one
/// check pipeline the tool runs too.
///
/// It steps aside (throws `CheckPipeline.ToolMustAnswer`, having printed nothing) whenever the
/// tool must answer: a text file or a finding the caches do not hold (the tool reads it and
/// fills them), a repository shape the direct reader does not support, or a malformed rule.
/// A String Catalog's copy comes from the catalog cache, or is read from its blob.
package enum CachedFullCheck {
  package static func run(_ request: HookRequest, environment: [String: String]) throws -> Int32 {
    if let reader = environment["FITNESS_READER"] { throw CheckPipeline.ToolMustAnswer("FITNESS_READER=\(reader)") }
    guard let directory = request.folder() else { throw CheckPipeline.ToolMustAnswer("no current directory") }
    let index = try Front.reading { try DirectRepository(environment: environment, directory: directory) }
    // The tool keeps the links' texts for the commits to come; the front writes nothing.
    if index.unkeptLinks > 0 { throw CheckPipeline.ToolMustAnswer("links whose texts are not kept") }
    let source = DirectSnapshot.whole(index)
    var readers = CheckPipeline.Readers { _ in
      guard let summaries = try RecordedFindings.summaries(in: source, commonDirectory: index.commonDirectory) else {
        throw CheckPipeline.ToolMustAnswer("a finding the tool has not read")
      }
      return summaries
    }
    let rules = try Front.reading { try RuleSet.load(from: source) }
    // The tool looks in the working tree for suites git does not track yet.
    if rules.rules.isEmpty { throw CheckPipeline.ToolMustAnswer("no rule in the index") }
    let cache = CachedFactScanner(
      commonDirectory: index.commonDirectory, request: SnapshotCheck(snapshot: source, rules: rules).factRequest())
    // A first full check finds no cache: step aside before listing every path.
    if !rules.rules.isEmpty, cache.isEmpty { throw CheckPipeline.ToolMustAnswer("no scan cache yet") }
    readers.rules = { _ in rules }
    readers.factScanner = cache
    readers.catalogCache = CatalogCache(commonDirectory: index.commonDirectory)
    readers.projectDigests = ProjectDigestCache(commonDirectory: index.commonDirectory)
    readers.vendoredChecks = VendoredChecks(commonDirectory: index.commonDirectory)
    readers.leavesReadsToExit = true
    var run = try Front.reading {
      try CheckPipeline(source: source, readers: readers, scope: "all tracked files").run()
    }
    run.strict = request.strict
    // No verdict before the index is known to be the one git wrote.
    try Front.reading { try index.verifyChecksum() }
    if environment["FITNESS_TRACE"] != nil {
      FastCheck.say("fitness: trace: fast path, all files, \(rules.rules.count) rules, scan cache \(cache.hits) hits")
    }
    let console = Console(colours: request.colour ?? Console.standardErrorIsTerminal)
    console.quotesPaths = QuotePathSetting.quotes(commonDirectory: index.commonDirectory, environment: environment)
    return run.print(on: console).rawValue
  }
}
