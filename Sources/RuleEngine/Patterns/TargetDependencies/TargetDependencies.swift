#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "`Package.swift` matches the imports": a SwiftPM or XcodeGen target imports no target of
/// its package or project that its `dependencies:` do not list (it builds today only because
/// something else built that target first), and lists no target of its package that none of
/// its Swift sources imports.
///
/// It reads every `Package.swift` and XcodeGen spec of the snapshot as text (never runs
/// them) and every Swift file's imports, together: a commit that changes a manifest, or any Swift file, judges
/// the whole rule. The fence names what it lets past, an edge `Target.Dependency` under the
/// manifest that declares the target, each with its reason.
public struct TargetDependencies: SchemaRule, Sendable {
  public let values: ArgumentValues
  /// The targets judged; every target when empty.
  public let targets: [String]
  /// Whether an import of an unlisted target of the package breaks the rule.
  public let undeclared: Bool
  /// Whether a listed target of the package that no source imports breaks the rule.
  public let unused: Bool
  /// Each manifest let past, with the edges (`Checkout.Profile`) it may keep.
  public let fence: [String: [String]]
  public let exclude: [String]

  public init(values: ArgumentValues) {
    self.values = values
    targets = values.texts("targets")
    undeclared = values.bool("undeclared") ?? true
    unused = values.bool("unused") ?? true
    fence = values.map("fence")
    exclude = values.texts("exclude")
  }

  /// The literal a suite writes: one label per key of the finding.
  public init(
    id: String, title: String? = nil, severity: String? = nil, targets: [String]? = nil, undeclared: Bool? = nil,
    unused: Bool? = nil, fence: [String: [String]] = [:], exclude: [String]? = nil
  ) {
    var values = ArgumentValues(id: id, title: title)
    values["targets"] = targets.map(ArgumentValue.texts)
    values["undeclared"] = undeclared.map(ArgumentValue.bool)
    values["unused"] = unused.map(ArgumentValue.bool)
    values["fence"] = .map(fence)
    values["exclude"] = exclude.map(ArgumentValue.texts)
    self.init(values: values)
  }

  public static let patternName = "target-dependencies"
  public static let arguments = [
    LiteralArgument(
      "targets", .texts, doc: "the targets judged; without it, every target of every Package.swift and XcodeGen spec"),
    LiteralArgument(
      "undeclared", .bool, doc: "`false`: let a target import a target of its package that it does not list"),
    LiteralArgument("unused", .bool, doc: "`false`: let a target list a target of its package that it never imports"),
    LiteralArgument(
      "fence", .grants,
      doc: "each manifest let past, with the edges (`Checkout.Profile`: target, then dependency) and its reason",
      grants: "dependencies"),
    .exclude,
  ]

  public func problems() -> [ArgumentProblem] {
    var found: [ArgumentProblem] = []
    if !undeclared, !unused {
      found.append(
        ArgumentProblem("unused", nil, "with 'undeclared' and 'unused' both false the rule judges nothing"))
    }
    for (index, name) in targets.enumerated() where name.isEmpty || PathPattern.isGlob(name) || name.contains("/") {
      found.append(ArgumentProblem("targets", index, "'\(name)' is not a target's name: write one name, no glob"))
    }
    for (manifest, edges) in fence {
      if !ManifestName.isBuildManifest(manifest) {
        found.append(
          ArgumentProblem(
            "fence", nil,
            "'\(manifest)' is no Package.swift or XcodeGen spec: an entry names the manifest that declares the target"))
      }
      for edge in edges where Self.edge(edge) == nil {
        found.append(
          ArgumentProblem(
            "fence", nil, "'\(edge)' is not an edge: write the target, a dot, and the dependency (\"Checkout.Profile\")"
          ))
      }
    }
    return found
  }

  /// `Target.Dependency` split in two; nil for anything else.
  static func edge(_ text: String) -> (target: String, dependency: String)? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  public var exceptions: (label: String, paths: [String])? { ("fence", fence.keys.sorted()) }
  public var exceptionsGrant: Bool { true }

  /// Every Swift file but those excluded: a target's sources lie anywhere its `path:` says.
  public var scope: PathScope { PathScope(roots: [""], exclude: exclude) }

  /// Every Swift file's imports, together, and every manifest.
  public var inputs: RuleInputs {
    var inputs = RuleInputs(selection: .scope(scope), reading: .facts, entries: fence.keys.sorted())
    (inputs.everyImport, inputs.manifests) = (true, true)
    return inputs
  }

  public func violations(site: RuleSite, in files: FileSet, catalogValues: [CopyValue]?) -> [Violation] {
    DependencyEvaluation(rule: self, site: site, files: files).violations()
  }
}

extension Violation.Kind {
  /// A target imports a target of its package that its `dependencies:` do not list.
  public static let undeclaredDependency = Violation.Kind(rawValue: "undeclared-dependency")
  /// A target lists a target of its package that none of its sources imports.
  public static let unusedDependency = Violation.Kind(rawValue: "unused-dependency")
}
