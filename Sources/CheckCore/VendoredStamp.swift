import GitFileReader

/// The first line of a vendored engine (`FitnessSupport.swift`), which names the engine
/// it was copied from, and the full check's warning when that is not this build's.
package enum VendoredStamp {
  package static let fileName = "FitnessSupport.swift"
  package static let prefix = "// fitness-support: engine "

  /// The stamp's mark before the checksum of everything after the first line.
  package static let bodyMark = ", body crc32 "

  /// The first line for a support file whose text after that line is `body`.
  package static func stampLine(fingerprint: String, version: String, body: String) -> String {
    "\(prefix)\(fingerprint), fitness \(version)\(bodyMark)\(String(CRC32.of(Array(body.utf8)), radix: 16))"
  }

  /// Whether `text`, stamped with a body checksum, no longer matches it: edited after it was
  /// vendored (a formatter re-indenting it, say). Nil for a stamp without one (older copies).
  package static func isEdited(_ text: [UInt8]) -> Bool? {
    guard let newline = text.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
    let first = Array(text[..<newline])
    let mark = Array(bodyMark.utf8)
    guard first.count > mark.count,
      let at = (0...(first.count - mark.count)).first(where: { first[$0..<($0 + mark.count)].elementsEqual(mark) }),
      let stated = UInt32(String(decoding: first[(at + mark.count)...], as: UTF8.self), radix: 16)
    else { return nil }
    return text[(newline + 1)...].withUnsafeBytes { CRC32.of($0) } != stated
  }

  /// The fingerprint a support file's text is stamped with; nil without a stamp.
  package static func fingerprint(in text: some StringProtocol) -> String? {
    guard text.hasPrefix(prefix) else { return nil }
    return text.dropFirst(prefix.count).prefix { $0 != "," && $0 != "\n" }.description
  }

  /// The vendored engines in `snapshot` whose fingerprint is not this build's, and those
  /// edited since they were vendored, each with its warning.
  /// `checked` remembers the copies read whole and found unedited, so they are not read whole
  /// on every full check.
  package static func warnings(in snapshot: any SnapshotReading, checked: VendoredChecks? = nil) throws -> [String] {
    var warnings: [String] = []
    let suffix = Array(("/" + fileName).utf8)
    for path in try snapshot.allPaths()
    where path.utf8.count > suffix.count && path.utf8.suffix(suffix.count).elementsEqual(suffix) {
      // The stamp is on the first line: a copy of another engine need not be read whole.
      guard let bytes = try snapshot.leadingBytes(of: path, count: 200),
        let stamp = fingerprint(in: String(decoding: bytes, as: UTF8.self))
      else { continue }
      let name = snapshot.objectNames(of: [path])[0]
      if stamp != FitnessBuild.engineFingerprint {
        warnings.append(warning(path))
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
