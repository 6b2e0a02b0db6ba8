import Foundation

#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The working tree's links as fitness defines them (`LinkTarget`): each hop's text read
/// from disk, against its own link's folder, staying inside the repository. The suites read
/// them as the hook and CI do: a link whose chain leaves the repository is no file, even
/// where it lands inside it, and a link the readers cannot read through is refused.
extension WorkingTree {
  /// The text of the symlink at `path` below `root`; nil when no link is there.
  static func linkText(_ path: [UInt8], root: URL) -> [UInt8]? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let count = readlink(cString(Array(root.standardizedFileURL.path.utf8) + [UInt8(ascii: "/")] + path), &buffer, 4096)
    guard count > 0 else { return nil }
    return buffer[..<count].map { UInt8(bitPattern: $0) }
  }

  /// Where the tracked link at `path` leads, its hops read from disk.
  static func destination(ofLink path: [UInt8], root: URL) -> LinkTarget.Destination {
    guard let text = linkText(path, root: root) else { return .nowhere }
    return LinkTarget.follow(QuotedPath.spelling(path), text: text) { linkText(QuotedPath.bytes($0), root: root) }
  }

  /// Of the index's `entries`, the links at `root` that a check cannot read through
  /// (`RefusedLink`): a Swift source or folder whose chain leaves the repository, and any
  /// other name whose chain ends at a folder holding a tracked Swift source (not a manifest).
  static func refusedLinks(among entries: [Entry], root: URL) -> [RefusedLink] {
    let sources = entries.filter { !$0.isSymlink }.map { QuotedPath.spelling($0.path) }
      .filter(LinkTarget.isCompiledSwift)
    var found: [RefusedLink] = []
    for entry in entries where entry.isSymlink {
      let path = QuotedPath.spelling(entry.path)
      switch destination(ofLink: entry.path, root: root) {
      case .outside(let text) where RefusedLink.mayHideSwift(path):
        found.append(RefusedLink(path: path, target: text, kind: .outside))
      case .inside(let target)
      where !path.hasSuffix(".swift") && sources.contains(where: { $0.hasPrefix(target + "/") }):
        found.append(RefusedLink(path: path, target: target, kind: .folder))
      default: continue
      }
    }
    return found
  }
}
