import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine

/// `fitness vendor`: refresh the engine vendored into test targets.
struct Vendor: Command {
  static let name = "vendor"
  static let abstract = "refresh every vendored FitnessSupport.swift to this fitness's engine"
  static let usage = [UsageForm([.optional([check]), .directory])]
  static let about = """
    Each test target that holds graduated suites has one FitnessSupport.swift: the scanner
    and rule engine of the fitness that wrote it, so that `swift test` judges exactly as the
    hook does, with the patterns the target's suites declare and no others. After upgrading
    fitness, or after adding a suite of another pattern by hand, run this to rewrite the
    copies that are stale or lack a pattern (and to drop patterns no suite uses).
    """
  static let exits = "exit status: 0 current (or refreshed), 1 stale with --check, 2 could not run"
  static let check = OptionSpec(
    "--check", help: "write nothing; exit 1 when a copy is stale or carries other patterns")

  var check: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    check = arguments.flag(Self.check)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkingTreeContext.open(context)
    let snapshot = try Snapshot(.workTree, of: tree.repository)
    var stale = 0
    var found = 0
    let reader = LibGit2Snapshot(snapshot)
    var copies: [(path: String, text: String)] = []
    for file in snapshot.files where file.path.split(separator: "/").last == Substring(VendoredStamp.fileName) {
      guard let text = try reader.text(of: file.path), VendoredStamp.fingerprint(in: text) != nil else { continue }
      copies.append((file.path, text))
    }
    let rules = copies.isEmpty ? [] : try RuleSet.load(from: reader).rules
    for (path, text) in copies {
      found += 1
      // The patterns its suites declare; a copy no suite reaches keeps what it carries.
      let needed = VendoredSupport.patterns(for: path, among: copies.map(\.path), rules: rules)
      let carried = VendoredStamp.patterns(in: text)
      let patterns = needed.isEmpty ? carried : needed
      // A header above the stamp (a license) stays.
      let current = VendoredSupport.render(header: VendoredStamp.split(text).header, patterns: patterns)
      guard text != current else {
        console.out("\(path): current")
        continue
      }
      stale += 1
      if check {
        let sameEngine = VendoredStamp.fingerprint(in: text) == FitnessBuild.engineFingerprint
        let carriedWords = (carried ?? Set(VendoredPatterns.all)).sorted()
        // What the suites declare, with what that needs (a fence literal needs `Fence`).
        let wanted = VendoredPatterns.stamped(patterns ?? Set(VendoredPatterns.all))
        console.error(
          !sameEngine
            ? "\(path): stale: written by another fitness; run `fitness vendor`"
            : carried != wanted
              ? "\(path): carries the patterns \(carriedWords.joined(separator: ", ")), and its suites need "
                + "\(wanted.sorted().joined(separator: ", ")); run `fitness vendor`"
              : "\(path): edited since it was vendored (a formatter?); run `fitness vendor` to restore it")
      } else {
        try tree.writer.write(current, to: path)
        console.out("\(path): refreshed to fitness \(EntryPoint.version)")
      }
    }
    if found == 0 {
      console.error("fitness: no vendored \(VendoredStamp.fileName) found; `fitness graduate` writes one")
    }
    return check && stale > 0 ? .violations : .clean
  }
}
