import RuleEngine
import SwiftScanner

/// The folders a rule about references draws ("Cart never uses Profile's types", "features
/// form no cycle"), beside the modules: each folder a node, each reference from one to a type
/// declared only in another an edge counted by files, red where a reference breaks the rule.
extension ModuleGraph {
  /// The folder nodes and reference edges of every rule that draws folders.
  static func folderReferences(sources: [String: ScannedSource], rules: [SuiteRule], violations: [Violation])
    -> (nodes: [Node], edges: [Edge])
  {
    let drawn = rules.compactMap { rule in rule.body.drawing.map { (rule.id, $0.referenceFolders) } }
      .filter { !$0.1.isEmpty }
    guard !drawn.isEmpty else { return ([], []) }
    let paths = sources.keys.sorted()
    var declaredIn: [String: Set<String>] = [:]
    var words: [String: Set<String>] = [:]
    for path in paths {
      let facts = sources[path]!.declarationFacts(members: false, references: true)
      for type in facts.list.types where type.kind != .extension {
        declaredIn[type.simpleName, default: []].insert(path)
      }
      for alias in facts.list.members where alias.kind == .typealias && alias.ownerIndex == nil {
        declaredIn[alias.name, default: []].insert(path)
      }
      words[path] = Set(facts.references[ScannedSource.wholeFile]?.keys.map { $0 } ?? [])
    }
    // Every rule's folders drawn once, each reference counted once, whichever rules draw it.
    let folders = Self.folders(drawn.flatMap(\.1), among: paths)
    func folder(of path: String) -> String? { folders.last { PathPrefix.contains(path, under: $0) } }
    func declaring(_ name: String) -> String? {
      let places = (declaredIn[name] ?? []).map(folder)
      guard let first = places.first, let only = first, places.allSatisfy({ $0 == only }) else { return nil }
      return only
    }
    var nodes: [String: Node] = [:]
    for (rule, specs) in drawn {
      for name in Self.folders(specs, among: paths) where nodes[name] == nil {
        nodes[name] = Node(name: name, group: "folders: \(rule)", files: paths.filter { folder(of: $0) == name }.count)
      }
    }
    var edges: [String: Edge] = [:]
    for path in paths {
      guard let from = folder(of: path) else { continue }
      for to in Set((words[path] ?? []).compactMap(declaring)) where to != from {
        edges[from + "\u{0}" + to, default: Edge(from: from, to: to, files: 0)].files += 1
        edges[from + "\u{0}" + to]?.importers.insert(path)
      }
    }
    for violation in violations where drawn.contains(where: { $0.0 == violation.ruleID }) {
      guard let from = folder(of: violation.path), let to = declaring(violation.subject) else { continue }
      edges[from + "\u{0}" + to, default: Edge(from: from, to: to, files: 0)].broken.append(violation.ruleID)
      edges[from + "\u{0}" + to]?.brokenFiles.insert(violation.path)
    }
    return (Array(nodes.values), Array(edges.values))
  }

  /// The folders `specs` name among `paths`: a plain folder itself, a glob each folder it
  /// matches that holds a file.
  static func folders(_ specs: [String], among paths: [String]) -> [String] {
    var found = Set<String>()
    for spec in specs {
      let trimmed = spec.hasSuffix("/") ? String(spec.dropLast()) : spec
      guard PathPattern.isGlob(trimmed) else {
        if !trimmed.isEmpty { found.insert(trimmed) }
        continue
      }
      found.formUnion(PathPattern.folders(matching: trimmed, among: paths))
    }
    return found.sorted()
  }
}
