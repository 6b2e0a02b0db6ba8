#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The arguments a declarations and a members rule end with, read once for both: where the
/// rule looks (`roots`, `exclude`), what its fence lets past in each file, and whether what
/// it selects may be declared at all outside that fence (`LiteralArgument.fenceAndScope`
/// and `.forbidDeclared` declare them).
public struct FenceAndScope: Sendable, Equatable {
  /// Each fenced file, folder or glob with the names (`Outer.Inner`, `Type.member`) it lets past.
  public let fence: [String: [String]]
  public let exclude: [String]
  /// Path prefixes to judge; empty means every Swift file outside test folders.
  public let roots: [String]
  /// Whether a selected declaration may not exist at all outside the fence ("No ViewModels").
  public let forbidDeclared: Bool

  public init(_ values: ArgumentValues) {
    (fence, exclude, roots) = (values.map("fence"), values.texts("exclude"), values.texts("roots"))
    forbidDeclared = values.bool("forbidDeclared") ?? false
  }

  /// The files the rule judges.
  public var scope: PathScope { PathScope(roots: roots, exclude: exclude) }
}
