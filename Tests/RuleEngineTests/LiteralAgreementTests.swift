import FitnessTestSupport
import Foundation
import RuleEngine
import Testing

/// The literal reader against the Swift compiler's own parser: rule literals carrying random
/// trivia (nested block comments that hide entries, comment lines between elements, comments
/// between every token, vertical tabs and form feeds) are read by both, and each must see the
/// same string literals. The compiler's reading comes from `swiftc -dump-parse`; the reader's
/// is the rule it reads (id, module, fence, roots).
@Suite struct LiteralAgreementTests {
  /// Trivia that may stand between two tokens of a literal.
  static let between = [
    " ", "\t", "/* c */", "/* a /* nested */ b */", "/**/", "/* multi\nline */", "\u{0B}", "\u{0C}",
    "\n", "\n  // \"Sources/InALineComment.swift\",  // reason\n  ",
    "/* hides: /* x */ \"Sources/Hidden.swift\",  // legacy */",
  ]

  /// A literal of rule `index` with `entries` fence entries and trivia drawn from `generator`.
  static func literal(_ index: Int, entries: Int, _ generator: inout SplitMix) -> String {
    func trivia() -> String {
      // Mostly one piece, sometimes several, sometimes none.
      let count = Int(generator.next() % 4)
      return (0..<count).map { _ in between[Int(generator.next() % UInt64(between.count))] }.joined()
    }
    // Trivia that stays on the line: between an entry's comma and its reason.
    func sameLine() -> String { ["", " ", "/* c */", "/* a /* b */ */", "\t"][Int(generator.next() % 5)] }
    var text = "struct T\(index) {\n  static let rule = ImportBoundary(\(trivia())\n"
    text += "    id:\(trivia()) \"r\(index)\"\(trivia()),\n"
    text += "    \(trivia())module: \"M\(index)\"\(trivia()),\n"
    text += "    fence:\(trivia()) [\(trivia())\n"
    for entry in 0..<entries {
      text += "      \(trivia())\"Sources/E\(index)_\(entry).swift\"\(sameLine()),\(sameLine())  // reason \(entry)\n"
      text += generator.next() % 3 == 0 ? "      \(trivia())\n" : ""
    }
    text += "    ]\(trivia()),\n    roots: [\(trivia())\"Sources\"\(trivia())]\(trivia())\n  )\n}\n"
    return text
  }

  /// The string literals of each `struct T…` in a `-dump-parse` dump, by struct name.
  static func compilerStrings(_ dump: String) -> [String: Set<String>] {
    var found: [String: Set<String>] = [:]
    var current: String? = nil
    for line in dump.split(separator: "\n") {
      if line.contains("(struct_decl"), let name = line.split(separator: "\"").dropFirst().first {
        current = String(name)
      } else if let current, line.contains("(string_literal_expr"), let range = line.range(of: "value=\"") {
        let rest = line[range.upperBound...]
        found[current, default: []].insert(String(rest[..<rest.firstIndex(of: "\"")!]))
      }
    }
    return found
  }

  @Test func theReaderSeesTheStringsTheCompilerSees() throws {
    guard let swiftc = Toolchain.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-literals-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var generator = SplitMix(seed: 40)
    // The quick loop: 2,000 literals in 20 files; the slow suites (CI): 2,000 files of one.
    let slow = ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1"
    let files = slow ? 2_000 : 20
    let perFile = slow ? 1 : 100
    var compared = 0
    var disagreements: [String] = []
    let batches = (0..<files).map { file in
      (0..<perFile).map { Self.literal(file * perFile + $0, entries: 1 + $0 % 4, &generator) }
    }
    var paths: [String] = []
    for file in 0..<files {
      let path = folder.appendingPathComponent("f\(file).swift").path
      try Data(batches[file].joined().utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let dumps = Toolchain.dumpParse(paths, swiftc: swiftc, batch: 32)
    for file in 0..<files {
      let literals = batches[file]
      let dump = try #require(dumps[paths[file]] ?? nil, "swiftc refused file \(file)")
      let compiler = Self.compilerStrings(dump)
      for (offset, text) in literals.enumerated() {
        let name = "T\(file * perFile + offset)"
        compared += 1
        let reader: Set<String>
        do {
          let rules = try RuleBlockReader.rules(in: Array(text.utf8), path: "Tests/Fitness/\(name)Tests.swift")
          let fence = try #require(rules.first?.fence)
          reader = Set([rules[0].id] + fence.modules + fence.fence + fence.roots)
        } catch {
          disagreements.append("\(name): the reader refused what the compiler reads: \(error)\n\(text)")
          continue
        }
        if reader != compiler[name] ?? [] {
          disagreements.append(
            "\(name): reader \(reader.sorted()) compiler \((compiler[name] ?? []).sorted())\n\(text)")
        }
      }
    }
    print(
      "literal agreement: \(compared - disagreements.count) of \(compared) literals, \(disagreements.count) disagreements"
    )
    #expect(compared == files * perFile)
    #expect(disagreements.isEmpty, "\(disagreements.prefix(3).joined(separator: "\n"))")
  }
}
