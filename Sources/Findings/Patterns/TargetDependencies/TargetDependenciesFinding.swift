// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: target-dependencies`: every `Package.swift` matches the imports of its targets'
/// sources. Its keys are `TargetDependencies.arguments`'.
package typealias TargetDependenciesFinding = SchemaFinding<TargetDependencies>

extension TargetDependencies: SchemaWording {
  /// `PackageManifestMatchesTheImportsTests`, or one about the targets it names.
  package var suiteName: String? {
    guard targets.count == 1 else { return "PackageManifestMatchesTheImportsTests" }
    return "\(RuleWording.identifier(targets[0]))DependenciesMatchItsImportsTests"
  }

  package func scope(in rule: SuiteRule) -> [String] {
    let judged = targets.isEmpty ? "every target of every Package.swift and XcodeGen spec" : RuleWording.list(targets)
    return RuleWording.scope(["targets: \(judged)"], exclude: exclude, in: rule)
  }

  package func contract(in rule: SuiteRule) -> [String] {
    var lines: [String] = []
    if undeclared { lines.append("forbid: an import of a target of the package that the importer does not list") }
    if unused { lines.append("forbid: a listed target of the package that no source imports") }
    return lines + RuleWording.entries("fence", granting: fence, in: rule)
  }

  package var places: [String] { fence.keys.sorted() }
}
