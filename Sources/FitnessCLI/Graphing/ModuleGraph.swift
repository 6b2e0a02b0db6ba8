import RuleEngine
import SwiftScanner

/// What imports what in a snapshot, module by module, with the rules drawn on it: the
/// modules a rule guards, the edges a layer forbids, the sets kept apart, and every import
/// that breaks a rule. Everything is sorted, so that the text of a graph diffs line by line.
struct ModuleGraph: Equatable {
  struct Node: Equatable {
    var name: String
    /// The package, spec or project it belongs to; empty for another library's module.
    var group: String
    /// Its Swift files in the snapshot; 0 for a module it imports from elsewhere.
    var files: Int
    /// The rules that guard it (only their fences may import it).
    var guardedBy: [String] = []
    var isLocal: Bool { files > 0 }
  }

  struct Edge: Equatable {
    var from: String
    var to: String
    /// The files of `from` that import `to`; 0 for an edge only a rule draws.
    var files: Int
    /// The rules each import along it breaks, one id per violation's rule, sorted.
    var broken: [String] = []
    /// The files that import along it, and those whose import breaks a rule: a red edge is
    /// drawn for the breaking files alone, beside the rest.
    var importers: Set<String> = []
    var brokenFiles: Set<String> = []
  }

  /// A layer: the modules under its roots may not import the modules it forbids. Drawn as
  /// one node for the rule between the two, so that n roots and m modules make n + m edges.
  struct Layer: Equatable {
    var rule: String
    var from: [String]
    var forbidden: [String]
  }

  /// A rule's modules, none of which may import another.
  struct ApartSet: Equatable {
    var rule: String
    var modules: [String]
  }

  var nodes: [Node] = []
  var edges: [Edge] = []
  var sets: [ApartSet] = []
  var layers: [Layer] = []
  /// Swift files that belong to no module the manifests or rules name.
  var unplaced = 0

  /// The graph of `sources` (shipping Swift files by path), with `violations` (the check's
  /// verdict on the same snapshot) drawn in red.
  init(sources: [String: ScannedSource], homes: ModuleHomes, rules: [SuiteRule], violations: [Violation]) {
    var nodes: [String: Node] = [:]
    for home in homes.homes where nodes[home.module] == nil {
      nodes[home.module] = Node(name: home.module, group: home.group, files: 0)
    }
    var edges: [String: Edge] = [:]
    func edge(_ from: String, _ to: String) -> String {
      let key = from + "\u{0}" + to
      if edges[key] == nil { edges[key] = Edge(from: from, to: to, files: 0) }
      if nodes[to] == nil { nodes[to] = Node(name: to, group: "", files: 0) }
      return key
    }
    for (path, source) in sources {
      guard let own = homes.home(of: path)?.module else {
        unplaced += 1
        continue
      }
      nodes[own]?.files += 1
      for module in Set(source.imports.map(\.module)) where module != own {
        edges[edge(own, module)]?.files += 1
        edges[edge(own, module)]?.importers.insert(path)
      }
    }
    for violation in violations where violation.kind == .forbiddenImport {
      guard let own = homes.home(of: violation.path)?.module else { continue }
      edges[edge(own, violation.subject)]?.broken.append(violation.ruleID)
      edges[edge(own, violation.subject)]?.brokenFiles.insert(violation.path)
    }
    for rule in rules {
      guard let drawing = rule.body.drawing else { continue }
      for module in drawing.fenced {
        if nodes[module] == nil { nodes[module] = Node(name: module, group: "", files: 0) }
        nodes[module]?.guardedBy.append(rule.id)
      }
      let reached = Set(drawing.forbiddenFrom.flatMap(homes.modules(at:)))
      var forbidden = Set(drawing.forbidden)
      // An allowlist forbids every module of the repository's it does not name.
      if let allowed = drawing.mayImport {
        forbidden.formUnion(homes.modules.subtracting(allowed).subtracting(reached))
      }
      if !forbidden.isEmpty {
        for module in forbidden where nodes[module] == nil {
          nodes[module] = Node(name: module, group: "", files: 0)
        }
        let from = reached.subtracting(forbidden)
        layers.append(Layer(rule: rule.id, from: from.sorted(), forbidden: forbidden.sorted()))
      }
      if !drawing.apart.isEmpty { sets.append(ApartSet(rule: rule.id, modules: drawing.apart.keys.sorted())) }
    }
    let folders = Self.folderReferences(sources: sources, rules: rules, violations: violations)
    for node in folders.nodes where nodes[node.name] == nil { nodes[node.name] = node }
    for edge in folders.edges { edges[edge.from + "\u{0}" + edge.to] = edge }
    self.nodes = nodes.values.map {
      var node = $0
      node.guardedBy = Array(Set(node.guardedBy)).sorted()
      return node
    }.sorted { $0.name < $1.name }
    self.edges = edges.values.map {
      var edge = $0
      edge.broken.sort()
      return edge
    }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    sets.sort { $0.rule < $1.rule }
    layers.sort { $0.rule < $1.rule }
  }

