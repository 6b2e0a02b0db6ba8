import RuleEngine
import SwiftScanner

/// What fitness says, as the engine words it, for tests that assert where a violation is
/// and what it is about, not how it is worded: each line is built by running the engine on
/// a one-file snapshot, so rewording a message is one edit in `Sources` and a regenerate of
/// the goldens (which hold the words), never an edit of the tests that use these.
public enum Said {
  /// The head of a forbidden import's diagnostic, up to its rule id:
  /// `PLACE: error: imports MODULE outside its fence`.
  public static func forbiddenImport(_ module: String, via: String? = nil, at place: String) -> String {
    "\(place): error: \(forbiddenImportMessage(module, via: via))"
  }

  /// The same message without a place, as a suite's recorded issue or a report carries it;
  /// with `via`, for a module that comes in through a re-exporter the file imports.
  public static func forbiddenImportMessage(_ module: String, via: String? = nil) -> String {
    let path = "Said/File.swift"
    let exporter = "Said/Exports.swift"
    let boundary = ImportBoundary(
      id: "said", module: module, fence: via == nil ? [] : [exporter],
      reexports: via.map { [$0: [exporter]] } ?? [:])
    let rule = SuiteRule(body: FenceRule(boundary), site: RuleSite(suitePath: "Said.swift"), reasons: [:])
    var sources = [path: ScannedSource(Array("import \(via ?? module)\n".utf8))]
    if via != nil { sources[exporter] = ScannedSource(Array("@_exported import \(module)\n".utf8)) }
    let files = FileSet(paths: Set(sources.keys), sources: sources)
    let found = RuleEvaluation.violations(of: rule, in: files).first { $0.path == path }
    let message = found?.message ?? "(no violation)"
    // Up to the rule's id, which each caller's rule has its own.
    return message.components(separatedBy: " [said]").first ?? message
  }

  /// `PLACE: error: imports MODULE, which this layer may not`.
  public static func layerImport(_ module: String, at place: String) -> String {
    "\(place): error: "
      + head(FenceRule(LayerBoundary(id: "said", paths: ["Said"], forbid: [module])), "import \(module)")
  }

  /// `PLACE: error: imports MODULE, another of the independent modules`.
  public static func crossImport(_ module: String, at place: String) -> String {
    let rule = IndependentModules(id: "said", modules: ["SaidOwn": ["Said"], module: ["Elsewhere"]])
    return "\(place): error: " + head(FenceRule(rule), "import \(module)")
  }

  /// `PLACE: error: uses 'NEEDLE' outside the MODULE fence` (without a module, the
  /// needle's own fence).
  public static func forbiddenUse(_ needle: String, of module: String = "", at place: String) -> String {
    "\(place): error: " + forbiddenUseMessage(needle, of: module)
  }

  /// The same message without a place.
  public static func forbiddenUseMessage(_ needle: String, of module: String = "") -> String {
    head(FenceRule(ImportBoundary(id: "said", module: module, api: [needle])), "_ = \(needle)x)")
  }

  /// A stale fence entry as the engine words it, up to its rule id:
  /// `fence entry 'ENTRY' is stale: REASON`. The reason is that the file is gone (no
  /// `uses`), or that it (a folder entry: every file under it) no longer uses `uses`, a
  /// module, or a needle with `needle`.
  public static func staleEntry(_ entry: String, uses: String? = nil, needle: Bool = false) -> String {
    let file = entry.hasSuffix("/") ? entry + "File.swift" : entry
    let module = needle ? "" : uses ?? "Said"
    let rule = FenceRule(ImportBoundary(id: "said", module: module, fence: [entry], api: needle ? [uses ?? ""] : []))
    let sources = uses == nil ? [:] : [file: ScannedSource(Array("\n".utf8))]
    let files = FileSet(paths: Set(sources.keys).union(["Said/Other.swift"]), sources: sources)
    let found = RuleEvaluation.violations(
      of: SuiteRule(body: rule, site: RuleSite(suitePath: "Said.swift"), reasons: [:]), in: files)
    let message = found.first { $0.kind == .staleEntry }?.message ?? "(none)"
    return message.components(separatedBy: " [said]").first ?? message
  }

