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

  public init(declaredAt: [String: [String]] = [:], nodes: [String] = []) {
    (self.declaredAt, self.nodes) = (declaredAt, nodes)
  }
}
