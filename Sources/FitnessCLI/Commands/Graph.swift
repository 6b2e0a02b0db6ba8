import CheckCore
import CommandLineIO
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// `fitness graph`: the modules of a snapshot, what imports what, and the rules drawn on it.
struct Graph: Command {
  static let name = "graph"
  static let abstract = "draw what imports what, module by module, with every rule on it and its breaks in red"
  static let usage = [
    UsageForm([
      .snapshot, .optional([format]), .optional([focus]), .optional([allModules]), .optional([check]), .directory,
    ])
  ]
  static let about = """
    Nodes are modules: the targets of every Package.swift (nested local packages too), of
    XcodeGen specs and of Xcode projects, grouped by the package or project that holds
    them; for a single-module app, the folders its rules name. Edges are imports, labelled
    with the number of files that import. A module a rule fences is drawn bold, with the
    rule's id; a layer is a node of its own, with a dashed edge to each module it forbids;
    independent modules are drawn together; an import that breaks a rule is red, labelled
    ✗ with the rule's id: exactly the forbidden imports `fitness check` reports on the
    same snapshot. Test targets are left out. The default snapshot is --worktree; --staged
    draws the whole index.
    """
  static let exits = "exit status: 0 drawn (or FILE current), 1 FILE stale, 2 could not run, 64 usage error"
  static let format = OptionSpec(
    "--format", value: "mermaid|dot|json|svg",
    help: """
      mermaid (default; GitHub renders it in Markdown), dot (Graphviz),
      json, or svg (runs Graphviz's `dot -Tsvg`, which must be installed)
      """)
  static let focus = OptionSpec("--focus", value: "MODULE", help: "only the edges into and out of MODULE")
  static let allModules = OptionSpec(
    "--all-modules",
    help: "keep Apple's modules (Foundation, SwiftUI, …), left out by default\nunless a rule names one")
  static let check = OptionSpec(
    "--check", value: "FILE",
    help: """
      print nothing; exit 1 when FILE, read from the snapshot, no longer
      says what this would print (in a Markdown file: its first mermaid block)
      """)

  var snapshot: SnapshotOptions
  var format: String
  var focus: String?
  var allModules: Bool
  var check: String?

  init(arguments: inout ArgumentList) throws(UsageError) {
    snapshot = try SnapshotOptions.read(from: &arguments, default: .workTree)
    if snapshot.kind == .staged { snapshot.kind = .index }
    format = try arguments.value(Self.format) ?? "mermaid"
    focus = try arguments.value(Self.focus)
    allModules = arguments.flag(Self.allModules)
    check = try arguments.value(Self.check)
    if check != nil, format == "svg" {
      throw UsageError(
        "--check compares text; keep the graph as mermaid, dot or json (Graphviz versions draw SVG differently)",
        command: Self.name)
    }
  }

  func run(in context: CommandContext) throws -> ExitStatus {
    let opened = try ToolSource.open(context, snapshot: snapshot, directReaderCannot: false)
    let (run, _) = try ToolCheck(kind: snapshot.kind, opened: opened, ruleIDs: [], useCache: true).run()
    let rules = run.rules.rules
    let graph = try ModuleGraph.read(opened.source, rules: rules, violations: run.outcome?.violations ?? [])
    if let focus, !graph.nodes.contains(where: { $0.name == focus }) {
      let guess = NearestSpelling.nearest(to: focus, in: graph.nodes.map(\.name)).map { "; did you mean '\($0)'?" }
      throw UsageError("--focus: no module '\(focus)' in the \(Check.describe(snapshot.kind))\(guess ?? "")")
    }
    let shown = graph.shown(allModules: allModules, focus: focus)
    let text: String
    switch format {
    case "dot": text = shown.dot
    case "json": text = shown.json
    case "svg": text = try Graphviz.svg(shown.dot, environment: context.environment)
    default: text = shown.mermaid
    }
    if graph.unplaced > 0, check == nil {
      context.console.error(
        "fitness: \(graph.unplaced) Swift file(s) outside test folders belong to no module a manifest, project or rule names; "
          + "they are not drawn")
    }
    guard let check else {
      context.console.out(String(text.dropLast()))
      return .clean
    }
    let written = try CommittedCopy.text(
      of: check, in: opened.source, root: opened.root, kind: snapshot.kind, context: context, command: Self.name)
    // Blank lines at the end are the file's, not the graph's.
    func trimmed(_ text: String) -> Substring { text.prefix(text.count - text.reversed().prefix { $0 == "\n" }.count) }
    guard let committed = check.hasSuffix(".md") ? ModuleGraph.mermaidBlock(in: written) : written else {
      context.console.error(
        "\(check): holds no ```mermaid block; paste the output of `fitness graph` into one, then commit it")
      return .violations
    }
    guard trimmed(committed) != trimmed(text) else { return .clean }
    context.console.error(
      "\(check): stale: the modules no longer import what it draws; regenerate it with `fitness graph --format "
        + "\(format)\(focus.map { " --focus \($0)" } ?? "")\(allModules ? " --all-modules" : "")` and commit it")
    return .violations
  }
}
