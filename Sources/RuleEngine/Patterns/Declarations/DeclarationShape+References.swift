#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Which folders' types a file references: "Cart never uses Profile's types", "features
/// form no cycle", in an app whose layers are folders of one module, where imports say
/// nothing.
///
/// A file's verdict, kept by blob, records the types it declares (`typeDeclared`) and each
/// capitalized word its code names, at its first place (`referenceNamed`): in each selected
/// type's body, or in the whole file for a rule about `anything`. Where the whole snapshot is
/// known (`kept`), a word references a folder when every type of that name the repository
/// declares lies in it; a name declared in two places, or nowhere, references nothing.
extension DeclarationShape {
  /// Whether the rule reads which types the files' code names.
  public var readsReferences: Bool { !forbidReferences.isEmpty || !referenceCycles.isEmpty }

  /// The types (and typealiases) the file declares, by simple name.
  func declaredRecords(in facts: DeclarationFacts) -> [Violation] {
    let names =
      facts.list.types.filter { $0.kind != .extension }.map(\.simpleName)
      + facts.list.members.filter { $0.kind == .typealias && $0.ownerIndex == nil }.map(\.name)
    return names.map {
      Violation(ruleID: id, kind: .typeDeclared, path: "", position: nil, message: "", subject: $0)
    }
  }

  /// Each word named in the code of `owner` (a type's index, or the whole file), in the
  /// order written; `what` says the owner in a message (`class CartView`, `the file`).
  func referenceRecords(of owner: Int, in facts: DeclarationFacts, what: String) -> [Violation] {
    let named = (facts.references[owner] ?? [:]).sorted {
      ($0.value.line, $0.value.column) < ($1.value.line, $1.value.column)
    }
    return named.map {
      Violation(ruleID: id, kind: .referenceNamed, path: "", position: $0.value, message: what, subject: $0.key)
    }
  }

  /// The folder of `nodes` holding `path`, if any.
  static func node(of path: String, in nodes: [String]) -> String? {
    nodes.first { PathPattern.contains(path, under: $0) }
  }

  /// The one folder of `nodes` that declares every type named `name`; nil when none does,
  /// or the name is declared in more than one, or nowhere.
  func declaringNode(of name: String, map: ReferenceMap) -> String? {
    map.declaringNodes[name]
  }

  /// The folders the cycle globs match among `paths`.
  func cycleNodes(among paths: Set<String>) -> [String] {
    let swift = paths.filter(PathPrefix.hasSwiftSuffix)
    return Array(Set(referenceCycles.flatMap { PathPattern.folders(matching: $0, among: swift) })).sorted()
  }

  /// Whether the fence lets the name past in the file at `path`.
  func fenceAllows(_ name: String, at path: String) -> Bool {
    if fence[path]?.contains(name) == true { return true }
    return fence.contains {
      PathPattern.namesMany($0.key) && PathPattern.contains(path, under: $0.key) && $0.value.contains(name)
    }
  }

  /// The references among the cycle folders, from every judged file's records, and what
  /// each folder reaches through those no fence lets past.
  func referenceMap(declaredAt: [String: [String]], references: [(path: String, name: String)], paths: Set<String>)
    -> ReferenceMap
  {
    var map = ReferenceMap(declaredAt: declaredAt, nodes: cycleNodes(among: paths))
    guard !map.nodes.isEmpty else { return map }
    var edges: [String: Set<String>] = [:]
    // A file's references come together: its scope and node are asked once.
    var file: (path: String, from: String?) = ("", nil)
    for (path, name) in references {
      if path != file.path { file = (path, scope.covers(path) ? Self.node(of: path, in: map.nodes) : nil) }
      guard let from = file.from, !fenceAllows(name, at: path), let to = declaringNode(of: name, map: map), to != from
      else { continue }
      edges[from, default: []].insert(to)
    }
    for start in map.nodes {
      var seen = Set<String>()
      var queue = [start]
      while !queue.isEmpty {
        let node = queue.removeFirst()
        for next in (edges[node] ?? []).sorted() where seen.insert(next).inserted {
          // The first step from `start` toward `next`: a cycle's words follow these.
          map.next[start, default: [:]][next] = node == start ? next : map.next[start]?[node] ?? next
          queue.append(next)
        }
      }
      map.reaches[start] = seen
    }
    return map
  }

  /// The breaches the references recorded at `path` make, against what the whole snapshot
  /// declares: a name of a forbidden folder's type, or one that closes a cycle.
  func referenceBreaches(_ records: [Violation], at path: String, map: ReferenceMap, site: RuleSite) -> [Violation] {
    var found: [Violation] = []
    let from = Self.node(of: path, in: map.nodes)
    for record in records where record.kind == .referenceNamed {
      let name = record.subject
      let places = map.declaredAt[name] ?? []
      if let folder = forbidReferences.first(where: { folder in
        !PathPattern.contains(path, under: folder)
          && !places.isEmpty && places.allSatisfy { PathPattern.contains($0, under: folder) }
      }) {
        found.append(
          breach(
            .declarationBreach, at: path, record.position, name: name,
            says: "\(record.message) references \(name), declared in \(places[0]), a type of \(folder), which "
              + "[\(id)] forbids to \(selection)\(roots.isEmpty ? "" : " under " + roots.joined(separator: ", "))",
            fix: "do without \(name) here, or move what both need out of \(folder)", site: site))
      }
      if let from, let to = declaringNode(of: name, map: map), to != from, map.reaches[to]?.contains(from) == true {
        var loop = [from, to]
        while let last = loop.last, last != from, loop.count <= map.nodes.count, let step = map.next[last]?[from] {
          loop.append(step)
        }
        let shown = loop.map { String($0.split(separator: "/").last ?? "") }.joined(separator: " → ")
        found.append(
          breach(
            .declarationBreach, at: path, record.position, name: name,
            says: "\(record.message) references \(name), declared in \(places[0]), which closes the reference "
              + "cycle \(shown) that [\(id)] forbids among \(referenceCycles.joined(separator: ", "))",
            fix: "break the cycle: do without \(name) here, or move what both need to a folder both may use",
            site: site))
      }
    }
    return found
  }
}

extension Violation.Kind {
  /// Not a breach: a type a file declares, as its verdict records it for a references rule
  /// to gather; never reported.
  public static let typeDeclared = Self(rawValue: "type-declared")
  /// Not a breach: a capitalized word a file's code names, at its first place, as its
  /// verdict records it for a references rule to settle; never reported.
  public static let referenceNamed = Self(rawValue: "reference-named")
}
