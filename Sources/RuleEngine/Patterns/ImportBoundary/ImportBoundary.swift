#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Only the files in the fence may import `module`, or use its raw API"; without a
/// module, "only the files in the fence may use the `api`" ("only the parser may call
/// `String(syntaxText:)`"), a boundary on an API, not a module.
///
/// This is the literal a fitness suite holds; `fitness check` reads it from the suite's
/// source text, and the suite compiles it. Each `fence` and `exclude` entry is followed in
/// the suite by a `// reason` comment, which the engine requires.
public struct ImportBoundary: Sendable {
  public var id: String
  public var title: String?
  public var module: String
  public var fence: [String]
  public var api: [String]
  public var exclude: [String]
  public var roots: [String]
  /// Modules that re-export the fenced one, each with the files holding its
  /// `@_exported import`; each entry has its reason in the suite.
  public var reexports: [String: [String]]

  /// - Parameters:
  ///   - id: a stable kebab-case id, shown in every message as `[id]`.
  ///   - title: the invariant in words, from the finding.
  ///   - module: the fenced module; empty for a boundary on `api` alone.
  ///   - fence: repo-relative paths of the files allowed to import it.
  ///   - api: needles that no file outside the fence may use in code (`URLSession(`).
  ///   - exclude: path prefixes that do not ship, left out of the check.
  ///   - roots: path prefixes to check; empty means every `.swift` file outside test folders.
  ///   - reexports: modules whose files `@_exported import` the fenced module, each with
  ///     those files: importing one counts as importing what it re-exports.
  public init(
    id: String, title: String? = nil, severity: String? = nil, module: String = "", fence: [String] = [],
    api: [String] = [],
    exclude: [String] = [], roots: [String] = [], reexports: [String: [String]] = [:]
  ) {
    (self.id, self.title, self.module, self.fence, self.api, self.exclude, self.roots, self.reexports) = (
      id, title, module, fence, api, exclude, roots, reexports
    )
  }
}

extension ImportBoundary: RuleLiteral {
  public static let arguments = [
    LiteralArgument(
      "module", .text,
      doc: "the fenced module: only the fence may import it; left out, the fence guards `api` alone"),
    LiteralArgument(
      "fence", .exceptions, doc: "the files that may import it and use its needles, each with its reason"),
    LiteralArgument("api", .texts, doc: "needles only the fence may use (`CKContainer(`)"),
    .exclude, .roots, .reexports,
  ]

  public static func rule(from arguments: RuleArguments) throws(RuleBlockError) -> any PatternRule {
    let module = arguments.text("module") ?? ""
    guard !module.isEmpty || !arguments.list("api").isEmpty else {
      throw arguments.failure(
        "ImportBoundary is missing its 'module' or 'api' argument: name the fenced module in 'module', or the "
          + "needles only the fence may use in 'api'")
    }
    return FenceRule(
      ImportBoundary(
        id: arguments.id, title: arguments.title, module: module, fence: arguments.list("fence"),
        api: arguments.list("api"), exclude: arguments.list("exclude"), roots: arguments.list("roots"),
        reexports: arguments.moduleMap("reexports")))
  }
}

extension FenceRule {
  public init(_ boundary: ImportBoundary) {
    self.init(
      id: boundary.id, title: boundary.title, direction: .boundary,
      modules: boundary.module.isEmpty ? [] : [boundary.module], fence: nil,
      api: boundary.api, exclude: boundary.exclude, roots: boundary.roots, reexports: boundary.reexports)
    fence = boundary.fence
  }
}
