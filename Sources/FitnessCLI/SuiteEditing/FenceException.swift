import LibGit2Reader
import RuleEngine
import SwiftScanner

/// A file `fitness allow` adds to a fence, checked against the rule and the working tree:
/// a plain path of a file the rule looks at, which uses what the fence guards today (an
/// entry for a file that does not would be stale at once), granted exactly that. A folder
/// becomes a folder entry (`Sources/Yosemite/`), granted what its files use today.
enum FenceException {
  /// A file a rule that judges each file alone lets past (a declarations rule's): one it
  /// selects that breaks it today.
  static func entry(_ relative: String, judgedAloneBy rule: SuiteRule, snapshot: Snapshot, why: String?)
    throws -> FenceWidening.FenceEntry
  {
    let named = relative.hasSuffix("/") ? String(relative.dropLast()) : relative
    if relative.hasSuffix("/") || !snapshot.files.contains(where: { $0.path == relative }),
      snapshot.files.contains(where: { $0.path.hasPrefix(named + "/") })
    {
      return try folderEntry(named, judgedAloneBy: rule, snapshot: snapshot, why: why)
    }
    let inputs = rule.body.inputs
    // A rule that reads the manifests is let past under one: an XcodeGen spec is no Swift file.
    let selected = inputs.selection.selects(relative) || inputs.manifests && ManifestName.isBuildManifest(relative)
    let file = try coveredFile(relative, covered: selected, ruleID: rule.id, snapshot: snapshot)
    guard let breaches = try breaches(of: file, by: rule, snapshot: snapshot), !breaches.isEmpty
    else {
      throw WorkingTreeWriter.Refusal(description: staleAtOnce(relative, rule: rule, snapshot: snapshot, file: file))
    }
    guard breaches.contains(where: { $0.kind != .unreadDeclarations }) else {
      throw WorkingTreeWriter.Refusal(
        description: "'\(relative)' nests too deeply for rule \(rule.id) to read, so no fence entry can let it past; "
          + "add it to 'exclude' in \(rule.site.suitePath) with a reason (generated code), or split it")
    }
    // An entry that names what it lets past (a members rule's) names what breaks today.
    var names: [String] = []
    if rule.body.exceptionsGrant {
      for breach in breaches where breach.kind != .unreadDeclarations && !names.contains(breach.subject) {
        names.append(breach.subject)
      }
    }
    return FenceWidening.FenceEntry(
      path: String(decoding: QuotedPath.bytes(relative), as: UTF8.self), reason: SuiteTemplate.oneLine(why ?? ""),
      grants: names.sorted())
  }

  /// A folder entry: every file under `folder` the rule selects, granted what breaks in them
  /// today; refused when none does (the entry would be stale at once).
  private static func folderEntry(_ folder: String, judgedAloneBy rule: SuiteRule, snapshot: Snapshot, why: String?)
    throws -> FenceWidening.FenceEntry
  {
    if let problem = PathRules.problem(with: folder) {
      throw WorkingTreeWriter.Refusal(description: "'\(folder)' \(problem)")
    }
    let held = snapshot.files.filter {
      PathPrefix.contains($0.path, under: folder) && rule.body.inputs.selection.selects($0.path)
    }
    guard !held.isEmpty else {
      throw WorkingTreeWriter.Refusal(
        description: "the folder '\(folder)/' holds no file that rule \(rule.id) checks (its roots and exclusions); "
          + "a fence entry there would change nothing")
    }
    var names: [String] = []
    let judged = try breaches(of: held.map(\.path), by: rule, site: RuleSite(suitePath: ""), snapshot: snapshot)
    for file in held {
      guard let breaches = judged[file.path] ?? nil else { continue }
      for breach in breaches where breach.kind != .unreadDeclarations && !names.contains(breach.subject) {
        names.append(breach.subject)
      }
    }
    guard !names.isEmpty else {
      throw WorkingTreeWriter.Refusal(
        description: "no file under '\(folder)/' breaks rule \(rule.id) today, so its entry would be stale at once; "
          + "allow it in the change that needs it")
    }
    return FenceWidening.FenceEntry(
      path: String(decoding: QuotedPath.bytes(folder), as: UTF8.self) + "/", reason: SuiteTemplate.oneLine(why ?? ""),
      grants: rule.body.exceptionsGrant ? names.sorted() : [])
  }

