#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A layer that names what it may import (`mayImport`) rather than what it may not: among
/// the repository's own modules, every one it does not name is forbidden, so a module added
/// tomorrow is kept out without anyone listing it. The manifests of the snapshot being
/// judged say which modules are the repository's own; the rule is then judged as the
/// denylist it is there, by the one fence evaluation.
extension FenceRule {
  /// The rule as a denylist over `files`' manifests, and what keeps the allowlist from being
  /// read faithfully (no manifest, one that cannot be read, a name no manifest declares).
  /// A rule without an allowlist is itself.
  /// The rule as a denylist over `files`' manifests, for what asks which modules it
  /// forbids there (graduate's grants); `FenceEvaluation` says what keeps it from reading.
  public func resolved(in files: FileSet) -> FenceRule {
    resolved(in: files, site: RuleSite(suitePath: "")).rule
  }

  func resolved(in files: FileSet, site: RuleSite) -> (rule: FenceRule, problems: [Violation]) {
    guard let allowed = mayImport else { return (self, []) }
    var problems: [Violation] = []
    let own = files.packageModules
    for (manifest, problem) in own.unreadable {
      problems.append(
        Violation(
          ruleID: id, kind: .unreadableManifest, path: manifest, position: problem.position,
          message: "cannot read the targets of this manifest: \(problem.reason) [\(id)]; 'mayImport' allows among "
            + "the repository's own modules: " + PackageModules.readingWords(manifest) + ", or change the "
            + "contract: list the modules in 'forbid' in \(site.suitePath) in place of 'mayImport'",
          subject: manifest))
    }
    let importable = own.importable
    if own.modules.isEmpty, own.unreadable.isEmpty {
      problems.append(
        site.violation(
          of: id, .subjectMissing,
          message: "'mayImport' allows among the repository's own modules, which its Package.swift manifests "
            + "and XcodeGen specs declare, and this snapshot has none that declares a target [\(id)]; change the contract: list the modules the layer may "
            + "not import in 'forbid' in \(site.suitePath) in place of 'mayImport'",
          subject: id))
    } else if own.unreadable.isEmpty {
      for module in allowed where !importable.contains(module) {
        problems.append(
          site.violation(
            of: id, .subjectMissing,
            message: "'mayImport' names \(module), which no Package.swift or XcodeGen spec of the repository "
              + "declares as a target [\(id)]; change the contract: correct or remove \(module) in \(site.suitePath) (a module "
              + "from outside the repository needs no allowing)",
            subject: module))
      }
    }
    var rule = self
    rule.mayImport = nil
    rule.allowlist = allowed
    let forbidden = importable.subtracting(allowed).subtracting(modules).sorted()
    rule.modules += forbidden
    rule.homes = own.modules.filter { $0.target.kind.isImportable }.map {
      Home(name: $0.moduleName, paths: $0.folders)
    }
    return (rule, problems)
  }
}
