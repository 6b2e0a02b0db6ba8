// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// Every pattern a finding may name, in the order messages list them. A new pattern is one
/// file in this folder (see `FindingPattern`) and one line here.
package enum FindingPatterns {
  package static let all: [any FindingPattern.Type] = [
    ImportBoundaryFinding.self,
    LayerFinding.self,
    CountPinFinding.self,
    CopyContractFinding.self,
    NetworkSentinelFinding.self,
    IndependentModulesFinding.self,
    DeclarationsFinding.self,
    MembersFinding.self,
    CallsFinding.self,
    FilesFinding.self,
    TargetDependenciesFinding.self,
  ]

  /// The pattern named `name`, or nil.
  package static func named(_ name: String) -> (any FindingPattern.Type)? {
    all.first { $0.name == name }
  }

  /// The pattern of `body`'s rule.
  package static func of(_ body: any PatternRule) -> (any FindingPattern.Type)? {
    named(body.pattern)
  }

  /// The keys every finding may have, whatever its pattern.
  static let common: Set<String> = [
    "title", "pattern", "suite", "source", "status", "graduated", "rule", "severity",
  ]
}
