import CheckCore
import CommandLineIO
import Findings
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// `fitness suggest`: draft findings from the import graph and from rules stated in prose.
struct Suggest: Command {
  static let name = "suggest"
  static let abstract = "draft findings (status: draft) from the import graph and rules stated in prose"
  static let usage = [
    UsageForm([.optional([dryRun]), .optional([limit, all]), .optional([maxImporters]), .directory])
  ]
  static let about = """
    Step one of turning rules into tests is finding them. suggest reads the working tree
    and writes draft findings into findings/, each with status: draft, which graduate
    refuses until a person completes it:
      - from the import graph: a module imported by at most N shipping Swift files (and
        under a quarter of them) becomes a candidate import-boundary, today's importers
        listed in its fence with empty whys;
      - from prose: sentences in agents' guides (CLAUDE.md, AGENTS.md, .cursorrules,
        .cursor/rules), CONTRIBUTING*, READMEs, Markdown under Technotes/ or docs/, and the
        comment block that opens each Swift file, that say "only … may", "never",
        "must not", "exactly N", "at most N" or "every" (an item of a list under "DON'T"
        or "Avoid:" forbids what it names), quoted as the draft's source with
        file and line. "Only … may import M" drafts an import-boundary; "X never imports M"
        a layer over the folder X names; "exactly N" with an enum's name a count pin;
        "never use `@unchecked Sendable`" or "the `ServiceLocator` is deprecated" a layer
        with that spelling in its api, today's users fenced.
    It drafts only from code a shipping target compiles: never from test folders, tools,
    scripts, Danger files, test helpers or fitness's own suites. It writes the 5 drafts a
    team would keep first, and says why each ranks where it does: a rule the team wrote,
    then the top of its module graph (packages no other package imports, each built on
    the shared ones), then fences around Apple's frameworks teams keep behind one layer,
    then other modules; fences around the repository's own modules, whose manifests
    already say who imports them, only with --limit or --all. A draft
    the team sets to status: dismissed is never drafted again (deleting it does not stop
    it). Sentences it cannot map to a pattern are listed with the reason; so are rules an
    existing finding already covers. Nothing is graduated, and nothing else is written.
    """
  static let exits = """
    exit status: 0 suggested (or nothing to suggest), 2 could not run or refused write,
    64 usage error
    """
  static let dryRun = OptionSpec("--dry-run", help: "print the drafts, write nothing")
  static let limit = OptionSpec("--limit", value: "N", help: "write at most N drafts, the best ranked (default 5)")
  static let all = OptionSpec("--all", help: "write every draft")
  static let maxImporters = OptionSpec(
    "--max-importers", value: "N", help: "the most importers a candidate fence may have (default 3)")

  var dryRun: Bool
  var maxImporters: Int
  /// The most drafts written; nil for all.
  var limit: Int?
  /// Whether drafts teams rarely keep are written too: only when a limit or all is asked for.
  var rarelyKept: Bool

  init(arguments: inout ArgumentList) throws(UsageError) {
    dryRun = arguments.flag(Self.dryRun)
    let most = try arguments.value(Self.maxImporters) ?? "3"
    guard let parsed = Int(most), parsed >= 1 else {
      throw UsageError("--max-importers takes a whole number of files, 1 or more, not '\(most)'", command: Self.name)
    }
    maxImporters = parsed
    let all = arguments.flag(Self.all)
    let limitText = try arguments.value(Self.limit)
    if all, limitText != nil { throw UsageError("--all and --limit go alone: choose one", command: Self.name) }
    guard let limited = Int(limitText ?? "5"), limited >= 1 else {
      throw UsageError(
        "--limit takes a whole number of drafts, 1 or more, not '\(limitText ?? "")'", command: Self.name)
    }
    self.limit = all ? nil : limited
    rarelyKept = all || limitText != nil
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let console = context.console
    let tree = try WorkingTreeContext.open(context)
    let snapshot = LibGit2Snapshot(try Snapshot(.workTree, of: tree.repository))
    let input = try SuggestionInput.read(snapshot, rules: try RuleSet.load(from: snapshot, allowingEmptySuites: true))
    var suggester = Suggester(
      swift: input.swift, paths: input.paths, sentences: input.sentences, fenced: input.fenced,
      quoted: input.quoted, dismissed: input.dismissed, date: RecordDate.today(environment: context.environment))
    suggester.maxImporters = maxImporters
    let outcome = suggester.suggest()
    var number = input.nextNumber
    var written = 0
    var heldBack = 0
    for draft in outcome.drafts {
      if let existing = input.findingNames.first(where: { $0.hasSuffix("-\(draft.slug).md") }) {
        console.out(
          input.dismissed.contains(existing)
            ? "fitness: \(existing) dismissed \(draft.summary); not drafted again"
            : "fitness: \(existing) already drafts \(draft.summary); left as it is")
        continue
      }
      if let limit, written >= limit || (!rarelyKept && draft.rank >= Suggester.rarelyKept) {
        heldBack += 1
        continue
      }
      let path =
        "\(GraduatedFindingCheck.folder)\(String(repeating: "0", count: max(0, 4 - String(number).count)))\(number)-\(draft.slug).md"
      number += 1
      written += 1
      let ranks = "  ranks #\(written): \(draft.ranking)"
      if dryRun {
        console.out("would write \(path) (draft: \(draft.summary))\n\(ranks)\n\(draft.render())")
      } else {
        try tree.writer.write(draft.render(), to: path)
        console.out("wrote \(path) (draft: \(draft.summary))\n\(ranks)")
      }
    }
    for note in outcome.covered {
      console.out("covered: \(note.place): \(note.text) (\(note.reason))")
    }
    if !outcome.unmapped.isEmpty {
      console.out("could not map to a pattern (write these findings by hand, or leave them as prose):")
      for note in outcome.unmapped { console.out("  \(note.place): \"\(note.text)\": \(note.reason)") }
    }
    if heldBack > 0 {
      console.out(
        "fitness: \(heldBack) more draft\(heldBack == 1 ? "" : "s") ranked lower and held back; --limit N or --all "
          + "writes \(heldBack == 1 ? "it" : "them")")
    }
    let verb = dryRun ? "would write" : "wrote"
    console.out(
      "fitness: \(verb) \(written) draft\(written == 1 ? "" : "s"); each has status: draft, which graduate refuses "
        + "until a person completes it; to stop one coming back, set its status to dismissed rather than deleting it")
    return .clean
  }
}
