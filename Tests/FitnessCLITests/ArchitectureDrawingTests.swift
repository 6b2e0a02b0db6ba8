import FitnessTestSupport
import Foundation
import Testing

/// Architecture.md draws the hook's path and graduate's path step by step, naming the types
/// and modules each step is. The drawing stays true to the code: every name it gives is a
/// module or folder under `Sources`, or a type (with its member, for `Type.member`) that
/// the sources declare.
@Suite struct ArchitectureDrawingTests {
  static let page = "Sources/FitnessKit/FitnessKit.docc/Architecture.md"

  /// The backticked names of the section "The two main data paths".
  static func drawnNames() throws -> [String] {
    let text = try String(
      contentsOf: DocumentationLinksTests.root.appendingPathComponent(page), encoding: .utf8)
    let start = try #require(text.range(of: "## The two main data paths"))
    let rest = text[start.upperBound...]
    let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
    return try DocumentationLinksTests.matches("`([A-Z][A-Za-z0-9./]*)`", in: String(section))
  }

  /// Every Swift source's text, once.
  static let sources: String = {
    let root = DocumentationLinksTests.root.appendingPathComponent("Sources")
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var text = ""
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "swift" { text += (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
    }
    return text
  }()

  static func declares(_ name: String) -> Bool {
    ["struct", "enum", "class", "protocol", "actor", "typealias", "extension"].contains { keyword in
      sources.contains("\(keyword) \(name) ") || sources.contains("\(keyword) \(name):")
        || sources.contains("\(keyword) \(name)<") || sources.contains("\(keyword) \(name) {")
    }
  }

  @Test func everyNameTheDrawingGivesIsInTheCode() throws {
    let names = try Self.drawnNames()
    #expect(names.count > 30, "the drawing names its steps: \(names)")
    let sources = DocumentationLinksTests.root.appendingPathComponent("Sources")
    var missing: [String] = []
    for name in Set(names).sorted() {
      if FileManager.default.fileExists(atPath: sources.appendingPathComponent(name).path) { continue }
      let parts = name.split(separator: ".").map(String.init)
      guard Self.declares(parts[0]) else {
        missing.append(name)
        continue
      }
      if parts.count == 2,
        !["func \(parts[1])(", "var \(parts[1])", "let \(parts[1])", "struct \(parts[1])"].contains(where: {
          Self.sources.contains($0)
        })
      {
        missing.append(name)
      }
    }
    #expect(missing.isEmpty, "Architecture.md names what the sources do not declare: \(missing)")
  }
}
