import FitnessTestSupport
import Foundation
import Testing

@testable import FitnessCLI

/// Usage and summary lines, asserted verbatim: the README's command list is each command's
/// usage, word for word, and `fitness --help` lists every command with its abstract.
@Suite struct UsageLinesTests {
  static let readme = PackageTree.root().appendingPathComponent("README.md")

  /// The lines of the README's `## Commands` block, without their trailing notes.
  static func readmeCommands() throws -> [String] {
    let text = try String(contentsOf: readme, encoding: .utf8)
    let block =
      try #require(text.components(separatedBy: "## Commands\n\n```\n").dropFirst().first)
      .components(separatedBy: "\n```").first ?? ""
    return block.split(separator: "\n").map { line in
      String(line.components(separatedBy: "     (").first ?? String(line)).trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func theReadmeListsEachCommandsUsageVerbatim() throws {
    let readme = try Self.readmeCommands()
    var usages: [String] = []
    for command in EntryPoint.commands {
      for line in command.help.split(separator: "\n") {
        if line.hasPrefix("usage: ") { usages.append(String(line.dropFirst(7))) }
        if line.hasPrefix("       fitness ") { usages.append(String(line.dropFirst(7))) }
      }
    }
    let listed = Set(readme.filter { !$0.hasPrefix("fitness --help") })
    #expect(
      listed == Set(usages), "README only: \(listed.subtracting(usages)); help only: \(Set(usages).subtracting(listed))"
    )
  }

  @Test func theTopLevelHelpNamesEveryCommandWithItsAbstract() throws {
    let repo = try ScratchRepository()
    let help = try Fitness.run(["--help"], in: repo)
    #expect(help.status == 0)
    let width = EntryPoint.commands.map { $0.name.count }.max() ?? 0
    for command in EntryPoint.commands {
      let padded = command.name + String(repeating: " ", count: width - command.name.count)
      #expect(help.standardOutput.contains("\n  \(padded)  \(command.abstract)\n"), "\(command.name)")
    }
    #expect(help.standardOutput.hasPrefix("usage: fitness <command> [options]\n"))
    #expect(help.standardOutput.hasSuffix("exit status: 0 clean, 1 violations, 2 could not run, 64 usage error\n"))
  }
}
