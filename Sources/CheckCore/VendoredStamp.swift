import GitFileReader
import RuleEngine

/// The stamp line of a vendored engine (`FitnessSupport.swift`), which names the engine
/// it was copied from, and the full check's warning when that is not this build's. The
/// stamp is the first line after the file's header (`FileHeader`), which a project may
/// prepend for its license check and fitness keeps.
package enum VendoredStamp {
  package static let fileName = "FitnessSupport.swift"
  package static let prefix = "// fitness-support: engine "

  /// The stamp's mark before the checksum of everything after the first line.
  package static let bodyMark = ", body crc32 "

  /// The stamp's mark before the pattern folders the copy carries (`VendoredPatterns`).
  package static let patternsMark = ", patterns "

  /// The first line for a support file whose text after that line is `body`, carrying the
  /// pattern folders `patterns`.
  package static func stampLine(fingerprint: String, version: String, patterns: Set<String>, body: String) -> String {
    let carried = patterns.isEmpty ? "none" : VendoredPatterns.spelled(patterns)
    return "\(prefix)\(fingerprint), fitness \(version)\(patternsMark)\(carried)"
      + "\(bodyMark)\(String(CRC32.of(Array(body.utf8)), radix: 16))"
  }

  /// The pattern folders the copy whose text starts with `text` carries; nil for a stamp that
  /// names none (a copy of every pattern, from a fitness before copies were cut to measure).
  package static func patterns(in text: some StringProtocol) -> Set<String>? {
    let rest = text.dropFirst(split(text).header.count)
    guard rest.hasPrefix(prefix) else { return nil }
    guard let field = value(after: patternsMark, in: Array(rest.utf8.prefix { $0 != UInt8(ascii: "\n") })) else {
      return nil
    }
    let words = String(decoding: field.prefix { $0 != UInt8(ascii: ",") }, as: UTF8.self)
    return words == "none" ? [] : Set(words.split(separator: "+").map(String.init))
  }

  /// What follows `mark` in the stamp `line`, to its end; nil when the line has no mark.
  private static func value(after mark: String, in line: [UInt8]) -> ArraySlice<UInt8>? {
    let mark = Array(mark.utf8)
    guard line.count > mark.count,
      let at = (0...(line.count - mark.count)).first(where: { line[$0..<($0 + mark.count)].elementsEqual(mark) })
    else { return nil }
    return line[(at + mark.count)...]
  }

  /// Whether `text`, stamped with a body checksum, no longer matches it: edited after it was
  /// vendored (a formatter re-indenting it, say). Nil for a stamp without one (older copies).
  package static func isEdited(_ text: [UInt8]) -> Bool? {
    let header = Array(split(String(decoding: text.prefix(headerLimit + 200), as: UTF8.self)).header.utf8)
    guard text.starts(with: header) else { return nil }
    let start = header.count
    guard let newline = text[start...].firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    guard let checksum = value(after: bodyMark, in: Array(text[start..<newline])),
      let stated = UInt32(String(decoding: checksum, as: UTF8.self), radix: 16)
    else { return nil }
    return text[(newline + 1)...].withUnsafeBytes { CRC32.of($0) } != stated
  }

  /// The most of a support file's start read to find its stamp: a header longer than this
  /// hides it.
  package static let headerLimit = 8192

  /// The fingerprint a support file's text is stamped with; nil without a stamp.
  package static func fingerprint(in text: some StringProtocol) -> String? {
    let header = split(text).header
    let rest = text.dropFirst(header.count)
    guard rest.hasPrefix(prefix) else { return nil }
    return rest.dropFirst(prefix.count).prefix { $0 != "," && $0 != "\n" }.description
  }

  /// The header a support file keeps above its stamp line (comment lines, blank lines and
  /// block comments), and the rest from the stamp on; no header when no stamp follows one.
  package static func split(_ text: some StringProtocol) -> (header: String, rest: Substring) {
    let whole = Substring(text)
    var header = ""
    var inBlock = false
    for line in whole.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if !inBlock, line.hasPrefix(prefix) {
        return (header, Substring(whole.utf8.dropFirst(header.utf8.count)))
      }
      guard header.utf8.count < headerLimit else { break }
      if inBlock {
        inBlock = !trimmed.contains("*/")
      } else if trimmed.hasPrefix("/*") {
        inBlock = !trimmed.dropFirst(2).contains("*/")
      } else if !trimmed.isEmpty && !trimmed.hasPrefix("//") {
        break
      }
      header += line + "\n"
    }
    return ("", whole)
  }

  /// The vendored engines in `snapshot` whose fingerprint is not this build's, and those
  /// edited since they were vendored, each with its warning.
  /// `checked` remembers the copies read whole and found unedited, so they are not read whole
  /// on every full check.
  /// A copy that lacks a pattern its suites declare is named too: `swift test` cannot
  /// compile them.
  package static func warnings(
    in snapshot: any SnapshotReading, rules: [SuiteRule] = [], checked: VendoredChecks? = nil
  ) throws -> [String] {
    var warnings: [String] = []
    let suffix = Array(("/" + fileName).utf8)
    var stamped: [(path: String, start: String)] = []
    for path in try snapshot.allPaths()
    where path.utf8.count > suffix.count && path.utf8.suffix(suffix.count).elementsEqual(suffix) {
      // The stamp is on the first line after the header: a copy of another engine need not be
      // read whole.
      guard let bytes = try snapshot.leadingBytes(of: path, count: headerLimit + 200) else { continue }
      let start = String(decoding: bytes, as: UTF8.self)
      if fingerprint(in: start) != nil { stamped.append((path, start)) }
    }
    let suites = VendoredPatterns.suites(of: rules)
    let needed = VendoredPatterns.needed(supports: stamped.map(\.path), suites: suites)
    for (path, start) in stamped {
      let stamp = fingerprint(in: start)
      let name = snapshot.objectNames(of: [path])[0]
      if stamp != FitnessBuild.engineFingerprint {
        warnings.append(warning(path))
      } else if let carried = patterns(in: start), let missing = needed[path]?.subtracting(carried), !missing.isEmpty {
        warnings.append(lackingWarning(path, missing: missing))
      } else if let name, checked?.isUnedited(name) == true {
        continue
      } else if case .text(let whole)? = try snapshot.contents(of: path) {
        if isEdited(whole) == true {
          warnings.append(editedWarning(path))
        } else if let name {
          checked?.noteUnedited(name)
        }
      }
    }
    checked?.save()
    return warnings
  }

  /// What a full check says of a vendored engine that lacks patterns its suites declare.
  package static func lackingWarning(_ path: String, missing: Set<String>) -> String {
    "fitness: warning: \(path) does not carry the \(VendoredPatterns.spelled(missing)) pattern"
      + "\(missing.count == 1 ? "" : "s") that suites of its test target declare, so `swift test` cannot compile "
      + "them; run `fitness vendor`, which copies what the suites use"
  }

  /// What a full check says of a vendored engine edited since it was written.
  package static func editedWarning(_ path: String) -> String {
    "fitness: warning: \(path) was edited since it was vendored (a formatter?), so `swift test` may not judge "
      + "as this check does; run `fitness vendor` to restore it, and keep formatters off it"
  }

  /// What a full check says of a stale vendored engine at `path`.
  package static func warning(_ path: String) -> String {
    "fitness: warning: \(path) was vendored from another fitness than this one (\(FitnessBuild.version), engine "
      + "\(FitnessBuild.engineFingerprint)); "
      + "run `fitness vendor` so that `swift test` judges exactly as this check does"
  }
}
