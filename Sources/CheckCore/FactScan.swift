import SwiftScanner

/// What a fact scan found: the facts by path, and the files too large to read.
///
/// Facts that are empty are left out, unless the path was asked to be retained (a fence
/// entry, whose emptiness makes it stale): a file with none can break no fence, and most
/// files of a large repository have none, so the scan holds hundreds of entries, not
/// hundreds of thousands.
package struct FactScan {
  package var facts: [String: SourceFacts] = [:]
  package var skipped: [String] = []
  /// How many text files were judged, including those whose empty facts were left out.
  package var judged = 0
  private let retained: RetainedPaths

  package init(retaining retained: Set<String> = [], skipped: [String] = []) {
    self.retained = RetainedPaths(retained)
    self.skipped = skipped
  }

  /// Takes in another scan of other paths (what a cache did not hold, scanned).
  package mutating func merge(_ other: FactScan) {
    facts.merge(other.facts) { first, _ in first }
    skipped += other.skipped
    judged += other.judged
  }

  /// Adds one file's facts, leaving empty ones out unless the path is retained.
  package mutating func add(_ facts: SourceFacts, for path: String) {
    judged += 1
    if !facts.isEmpty || retained.contains(path) { self.facts[path] = facts }
  }
}

/// A set of paths asked about once per file of a full scan, most often for a path it does
/// not hold: a signature of each path's length and last bytes answers most of those
/// without hashing the whole path.
struct RetainedPaths {
  private let paths: Set<String>
  private var signatures = [Bool](repeating: false, count: 4096)

  init(_ paths: Set<String>) {
    self.paths = paths
    for path in paths { signatures[Self.signature(path)] = true }
  }

  func contains(_ path: String) -> Bool {
    !paths.isEmpty && signatures[Self.signature(path)] && paths.contains(path)
  }

  private static func signature(_ path: String) -> Int {
    var path = path
    return path.withUTF8 { bytes in
      var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
      for byte in bytes.suffix(12) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: hash >> 52)
    }
  }
}
