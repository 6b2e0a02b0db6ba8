import FitnessTestSupport
import Foundation
import Testing

/// Every machine-readable report carries a path as the file is named, never in git's
/// quoted spelling: read back from each format, each path gives the file's bytes. Names
/// with a space, `,` `:` `%` `#`, NFC and NFD accents, an emoji, and Latin-1 bytes (which
/// JSON carries in `pathBytes` and the others percent-encode).
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct ReportPathTests {
  static let names: [[UInt8]] = [
    Array("Sources/Feed/with space.swift".utf8), Array("Sources/Feed/a,b:c%d#e.swift".utf8),
    Array("Sources/Caf\u{E9}/Men\u{FC}.swift".utf8), Array("Sources/Cafe\u{301}/Nfd.swift".utf8),
    Array("Sources/Feed/\u{1F680}.swift".utf8), PathBytesTests.latin1,
  ]

  static func percentDecoded(_ text: String) -> [UInt8] {
    var bytes: [UInt8] = []
    var utf8 = Array(text.utf8)[...]
    while let byte = utf8.first {
      if byte == UInt8(ascii: "%"), utf8.count >= 3,
        let value = UInt8(String(decoding: utf8.dropFirst().prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(3)
      } else {
        bytes.append(byte)
        utf8 = utf8.dropFirst()
      }
    }
    return bytes
  }

  static func report(_ format: String, in repo: ScratchRepository) throws -> Data {
    let run = try FitnessBinary.run(
      ["check", "--all", "--format", format, "--output", "report.\(format)"], in: repo.root)
    #expect(run.status == 1, "\(format): \(run.standardError)")
    return try repo.read("report.\(format)")
  }

  @Test func everyFormatCarriesThePathAsTheFileIsNamed() throws {
    let repo = try AppFixture.make(installHook: false)
    for name in Self.names {
      let folder = name.split(separator: UInt8(ascii: "/")).dropLast().map { String(decoding: $0, as: UTF8.self) }
      try FileManager.default.createDirectory(
        at: repo.root.appendingPathComponent(folder.joined(separator: "/")), withIntermediateDirectories: true)
      try PathBytesTests.write(name, "import CloudKit\n", in: repo)
    }
    try repo.git(["add", "-A"])
    let expected = Set(Self.names)

    let json = try JSONSerialization.jsonObject(with: try Self.report("json", in: repo)) as? [String: Any]
    let fromJSON = (json?["violations"] as? [[String: Any]] ?? []).map { violation -> [UInt8] in
      if let bytes = violation["pathBytes"] as? [Int] { return bytes.map(UInt8.init) }
      return Array((violation["path"] as? String ?? "").utf8)
    }
    #expect(Set(fromJSON) == expected, "json: \(fromJSON.map { String(decoding: $0, as: UTF8.self) })")

    let sarif = try JSONSerialization.jsonObject(with: try Self.report("sarif", in: repo)) as? [String: Any]
    let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
    let fromSARIF = results.compactMap { result -> [UInt8]? in
      let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
      return ((location?["artifactLocation"] as? [String: Any])?["uri"] as? String).map(Self.percentDecoded)
    }
    #expect(Set(fromSARIF) == expected, "sarif: \(fromSARIF.map { String(decoding: $0, as: UTF8.self) })")

    let gitlab = try JSONSerialization.jsonObject(with: try Self.report("gitlab", in: repo)) as? [[String: Any]] ?? []
    let fromGitLab = gitlab.compactMap { entry -> [UInt8]? in
      guard let path = (entry["location"] as? [String: Any])?["path"] as? String else { return nil }
      return path.contains("%E9") ? Self.percentDecoded(path) : Array(path.utf8)
    }
    #expect(Set(fromGitLab) == expected, "gitlab: \(fromGitLab.map { String(decoding: $0, as: UTF8.self) })")

    let junit = String(decoding: try Self.report("junit", in: repo), as: UTF8.self)
    for name in Self.names where String(validating: name, as: UTF8.self) != nil {
      #expect(
        junit.contains(String(decoding: name, as: UTF8.self) + ":1:1"),
        "junit lacks \(String(decoding: name, as: UTF8.self))")
    }
    #expect(junit.contains("Sources/Feed/caf%E9.swift:1:1"), "junit: the Latin-1 name percent-encoded")

    // GitHub's workflow commands escape `%`, `:` and `,` in `file=` as its toolkit does.
    let github = String(decoding: try Self.report("github", in: repo), as: UTF8.self)
    let files = github.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "file="), let end = line[start.upperBound...].firstIndex(of: ",") else {
        return nil
      }
      return String(line[start.upperBound..<end]).replacingOccurrences(of: "%2C", with: ",")
        .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%25", with: "%")
    }
    for name in Self.names where String(validating: name, as: UTF8.self) != nil {
      #expect(files.contains(String(decoding: name, as: UTF8.self)), "github: \(files)")
    }
    #expect(!github.contains("\\303"), "github: no git quoting")

    // `fitness imports --format json` carries paths the same way.
    let imports = try FitnessBinary.run(["imports", "--all", "--format", "json"], in: repo.root)
    let listed = try JSONSerialization.jsonObject(with: Data(imports.standardOutput.utf8)) as? [String: Any]
    let fromImports = (listed?["files"] as? [[String: Any]] ?? []).map { file -> [UInt8] in
      if let bytes = file["pathBytes"] as? [Int] { return bytes.map(UInt8.init) }
      return Array((file["path"] as? String ?? "").utf8)
    }
    #expect(expected.isSubset(of: Set(fromImports)), "imports: \(imports.standardOutput)")
  }
}

