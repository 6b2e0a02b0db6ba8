import CheckCore

/// The support file `fitness graduate` writes beside the first suite of a test target.
///
/// It holds the scanner, the rule engine and the disk reader: the very source files this
/// binary was built from, copied byte for byte, one after another between marker lines.
/// A generated suite therefore evaluates its rule with the same code as the hook, so the
/// hook and `swift test` cannot disagree. The first line stamps the engine's fingerprint,
/// which `fitness check` compares with its own to warn about a stale copy; a header above
/// the stamp (a license) is kept on every rewrite.
enum VendoredSupport {
  static let markerPrefix = "// ---- fitness: "
  static let markerSuffix = " ----"
  static let endMarker = "// ---- fitness: end ----"

  /// The whole support file, below `header` (the license lines a project keeps on top of
  /// each file, which the stamp's checksum leaves out).
  static func render(header: String = "") -> String {
    var body = """
      // Written by `fitness graduate`; refresh with `fitness vendor`. Do not edit: it is the
      // scanner and rule engine `fitness check` runs, copied verbatim so that the hook and
      // `swift test` judge the same way. Each part below is one source file of fitness.
      // The first line's checksum covers every line after it, so an edit is reported.
      // swift-format-ignore-file
      // swiftlint:disable all
      // swiftformat:disable all
      #if !compiler(>=6.1)
        #error("fitness's vendored engine needs Swift 6.1 or later (Xcode 16.3): it marks its types nonisolated")
      #endif

      """
    for source in EmbeddedFiles.engineSources {
      body += "\n\(markerPrefix)\(source.path)\(markerSuffix)\n"
      body += source.text
    }
    body += "\n\(endMarker)\n"
    return header
      + VendoredStamp.stampLine(fingerprint: FitnessBuild.engineFingerprint, version: EntryPoint.version, body: body)
      + "\n" + body
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
