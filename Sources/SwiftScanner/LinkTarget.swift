/// Where a symlink stored in git leads, inside the repository.
///
/// The compiler compiles a `.swift` symlink as the file it leads to, so fitness judges the
/// link at its own path with its target's bytes. Git stores the link's text as a blob; this
/// resolves that text against the link's folder, the way the file system would, and
/// refuses what leaves the repository (an absolute target, or one that climbs above the
/// root): those bytes are not the repository's to judge.
///
/// Both git readers and the suites' working tree share this rule (the suites read each hop's
/// text from disk), so a link means one thing to the hook, CI and `swift test`; every
/// vendored copy carries it.
public enum LinkTarget {
  /// The target's `QuotedPath` spelling, for the link at `link` (a spelling) whose text is
  /// `text`; nil when it leads outside the repository.
  public static func resolve(link: String, text: [UInt8]) -> String? {
    guard !text.isEmpty, text.first != UInt8(ascii: "/"), !text.contains(0) else { return nil }
    // One buffer of folders joined by `/`, not an array per folder: every link of a
    // repository is resolved each time its index is opened. A path git stages has no empty
    // folder names, so its folder is what comes before its last `/`.
    var path = QuotedPath.bytes(link)
    path.removeSubrange((path.lastIndex(of: slash) ?? 0)...)
    for part in text.split(separator: slash, omittingEmptySubsequences: true) {
      if part.elementsEqual(".".utf8) { continue }
      if part.elementsEqual("..".utf8) {
        guard !path.isEmpty else { return nil }
        path.removeSubrange((path.lastIndex(of: slash) ?? 0)...)
        continue
      }
      if !path.isEmpty { path.append(slash) }
      path += part
    }
    guard !path.isEmpty else { return nil }
    return QuotedPath.spelling(path)
  }

  private static let slash = UInt8(ascii: "/")

  /// How many links in a row fitness follows before it calls the chain a loop.
  public static let hopLimit = 8

  /// Where a chain of links leads.
  public enum Destination: Equatable, Sendable {
    /// A path inside the repository (whatever is staged there, if anything).
    case inside(String)
    /// Out of the repository: `text` is the hop that leaves (an absolute path, or one that
    /// climbs above the root), which each machine resolves to bytes of its own.
    case outside(text: String)
    /// Nowhere: a hop with no text to follow, or more hops than `hopLimit` (a loop).
    case nowhere
  }

  /// Where the chain of links that starts at `link` (whose text is `text`) leads: each hop's
  /// text resolved against its own link's folder, followed while `textOfLink` finds a link
  /// at the target, however many hops (up to `hopLimit`). Every reader follows links this
  /// way, so a link reached through another link (`Feed/Shared -> ../VendorLink`,
  /// `VendorLink -> Vendor`) leads where the file system takes it.
  public static func follow<Failure: Error>(
    _ link: String, text: [UInt8], textOfLink: (String) throws(Failure) -> [UInt8]?
  ) throws(Failure) -> Destination {
    var (current, text) = (link, text)
    for _ in 0..<hopLimit {
      guard let target = resolve(link: current, text: text) else {
        return leaves(link: current, text: text) ? .outside(text: String(decoding: text, as: UTF8.self)) : .nowhere
      }
      guard let next = try textOfLink(target) else { return .inside(target) }
      (current, text) = (target, next)
    }
    return .nowhere
  }

  /// Where the chain that starts at `link` ends inside the repository; nil when it leaves
  /// the repository or leads nowhere (`follow`).
  public static func end<Failure: Error>(
    of link: String, text: [UInt8], textOfLink: (String) throws(Failure) -> [UInt8]?
  ) throws(Failure) -> String? {
    guard case .inside(let end) = try follow(link, text: text, textOfLink: textOfLink) else { return nil }
    return end
  }

  /// Whether the text `text` of the link at `link` names a path out of the repository: an
  /// absolute one, or one whose `..` climb above the root.
  static func leaves(link: String, text: [UInt8]) -> Bool {
    guard !text.isEmpty, !text.contains(0) else { return false }
    if text.first == UInt8(ascii: "/") { return true }
    var depth = QuotedPath.bytes(link).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).count - 1
    for part in text.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
      if part.elementsEqual("..".utf8) {
        depth -= 1
        if depth < 0 { return true }
      } else if !part.elementsEqual(".".utf8) {
        depth += 1
      }
    }
    return false
  }

  /// Whether a path under a linked folder is a Swift source a build compiles again under the
  /// link: a `.swift` file, and no manifest (a fixture package's `Package.swift` is read by
  /// SwiftPM as a description, and no target that compiled it would build).
  public static func isCompiledSwift(_ path: String) -> Bool {
    path.hasSuffix(".swift") && !ManifestName.matches(path)
  }
}
