// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: independent-modules`: no module of the set imports another, except the fence
/// entries, each granted the one module it names.
package struct IndependentModulesFinding: FindingPattern {
  package static let name = "independent-modules"
  package static let arguments = IndependentModules.arguments.filter { $0.kind != .reexporters }

  /// One of the modules: its name and the folders its sources live in.
  package struct ModuleHome: Equatable, Sendable {
    package var name: String
    package var paths: [String]
    /// 1-based line of the entry in the Markdown file.
    package var line: Int
  }

  package var modules: [ModuleHome]
  package var fence: [Finding.Entry]
  package var exclude: [Finding.Entry]

  package init(from decoder: FindingDecoder) throws(FindingsError) {
    fence = try decoder.entries("fence")
    exclude = try decoder.entries("exclude")
    modules = try Self.homes(decoder)
    for (index, entry) in fence.enumerated() {
      let here = "fence[\(index)].imports"
      // The entry's own line: its `- ` marker's indent is two columns before its keys.
      let entryMark = YAMLNode.Mark(line: entry.line - decoder.firstLine, column: 4)
      guard let grants = entry.grants, grants.count == 1 else {
        throw decoder.error(
          entryMark, here,
          "fence entry \(entry.path) (line \(entry.line)) must name in 'imports:' the one module it may import")
      }
      guard modules.contains(where: { $0.name == grants[0] }) else {
        throw decoder.error(entryMark, here, "'\(grants[0])' is not one of the modules; name one from 'modules'")
      }
    }
  }

  package func draft(of finding: Finding, ruleID: String, files: FileSet) -> RuleDraft {
    var homes: [String: [String]] = [:]
    for home in modules { homes[home.name] = home.paths }
    var grants: [String: [String]] = [:]
    for entry in fence { grants[entry.path] = entry.grants ?? [] }
    let rule = IndependentModules(
      id: ruleID, title: finding.title, modules: homes, fence: grants, exclude: exclude.map(\.path))
    return RuleDraft(id: ruleID, title: finding.title, body: FenceRule(rule))
  }

  package static func literal(of draft: RuleDraft) -> SuiteLiteral? {
    guard let rule = draft.body as? FenceRule, rule.direction == .independent else { return nil }
    var homes: [String: [String]] = [:]
    for home in rule.homes { homes[home.name] = home.paths }
    var values = ArgumentValues(id: rule.id)
    (values["modules"], values["fence"]) = (.map(homes), .map(SuiteLiteral.grants(of: rule)))
    values["exclude"] = .texts(rule.exclude)
    return .fence(IndependentModules.self, rule, values: values)
  }

  package static func suiteName(of body: any PatternRule) -> String? {
    guard let rule = body as? FenceRule, rule.direction == .independent else { return nil }
    let names = rule.modules.map(RuleWording.identifier)
    if names.count == 2 { return "\(names[0])And\(names[1])StayIndependentTests" }
    if let name = RuleWording.commonName(of: rule.roots, except: ["Sources", "Source", "Packages"]) {
      return "\(RuleWording.identifier(name))StayIndependentTests"
    }
    return "\(names.first ?? "Modules")AndOthersStayIndependentTests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let fence = rule.keptFence else { return [] }
    let homes = fence.homes.map { "module: \($0.name) in \(RuleWording.list($0.paths))" }
    return RuleWording.fenceScope(homes, of: fence, in: rule, showRoots: false)
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    RuleWording.entries("fence", rule.keptFence?.fence ?? [], in: rule)
  }

  package var exceptions: [Finding.Entry] { fence }
  package var excluded: [Finding.Entry] { exclude }
  package var places: [String] { modules.flatMap(\.paths) + fence.map(\.path) }

  /// `modules:`, a list of at least two `name:` + `paths:`.
  private static func homes(_ decoder: FindingDecoder) throws(FindingsError) -> [ModuleHome] {
    guard let node = decoder.node("modules") else {
      throw decoder.error(
        decoder.missingKeyMark, "modules", "an independent-modules finding needs 'modules': each a name and paths")
    }
    guard case .sequence(let items, _) = node, items.count >= 2 else {
      throw decoder.error(
        node.mark, "modules",
        "expected a list of at least two modules, each with 'name:' and 'paths:' (the folders its sources live in)")
    }
    var homes: [ModuleHome] = []
    for (here, pairs, mark) in try decoder.mappings(items, of: "modules", holding: "'name:' and 'paths:'") {
      var name: String?
      var paths: [String] = []
      for pair in pairs {
        switch (pair.key, pair.value) {
        case ("name", .scalar(let text, _)): name = text.trimmingSpaces
        case ("paths", _): paths = try decoder.paths(pair.value, at: "\(here).paths")
        default:
          throw decoder.error(pair.keyMark, "\(here).\(pair.key)", "unknown key; a module has 'name' and 'paths'")
        }
      }
      guard let name, !name.isEmpty, name.utf8.allSatisfy(isNameByte) else {
        throw decoder.error(mark, "\(here).name", "required: the module's name as Swift imports it")
      }
      guard !paths.isEmpty else {
        throw decoder.error(
          mark, "\(here).paths", "required: the folders the module's sources live in, like [Packages/\(name)/Sources]")
      }
      guard !homes.contains(where: { $0.name == name }) else {
        throw decoder.error(mark, "\(here).name", "'\(name)' is listed twice")
      }
      homes.append(ModuleHome(name: name, paths: paths, line: decoder.line(of: mark)))
    }
    return homes
  }

  /// A module name's bytes: ASCII letters, digits and `_` (what SwiftPM accepts as a
  /// target name that Swift can import).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }
}