/// On a terminal a path is spelled as git spells it there: quoted by default, and as its
/// UTF-8 with `core.quotePath` false, whichever way git was told (the repository's config,
/// the user's, or `git -c`), by the hook's reader and the tool's alike.
@Suite(.tags(.wholeRun), .enabled(if: WholeRun.enabled, WholeRun.reason)) struct QuotePathTests {
  static let file = "Sources/Caf\u{E9}/Men\u{FC}.swift"

  static func repository() throws -> ScratchRepository {
    let repo = try AppFixture.make()
    try repo.write(file, "import CloudKit\n")
    try repo.git(["add", "-A"])
    return repo
  }

  @Test func thePathIsQuotedUnlessGitIsToldNotTo() throws {
    let repo = try Self.repository()
    let quoted = "\"Sources/Caf\\303\\251/Men\\303\\274.swift\":1:1: error: imports CloudKit"
    let plain = "Sources/Caf\u{E9}/Men\u{FC}.swift:1:1: error: imports CloudKit"
    // An isolated global config, so the machine's own cannot decide.
    let home = ["HOME": repo.root.path + "/.home", "GIT_CONFIG_NOSYSTEM": "1"]
    for reader in [[:], ["FITNESS_READER": "libgit2"]] {
      let environment = home.merging(reader) { $1 }
      let byDefault = try repo.run(["commit", "-q", "-m", "x"], environment: environment)
      #expect(byDefault.status == 1)
      #expect(byDefault.standardError.contains(quoted), "\(reader): \(byDefault.standardError)")
      let flagged = try repo.run(["-c", "core.quotePath=false", "commit", "-q", "-m", "x"], environment: environment)
      #expect(flagged.status == 1)
      #expect(flagged.standardError.contains(plain), "\(reader): \(flagged.standardError)")
      try repo.git(["config", "core.quotePath", "false"])
      let configured = try FitnessBinary.run(["check", "--staged"], in: repo.root, environment: environment)
      #expect(configured.standardError.contains(plain), "\(reader): \(configured.standardError)")
      try repo.git(["config", "--unset", "core.quotePath"])
    }
    // Spellings git reads its own way, appended to the repository's config: the hook says the
    // path as git's own commands do (`git ls-files`).
    let config = repo.root.appendingPathComponent(".git/config")
    let original = try Data(contentsOf: config)
    for text in [
      "[core \"x\"]\n\tquotePath = false\n", "[core]\n\tquotePath = 00\n",
      "[core]\n\tquotePath = false\n[core \"x\"]\n\tquotePath = true\n", "[core]\n\tquotePath = fal\\\nse\n",
    ] {
      try (original + Data(text.utf8)).write(to: config)
      let listed = try ProcessResult.run("/usr/bin/env", ["git", "ls-files"], in: repo.root, environment: home)
      let gitQuotes = listed.standardOutput.contains("\\303")
      let commit = try repo.run(["commit", "-q", "-m", "x"], environment: home)
      #expect(commit.standardError.contains(gitQuotes ? quoted : plain), "\(text): \(commit.standardError)")
    }
    try original.write(to: config)
    // Machine-readable reports never quote, whatever the setting.
    let json = try FitnessBinary.run(["check", "--staged", "--format", "json"], in: repo.root, environment: home)
    #expect(json.standardOutput.contains("Sources/Caf\u{E9}/Men\u{FC}.swift"), "\(json.standardOutput)")
    #expect(!json.standardOutput.contains("\\303"))
  }
}
