import GitFileReader

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The vendored engines a full check has read whole and found unedited, by blob, under
/// `<common git dir>/fitness/vendored-checked`: the next full check reads only their first
/// line (the stamp), not 150 KB inflated to check the body's CRC again.
///
/// One line per blob (its name, then a CRC-32 of the name), written by the tool, read by
/// both; a damaged line is no verdict, and the copy is read whole again.
package final class VendoredChecks {
  private let file: String
  private let write: ((_ path: String, _ bytes: [UInt8]) -> Void)?
  private var known: Set<String>
  private var added = false

  package init(commonDirectory: String, write: ((_ path: String, _ bytes: [UInt8]) -> Void)? = nil) {
    file = commonDirectory + "/fitness/vendored-checked"
    self.write = write
    known = []
    let text = FileText.read(file).map { String(decoding: $0, as: UTF8.self) } ?? ""
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ")
      if parts.count == 2, Self.check(String(parts[0])) == parts[1] { known.insert(String(parts[0])) }
    }
  }

  /// Whether the blob was read whole and found unedited by this fitness.
  package func isUnedited(_ blob: ObjectHash) -> Bool { known.contains(key(blob)) }

  /// Records an unedited copy; written by `save()`.
  package func noteUnedited(_ blob: ObjectHash) {
    if known.insert(key(blob)).inserted { added = true }
  }

  /// Writes what was noted, when there is a writer and anything new.
  package func save() {
    guard added, let write else { return }
    // A first full check gets here before the scan cache has made the folder.
    _ = mkdir(String(file.dropLast("/vendored-checked".count)), 0o755)
    write(file, Array(known.sorted().map { "\($0) \(Self.check($0))\n" }.joined().utf8))
  }

  /// The blob and the engine it must match: a new fitness checks every copy afresh.
  private func key(_ blob: ObjectHash) -> String { "\(blob)-\(FitnessBuild.engineFingerprint)" }

  private static func check(_ key: String) -> String { String(CRC32.of(Array(key.utf8)), radix: 16) }
}
