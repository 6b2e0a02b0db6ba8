/// `Package.resolved` files that pin fitness, the package of the FitnessKit library, at
/// another version than this build: suites compiled against that FitnessKit run another
/// engine than this check, and could judge otherwise. Full checks warn about each.
package enum LibraryPin {
  package struct Pin: Equatable {
    package var identity: String
    package var location: String
    package var version: String?

    package init(identity: String, location: String, version: String?) {
      self.identity = identity
      self.location = location
      self.version = version
    }
  }

  package static func warnings(in snapshot: any SnapshotReading) throws -> [String] {
    var warnings: [String] = []
    for path in try snapshot.allPaths() where path == "Package.resolved" || path.hasSuffix("/Package.resolved") {
      guard let text = try snapshot.text(of: path) else { continue }
      for pin in pins(in: text) where isFitness(pin) {
        guard let version = pin.version, version != FitnessBuild.version else { continue }
        warnings.append(
          "fitness: warning: \(path) pins fitness \(version), but this is fitness \(FitnessBuild.version): suites "
            + "built with that FitnessKit may judge otherwise than this check; move the pin to \(FitnessBuild.version) "
            + "(`swift package update fitness`), or run the fitness \(version) it pins")
      }
    }
    return warnings
  }

  /// Whether a pin is this package: named `fitness`, or fetched from a repository of that name.
  static func isFitness(_ pin: Pin) -> Bool {
    if pin.identity.lowercased() == "fitness" { return true }
    var name = pin.location.split(separator: "/").last.map(String.init) ?? ""
    if name.hasSuffix(".git") { name.removeLast(4) }
    return name.lowercased() == "fitness"
  }

  /// The pins of a `Package.resolved` (format 1: `package`, `repositoryURL`; formats 2 and
  /// 3: `identity`, `location`), each with its pinned version (nil for a branch or revision).
  /// Read by key, not as a JSON tree: each pin is one object whose values are plain strings.
  package static func pins(in text: String) -> [Pin] {
    let bytes = Array(text.utf8)
    let key = text.contains("\"identity\"") ? "identity" : "package"
    let starts = offsets(of: "\"\(key)\"", in: bytes)
    var pins: [Pin] = []
    for (n, start) in starts.enumerated() {
      let end = n + 1 < starts.count ? starts[n + 1] : bytes.count
      let object = Array(bytes[start..<end])
      guard let identity = value(of: key, in: object) else { continue }
      let location = value(of: "location", in: object) ?? value(of: "repositoryURL", in: object) ?? ""
      pins.append(Pin(identity: identity, location: location, version: value(of: "version", in: object)))
    }
    return pins
  }

  /// The string after `"key" :` in `bytes`; nil when there is none or it is not a string.
  private static func value(of key: String, in bytes: [UInt8]) -> String? {
    guard var at = offsets(of: "\"\(key)\"", in: bytes).first else { return nil }
    at += key.utf8.count + 2
    func skipSpace() { while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 } }
    skipSpace()
    guard at < bytes.count, bytes[at] == UInt8(ascii: ":") else { return nil }
    at += 1
    skipSpace()
    guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else { return nil }
    let body = bytes[(at + 1)...].prefix { $0 != UInt8(ascii: "\"") }
    return String(decoding: body, as: UTF8.self)
  }

  private static func offsets(of needle: String, in bytes: [UInt8]) -> [Int] {
    let pattern = Array(needle.utf8)
    guard bytes.count >= pattern.count else { return [] }
    return (0...(bytes.count - pattern.count)).filter { start in
      bytes[start] == pattern[0] && bytes[start..<(start + pattern.count)].elementsEqual(pattern)
    }
  }
}
