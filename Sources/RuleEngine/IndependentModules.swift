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
    id: String, title: String? = nil, modules: [String: [String]], fence: [String: [String]] = [:],
    exclude: [String] = [], reexports: [String: [String]] = [:]
  ) {
    self.id = id
    self.title = title
    self.modules = modules
    self.fence = fence
    self.exclude = exclude
    self.reexports = reexports
  }
}
