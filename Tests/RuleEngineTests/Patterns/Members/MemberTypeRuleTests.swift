import SwiftScanner
import Testing

@testable import RuleEngine

/// Rules about a member's type and signature: "identifiers are domain types" (no property
/// named `*ID` typed `String`, `Int` or `UUID`), "no bare `throws` on public functions", "an
/// extension adds only members that take your type".
@Suite struct MemberTypeRuleTests {
  static func breaches(_ arguments: String, _ sources: [String: String]) throws -> [String] {
    let rule = try StoredMemberTests.rule(arguments)
    let files = FileSet(paths: Set(sources.keys), sources: sources.mapValues { ScannedSource(Array($0.utf8)) })
    return RuleEvaluation.violations(of: rule, in: files).map { "\($0.subject) \($0.message)" }
  }

  @Test func identifiersAreDomainTypes() throws {
    let found = try Self.breaches(
      "kind: \"any\",\n  type: [\"*\"],\n  named: \"*ID\",\n  forbidType: [\"String\", \"Int\", \"UUID\"]",
      [
        "Sources/Domain/Order.swift": """
        struct Order {
          let orderID: OrderID
          let customerID: String?
          var idLabel: String
          let shopID = UUID()
          let legacyID: Foundation.UUID
          func lookupID() -> Int { 0 }
        }

        """
      ])
    #expect(found.count == 4, "\(found)")
    #expect(found.contains { $0.hasPrefix("Order.customerID ") && $0.contains("is typed String?") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("Order.shopID ") && $0.contains("is typed UUID") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("Order.legacyID ") }, "\(found)")
    #expect(found.contains { $0.hasPrefix("Order.lookupID ") && $0.contains("is typed Int") }, "\(found)")
    #expect(!found.contains { $0.hasPrefix("Order.idLabel") || $0.hasPrefix("Order.orderID") })
    #expect(found.first?.contains("give it a type that is not") == true, "\(found)")
  }

  @Test func publicFunctionsSayWhatTheyThrow() throws {
    let found = try Self.breaches(
      "kind: \"func\",\n  modifiers: [\"public\"],\n  requireTypedThrows: true",
      [
        "Sources/API/Client.swift": """
        public struct Client {
          public func fetch() async throws -> Data { Data() }
          public func parse() throws(ParseError) -> Int { 0 }
          public func pure() -> Int { 0 }
          func internalOne() throws {}
        }

        """
      ])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["Client.fetch"])
    #expect(found.first?.contains("throws without saying what") == true)
    #expect(found.first?.contains("throws(SomeError)") == true)
  }

  @Test func membersOfAnExtensionTakeTheTeamsType() throws {
    let found = try Self.breaches(
      "inNamed: \"Channel*\",\n  kind: \"func\",\n  requireParameterTypes: [\"Frame*\"]",
      [
        "Sources/Net/Channel+Frames.swift": """
        extension ChannelPipeline {
          func write(_ frame: FrameHeader) {}
          func flush() {}
          func close(reason: String) {}
        }

        """
      ])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["ChannelPipeline.flush", "ChannelPipeline.close"])
    #expect(found.first?.contains("takes no Frame*") == true)
  }

  @Test func aRequiredTypeNotWrittenIsABreachThatSaysWriteIt() throws {
    let found = try Self.breaches(
      "kind: \"let\",\n  named: \"*Date\",\n  requireType: [\"Date\"]",
      ["Sources/A.swift": "struct A {\n  let startDate = makeDate()\n  let endDate: Date\n  let dueDate: String\n}\n"])
    #expect(found.count == 2)
    #expect(found.contains { $0.hasPrefix("A.startDate ") && $0.contains("has no written type") })
    #expect(found.contains { $0.hasPrefix("A.dueDate ") && $0.contains("is typed String") })
  }

  /// Bylaws' `stored-enum-values`: every case of a `String`-backed `Codable` enum under
  /// `Sources/Storage` declares its raw value.
  @Test func storedEnumCasesDeclareTheirRawValues() throws {
    let found = try Self.breaches(
      "inKind: \"enum\",\n  inConforming: [\"String\", \"Codable\"],\n  kind: \"case\",\n  requireRawValue: true",
      [
        "Sources/Storage/Mode.swift": """
        enum Mode: String, Codable {
          case fast = "fast", slow
          case medium = "medium"
        }
        enum Unstored: String {
          case loose
        }

        """
      ])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["Mode.slow"])
    #expect(found.first?.contains("declares no raw value") == true)
    #expect(found.first?.contains("case slow = \"slow\"") == true)
  }

  @Test func casesWithAssociatedValuesAreSelectedByThem() throws {
    let found = try Self.breaches(
      "inNamed: \"*Action\",\n  kind: \"case\",\n  associatedValues: true,\n  forbidParameterTypes: [\"String\"]",
      [
        "Sources/App/LoginAction.swift": """
        enum LoginAction {
          case submit(password: String)
          case token(Token)
          case cancel
        }

        """
      ])
    #expect(found.map { String($0.prefix { $0 != " " }) } == ["LoginAction.submit"])
    #expect(found.first?.contains("takes a String") == true)
  }

  @Test func whatCanNeverHoldIsRefused() throws {
    for (arguments, problem) in [
      ("kind: \"case\",\n  forbidType: [\"String\"]", "a case has no type of its own"),
      ("kind: \"var\",\n  requireTypedThrows: true", "a var does not throw"),
      ("kind: \"let\",\n  requireParameterTypes: [\"Frame\"]", "a let takes no parameters"),
      ("type: [\"String\"],\n  forbidType: [\"String\"]", "forbidden to the members 'select' picks"),
      ("kind: \"var\",\n  requireRawValue: true", "only an enum case has a raw value"),
      ("kind: \"func\",\n  associatedValues: true,\n  forbidDeclared: true", "only an enum case has associated values"),
      ("kind: \"case\",\n  associatedValues: true,\n  requireRawValue: true", "cannot have a raw value"),
    ] {
      do {
        _ = try StoredMemberTests.rule(arguments)
        Issue.record("\(arguments) was read")
      } catch {
        #expect("\(error)".contains(problem), "\(arguments): \(error)")
      }
    }
  }

  /// The drill writes a member of a type the rule allows, then breaks each type trait.
  @Test(arguments: [
    "named: \"*ID\",\n  forbidType: [\"String\", \"UUID\"]",
    "kind: \"func\",\n  requireTypedThrows: true",
    "kind: \"func\",\n  requireParameterTypes: [\"Frame*\"],\n  forbidParameterTypes: [\"String\"]",
    "kind: \"var\",\n  requireType: [\"Date\"]",
    "kind: \"case\",\n  requireRawValue: true",
    "kind: \"case\",\n  associatedValues: true,\n  forbidParameterTypes: [\"String\"]",
  ])
  func theDrillBreaksEveryTypeTrait(arguments: String) throws {
    let rule = try StoredMemberTests.rule(arguments)
    let files = FileSet(
      paths: ["Sources/Views/Plain.swift"],
      sources: ["Sources/Views/Plain.swift": ScannedSource(Array("struct Plain {}\n".utf8))])
    let outcome = DeliberateBreak.drill(rule, files: files)
    #expect(!outcome.breaks.isEmpty)
    #expect(outcome.provenRed, "\(outcome.breaks.map { ($0.action, $0.verdict?.message ?? "missed") })")
  }
}
