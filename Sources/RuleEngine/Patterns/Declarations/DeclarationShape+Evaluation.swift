#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeclarationShape: RuleLiteral, PatternRule {
  public static let literalName = "DeclarationShape"
  public static let arguments = [
    LiteralArgument("kind", .text), LiteralArgument("named", .text), LiteralArgument("conforming", .texts),
    LiteralArgument("requireModifiers", .texts), LiteralArgument("requireAttributes", .texts),
    LiteralArgument("requireConforms", .texts), LiteralArgument("requireNamed", .text),
    LiteralArgument("requirePreview", .bool), LiteralArgument("forbidModifiers", .texts),
    LiteralArgument("forbidAttributes", .texts), LiteralArgument("forbidInherits", .texts),
    LiteralArgument("fence", .exceptions), LiteralArgument("exclude", .exclusions), LiteralArgument("roots", .paths),
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let shape = DeclarationShape(
      id: arguments.id, title: arguments.title, kind: arguments.text("kind") ?? "any", named: arguments.text("named"),
      conforming: arguments.list("conforming"),
      require: Traits(
        modifiers: arguments.list("requireModifiers"), attributes: arguments.list("requireAttributes"),
        conformances: arguments.list("requireConforms"), named: arguments.text("requireNamed"),
        preview: arguments.bool("requirePreview") ?? false),
      forbid: Traits(
        modifiers: arguments.list("forbidModifiers"), attributes: arguments.list("forbidAttributes"),
        conformances: arguments.list("forbidInherits")),
      fence: arguments.list("fence"), exclude: arguments.list("exclude"), roots: arguments.list("roots"))
    if let problem = shape.problems().first {
      let label = problem.key.isEmpty ? "" : "'\(problem.label)': "
      throw arguments.failure("\(label)\(problem.message)")
    }
    return shape
  }

  public var pattern: String { "declarations" }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }
  public var inputs: RuleInputs { .eachFile(scope, entries: fence) }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    var found: [Violation] = []
    let fenced = Set(fence)
    for path in files.sources.keys.sorted() where scope.covers(path) && !fenced.contains(path) {
      found += breaches(in: files.sources[path]!, path: path, site: site, declared: files.declarations[path])
    }
    for entry in fence.sorted() {
      let reason: String
      if !files.paths.contains(entry) {
        reason = "the file no longer exists"
      } else if let source = files.sources[entry],
        breaches(in: source, path: entry, site: site, declared: files.declarations[entry]).isEmpty
      {
        reason = "every declaration the rule selects in it complies"
      } else {
        continue
      }
      found.append(
        Violation(
          ruleID: id, kind: .staleEntry, path: site.suitePath, position: site.entryPositions[entry],
          message: "fence entry '\(entry)' is stale: \(reason) [\(id)]; change the contract: remove the entry from "
            + "\(site.suitePath) (the fence is a set of decisions, not a headcount)",
          subject: entry))
    }
    if let vacuous = inputs.vacuity(of: id, site: site, paths: files.paths) { found.append(vacuous) }
    return found
  }

  public func breaches(ofFile source: ScannedSource, path: String, site: RuleSite) -> [Violation]? {
    breaches(in: source, path: path, site: site)
  }

  /// Each way a selected declaration in `source` breaks the rule.
  public func breaches(in source: ScannedSource, path: String, site: RuleSite, declared: DeclarationList? = nil)
    -> [Violation]
  {
    let list = declared ?? source.declarations()
    var found: [(offset: Int, message: String, subject: String)] = []
    for declaration in list.types where selects(declaration, in: list) {
      for (problem, fix) in problems(of: declaration, in: list, source: source) {
        let what = "\(declaration.kind.rawValue) \(declaration.name)"
        found.append(
          (
            declaration.keyword,
            "\(what) \(problem), which [\(id)] \(demand) \(selection)\(quotedTitle); change the code: \(fix), "
              + "or change the contract: add this file to the fence in \(site.suitePath) with a reason",
            "\(declaration.name) \(problem)"
          ))
      }
    }
    if let stop = list.unreadFrom {
      // What the scanner did not read is not passed.
      found.append(
        (
          stop,
          "the declarations from here on are not read: the file nests braces deeper than "
            + "\(DeclarationList.braceDepth), types deeper than \(DeclarationList.typeDepth), or declares more than "
            + "\(DeclarationList.declarationLimit) types, so [\(id)] cannot judge them; change the code: split the "
            + "file, or change the contract: add it to 'exclude' in \(site.suitePath) (generated code) with a reason",
          "unread declarations"
        ))
    }
    let positions = source.positions(of: found.map(\.offset))
    return zip(found, positions).map { breach, position in
      Violation(
        ruleID: id, kind: .declarationBreach, path: path, position: position, message: breach.message,
        subject: breach.subject)
    }
  }

  /// What is wrong with a selected declaration, each with the change to the code that mends it.
  func problems(of declaration: TypeDeclaration, in list: DeclarationList, source: ScannedSource)
    -> [(problem: String, fix: String)]
  {
    var found: [(String, String)] = []
    let modifiers = declaration.modifiers.map { $0.split(separator: "(").first.map(String.init) ?? $0 }
    let conformances = list.conformances(of: declaration)
    func conforms(_ written: String) -> Bool {
      conformances.contains { ConformancePattern.matches($0, written, name: declaration.simpleName) }
    }
    // `@SwiftUI.MainActor` is `@MainActor`: an attribute may be written with its module.
    func has(_ attribute: String) -> Bool {
      declaration.attributes.contains { written in
        written == attribute
          || (written.hasPrefix("@")
            && TypeDeclaration.names(String(written.dropFirst()), String(attribute.dropFirst())))
      }
    }
    for modifier in require.modifiers where !Self.has(modifier, in: modifiers) {
      found.append(("is not \(modifier)", "mark it \(modifier)"))
    }
    for attribute in require.attributes where !has(attribute) {
      found.append(("lacks \(attribute)", "add \(attribute) to it"))
    }
    for written in require.conformances where !conforms(written) {
      let name = written.replacingAll(ConformancePattern.placeholder, with: declaration.simpleName)
      found.append(("does not conform to \(name)", "declare the conformance, on it or in an extension in this file"))
    }
    if let named = require.named, !Glob.matches(declaration.simpleName, named) {
      found.append(("is not named \(named)", "rename it to match \(named)"))
    }
    if require.preview, !source.previews(declaration, in: list) {
      found.append(("ships no preview", "add a #Preview (or a PreviewProvider) for it in this file"))
    }
    for modifier in forbid.modifiers where Self.has(modifier, in: modifiers) {
      found.append(("is \(modifier)", "drop '\(modifier)'"))
    }
    for attribute in forbid.attributes where has(attribute) {
      found.append(("has \(attribute)", "remove \(attribute)"))
    }
    for name in forbid.conformances where conforms(name) {
      let name = name.replacingAll(ConformancePattern.placeholder, with: declaration.simpleName)
      found.append(("inherits from \(name)", "take \(name) out of its inheritance"))
    }
    return found
  }

  /// Whether `modifiers` meet `modifier`: an access level is met by a wider one written
  /// (`open` for `public`), `internal` by no access level at all.
  static func has(_ modifier: String, in modifiers: [String]) -> Bool {
    if modifiers.contains(modifier) { return true }
    switch modifier {
    case "public": return modifiers.contains("open")
    case "internal": return !modifiers.contains(where: accessLevels.contains)
    default: return false
    }
  }

  /// What the rule asks, in words: `requires final, @MainActor of`.
  private var demand: String {
    var parts: [String] = []
    parts += require.modifiers + require.attributes + require.conformances.map { "conformance to \($0)" }
    if let named = require.named { parts.append("a name matching \(named)") }
    if require.preview { parts.append("a preview") }
    var words: [String] = []
    if !parts.isEmpty { words.append("requires \(parts.joined(separator: ", ")) of") }
    let forbidden = forbid.modifiers + forbid.attributes + forbid.conformances
    if !forbidden.isEmpty { words.append("forbids \(forbidden.joined(separator: ", ")) to") }
    return words.joined(separator: " and ")
  }

  /// The declarations the rule selects, in words: `classes named *ViewModel conforming to View`.
  public var selection: String {
    var words = kind == "any" ? "types" : kind == "class" ? "classes" : "\(kind)s"
    if let named { words += " named \(named)" }
    if !conforming.isEmpty { words += " conforming to \(conforming.joined(separator: ", "))" }
    return words
  }

  private var quotedTitle: String { title.map { " (\"\($0)\")" } ?? "" }
}