  /// How `file` breaks `rule` today, its entry aside. A binary file (an image in a colour
  /// set) is judged by its path alone: a files rule's breach is the path, and no fence or
  /// declaration lives in one.
  private static func breaches(of file: TrackedFile, by rule: SuiteRule, snapshot: Snapshot) throws -> [Violation]? {
    try breaches(of: [file.path], by: rule, site: RuleSite(suitePath: ""), snapshot: snapshot)[file.path] ?? nil
  }

  /// How each file of `paths` breaks `rule` today: judged alone, or among every file the rule
  /// reads with it when it judges them together (a type inheriting through another file),
  /// which are read once for all of them.
  static func breaches(of paths: [String], by rule: SuiteRule, site: RuleSite, snapshot: Snapshot) throws
    -> [String: [Violation]?]
  {
    let inputs = rule.body.inputs
    let wanted = Set(paths)
    var sources: [String: ScannedSource] = [:]
    for file in snapshot.files
    where wanted.contains(file.path)
      || !inputs.eachFileAlone && PathPrefix.hasSwiftSuffix(file.path) && inputs.selection.selects(file.path)
      || inputs.manifests && ManifestName.isBuildManifest(file.path)
    {
      var bytes: [UInt8] = []
      if case .text(let text) = try snapshot.contents(of: file) { bytes = text }
      sources[file.path] = ScannedSource(bytes)
    }
    let files = FileSet(paths: Set(snapshot.files.map(\.path)), sources: sources)
    var found: [String: [Violation]?] = [:]
    for path in paths {
      guard let source = sources[path] else { continue }
      found[path] =
        inputs.eachFileAlone && !inputs.manifests
        ? rule.body.breaches(ofFile: source, path: path, site: site)
        : rule.body.breaches(of: path, among: files, site: site)
    }
    return found
  }

  /// The working tree's file at `relative`, a plain path the rule covers; refused otherwise.
  private static func coveredFile(_ relative: String, covered: Bool, ruleID: String, snapshot: Snapshot) throws
    -> TrackedFile
  {
    if let problem = PathRules.problem(with: relative) {
      throw WorkingTreeWriter.Refusal(description: "'\(relative)' \(problem)")
    }
    guard let file = snapshot.files.first(where: { $0.path == relative }) else {
      throw WorkingTreeWriter.Refusal(description: "'\(relative)' is not a file of the working tree; check the path")
    }
    guard covered else {
      throw WorkingTreeWriter.Refusal(
        description: "'\(relative)' is outside what rule \(ruleID) checks (its roots and exclusions); "
          + "a fence entry there would change nothing")
    }
    return file
  }

  /// Why an entry for `relative` would be stale at once: what the rule guards, when it
  /// guards modules or needles, and what the file imports instead.
  private static func staleAtOnce(_ relative: String, rule: SuiteRule, snapshot: Snapshot, file: TrackedFile)
    -> String
  {
    let inputs = rule.body.inputs
    let guarded = inputs.modules + inputs.needles.map { "'\($0)'" }
    guard !guarded.isEmpty, case .text(let bytes)? = try? snapshot.contents(of: file) else {
      return "'\(relative)' breaks rule \(rule.id) nowhere today, so its entry would be stale at once; allow it in the "
        + "change that needs it"
    }
    let imports = Set(ScannedSource(bytes).facts(needles: []).imports.map(\.module)).sorted()
    let uses = imports.isEmpty ? "it imports nothing" : "it imports \(imports.joined(separator: ", "))"
    return "'\(relative)' uses none of \(guarded.joined(separator: ", ")) today (\(uses)), so its entry would be "
      + "stale at once; allow it in the change that makes it use one"
  }
}
