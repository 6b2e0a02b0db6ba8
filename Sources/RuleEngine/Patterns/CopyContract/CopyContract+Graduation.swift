#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A copy contract guards no module; its fence lets keys (or cases) past, not files.
extension CopyContract: GraduatedRule {
  /// The contract with every key whose value breaks it today let past (`graduate
  /// --baseline`): the team adopts the contract over a catalog that breaks it, and each fixed
  /// value turns its entry stale, so the list only shrinks.
  public func baselined(over files: FileSet, catalogValues: [CopyValue]?) -> (rule: any PatternRule, added: [String])? {
    guard let values = copy(in: files, catalogValues: catalogValues) else { return (self, []) }
    let added = CopyEvaluation.breakingKeys(of: self, values: values, site: RuleSite(suitePath: "")).filter {
      !fence.contains($0)
    }
    guard !added.isEmpty else { return (self, []) }
    var widened = self
    widened.fence = (fence + added).sorted()
    return (widened, added.sorted())
  }

  /// A breach is let past by its key, which it names.
  public func fenceEntry(for violation: Violation, in files: FileSet) -> String {
    violation.kind == .copyBreach ? violation.subject : violation.path
  }

  public var entryNoun: String { "key" }

  public func baselined(over files: FileSet) -> (rule: any PatternRule, added: [String])? {
    baselined(over: files, catalogValues: nil)
  }
}
