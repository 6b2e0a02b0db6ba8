import SwiftScanner
import Testing

@testable import RuleEngine

/// Calls rules on their own: which calls a callee glob selects, where a call stands, what
/// its strings are held to, the decoys a text needle falls for, and the rules refused as
/// unsound.
@Suite struct CallRuleTests {
  static func rule(_ arguments: String) throws -> SuiteRule {
    let text = "static let rule = CallShape(\n  id: \"calls\",\n  \(arguments),\n  roots: [\"Sources\"]\n)\n"
    return try #require(
      try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/AppTests/Fitness/CallsTests.swift").first)
  }

  static func breaches(_ arguments: String, _ sources: [String: String]) throws -> [String] {
    let rule = try Self.rule(arguments)
    let files = FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
    return RuleEvaluation.violations(of: rule, in: files).map {
      "\($0.path):\($0.position.map { "\($0.line):\($0.column)" } ?? "") \($0.subject)"
    }
  }

  @Test func aCalleeGlobSpansTheBaseAndNothingElse() throws {
    let found = try Self.breaches(
      "callee: [\"print\", \"*.lock\"],\n  forbidDeclared: true",
      [
        "Sources/App/A.swift": """
        func run() {
          print("x")
          Swift.print("qualified")
          fingerprint("y")
          logger.print("member")
          mutex.lock()
          lock()
          self.state.lock()
          // print("comment")
          let s = "print(\\"string\\")"
        }

        """
      ])
    #expect(
      found == [
        "Sources/App/A.swift:2:3 print", "Sources/App/A.swift:6:9 mutex.lock",
        "Sources/App/A.swift:8:14 self.state.lock",
      ])
  }

  @Test func theEnclosingTypeNotTheFileExcusesACall() throws {
    let found = try Self.breaches(
      "callee: [\"UserDefaults*\"],\n  requireInType: [\"PreferencesStore\"]",
      [
        "Sources/App/Store.swift": """
        struct PreferencesStore {
          struct Keys { static func reset() { UserDefaults.standard.removeObject(forKey: "k") } }
          func save() { UserDefaults.standard.set(1, forKey: "k") }
        }
        struct Other {
          func save() { UserDefaults(suiteName: "x")?.set(1, forKey: "k") }
        }
        let global = UserDefaults.standard.bool(forKey: "k")

        """
      ])
    #expect(
      found == ["Sources/App/Store.swift:6:17 UserDefaults", "Sources/App/Store.swift:8:36 UserDefaults.standard.bool"])
  }

  @Test func anAsyncFunctionSelectsItsCallsAndOnlyThem() throws {
    let found = try Self.breaches(
      "inAsync: true,\n  callee: [\"DispatchSemaphore\", \"*.wait\"],\n  forbidDeclared: true",
      [
        "Sources/App/Sync.swift": """
        func plain() { DispatchSemaphore(value: 0).wait() }
        func load() async {
          let gate = DispatchSemaphore(value: 0)
          Task { gate.wait() }
        }
        var ready: Bool { get async { group.wait(); return true } }

        """
      ])
    #expect(
      found == [
        "Sources/App/Sync.swift:3:14 DispatchSemaphore", "Sources/App/Sync.swift:4:15 gate.wait",
        "Sources/App/Sync.swift:6:37 group.wait",
      ])
  }

  @Test func stringsAreHeldByLabel() throws {
    let keys = try Self.breaches(
      "callee: [\"NSLocalizedString\"],\n  requireStrings: [\"*.*\"]",
      [
        "Sources/App/L.swift":
          "let a = NSLocalizedString(\"a.b\", comment: \"\")\nlet b = NSLocalizedString(\"Title\", comment: \"x.y\")\n"
      ])
    #expect(keys == ["Sources/App/L.swift:2:9 NSLocalizedString"])
    let dots = try Self.breaches(
      "callee: [\"logger.*\"],\n  forbidStrings: [\"*...*\"]",
      ["Sources/App/L.swift": "func f() {\n  logger.info(\"Loading \\(n)...\")\n  logger.debug(\"done\")\n}\n"])
    #expect(dots == ["Sources/App/L.swift:2:10 logger.info"])
  }

  @Test(arguments: [
    ("callee: [\"print\"]", "requires and forbids nothing"),
    ("callee: [],\n  forbidDeclared: true", "selects no call"),
    ("callee: [\"print\"],\n  requireInType: [\"Log\"],\n  forbidDeclared: true", "drop them, or drop it"),
    ("callee: [\"\"],\n  forbidDeclared: true", "an empty string"),
  ])
  func anUnsoundRuleIsRefusedAtItsArgument(arguments: String, words: String) throws {
    #expect {
      _ = try Self.rule(arguments)
    } throws: { error in
      "\(error)".contains(words)
    }
  }
}
