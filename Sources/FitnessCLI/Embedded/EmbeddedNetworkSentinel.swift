// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/NetworkSentinel.swift
  static let networkSentinel = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// "This code path never attempts a network request": a runtime sentinel suite, plus its
    /// static companion. `URLProtocol.registerClass` only reaches sessions built on the shared
    /// configuration, so inside `roots` sessions may be built only in the `sessions` files.
    public struct NetworkSentinel: Sendable {
      public var id: String
      public var title: String?
      /// The module the sentinel suite imports with `@testable`.
      public var module: String
      /// The only files allowed to build sessions, each with its reason in the suite.
      public var sessions: [String]
      /// Extra needles, beside `URLSession(` and `URLSession.shared`.
      public var api: [String]
      /// The guaranteed-offline code; empty means every Swift file outside test folders.
      public var roots: [String]

      /// The needles every sentinel fences.
      public static let sessionNeedles = ["URLSession(", "URLSession.shared"]

      public init(
        id: String, title: String? = nil, module: String, sessions: [String] = [], api: [String] = [],
        roots: [String] = []
      ) {
        self.id = id
        self.title = title
        self.module = module
        self.sessions = sessions
        self.api = api
        self.roots = roots
      }

      /// The static companion: a layer over `roots` where only `sessions` may build sessions.
      public var companion: FenceRule {
        let needles = Self.sessionNeedles + api
        var rule = FenceRule(LayerBoundary(id: id, title: title, paths: roots, api: needles))
        // A session builder may use any session needle: its entry carries no grants.
        rule.fence = Array(Set(sessions)).sorted()
        return rule
      }
    }

    """#
}
