/// The first line of a vendored engine (`FitnessSupport.swift`), which names the engine
/// it was copied from, and the full check's warning when that is not this build's.
public enum VendoredStamp {
  public static let fileName = "FitnessSupport.swift"
  public static let prefix = "// fitness-support: engine "

  /// The fingerprint a support file's text is stamped with; nil without a stamp.
  public static func fingerprint(in text: some StringProtocol) -> String? {
    guard text.hasPrefix(prefix) else { return nil }
    return text.dropFirst(prefix.count).prefix { $0 != "," && $0 != "\n" }.description
  }

  /// The vendored engines in `snapshot` whose fingerprint is not this build's.
  public static func staleFiles(in snapshot: any CheckSource) throws -> [String] {
    var stale: [String] = []
    let suffix = Array(("/" + fileName).utf8)
    for path in try snapshot.allPaths()
    where path.utf8.count > suffix.count && path.utf8.suffix(suffix.count).elementsEqual(suffix) {
      // The stamp is on the first line: a 100 KB file need not be read whole.
      guard let bytes = try snapshot.leadingBytes(of: path, count: 200) else { continue }
      if let stamp = fingerprint(in: String(decoding: bytes, as: UTF8.self)), stamp != FitnessBuild.engineFingerprint {
        stale.append(path)
      }
    }
    return stale
  }

  /// What a full check says of a stale vendored engine at `path`.
  public static func warning(_ path: String) -> String {
    "fitness: warning: \(path) was vendored from another fitness than this one (\(FitnessBuild.version), engine "
      + "\(FitnessBuild.engineFingerprint)); "
      + "run `fitness vendor` so that `swift test` judges exactly as this check does"
  }
}
