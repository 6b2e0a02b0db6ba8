import CheckCore
import CommandLineIO
import LibGit2Reader

/// `fitness vendor`: refresh the engine vendored into test targets.
struct Vendor: Command {
  static let name = "vendor"
  static let abstract = "refresh every vendored FitnessSupport.swift to this fitness's engine"
  static let help = """
    usage: fitness vendor [--check] [-C DIR]

    Each test target that holds graduated suites has one FitnessSupport.swift: the scanner
    and rule engine of the fitness that wrote it, so that `swift test` judges exactly as the
    hook does. After upgrading fitness, run this to rewrite the stale copies.

      --check   write nothing; exit 1 when a copy is stale

    exit status: 0 current (or refreshed), 1 stale with --check, 2 could not run
    """

  var check: Bool
  var directory: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    check = arguments.flag("--check")
    directory = arguments.directory()
    _ = try arguments.positionals(limit: 0)
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkingTreeContext.open(directory: directory, context: context)
    let snapshot = try Snapshot(.workTree, of: tree.repository)
    var stale = 0
    var found = 0
    for file in snapshot.files where file.path.split(separator: "/").last == Substring(VendoredStamp.fileName) {
      guard let text = try LibGit2Snapshot(snapshot).text(of: file.path), VendoredStamp.fingerprint(in: text) != nil
      else { continue }
      found += 1
      // A header above the stamp (a license) stays.
      let current = VendoredSupport.render(header: VendoredStamp.split(text).header)
      guard text != current else {
        console.out("\(file.path): current")
        continue
      }
      stale += 1
      if check {
        let edited = VendoredStamp.fingerprint(in: text) == FitnessBuild.engineFingerprint
        console.error(
          edited
            ? "\(file.path): edited since it was vendored (a formatter?); run `fitness vendor` to restore it"
            : "\(file.path): stale: written by another fitness; run `fitness vendor`")
      } else {
        try tree.writer.write(current, to: file.path)
        console.out("\(file.path): refreshed to fitness \(EntryPoint.version)")
      }
    }
    if found == 0 {
      console.error("fitness: no vendored \(VendoredStamp.fileName) found; `fitness graduate` writes one")
    }
    return check && stale > 0 ? .violations : .clean
  }
}
