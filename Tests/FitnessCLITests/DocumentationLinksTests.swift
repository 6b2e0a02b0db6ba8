import FitnessTestSupport
import Foundation
import Testing

/// The README stays a user's page (at most 350 lines), and every link in it and in the
/// DocC catalog resolves: a relative link to a file that exists, a `<doc:…>` link to an
/// article of the catalog, a ``symbol`` link to a public type of the library's modules.
/// Web links are not fetched (the tests run offline).
@Suite struct DocumentationLinksTests {
  static let root = PackageTree.root()
  static let catalog = "Sources/FitnessKit/FitnessKit.docc"

  static func pages() throws -> [String] {
    let articles = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)
    return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
  }

  /// Every match of `pattern`'s first group in `text`, outside code blocks.
  static func matches(_ pattern: String, in text: String) throws -> [String] {
    var prose = ""
    var inCode = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() } else if !inCode { prose += line + "\n" }
    }
    let expression = try NSRegularExpression(pattern: pattern)
    let range = NSRange(prose.startIndex..., in: prose)
    return expression.matches(in: prose, range: range).compactMap { match in
      Range(match.range(at: 1), in: prose).map { String(prose[$0]) }
    }
  }

  @Test func theReadmeIsAUsersPage() throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    #expect(lines <= 350, "README.md has \(lines) lines; move reference material into \(Self.catalog)")
  }

  @Test func everyLinkResolves() throws {
    var checked = 0
    for page in try Self.pages() {
      let text = try String(contentsOf: Self.root.appendingPathComponent(page), encoding: .utf8)
      let folder = page.split(separator: "/").dropLast().joined(separator: "/")
      for target in try Self.matches(#"\]\(([^)\s]+)\)"#, in: text)
      where !target.hasPrefix("http") && !target.hasPrefix("mailto:") && !target.hasPrefix("#") {
        let file = String(target.split(separator: "#").first ?? "")
        let path = folder.isEmpty ? file : folder + "/" + file
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(page): \(target)")
        checked += 1
      }
      for article in try Self.matches(#"<doc:([A-Za-z0-9-]+)>"#, in: text) {
        let path = "\(Self.catalog)/\(article).md"
        #expect(
          FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path), "\(page): \(article)")
        checked += 1
      }
      for symbol in try Self.matches(#"``([A-Za-z]+)``"#, in: text) where symbol != "FitnessKit" {
        let declared = try ["SwiftScanner", "RuleEngine", "SuiteRuntime"].contains { module in
          let folder = Self.root.appendingPathComponent("Sources/\(module)")
          return try FileManager.default.subpathsOfDirectory(atPath: folder.path).contains { name in
            guard name.hasSuffix(".swift") else { return false }
            let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            return ["enum", "struct", "final class", "class", "protocol"].contains {
              source.contains("public \($0) \(symbol)")
            }
          }
        }
        #expect(declared, "\(page): ``\(symbol)`` is no public type of FitnessKit's modules")
        checked += 1
      }
    }
    #expect(checked > 10)
  }
}
