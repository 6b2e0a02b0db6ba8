import SwiftScanner
import Testing

@testable import RuleEngine

/// `kind: anything`: one rule forbids every declaration in its reach, types, extensions and
/// top-level functions, properties and aliases alike ("these modules hold no code"; "expose
/// only the entry point publicly").
@Suite struct AnythingDeclaredTests {
  @Test func compatibilityModulesHoldNoCode() throws {
    let found = try MemberDemandsTests.breaches(
      "kind: \"anything\",\n  forbidDeclared: true",
      """
      // The module exists so that `#if canImport(SwiftSyntax510)` can ask for the version.
      @_exported import SwiftSyntax
      /* struct Commented {} */
      let banner = "struct InString {}"
      public func helper() -> Int { 1 }
      extension Int {
        var twice: Int { self * 2 }
      }
      typealias Alias = Int
      enum Namespace {
        static func nested() {}
      }

      """)
    #expect(found == ["6:1 Int", "10:1 Namespace", "4:1 banner", "5:8 helper", "9:1 Alias"])
  }

  @Test func aFileOfImportsAndCommentsComplies() throws {
    let found = try MemberDemandsTests.breaches(
      "kind: \"anything\",\n  forbidDeclared: true",
      "// Marker module: no code.\n@_exported import SwiftSyntax\n#if false\n#endif\n")
    #expect(found.isEmpty)
  }

  /// The public surface: only what the fence names may be public, functions included;
  /// members of a type are the type's (its own rule), and nothing internal is selected.
  @Test func onlyTheEntryPointIsPublic() throws {
    let found = try MemberDemandsTests.breaches(
      "kind: \"anything\",\n  modifiers: [\"public\"],\n  forbidDeclared: true,\n"
        + "  fence: [\n    \"Sources/A.swift\": [\"KitEntry\", \"NetworkDependency\"],  // the entry point\n  ]",
      """
      public struct KitEntry {
        public init() {}
      }
      public protocol NetworkDependency {}
      public final class Leaked {}
      open class AlsoLeaked {}
      public func makeKit() -> KitEntry { KitEntry() }
      // An extension of a type the fence lets past is let past with it.
      public extension KitEntry {
        func extra() {}
      }
      struct Internal {}
      func internalHelper() {}

      """)
    #expect(found == ["5:14 Leaked", "6:6 AlsoLeaked", "7:8 makeKit"])
  }

  @Test(arguments: [
    ("kind: \"anything\",\n  requireModifiers: [\"public\"]", "only forbids them"),
    ("kind: \"anything\",\n  forbidDeclared: true,\n  conforming: [\"View\"]", "only a type has this trait"),
    ("kind: \"anything\",\n  forbidDeclared: true,\n  requirePreview: true", "only a type has this trait"),
    ("kind: \"everything\",\n  forbidDeclared: true", "unknown kind 'everything'"),
  ])
  func whatOnlyATypeHasIsRefused(arguments: String, words: String) throws {
    #expect {
      _ = try MemberDemandsTests.breaches(arguments, "")
    } throws: { error in
      "\(error)".contains(words)
    }
  }
}
