import FitnessTestSupport
import Foundation
import Testing

@testable import RuleEngine

/// The copy readers held to Foundation, which is how an app reads these files at run time:
/// generated `.strings` files with every escape the format has, and `.stringsdict` values
/// with XML's entities and character references, each read by `PropertyListSerialization`
/// and by fitness, value for value.
@Suite struct FoundationReadingTests {
  static let pieces = [
    "a", "é", "%@", " ", "\\n", "\\t", "\\r", "\\a", "\\b", "\\f", "\\v", "\\\"", "\\\\", "\\045", "\\101", "\\0",
    "\\7", "\\12", "\\1234", "\\U00e9", "\\u00e9", "\\x41", "\\q", "\\'",
  ]

  @Test func stringsFilesReadAsFoundationReadsThem() throws {
    var generator = SplitMix(seed: 5)
    var compared = 0
    for file in 0..<200 {
      var text = "/* generated */\n"
      for entry in 0..<(1 + Int(generator.next() % 5)) {
        let value = (0..<Int(generator.next() % 6)).map { _ in
          Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))]
        }.joined()
        text += "\"k\(entry)\" = \"\(value)\";\n"
      }
      let foundation = try #require(
        try PropertyListSerialization.propertyList(from: Data(text.utf8), format: nil) as? [String: String],
        "\(text)")
      let read = try StringsFile.copy(Array(text.utf8), keys: nil, path: "Localizable.strings")
      let fitness = Dictionary(uniqueKeysWithValues: read.map { ($0.name, $0.items[0].value) })
      #expect(fitness == foundation, "file \(file):\n\(text)")
      compared += fitness.count
    }
    #expect(compared > 400)
  }

  @Test func anOctalEscapeAbove127IsRefusedNotGuessed() {
    #expect(throws: UnreadableCatalog.self) {
      try StringsFile.copy(Array("\"k\" = \"\\351\";".utf8), keys: nil, path: "Localizable.strings")
    }
  }

  @Test func stringsdictEntitiesReadAsFoundationReadsThem() throws {
    let values = [
      "&#37;d items", "&#x25;@ and &#x25;lld", "&amp;lt;b&amp;gt;", "a &lt; b &amp;&amp; c &gt; d", "&quot;&apos;",
    ]
    for value in values {
      let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
          <key>k</key>
          <string>\(value)</string>
        </dict>
        </plist>

        """
      let foundation = try #require(
        try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil) as? [String: String])
      #expect(PlistTags.decodingEntities(value) == foundation["k"], "\(value)")
    }
    // What XML does not define, Foundation cannot read either: refused, not guessed.
    #expect(PlistTags.decodingEntities("&nbsp;") == nil)
    #expect(PlistTags.decodingEntities("&#X25;") == nil)
  }
}