  /// `fence entry 'ENTRY' is stale`, whatever the reason.
  public static func staleEntryNamed(_ entry: String) -> String {
    staleEntry(entry).components(separatedBy: ": ").first ?? entry
  }

  /// `'NAME' in fence entry 'ENTRY' is stale`: a declarations or members entry that lets
  /// past a name nothing there breaks the rule by any more.
  public static func staleName(_ name: String, in entry: String) -> String {
    let rule = DeclarationShape(
      id: "said", kind: "class", requireModifiers: ["final"], fence: [entry: [name]])
    let files = FileSet(paths: [entry], sources: [entry: ScannedSource(Array("final class \(name) {}\n".utf8))])
    let found = RuleEvaluation.violations(
      of: SuiteRule(body: rule, site: RuleSite(suitePath: "Said.swift"), reasons: [:]), in: files)
    let message = found.first { $0.kind == .staleEntry }?.message ?? "(none)"
    return message.components(separatedBy: ": ").first ?? message
  }

  /// `re-exporter 'MODULE' in 'PATH' is stale: REASON`, up to the rule's id: the file is
  /// gone, or (`gone: false`) re-exports nothing any more.
  public static func staleReexporter(_ module: String, in path: String, gone: Bool = false) -> String {
    let rule = FenceRule(ImportBoundary(id: "said", module: "Said", reexports: [module: [path]]))
    let sources = gone ? [:] : [path: ScannedSource(Array("import \(module)\n".utf8))]
    let files = FileSet(paths: Set(sources.keys).union(["Said/Other.swift"]), sources: sources)
    let found = RuleEvaluation.violations(
      of: SuiteRule(body: rule, site: RuleSite(suitePath: "Said.swift"), reasons: [:]), in: files)
    let message = found.first { $0.kind == .staleEntry }?.message ?? "(none)"
    return message.components(separatedBy: " [said]").first ?? message
  }

  /// `TYPE has COUNT cases, pinned at PINNED`: a count pin's drift, up to its rule id.
  public static func pinDrift(_ type: String, cases count: Int, pinned: Int) -> String {
    let path = "Said/\(type).swift"
    let cases = (0..<count).map { "  case c\($0)\n" }.joined()
    let files = FileSet(paths: [path], sources: [path: ScannedSource(Array("enum \(type) {\n\(cases)}\n".utf8))])
    let pin = CountPin(id: "said", subject: "enum \(type)", count: pinned)
    let trail = [TrailLine(text: "\(pinned)", position: SourcePosition(line: 1, column: 1))]
    let found = PinEvaluation.violations(of: pin, trail: trail, site: RuleSite(suitePath: "Said.swift"), in: files)
    let message = found.first { $0.kind == .pinDrift }?.message ?? "(none)"
    return message.components(separatedBy: " [said]").first ?? message
  }

  /// `pinned at PINNED`: the part of a pin's drift that names the pin, whatever it counts.
  public static func pinnedAt(_ pinned: Int) -> String {
    let drift = pinDrift("Said", cases: pinned + 1, pinned: pinned)
    return drift.range(of: "pinned at").map { String(drift[$0.lowerBound...]) } ?? drift
  }

  /// `EXPRESSION is VALUE, pinned at PINNED [ID]`: what a runtime pin's suite says when the
  /// value drifts.
  public static func runtimeDrift(_ expression: String, is value: Int, pinned: Int, rule id: String) -> String {
    let message = RuntimePin.driftMessage(expression: expression, value: "\(value)", pinned: "\(pinned)", id: id)
    return message.components(separatedBy: "; ").first ?? message
  }

  /// The message the engine gives the one file `Said/File.swift` holding `line`, up to the
  /// rule's id.
  private static func head(_ rule: FenceRule, _ line: String) -> String {
    let path = "Said/File.swift"
    let suite = SuiteRule(body: rule, site: RuleSite(suitePath: "Said.swift"), reasons: [:])
    let files = FileSet(paths: [path], sources: [path: ScannedSource(Array("\(line)\n".utf8))])
    let message = RuleEvaluation.violations(of: suite, in: files).first { $0.path == path }?.message ?? "(none)"
    return message.components(separatedBy: " [said]").first ?? message
  }
}
