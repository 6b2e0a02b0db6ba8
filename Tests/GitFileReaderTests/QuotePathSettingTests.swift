import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// `core.quotePath` as git reads a config file: any case, `=` or a bare key (true), the
/// last one winning, comments after the value, only the `[core]` section.
@Suite struct QuotePathSettingTests {
  @Test(
    arguments: [
      ("[core]\n\tquotePath = false\n", false),
      ("[core]\n\tquotepath=no ; a comment\n", false),
      ("[Core]\n  QuotePath = off\n", false),
      ("[core]\n\tquotePath\n", true),
      ("[core]\n\tquotePath = false\n[core]\n\tquotePath = true\n", true),
      ("[core] quotePath = false\n", false),
      ("[diff]\n\tquotePath = false\n", nil),
      ("[core]\n\tbare = false\n", nil),
      // A subsection is another section; integers are booleans; a value runs on past `\`.
      ("[core \"x\"]\n\tquotePath = false\n", nil),
      ("[core]\n\tquotePath = true\n[core \"x\"]\n\tquotePath = false\n", true),
      ("[core]\n\tquotePath = 00\n", false),
      ("[core]\n\tquotePath = fal\\\nse\n", false),
    ] as [(String, Bool?)])
  func readsTheSettingAsGitDoes(text: String, expected: Bool?) {
    #expect(QuotePathSetting.setting(in: text) == expected)
  }

  @Test func theLaterSourcesWin() {
    let environment = [
      "HOME": "/nonexistent", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_COUNT": "1",
      "GIT_CONFIG_KEY_0": "core.quotePath", "GIT_CONFIG_VALUE_0": "false",
    ]
    #expect(!QuotePathSetting.quotes(commonDirectory: nil, environment: environment))
    var parameters = environment
    parameters["GIT_CONFIG_PARAMETERS"] = "'core.quotepath'='true'"
    #expect(QuotePathSetting.quotes(commonDirectory: nil, environment: parameters))
    #expect(QuotePathSetting.quotes(commonDirectory: nil, environment: ["HOME": "/nonexistent"]))
  }
}

/// `QuotePathSetting` against git itself: generated config files (sections with and without
/// subsections, keys in any case, values quoted, escaped, continued past a line break,
/// integers, comments) read by `git config --type=bool`, the setting git's own commands
/// follow. Every file git reads must read the same here.
@Suite struct QuotePathAgreementTests {
  static let sections = ["[core]", "[Core]", "[core \"x\"]", "[core.x]", "[diff]", "[core \"q\\\"d\"]", "[core] "]
  static let keys = ["quotePath", "quotepath", "QUOTEPATH", "bare"]
  static let values = [
    " = false", "=true", " = 00", " = 0", " = 1", " = 2k", " = no ; a comment", " = \"false\"", " = fal\\\nse",
    " = \"tr\"ue", "", " = off # c", " = yes", " =", "\t=\tNo", " = \"off\" ; x", " = 0x0",
  ]

  @Test func readsEveryGeneratedConfigAsGitDoes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-quotepath-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("config")
    var generator = SplitMix(seed: 9)
    func pick(_ list: [String]) -> String { list[Int(generator.next() % UInt64(list.count))] }
    var compared = 0
    var disagreements: [String] = []
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<(2 + Int(generator.next() % 5)) {
        text += generator.next() % 3 == 0 ? pick(Self.sections) + "\n" : ""
        text += "\t" + pick(Self.keys) + pick(Self.values) + "\n"
      }
      try Data(text.utf8).write(to: file)
      let git = try ProcessResult.run(
        "/usr/bin/env", ["git", "config", "--type=bool", "--get", "core.quotePath"], in: folder,
        environment: ["GIT_CONFIG_GLOBAL": file.path, "GIT_CONFIG_NOSYSTEM": "1", "HOME": folder.path])
      let expected: Bool?
      switch git.status {
      case 0: expected = git.standardOutput.hasPrefix("true")
      case 1: expected = nil
      default: continue  // git refuses the file (a bad boolean): no commit runs with it
      }
      compared += 1
      let read = QuotePathSetting.setting(in: text)
      if read != expected {
        disagreements.append("git \(String(describing: expected)), fitness \(String(describing: read)):\n\(text)")
      }
    }
    print("quotePath agreement: \(compared - disagreements.count) of \(compared) config files")
    #expect(compared >= 150, "git read only \(compared) of 300 generated files")
    #expect(disagreements.isEmpty, "\(disagreements.count): \(disagreements.prefix(3).joined(separator: "\n---\n"))")
  }
}
