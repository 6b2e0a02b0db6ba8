import SwiftScanner
import Testing

@testable import RuleEngine

/// Copy in `.strings` and `.stringsdict` files, read as a String Catalog's is: element-x's
/// key prefixes and numbered specifiers, WooCommerce's reverse-DNS keys.
@Suite struct StringsFileTests {
  static let strings = """
    /* The home screen */
    "screen_home_title" = "Home \\"now\\"";
    // a line comment
    screen_home_rooms = "%1$@ rooms\\nin %2$@";
    "other" = "caf\\U00e9";

    """

  @Test func aStringsFileIsReadInUTF8AndUTF16() throws {
    let utf8 = try StringsFile.copy(Array(Self.strings.utf8), keys: "screen_", path: "en.lproj/Localizable.strings")
    #expect(utf8.map(\.name) == ["screen_home_rooms", "screen_home_title"])
    #expect(utf8.map { $0.items[0].value } == ["%1$@ rooms\nin %2$@", "Home \"now\""])
    #expect(utf8.map { $0.position } == [SourcePosition(line: 4, column: 1), SourcePosition(line: 2, column: 1)])
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in Self.strings.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
    let decoded = try StringsFile.copy(utf16, keys: nil, path: "en.lproj/Localizable.strings")
    #expect(decoded.first { $0.name == "other" }?.items[0].value == "café")
    #expect(decoded.count == 3)
  }

  @Test func aMalformedStringsFileIsRefusedWhereItStops() {
    do {
      _ = try StringsFile.copy(
        Array("\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n".utf8), keys: nil, path: "L.strings")
      Issue.record("a missing ';' was read")
    } catch {
      #expect(error.description.hasPrefix("L.strings:3:1: error: the strings file is not a list of"))
    }
  }

  @Test func aStringsDictionaryGivesEachKeyItsFormatAndPluralForms() throws {
    let plist = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
        <key>screen_room_members</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key>
          <string>%#@members@</string>
          <key>members</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key>
            <string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key>
            <string>d</string>
            <key>one</key>
            <string>%1$d member &amp; guest</string>
            <key>other</key>
            <string>%d members</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
    let values = try StringsDictionary.copy(Array(plist.utf8), keys: "screen_", path: "Localizable.stringsdict")
    #expect(values.map(\.name) == ["screen_room_members"])
    #expect(values[0].items.map(\.value) == ["%#@members@", "%1$d member & guest", "%d members"])
    #expect(values[0].position == SourcePosition(line: 5, column: 3))
  }

  @Test(
    arguments: [
      ("%1$@ rooms in %2$@", nil), ("%@ rooms", "%@"), ("100%% sure", nil), ("%.2f km", "%.2f"), ("%lld items", "%lld"),
      // A stringsdict variable is filled by name: Apple's own plural form needs no position.
      ("%#@members@", nil), ("%1$#@members@", nil), ("%#@COUNT@ in %#@rooms@", nil), ("%#@COUNT@ of %@", "%@"),
      ("no specifiers", nil),
    ] as [(String, String?)])
  func everySpecifierWithoutAPositionIsFound(text: String, unnumbered: String?) {
    #expect(FormatSpecifiers.firstUnnumbered(in: text) == unnumbered)
  }

  @Test func aContractOnAStringsFileJudgesNumberedSpecifiers() throws {
    let contract = CopyContract(
      id: "numbered", catalog: "en.lproj/Localizable.strings", keys: "screen_", numberedSpecifiers: true)
    let values = try contract.catalogCopy(Array(Self.strings.utf8), path: "en.lproj/Localizable.strings")
    #expect(CopyEvaluation.violations(of: contract, values: values, site: RuleSite(suitePath: "S")).isEmpty)
    let broken = try contract.catalogCopy(
      Array("\"screen_a\" = \"%@ and %1$@\";\n".utf8), path: "en.lproj/Localizable.strings")
    let found = CopyEvaluation.violations(of: contract, values: broken, site: RuleSite(suitePath: "S"))
    #expect(
      found.map(\.message.description).first?.hasPrefix("'screen_a' uses %@ where a numbered specifier (%1$@)") == true)
  }

  /// WooCommerce's "use unique reverse-DNS naming style keys": a rule about the keys
  /// themselves, at each key that breaks it; the drill renames a key.
  @Test func aContractJudgesTheKeysThemselves() throws {
    let contract = CopyContract(
      id: "reverse-dns", catalog: "en.lproj/Localizable.strings", keyMatch: "^[a-z][a-zA-Z0-9]*(\\.[a-zA-Z0-9]+)+$")
    let text = """
      "orderList.emptyState.title" = "No orders yet";
      "Are you sure?" = "Are you sure?";
      "settings.title" = "Settings";

      """
    let path = "en.lproj/Localizable.strings"
    let values = try contract.catalogCopy(Array(text.utf8), path: path)
    let found = CopyEvaluation.violations(of: contract, values: values, site: RuleSite(suitePath: "S"))
    #expect(found.map(\.position) == [SourcePosition(line: 2, column: 1)])
    #expect(found.first?.message.contains("'Are you sure?'") == true)
    #expect(found.first?.message.contains("change the contract") == true)
    let mended = try contract.catalogCopy(
      Array(text.replacingAll("\"Are you sure?\" =", with: "\"order.confirm\" =").utf8), path: path)
    #expect(CopyEvaluation.violations(of: contract, values: mended, site: RuleSite(suitePath: "S")).isEmpty)
    let drill = DeliberateBreak.drill(
      contract, site: RuleSite(suitePath: "S"), files: FileSet(paths: [path], sources: [:]), catalogValues: mended)
    #expect(drill.breaks.map(\.action) == ["the key 'order.confirm' renamed to 'Fitness drill key'"])
    #expect(drill.breaks.allSatisfy { $0.verdict != nil })
  }

  @Test func aKeyPatternOnAMemberIsRefused() {
    #expect(throws: RuleBlockError.self) {
      try RuleBlockReader.rules(
        in: Array(
          """
          static let contract = CopyContract(id: "c", member: "Mode.title", in: "Sources/Mode.swift", keyMatch: "^a")
          """.utf8), path: "Tests/T.swift")
    }
  }
}
