import CheckCore
import CommandLineIO
import GitFileReader

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The staged check without libgit2: what the pre-commit hook runs on every commit, through
/// the one check pipeline `fitness-tool` runs too.
///
/// It steps aside (throws `CheckPipeline.ToolMustAnswer`, having printed nothing) whenever the
/// full tool must answer: a repository shape the direct reader does not support, a
/// malformed rule (the tool says where), or a commit whose findings' promise may change
/// while findings exist (they are read with libyaml). String Catalogs it reads itself.
package enum FastCheck {
  package static func run(_ request: HookRequest, environment: [String: String]) throws -> Int32 {
    guard let directory = request.folder() else { throw CheckPipeline.ToolMustAnswer("no current directory") }
    let source = try Front.reading {
      try DirectSnapshot.staged(DirectRepository(environment: environment, directory: directory))
    }
    var readers = CheckPipeline.Readers { _ in
      // Findings are read with libyaml, by the tool: the front answers only from the
      // summaries a full check recorded for these very blobs (the hook writes none).
      guard let summaries = try RecordedFindings.summaries(in: source, commonDirectory: source.index.commonDirectory)
      else { throw CheckPipeline.ToolMustAnswer("the commit may change a graduated finding's promise") }
      return summaries
    }
    readers.scanCacheDirectory = source.index.commonDirectory
    readers.projectDigests = ProjectDigestCache(commonDirectory: source.index.commonDirectory)
    readers.rules = { source in try RuleSet.load(from: source) }
    readers.leavesReadsToExit = true
    // With no rule, the suites graduate wrote and nobody added are named from its record,
    // not by walking the working tree on every commit.
    let index = source.index
    readers.untrackedSuites = {
      WrittenSuites.untracked(commonDirectory: index.commonDirectory, workTree: index.workTree, in: $0)
    }
    var run = try Front.reading { try CheckPipeline(source: source, readers: readers, scope: "staged").run() }
    run.byHand = Console.ranByHand(environment: environment)
    run.strict = request.strict
    // No verdict before the index is known to be the one git wrote.
    try Front.reading { try source.index.verifyChecksum() }
    // Said only once the fast path has its answer: nothing is printed before stepping aside.
    if environment["FITNESS_TRACE"] != nil {
      say("fitness: trace: fast path, \(source.changedPaths?.count ?? 0) changed, \(run.rules.rules.count) rules")
    }
    let console = Console(colours: request.colour ?? Console.standardErrorIsTerminal)
    console.quotesPaths = QuotePathSetting.quotes(
      commonDirectory: source.index.commonDirectory, environment: environment)
    return run.print(on: console).rawValue
  }

  package static func say(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
  }
}

/// Files of the repository that no reader can judge: the check stops with exit 2, and is
/// not handed to libgit2, which can hang on some of them (a delta that is its own base).
package struct RepositoryDamage: Error, CustomStringConvertible {
  var reason: String
  package var description: String { CheckPipeline.damaged(reason) }
}

/// How the front turns what its readers cannot do into a step aside, with the reason, or
/// damage into an error.
enum Front {
  static func reading<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let error as CheckPipeline.ToolMustAnswer {
      throw error
    } catch let damage as RepositoryDamage {
      throw damage
    } catch let error as StoreError where error.isDamage {
      throw RepositoryDamage(reason: error.reason)
    } catch let error as StoreError {
      throw CheckPipeline.ToolMustAnswer(error.reason, readerCannot: true)
    } catch is CachedFactScanner.Miss {
      throw CheckPipeline.ToolMustAnswer("the scan cache lacks some files")
    } catch is RefusedLinks {
      throw CheckPipeline.ToolMustAnswer(
        "a link the readers cannot read through, which the manifests may say no build compiles")
    } catch is UnreadableFindings {
      // The tool reads the finding again and says where it does not read.
      throw CheckPipeline.ToolMustAnswer("a finding does not read")
    } catch {
      throw CheckPipeline.ToolMustAnswer("\(error)")
    }
  }
}
