import SwiftScanner
import Testing

/// A member's written type: a property's annotation or what its initial value names, a
/// function's parameters and result, and what `throws(E)` names.
@Suite struct MemberTypeTests {
  static func members(_ text: String) -> [String: MemberDeclaration] { MemberScannerTests.members(text) }

  @Test func aPropertysTypeIsItsAnnotationAsWritten() {
    let found = Self.members(
      """
      struct Account {
        var id: UUID
        let ownerID: String?
        var tags: [String:Int] = [:]
        var handler: (Int) throws -> Void = { _ in }
        var nested: Result< [Int] , Error >
        lazy var cache: Set<Int> = []
        var remote: Int { get async { 1 } }
        let view: some View
        var both: Codable & Sendable
        var qualified: Foundation.UUID
        var a = 1, b: String = ""
      }
      """)
    #expect(found["Account.id"]?.type == "UUID")
    #expect(found["Account.ownerID"]?.type == "String?")
    #expect(found["Account.ownerID"]?.unwrappedType == "String")
    #expect(found["Account.tags"]?.type == "[String: Int]")
    #expect(found["Account.handler"]?.type == "(Int) throws -> Void")
    #expect(found["Account.nested"]?.type == "Result<[Int], Error>")
    #expect(found["Account.cache"]?.type == "Set<Int>")
    #expect(found["Account.remote"]?.type == "Int")
    #expect(found["Account.view"]?.type == "some View")
    #expect(found["Account.both"]?.type == "Codable & Sendable")
    #expect(found["Account.qualified"]?.type == "Foundation.UUID")
    // Several bindings in one statement: each its own, which the walk does not split.
    #expect(found["Account.a"]?.type == nil && found["Account.b"]?.type == nil)
  }

  @Test func withoutAnAnnotationTheValueNamesTheType() {
    let found = Self.members(
      """
      final class Store {
        let name = "store"
        var count = 0
        var negative = -2
        var ratio = 0.5
        var large = 1e3
        var mask = 0xFF
        var enabled = true
        let shared = Store()
        let row = Feed.Row(id: 1)
        let ids = Set<UUID>()
        let made = Store.init()
        let list = [String]()
        let id = makeID()
        let other = Store.shared
        let values = [1, 2]
      }
      """)
    let expected: [String: String?] = [
      "name": "String", "count": "Int", "negative": "Int", "ratio": "Double", "large": "Double", "mask": "Int",
      "enabled": "Bool", "shared": "Store", "row": "Feed.Row", "ids": "Set<UUID>", "made": "Store", "list": "[String]",
      "id": nil, "other": nil, "values": nil,
    ]
    for (name, type) in expected {
      #expect(found["Store.\(name)"]?.type == type, "\(name): \(String(describing: found["Store.\(name)"]?.type))")
    }
  }

  @Test func aFunctionsSignatureIsReadWithItsTypes() {
    let found = Self.members(
      """
      struct Parser {
        func parse(_ text: String, into buffer: inout [UInt8], options: Options = .init()) throws(ParseError) -> Tree {
          Tree()
        }
        func run() async throws {}
        func map<T>(_ f: (Int) -> T) rethrows -> [T] where T: Sendable { [] }
        init(name: String, count: Int) {}
        subscript(index: Int, default value: String) -> String? { nil }
        func generic<each T>(_ values: repeat each T) {}
        func plain() {}
      }
      """)
    let parse = found["Parser.parse"]
    #expect(parse?.parameterTypes == ["String", "inout [UInt8]", "Options"])
    #expect(parse?.thrownType == "ParseError")
    #expect(parse?.type == "Tree")
    #expect(found["Parser.run"]?.thrownType == nil)
    #expect(found["Parser.run"]?.effects == ["async", "throws"])
    #expect(found["Parser.run"]?.type == "Void")
    #expect(found["Parser.map"]?.type == "[T]")
    #expect(found["Parser.map"]?.parameterTypes == ["(Int) -> T"])
    #expect(found["Parser.init"]?.parameterTypes == ["String", "Int"])
    #expect(found["Parser.init"]?.type == nil)
    #expect(found["Parser.subscript"]?.parameterTypes == ["Int", "String"])
    #expect(found["Parser.subscript"]?.type == "String?")
    #expect(found["Parser.generic"]?.parameterTypes == ["repeat each T"])
    #expect(found["Parser.plain"]?.parameterTypes == [])
  }

  @Test func typesAreReadInCodeOnly() {
    let found = Self.members(
      """
      struct Note {
        var text: String // : Int
        var /* : Int */ other: Bool
        let title = "Int()"
      }
      """)
    #expect(found["Note.text"]?.type == "String")
    #expect(found["Note.other"]?.type == "Bool")
    #expect(found["Note.title"]?.type == "String")
  }

  @Test func aCaseKnowsItsRawValueAndItsAssociatedValues() {
    let found = Self.members(
      """
      enum Mode: String, Codable {
        case fast = "fast", slow
        case loaded(Data, count: Int = 0), empty()
        indirect case nested(Mode)
        case `default` = "default"
        case tuple((Int, Int))
      }
      """)
    #expect(found["Mode.fast"]?.hasRawValue == true)
    #expect(found["Mode.slow"]?.hasRawValue == false)
    #expect(found["Mode.default"]?.hasRawValue == true)
    #expect(found["Mode.loaded"]?.hasAssociatedValues == true)
    #expect(found["Mode.loaded"]?.parameterTypes == ["Data", "Int"])
    #expect(found["Mode.empty"]?.hasAssociatedValues == true)
    #expect(found["Mode.empty"]?.parameterTypes == [])
    #expect(found["Mode.nested"]?.parameterTypes == ["Mode"])
    #expect(found["Mode.tuple"]?.parameterTypes == ["(Int, Int)"])
    #expect(found["Mode.fast"]?.hasAssociatedValues == false)
  }
}
