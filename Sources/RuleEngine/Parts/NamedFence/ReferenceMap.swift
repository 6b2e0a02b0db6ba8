/// Which folders' types the files of a snapshot reference, as a rule about references
/// gathers it once for a whole judgement (`GatheredDeclarations.references`): where each
/// type name is declared, the folders a cycle rule watches, and what each of those reaches
/// through the references no fence lets past.
public struct ReferenceMap: Sendable, Equatable {
  /// The files declaring each simple name.
  public var declaredAt: [String: [String]] = [:]
  /// Each folder a cycle glob matches among the snapshot's paths, in order.
  public var nodes: [String] = []
  /// The folders each node reaches through references no fence lets past; itself only when a
  /// cycle leads back.
  public var reaches: [String: Set<String>] = [:]
  /// The first step from each node toward each node it reaches: what a cycle's words follow.
  public var next: [String: [String: String]] = [:]

  /// The one node that declares every type of each name; a name declared in more than one
  /// node, or outside them all, has none. Worked out once, not at each reference.
  public private(set) var declaringNodes: [String: String] = [:]

  public init(declaredAt: [String: [String]] = [:], nodes: [String] = []) {
    (self.declaredAt, self.nodes) = (declaredAt, nodes)
    guard !nodes.isEmpty else { return }
    var nodeOf: [String: String?] = [:]
    for (name, places) in declaredAt {
      var found: String? = nil
      for (offset, place) in places.enumerated() {
        let node = nodeOf[place] ?? nodes.first { PathPattern.contains(place, under: $0) }
        nodeOf[place] = node
        guard let node, offset == 0 || node == found else {
          found = nil
          break
        }
        found = node
      }
      if let found { declaringNodes[name] = found }
    }
  }
}
