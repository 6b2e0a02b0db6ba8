/// Where a symlink stored in git leads, inside the repository.
///
/// The compiler compiles a `.swift` symlink as the file it leads to, so fitness judges the
/// link at its own path with its target's bytes. Git stores the link's text as a blob; this
/// resolves that text against the link's folder, the way the file system would, and
/// refuses what leaves the repository (an absolute target, or one that climbs above the
/// root): those bytes are not the repository's to judge.
///
/// Both git readers share this rule, so it lives below them; a suite reads the working tree
/// through the file system, which follows links itself, so it is a part no pattern needs and
/// no vendored copy carries.
public enum LinkTarget {
  /// The target's `QuotedPath` spelling, for the link at `link` (a spelling) whose text is
  /// `text`; nil when it leads outside the repository.
  public static func resolve(link: String, text: [UInt8]) -> String? {
    guard !text.isEmpty, text.first != UInt8(ascii: "/"), !text.contains(0) else { return nil }
    var components = QuotedPath.bytes(link).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
      .map(Array.init)
    components.removeLast()
    for part in text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        guard !components.isEmpty else { return nil }
        components.removeLast()
        continue
      }
      components.append(Array(part))
    }
    guard !components.isEmpty else { return nil }
    return QuotedPath.spelling(Array(components.joined(separator: [UInt8(ascii: "/")])))
  }

  /// How many links in a row fitness follows before it calls the chain a loop.
  public static let hopLimit = 8

  /// Where the chain of links that starts at `link` (whose text is `text`) ends: each hop's
  /// text resolved against its own link's folder, followed while `textOfLink` finds a link
  /// at the target, however many hops (up to `hopLimit`). Nil when a hop leaves the
  /// repository or the chain is longer (a loop). Every reader follows links this way, so a
  /// link reached through another link (`Feed/Shared -> ../VendorLink`, `VendorLink ->
  /// Vendor`) leads where the file system takes it.
  public static func end<Failure: Error>(
    of link: String, text: [UInt8], textOfLink: (String) throws(Failure) -> [UInt8]?
  ) throws(Failure) -> String? {
    var (current, text) = (link, text)
    for _ in 0..<hopLimit {
      guard let target = resolve(link: current, text: text) else { return nil }
      guard let next = try textOfLink(target) else { return target }
      (current, text) = (target, next)
    }
    return nil
  }

  /// Whether a path under a linked folder is a Swift source a build compiles again under the
  /// link: a `.swift` file, and no manifest (a fixture package's `Package.swift` is read by
  /// SwiftPM as a description, and no target that compiled it would build).
  public static func isCompiledSwift(_ path: String) -> Bool {
    path.hasSuffix(".swift") && !ManifestName.matches(path)
  }
}
