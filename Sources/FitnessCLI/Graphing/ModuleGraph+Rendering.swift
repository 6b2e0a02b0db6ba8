/// The graph's text forms. Each lists clusters, nodes and edges in one sorted order, so a
/// committed graph diffs line by line. An edge that breaks a rule is red and carries the
/// rule's id; a layer is a node of its own, with a dashed edge to each module it forbids.
extension ModuleGraph {
  /// The clusters nodes are drawn in: a rule's set of independent modules first (a module
  /// is drawn once, in the first that holds it), then each package, spec or project.
  var clusters: [(title: String, modules: [String])] {
    var placed = Set<String>()
    var found: [(title: String, modules: [String])] = []
    for set in sets {
      let modules = set.modules.filter { placed.insert($0).inserted }
      if !modules.isEmpty { found.append(("independent: \(set.rule)", modules)) }
    }
    let groups = Dictionary(grouping: nodes.filter { !$0.group.isEmpty && !placed.contains($0.name) }, by: \.group)
    for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
      found.append((group, members.map(\.name)))
    }
    return found
  }

  private func label(of node: Node) -> String {
    node.guardedBy.isEmpty ? node.name : "\(node.name) · fenced by \(node.guardedBy.joined(separator: ", "))"
  }

  /// Each edge as drawn: the files whose imports break no rule, then, red, those whose
  /// imports break one, so that one breaking file of 166 importers is one red line, not the
  /// whole edge. `red` says which.
  var drawnEdges: [(from: String, to: String, label: String, red: Bool)] {
    edges.flatMap { edge -> [(from: String, to: String, label: String, red: Bool)] in
      guard !edge.broken.isEmpty else { return [(edge.from, edge.to, "\(edge.files)", false)] }
      // Without the breaking files known (an edge only a rule draws), the whole edge is red.
      let clean =
        edge.brokenFiles.isEmpty
        ? 0
        : edge.importers.isEmpty
          ? max(0, edge.files - edge.brokenFiles.count) : edge.importers.subtracting(edge.brokenFiles).count
      // "2 · ✗ 0002 ×3": two files import against rule 0002, three times.
      let counts = Dictionary(grouping: edge.broken, by: { $0 }).mapValues(\.count)
      let broken = counts.keys.sorted().map { counts[$0]! > 1 ? "\($0) ×\(counts[$0]!)" : $0 }
      let breaking =
        edge.brokenFiles.isEmpty ? (edge.files > 0 ? "\(edge.files) · " : "") : "\(edge.brokenFiles.count) · "
      let red = (edge.from, edge.to, breaking + "✗ " + broken.joined(separator: ", "), true)
      return clean > 0 ? [(edge.from, edge.to, "\(clean)", false), red] : [red]
    }
  }

  /// A Mermaid flowchart, which GitHub renders in Markdown.
  var mermaid: String {
    var ids: [String: String] = [:]
    for (index, node) in nodes.enumerated() { ids[node.name] = "m\(index)" }
    var lines = ["flowchart LR"]
    var clustered = Set<String>()
    for (index, cluster) in clusters.enumerated() {
      lines.append("  subgraph g\(index)[\"\(Self.mermaidText(cluster.title))\"]")
      for module in cluster.modules {
        clustered.insert(module)
        lines.append("    \(ids[module]!)[\"\(Self.mermaidText(label(of: nodes.first { $0.name == module }!)))\"]")
      }
      lines.append("  end")
    }
    for node in nodes where !clustered.contains(node.name) {
      lines.append("  \(ids[node.name]!)[\"\(Self.mermaidText(label(of: node)))\"]")
    }
    var red: [Int] = []
    for (index, edge) in drawnEdges.enumerated() {
      lines.append("  \(ids[edge.from]!) -->|\"\(Self.mermaidText(edge.label))\"| \(ids[edge.to]!)")
      if edge.red { red.append(index) }
    }
    // A layer is a node of its own: its roots' modules point at it, it at what they may not import.
    for (index, layer) in layers.enumerated() {
      lines.append("  l\(index){{\"\(Self.mermaidText("layer \(layer.rule)"))\"}}")
      for module in layer.from { lines.append("  \(ids[module]!) -.- l\(index)") }
      for module in layer.forbidden { lines.append("  l\(index) -.->|\"forbidden\"| \(ids[module]!)") }
    }
    let guarded = nodes.filter { !$0.guardedBy.isEmpty }.map { ids[$0.name]! }
    if !guarded.isEmpty {
      lines.append("  classDef fenced stroke-width:3px")
      lines.append("  class \(guarded.joined(separator: ",")) fenced")
    }
    if !red.isEmpty {
      lines.append("  linkStyle \(red.map(String.init).joined(separator: ",")) stroke:#d00,stroke-width:2px,color:#d00")
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Graphviz's DOT language, for `dot -Tsvg`.
  var dot: String {
    var lines = [
      "digraph fitness {", "  rankdir=LR;", "  node [shape=box, fontname=\"Helvetica\"];",
      "  edge [fontname=\"Helvetica\", fontsize=10];",
    ]
    var clustered = Set<String>()
    for (index, cluster) in clusters.enumerated() {
      let apart = cluster.title.hasPrefix("independent: ")
      lines.append("  subgraph cluster_\(index) {")
      lines.append("    label=\(Self.dotText(cluster.title));" + (apart ? " style=dashed; color=\"#b06000\";" : ""))
      for module in cluster.modules {
        clustered.insert(module)
        lines.append("    " + node(nodes.first { $0.name == module }!))
      }
      lines.append("  }")
    }
    for node in nodes where !clustered.contains(node.name) { lines.append("  " + self.node(node)) }
    for edge in drawnEdges {
      var attributes = ["label=\(Self.dotText(edge.label))"]
      if edge.red { attributes += ["color=\"#d00000\"", "fontcolor=\"#d00000\"", "penwidth=2"] }
      lines.append("  \(Self.dotText(edge.from)) -> \(Self.dotText(edge.to)) [\(attributes.joined(separator: ", "))];")
    }
    for (index, layer) in layers.enumerated() {
      let node = "\"layer \(index)\""
      lines.append(
        "  \(node) [label=\(Self.dotText("layer \(layer.rule)")), shape=hexagon, style=dashed, color=gray40, fontsize=10];"
      )
      for module in layer.from {
        lines.append("  \(Self.dotText(module)) -> \(node) [style=dotted, arrowhead=none, color=gray60];")
      }
      for module in layer.forbidden {
        lines.append(
          "  \(node) -> \(Self.dotText(module)) [style=dashed, color=gray40, label=\"forbidden\", fontcolor=gray40];")
      }
    }
    return (lines + ["}"]).joined(separator: "\n") + "\n"
  }

  private func node(_ node: Node) -> String {
    var attributes = ["label=\(Self.dotText(label(of: node)))"]
    if !node.guardedBy.isEmpty { attributes.append("penwidth=3") }
    if !node.isLocal { attributes += ["style=rounded", "color=gray50"] }
    return "\(Self.dotText(node.name)) [\(attributes.joined(separator: ", "))];"
  }

  /// `{"version": 1, "nodes": […], "edges": […], "sets": […], "layers": […]}`, keys in a
  /// fixed order.
  var json: String {
    func list(_ names: [String]) -> String { "[" + names.map(Quoting.json).joined(separator: ", ") + "]" }
    let nodeLines = nodes.map {
      "{\"name\": \(Quoting.json($0.name)), \"group\": \(Quoting.json($0.group)), \"files\": \($0.files), "
        + "\"guardedBy\": \(list($0.guardedBy))}"
    }
    let edgeLines = edges.map {
      "{\"from\": \(Quoting.json($0.from)), \"to\": \(Quoting.json($0.to)), \"files\": \($0.files), "
        + "\"broken\": \(list($0.broken)), \"brokenFiles\": \($0.brokenFiles.count)}"
    }
    let layerLines = layers.map {
      "{\"rule\": \(Quoting.json($0.rule)), \"from\": \(list($0.from)), \"forbidden\": \(list($0.forbidden))}"
    }
    let setLines = sets.map { "{\"rule\": \(Quoting.json($0.rule)), \"modules\": \(list($0.modules))}" }
    return "{\"version\": 1,\n \"nodes\": [" + nodeLines.joined(separator: ",\n  ") + "],\n \"edges\": ["
      + edgeLines.joined(separator: ",\n  ") + "],\n \"sets\": [" + setLines.joined(separator: ",\n  ")
      + "],\n \"layers\": [" + layerLines.joined(separator: ",\n  ") + "]}\n"
  }

  /// Text inside a Mermaid label's quotes: its quote is written as an entity.
  static func mermaidText(_ text: String) -> String { text.replacingAll("\"", with: "#quot;") }

  /// A DOT quoted string.
  static func dotText(_ text: String) -> String {
    "\"" + text.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\""
  }
}
