import CommandLineIO
import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// Each option is spelled once, where its command's table declares it (`OptionSpec("--x", …)`):
/// the parser, `--help`, "did you mean", the usage errors, the front's answered set and the
/// completion read the declaration, so renaming an option is one edit.
@Suite struct OptionDeclarationTests {
  @Test func noOptionIsSpelledOutsideItsDeclaration() throws {
    var options: [OptionSpec] = [.directory, .color, .help, .version]
    options += OptionSpec.snapshots
    for command in EntryPoint.commands { options += command.options }
    var declared = Set<String>()
    for option in options { declared.formUnion([option.name] + option.aliases) }
    let sources = PackageTree.root().appendingPathComponent("Sources")
    let files = try #require(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
    var strays: [String] = []
    for case let file as URL in files where file.pathExtension == "swift" {
      let text = try String(contentsOf: file, encoding: .utf8)
      for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        let code = line.trimmingCharacters(in: .whitespaces)
        guard !code.hasPrefix("//") else { continue }
        for name in declared where code.contains("\"\(name)\"") {
          // The declaration itself: the first argument of `OptionSpec(`, or an alias.
          let declaring =
            code.hasPrefix("\"\(name)\",") || code.contains("OptionSpec(\"\(name)\"") || code.contains("aliases: [\"")
          if !declaring { strays.append("\(file.lastPathComponent): \(code)") }
        }
      }
    }
    #expect(strays.isEmpty, "options spelled outside their declaration: \(strays)")
  }

  /// The grammar is the declarations': `--why` takes a value in allow, `--check` takes one in
  /// explain and graph and none in vendor, and `--all` never does.
  @Test func theGrammarIsReadFromTheDeclarations() {
    let grammar = EntryPoint.grammar
    #expect(grammar.valued.contains(Allow.why.name) && grammar.valued.contains(OptionSpec.directory.name))
    #expect(!grammar.valued.contains(Vendor.check.name))
    #expect(grammar.valuedIn[Explain.name]?.contains(Explain.check.name) == true)
    #expect(grammar.valuedIn[Graph.name]?.contains(Graph.check.name) == true)
    #expect(!grammar.valued.contains(OptionSpec.all.name))
  }
}
