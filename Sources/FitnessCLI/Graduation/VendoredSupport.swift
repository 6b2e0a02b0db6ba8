import CheckCore
import RuleEngine

/// The support file `fitness graduate` writes beside the first suite of a test target.
///
/// It holds the scanner, the rule engine and the disk reader: the very source files this
/// binary was built from, one after another between marker lines, each with its code lines
/// byte for byte and without its comments (`code(of:)`).
/// A generated suite therefore evaluates its rule with the same code as the hook, so the
/// hook and `swift test` cannot disagree. Of the patterns, it carries only the folders its
/// target's suites declare (`VendoredPatterns`), and the registry lists only their literals:
/// every test target's clean build type-checks what its suites run, not every pattern.
/// The first line stamps the engine's fingerprint, which `fitness check` compares with its
/// own to warn about a stale copy, and the patterns carried; a header above the stamp (a
/// license) is kept on every rewrite.
enum VendoredSupport {
  static let markerPrefix = "// ---- fitness: "
  static let markerSuffix = " ----"
  static let endMarker = "// ---- fitness: end ----"

  /// The whole support file, below `header` (the license lines a project keeps on top of
  /// each file, which the stamp's checksum leaves out).
  static func render(header: String = "", patterns: Set<String>? = nil) -> String {
    let carried = VendoredPatterns.closure(patterns ?? Set(VendoredPatterns.all))
    var body = """
      // Written by `fitness graduate`; refresh with `fitness vendor`. Do not edit: it is the
      // scanner and rule engine `fitness check` runs, its code copied verbatim so that the
      // hook and `swift test` judge the same way. Each part below is one source file of
      // fitness, less its comments.
      // The first line's checksum covers every line after it, so an edit is reported.
      // swift-format-ignore-file
      // swiftlint:disable all
      // swiftformat:disable all
      #if !compiler(>=6.1)
        #error("fitness's vendored engine needs Swift 6.1 or later (Xcode 16.3): it marks its types nonisolated")
      #endif

      """
    for source in EmbeddedFiles.engineSources {
      guard let text = carriedText(of: source, patterns: carried) else { continue }
      body += "\n\(markerPrefix)\(source.path)\(markerSuffix)\n"
      body += text
    }
    body += "\n\(endMarker)\n"
    return header
      + VendoredStamp.stampLine(
        fingerprint: FitnessBuild.engineFingerprint, version: EntryPoint.version,
        patterns: VendoredPatterns.stamped(carried), body: body)
      + "\n" + body
  }

  /// The registry, whose lines list one literal each (`RuleLiterals`).
  static let registryPath = "Sources/RuleEngine/Patterns/RuleLiterals.swift"

  /// What a copy carrying `patterns` (and parts) holds of `source`: the file's code, nil
  /// for a file of a pattern's or part's folder it does not carry, and the registry less the
  /// lines of the literals it does not carry.
  static func carriedText(of source: (path: String, text: String), patterns: Set<String>) -> String? {
    if let folder = VendoredPatterns.carriedFolder(of: source.path) {
      return patterns.contains(folder) ? code(of: source.text) : nil
    }
    guard source.path == registryPath else { return code(of: source.text) }
    let lines = source.text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
      let name = line.drop { $0 == " " }
      guard name.hasSuffix(".self,"), let folder = VendoredPatterns.folder(declaring: String(name.dropLast(6)))
      else { return true }
      return patterns.contains(folder)
    }
    return code(of: lines.joined(separator: "\n"))
  }

  /// The pattern folders the copy at `support` must carry for the suites of `rules`, and
  /// for `adding` (the suite graduate is writing and its pattern's folder).
  static func patterns(
    for support: String, among supports: [String], rules: [SuiteRule], adding: (path: String, folder: String)? = nil
  ) -> Set<String> {
    let suites = VendoredPatterns.suites(of: rules) + (adding.map { [$0] } ?? [])
    let others = supports.filter { $0 != support }
    return VendoredPatterns.needed(supports: [support] + others, suites: suites)[support] ?? []
  }

  /// The parts of a support file, by source path, exactly as they were copied.
  static func parts(of text: String) -> [(path: String, text: String)] {
    var parts: [(path: String, text: String)] = []
    var current: (path: String, lines: [Substring])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let isEnd = line == endMarker
      if isEnd || (line.hasPrefix(markerPrefix) && line.hasSuffix(markerSuffix)) {
        if let done = current {
          // The newline before a marker belongs to the marker, not to the part.
          parts.append((done.path, done.lines.joined(separator: "\n")))
        }
        current = isEnd ? nil : (String(line.dropFirst(markerPrefix.count).dropLast(markerSuffix.count)), [])
        if isEnd { break }
      } else {
        current?.lines.append(line)
      }
    }
    return parts
  }
}
