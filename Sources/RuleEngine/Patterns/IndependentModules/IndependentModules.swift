#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "None of these modules imports another of them": a modular app's feature packages.
///
/// Each module is its name and the folders its sources live in. A file in one module's
/// folders may import none of the others, except where its fence entry grants one:
/// `"Packages/Search/Sources/Search/ProfileLink.swift": ["Profile"],  // deep link into a profile`.
/// An entry whose file no longer imports what it grants is stale.
public struct IndependentModules: Sendable {
  public var id: String
  public var title: String?
  /// Each module's name and its folders (path prefixes).
  public var modules: [String: [String]]
  /// Each excepted file and the one module (of `modules`) it may import.
  public var fence: [String: [String]]
  public var exclude: [String]
  /// Modules that re-export one of `modules`, with the files holding the `@_exported import`.
  public var reexports: [String: [String]]

  public init(
    id: String, title: String? = nil, severity: String? = nil, modules: [String: [String]],
    fence: [String: [String]] = [:],
    exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.modules, self.fence, self.exclude, self.reexports) = (
      id, title, modules, fence, exclude, reexports
    )
  }
}

extension IndependentModules: RuleLiteral {
  public static let arguments = [
    LiteralArgument(
      "modules", .homes, required: true, doc: "each module of the set, with the folders its sources live in"),
    LiteralArgument("fence", .grants, doc: "each file let past, with the one module it may import, and its reason"),
    .exclude, .reexports,
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let homes = arguments.moduleMap("modules")
    guard homes.count >= 2 else {
      throw arguments.failure("IndependentModules needs at least two modules in 'modules', each with its folders")
    }
    for (entry, granted) in arguments.grants {
      for grant in granted where homes[grant.value] == nil {
        throw arguments.failure(
          at: grant.offset,
          "'\(entry)' grants '\(grant.value)', which is not one of the modules; name a module from 'modules'")
      }
    }
    return FenceRule(
      IndependentModules(
        id: arguments.id, title: arguments.title, modules: homes, fence: arguments.grantedByEntry,
        exclude: arguments.list("exclude"), reexports: arguments.moduleMap("reexports")))
  }
}

extension FenceRule {
  public init(_ independent: IndependentModules) {
    let homes = independent.modules.keys.sorted().map { Home(name: $0, paths: independent.modules[$0] ?? []) }
    self.init(
      id: independent.id, title: independent.title, direction: .independent, modules: homes.map(\.name),
      fence: independent.fence, api: [], exclude: independent.exclude, roots: homes.flatMap(\.paths),
      reexports: independent.reexports, homes: homes)
  }
}
