#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Every rule literal a suite may declare, in the order the reader looks for them. A new
/// pattern is one file in this folder (its literal, conforming to `RuleLiteral`, and the
/// rule it reads into, conforming to `PatternRule`) and one line here.
public enum RuleLiterals {
  public static let all: [any RuleLiteral.Type] = [
    ImportBoundary.self,
    LayerBoundary.self,
    IndependentModules.self,
    CountPin.self,
    RuntimePin.self,
    CopyContract.self,
    NetworkSentinel.self,
    DeclarationShape.self,
    MemberShape.self,
    CallShape.self,
    NoNewFiles.self,
    TargetDependencies.self,
  ]

  /// Each literal type's name, by type, worked out once, and without `String(describing:)`,
  /// whose dynamic casts search every conformance the binary holds on first use (a twentieth
  /// of a commit's check in a release build).
  static let names: [ObjectIdentifier: String] = Dictionary(
    uniqueKeysWithValues: all.map { (ObjectIdentifier($0), _typeName($0, qualified: false)) })
}
