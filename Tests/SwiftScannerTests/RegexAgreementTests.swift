import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

/// The scanner against the compiler where regex literals decide what is code: a bare
/// `/…/` is a regex in Swift 6 and an operator in Swift 5, and whatever follows a `"` or a
/// `/*` inside it is code in one mode and hidden in the other. A file states no mode, so
/// the scanner must see every module either mode imports (`-swift-version 5` and `6`,
/// read with `-emit-imported-modules`, which lists imports even where a mode finds an
/// error), and nothing neither imports.
@Suite struct RegexAgreementTests {
  static let snippets: [String] = [
    "let r1 = /\"/; import RegexQuote",
    "let r2 = /\\/*/",
    "let r3 = /\"\"\"/",
    "let r4 = #/\"/#",
    "let r5 = ##/\"/#\"/##",
    "let r6 = /a\\/b/",
    "let r7 = [/x\"/, /y/]",
    "let r8 = /\\\\/",
    "let r9 = /[\"]/",
    "let r10 = #/\n  import NopeInExtendedRegex\n/#",
    "let r11 = (/a\"/)",
    "let r12 = /'/",
    "_ = /a/.firstMatch(in: \"\")",
    "let d1 = 6 / 3; import AfterDivision",
    "let d2 = x / y / z",
    "let d3 = (a/b)/c",
    "let d4 = a/b; import AfterTightDivision",
    "var d5 = 1; d5 /= 2",
    "let s1 = \"/\"; import AfterSlashString",
    "let s2 = \"a/b\" + \"/\"",
    "// let r = /\"/; import NopeRegexInComment",
    "/* /\"/ */ import AfterRegexInComment",
    "import Alpha",
    "import Beta.Sub",
    "let t1 = 1; import Pi",
    "let s3 = \"import NopeString\"",
    "/* import NopeBlock /* nested */ */",
  ]

  /// The modules `-swift-version mode` reads imports of in each of `files`, errors or not:
  /// the parser's import declarations, by their top module (`Beta.Sub` is `Beta`, as
  /// `-emit-imported-modules` lists it).
  static func modules(_ files: [String], mode: Int, swiftc: String) -> [String: Set<String>] {
    let dumps = Toolchain.dumpParse(
      files, swiftc: swiftc, arguments: ["-swift-version", "\(mode)"], keepingErrors: true, batch: 32)
    var found: [String: Set<String>] = [:]
    for file in files {
      guard let dump = dumps[file] ?? nil else { continue }
      var modules = Set<String>()
      for line in dump.split(separator: "\n") where line.contains("(import_decl ") {
        guard let start = line.range(of: "module=\"") else { continue }
        let name = line[start.upperBound...].prefix { $0 != "\"" }
        modules.insert(String(name.prefix { $0 != "." }))
      }
      found[file] = modules
    }
    return found
  }

  @Test func theScannerSeesWhatEitherLanguageModeImports() throws {
    guard let swiftc = Toolchain.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-regex-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The quick loop generates 200 files; the slow suites (CI) 2,000.
    let slow = ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1"
    var generator = SplitMix(seed: 40)
    var texts = Self.snippets.map { $0 + "\n" }
    while texts.count < (slow ? 2_000 : 200) {
      let count = 2 + Int(generator.next() % 6)
      let lines = (0..<count).map { _ in Self.snippets[Int(generator.next() % UInt64(Self.snippets.count))] }
      texts.append(lines.joined(separator: "\n") + "\n")
    }
    var paths: [String] = []
    for (index, text) in texts.enumerated() {
      let path = folder.appendingPathComponent("f\(index).swift").path
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      paths.append(path)
    }
    let five = Self.modules(paths, mode: 5, swiftc: swiftc)
    let six = Self.modules(paths, mode: 6, swiftc: swiftc)
    var disagreements: [String] = []
    for (index, text) in texts.enumerated() {
      let compiler = try #require(five[paths[index]], "swiftc did not run on file \(index)").union(
        try #require(six[paths[index]]))
      let scanner = Set(ScannedSource(Array(text.utf8)).imports.map(\.module))
      if scanner != compiler {
        disagreements.append("file \(index): scanner \(scanner.sorted()) vs compiler \(compiler.sorted())\n\(text)")
      }
    }
    print("regex agreement: \(texts.count - disagreements.count) of \(texts.count) files agree with Swift 5 ∪ Swift 6")
    #expect(
      disagreements.isEmpty, "\(disagreements.count) disagree: \(disagreements.prefix(3).joined(separator: "\n"))")
  }
}
