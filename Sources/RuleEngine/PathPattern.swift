#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A path as a rule writes it in roots, `exclude`, modules' homes and fences.
///
/// Three spellings, matched as git matches a pathspec with the `glob` magic:
/// - a plain path (`Sources/App`): that file, or everything under that folder;
/// - a folder, with a trailing `/` (`Sources/Yosemite/`): everything under it;
/// - a glob (`ElementX/Sources/Screens/*/View`): `*` and `?` within one folder name, `**`
///   across folders; it matches a path, or a folder above the path.
///
/// A fence entry is stricter than a root: a plain entry names one file, so a new file
/// never slips past a fence unseen; only a folder or a glob entry lets past what it matches.
public enum PathPattern {
  /// Whether `text` holds a wildcard (`*` or `?`).
  public static func isGlob(_ text: String) -> Bool {
    text.utf8.contains { $0 == star || $0 == question }
  }

  /// Whether a fence entry lets past more than one file: a folder or a glob.
  public static func namesMany(_ entry: String) -> Bool {
    entry.utf8.last == slash || isGlob(entry)
  }

  /// The folders a glob of one level per part (`Sources/App/Features/*`) matches that hold
  /// a file of `paths`, in order: the folders a rule about them (a reference cycle's) names.
  public static func folders(matching glob: String, among paths: some Sequence<String>) -> [String] {
    let trimmed = glob.hasSuffix("/") ? String(glob.dropLast()) : glob
    let depth = trimmed.split(separator: "/").count
    // Each folder asked once: a tree's paths share their first folders.
    var verdicts: [Substring: Bool] = [:]
    for path in paths {
      var slashes = 0
      var end: String.Index? = nil
      for index in path.utf8.indices where path.utf8[index] == slash {
        slashes += 1
        if slashes == depth {
          end = index
          break
        }
      }
      guard let end else { continue }
      let folder = path[..<end]
      if verdicts[folder] == nil { verdicts[folder] = contains(String(folder), under: trimmed) }
    }
    return verdicts.compactMap { $0.value ? String($0.key) : nil }.sorted()
  }

  /// Whether `path` lies in what `pattern` names as a root or an exclusion: the file itself,
  /// a file under the folder, or (a glob) a path that matches, or lies under a folder that does.
  public static func contains(_ path: String, under pattern: String) -> Bool {
    guard isGlob(pattern) else { return PathPrefix.contains(path, under: pattern) }
    guard startsWithFixedFolders(of: pattern, path) else { return false }
    var glob = Substring(pattern)
    // A glob that ends in `/` names folders (`Modules/*/`): a file it would match itself
    // (`Modules/NOTES.md`) is not in it.
    let foldersOnly = glob.last == "/"
    while glob.last == "/" { glob = glob.dropLast() }
    // Both are in git's quoted spelling: matched on the bytes they stand for.
    let globBytes = QuotedPath.bytes(String(glob))
    let wanted = Glob.Pattern(globBytes)
    var bytes = QuotedPath.bytes(path)[...]
    if !wanted.parts.contains(.folders) {
      // Without `**` a match has the glob's own count of folders: only the path's part of
      // that depth can match, the path itself when it is no deeper.
      let depth = globBytes.reduce(0) { $0 + ($1 == Self.slash ? 1 : 0) }
      var slashes = 0
      for index in bytes.indices where bytes[index] == Self.slash {
        slashes += 1
        if slashes > depth { return wanted.matches(Array(bytes[..<index])) }
      }
      return !foldersOnly && slashes == depth && wanted.matches(Array(bytes))
    }
    // What follows the last wildcard of the glob's last folder name is literal, so a match
    // ends with it: the path and each folder above it are matched only when they do
    // (`**/*.storyboard` against the folders of a Swift file never runs the matcher). A `/`
    // is left out: after `**` it may stand for nothing.
    let tail = globBytes[
      (globBytes.lastIndex { $0 == star || $0 == question || $0 == Self.slash }.map { $0 + 1 } ?? 0)...]
    func matches(_ candidate: ArraySlice<UInt8>) -> Bool {
      guard candidate.count >= tail.count, candidate.suffix(tail.count).elementsEqual(tail) else { return false }
      return wanted.matches(Array(candidate))
    }
    if !foldersOnly, matches(bytes) { return true }
    while let slash = bytes.lastIndex(of: Self.slash) {
      bytes = bytes[..<slash]
      if matches(bytes) { return true }
    }
    return false
  }

  /// Whether `path` begins with the glob's folders before its first wildcard, which every
  /// path it matches (or lies under a match) does: most paths of a tree fail here, before
  /// the glob is compiled. Both are in git's quoted spelling, which quotes byte by byte, so
  /// a prefix that ends at a `/` compares as the bytes it stands for would.
  private static func startsWithFixedFolders(of pattern: String, _ path: String) -> Bool {
    var fixed = 0
    for (offset, byte) in pattern.utf8.enumerated() {
      if byte == star || byte == question { break }
      if byte == slash { fixed = offset + 1 }
    }
    return fixed == 0 || path.utf8.starts(with: pattern.utf8.prefix(fixed))
  }

  /// Whether a fence entry lets `path` past: a plain entry is that one file; a folder or a
  /// glob entry, what it contains.
  public static func entry(_ entry: String, admits path: String) -> Bool {
    namesMany(entry) ? contains(path, under: entry) : entry == path
  }

  /// The folder every match of `pattern` lies under: its folders before the first wildcard
  /// (`""` when a wildcard comes first). A reader lists this folder, not the whole tree.
  public static func fixedFolder(of pattern: String) -> String {
    let parts = pattern.split(separator: "/", omittingEmptySubsequences: false)
    var fixed: [Substring] = []
    for part in parts {
      if part.utf8.contains(where: { $0 == star || $0 == question }) { break }
      fixed.append(part)
    }
    if fixed.count == parts.count { return pattern }
    return fixed.filter { !$0.isEmpty }.joined(separator: "/")
  }

  private static let slash = UInt8(ascii: "/")
  private static let star = UInt8(ascii: "*")
  private static let question = UInt8(ascii: "?")
}
