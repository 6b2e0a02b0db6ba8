#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// "Only the files in the fence may import `module`, or use its raw API."
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
  ///   - module: the fenced module.
  ///   - fence: repo-relative paths of the files allowed to import it.
  ///   - api: needles that no file outside the fence may use in code (`URLSession(`).
  ///   - exclude: path prefixes that do not ship, left out of the check.
  ///   - roots: path prefixes to check; empty means every `.swift` file outside test folders.
  ///   - reexports: modules whose files `@_exported import` the fenced module, each with
  ///     those files: importing one counts as importing what it re-exports.
  public init(
    id: String, title: String? = nil, module: String, fence: [String] = [], api: [String] = [],
    exclude: [String] = [], roots: [String] = [], reexports: [String: [String]] = [:]
  ) {
    self.id = id
    self.title = title
    self.module = module
    self.fence = fence
    self.api = api
    self.exclude = exclude
    self.roots = roots
    self.reexports = reexports
  }
}

/// "Files under `paths` may not import any of `forbid`, or use the `api` needles."
///
/// The reverse of `ImportBoundary`: the fence here lists the files of the layer that are
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
  /// `@_exported import` (see `ImportBoundary.reexports`).
  public var reexports: [String: [String]]

  public init(
    id: String, title: String? = nil, paths: [String], forbid: [String] = [], fence: [String: [String]] = [:],
    api: [String] = [], exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    self.id = id
    self.title = title
    self.paths = paths
    self.forbid = forbid
    self.fence = fence
    self.api = api
    self.exclude = exclude
    self.reexports = reexports
  }
}
