#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Files under `paths` may not import any of `forbid`, or use the `api` needles."
///
/// The reverse of an import boundary: the fence here lists the files of the layer that are
/// allowed an exception, each with what it grants and, in the suite, its reason:
/// `"Sources/Domain/ColorToken.swift": ["SwiftUI"],  // maps tokens to SwiftUI.Color`.
/// An exception grants exactly the modules and needles it names; everything else in
/// `forbid` and `api` stays forbidden in that file too.
public struct LayerBoundary: Sendable {
  public var id: String
  public var title: String?
  public var paths: [String]
  public var forbid: [String]
  /// Each excepted file, and the modules (from `forbid`) and needles (from `api`) it may use.
  public var fence: [String: [String]]
  public var api: [String]
  public var exclude: [String]
  /// Modules that re-export forbidden ones, each with the files holding its
  /// `@_exported import` (recorded by graduate, as for an import boundary).
  public var reexports: [String: [String]]
  /// Of the repository's own modules (its `Package.swift` targets), the only ones the layer
  /// may import beside each file's own; nil when the layer only forbids.
  public var mayImport: [String]?

  public init(
    id: String, title: String? = nil, severity: String? = nil, paths: [String], forbid: [String] = [],
    mayImport: [String]? = nil, fence: [String: [String]] = [:],
    api: [String] = [], exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.paths, self.forbid, self.fence, self.api, self.exclude, self.reexports) = (
      id, title, paths, forbid, fence, api, exclude, reexports
    )
    self.mayImport = mayImport
  }
}

extension LayerBoundary: RuleLiteral {
  public static let arguments = [
    LiteralArgument("paths", .paths, required: true, doc: "the layer: path prefixes whose files are judged"),
    LiteralArgument("forbid", .texts, doc: "modules no file of the layer imports"),
    LiteralArgument(
      "mayImport", .texts,
      doc:
        "of the repository's own modules (the targets its manifests and projects declare), the only ones the layer imports",
      keptWhenEmpty: true),
    LiteralArgument(
      "fence", .grants, doc: "each file let past, with the modules or needles it may use, and its reason"),
    LiteralArgument("api", .texts, doc: "needles no file of the layer uses (`URLSession.shared`)"),
    .exclude, .reexports,
  ]

  /// Why `name` cannot stand in `forbid`, which takes modules by name: a glob (`RS*`) would
  /// match no import, so the rule would hold over any code. Nil for a module's name.
  public static func moduleNameProblem(_ name: String, in label: String = "forbid") -> String? {
    guard name.isEmpty || !name.utf8.allSatisfy(SourceByte.isIdentifier) || SourceByte.isDigit(name.utf8.first!)
    else { return nil }
    return "'\(name)' in '\(label)' is not a module name: a layer names modules by their names, and a glob or a "
      + "path matches no import; list each module (\"RSCore\", \"RSParser\")"
  }

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let fenced = arguments.list("forbid") + arguments.list("api")
    let allowlist = arguments.lists["mayImport"] != nil
    guard !arguments.list("paths").isEmpty, !fenced.isEmpty || allowlist else {
      throw arguments.failure(
        "a LayerBoundary needs at least one entry in 'paths', and modules in 'forbid' or 'mayImport', or needles "
          + "in 'api'")
    }
    for label in ["forbid", "mayImport"] {
      for element in arguments.lists[label] ?? [] {
        if let problem = Self.moduleNameProblem(element.value, in: label) {
          throw arguments.failure(at: element.offset, problem)
        }
      }
    }
    for (entry, granted) in arguments.grants {
      // With an allowlist, every module of the repository's may be forbidden: a grant names
      // a module, which the manifests of the judged snapshot say is one or not.
      for grant in granted
      where !fenced.contains(grant.value) && !(allowlist && Self.moduleNameProblem(grant.value) == nil) {
        throw arguments.failure(
          at: grant.offset,
          "'\(entry)' grants '\(grant.value)', which this layer neither forbids nor lists in 'api'; "
            + "name a module from 'forbid' or a needle from 'api'")
      }
    }
    return FenceRule(
      LayerBoundary(
        id: arguments.id, title: arguments.title, paths: arguments.list("paths"), forbid: arguments.list("forbid"),
        mayImport: allowlist ? arguments.list("mayImport") : nil, fence: arguments.grantedByEntry,
        api: arguments.list("api"), exclude: arguments.list("exclude"),
        reexports: arguments.moduleMap("reexports")))
  }
}

extension FenceRule {
  public init(_ layer: LayerBoundary) {
    self.init(
      id: layer.id, title: layer.title, direction: .layer, modules: layer.forbid, fence: layer.fence, api: layer.api,
      exclude: layer.exclude, roots: layer.paths, reexports: layer.reexports)
    mayImport = layer.mayImport
  }
}
