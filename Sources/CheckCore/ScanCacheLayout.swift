import GitFileReader
import SwiftScanner

/// Where the scan cache keeps its segments, shared by the tool (which reads and writes
/// them) and the front (which only reads): `<common git dir>/fitness/scan-cache/<key>/`.
///
/// The key covers everything the facts depend on besides the blob: this format's version,
/// fitness's version, the engine's fingerprint and the request (the fenced modules and the
/// needles). A new rule or a new fitness is a new key, so an entry is never stale.
package enum ScanCacheLayout {
  package static let formatVersion = 7

  /// The folder of `request`'s segments under `commonDirectory`, named by its key.
  package static func folder(
    commonDirectory: String, request: FactRequest, version: String = FitnessBuild.version
  ) -> String {
    let key = FNV1a.hex([
      "format \(formatVersion)", "fitness \(version)", "engine \(FitnessBuild.engineFingerprint)",
      request.description,
    ])
    return commonDirectory + "/fitness/scan-cache/" + key
  }

  /// The key a segment in `folder` must state: the folder's name.
  package static func key(of folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? folder
  }

  /// The segment files in `folder`, in name order.
  package static func segmentNames(in folder: String) -> [String] {
    FileText.names(in: folder).filter { $0.hasPrefix("segment-") && $0.hasSuffix(".facts") }.sorted()
  }

  /// For each of `names`, the facts some segment in `folder` holds for it (nil where none
  /// does, or where the name is nil).
  package static func lookUp(_ names: [ObjectHash?], in folder: String, segmentNames: [String], needles: [String])
    -> [SourceFacts?]
  {
    var found = [SourceFacts?](repeating: nil, count: names.count)
    let key = key(of: folder)
    let segments = segmentNames.compactMap { ScanCacheSegment(path: folder + "/" + $0, key: key) }
    guard !segments.isEmpty else { return found }
    let queries = ScanCacheSegment.queries(names)
    for segment in segments { segment.lookUp(queries, needles: needles, into: &found) }
    return found
  }
}
