#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A fence's entries as the evaluation reads them: a plain entry lets one file past; a
/// folder (`Sources/Yosemite/`) or a glob entry lets past every file it holds, with one
/// reason, and is stale only when nothing it holds uses what the fence guards.
extension FenceRule {
  /// The entries that let `path` past: its own entry, and each folder or glob entry that
  /// holds it.
  public func entries(admitting path: String) -> [String] {
    fence.filter { PathPattern.entry($0, admits: path) }
  }

  /// The entry a message names for `path`: its own, else the narrowest that holds it.
  public func entry(for path: String) -> String? {
    entries(admitting: path).max { $0.utf8.count < $1.utf8.count }
  }

  /// What the fence grants the file at `path`, over every entry that lets it past.
  public func grants(reaching path: String) -> [String] {
    var seen = Set<String>()
    return entries(admitting: path).flatMap { grants[$0] ?? [] }.filter { seen.insert($0).inserted }
  }
}

/// Whether a fence lets a file past, asked of every file a check judges: plain entries by a
/// set, and only the few folder and glob entries by matching.
struct FenceLookup {
  private let plain: Set<String>
  private let many: [String]

  init(_ rule: FenceRule) {
    plain = Set(rule.fence.filter { !PathPattern.namesMany($0) })
    many = rule.fence.filter(PathPattern.namesMany)
  }

  func excepts(_ path: String) -> Bool {
    plain.contains(path) || many.contains { PathPattern.contains(path, under: $0) }
  }
}
