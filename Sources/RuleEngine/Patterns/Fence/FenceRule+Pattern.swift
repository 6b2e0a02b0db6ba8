#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The one rule the three fence literals read into, each from its own folder (an import
/// boundary, a layer, independent modules), judged by one evaluation (and drilled by
/// `DeliberateBreak+Fence`). A copy carries this folder with any of them, and only the
/// literals its suites declare.
extension FenceRule: PatternRule {
  public var pattern: String { direction.rawValue }
  public var exceptions: (label: String, paths: [String])? { ("fence", fence) }
  public var exceptionsGrant: Bool { entriesGrant }

  /// The facts of each covered file, alone; the entries; and the re-exporters' files, whose
  /// re-exports every importer's verdict depends on.
  public var inputs: RuleInputs {
    var inputs = RuleInputs(
      selection: .scope(scope), reading: .facts, eachFileAlone: true, entries: fence, dependencies: reexportFiles,
      modules: searchedModules, needles: api)
    // An allowlist forbids every import of the repository's own modules it does not name.
    (inputs.everyImport, inputs.manifests) = (mayImport != nil, mayImport != nil)
    return inputs
  }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    FenceEvaluation.violations(of: self, site: site, in: files)
  }
}