  /// Only the modules on an edge that breaks a rule, and those edges: what a job summary
  /// draws.
  var breaks: ModuleGraph {
    var graph = self
    graph.edges = edges.filter { !$0.broken.isEmpty }.map {
      var edge = $0
      (edge.files, edge.importers) = (edge.brokenFiles.count, edge.brokenFiles)
      return edge
    }
    let involved = Set(graph.edges.flatMap { [$0.from, $0.to] })
    graph.nodes = nodes.filter { involved.contains($0.name) }
    graph.sets = []
    graph.layers = []
    return graph
  }

  /// The graph as a reader wants it: Apple's modules left out unless a rule names them or
  /// an import of them breaks one (`allModules` keeps them), and, with `focus`, only the
  /// edges into and out of that module.
  func shown(allModules: Bool, focus: String?) -> ModuleGraph {
    var graph = self
    let named = Set(nodes.filter { !$0.guardedBy.isEmpty }.map(\.name))
      .union(edges.filter { !$0.broken.isEmpty }.flatMap { [$0.from, $0.to] })
      .union(sets.flatMap(\.modules)).union(layers.flatMap(\.forbidden))
    var kept = Set(
      nodes.filter { allModules || $0.isLocal || named.contains($0.name) || !AppleModules.names.contains($0.name) }
        .map(\.name))
    if let focus {
      // The module asked for is drawn, Apple's or not.
      kept.insert(focus)
      graph.edges = edges.filter { $0.from == focus || $0.to == focus }
      var near = Set(graph.edges.flatMap { [$0.from, $0.to] } + [focus])
      for layer in layers where layer.from.contains(focus) { near.formUnion(layer.forbidden) }
      kept = kept.intersection(near)
    }
    // Other libraries (no manifest of the repository declares them), none of which a rule
    // names or a break involves, are one node unless every module is asked for: one app
    // module's forty dependencies are not forty nodes.
    let collapsed = Set(
      nodes.filter {
        !allModules && !$0.isLocal && $0.group.isEmpty && !named.contains($0.name) && $0.name != focus
      }.map(\.name)
    )
    .intersection(kept)
    if collapsed.count > 1 {
      let others = "\(collapsed.count) other libraries"
      var merged: [String: Edge] = [:]
      for edge in graph.edges where kept.contains(edge.from) && collapsed.contains(edge.to) {
        var into = merged[edge.from] ?? Edge(from: edge.from, to: others, files: 0)
        into.importers.formUnion(edge.importers)
        into.files = into.importers.count
        merged[edge.from] = into
      }
      graph.edges =
        graph.edges.filter { !collapsed.contains($0.to) && !collapsed.contains($0.from) }
        + merged.values.sorted { $0.from < $1.from }
      kept.subtract(collapsed)
      kept.insert(others)
      graph.nodes = nodes + [Node(name: others, group: "", files: 0)]
    }
    graph.edges = graph.edges.filter { kept.contains($0.from) && kept.contains($0.to) }
      .sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    graph.nodes = graph.nodes.filter { kept.contains($0.name) }.sorted { $0.name < $1.name }
    graph.sets = sets.compactMap { set in
      let modules = set.modules.filter(kept.contains)
      return modules.isEmpty ? nil : ApartSet(rule: set.rule, modules: modules)
    }
    graph.layers = layers.compactMap { layer in
      var from = layer.from.filter(kept.contains)
      var forbidden = layer.forbidden.filter(kept.contains)
      if let focus {
        guard from.contains(focus) || forbidden.contains(focus) else { return nil }
        if from.contains(focus) { from = [focus] } else { forbidden = [focus] }
      }
      return from.isEmpty || forbidden.isEmpty ? nil : Layer(rule: layer.rule, from: from, forbidden: forbidden)
    }
    return graph
  }
}
