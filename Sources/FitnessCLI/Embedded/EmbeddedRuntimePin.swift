// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/RuntimePin.swift
  static let runtimePin = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// A count only a running program knows (`PartyOccasion.bigParty.modes.count`), pinned in a
    /// suite that imports `module`. `fitness check` checks its trail; `swift test` checks the value.
    public struct RuntimePin: Sendable {
      public var id: String
      public var title: String?
      public var module: String
      public var expression: String
      public var count: Int

      public init(id: String, title: String? = nil, module: String, expression: String, count: Int) {
        self.id = id
        self.title = title
        self.module = module
        self.expression = expression
        self.count = count
      }
    }

    """#
}
