import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file named by an editor or an agent (absolute, or with `..`) as a path of the working
/// tree, the way the check spells paths; no Foundation, so the front reads it too.
package enum WorkTreePath {
  /// The repository path of the absolute `path` in the working tree at `root` (no trailing
  /// `/`), by name, or through links when the two are spelled through different links
  /// (`/tmp` and `/private/tmp`): nil outside it, and for `.git`'s own files.
  package static func inside(_ path: String, root: String) -> String? {
    func within(_ path: String, _ root: String) -> String? {
      guard let normal = normalized(path), normal.hasPrefix(root + "/") else { return nil }
      let inside = String(normal.dropFirst(root.count + 1))
      guard !inside.isEmpty, inside != ".git", !inside.hasPrefix(".git/") else { return nil }
      return QuotedPath.spelling(ofText: inside)
    }
    if let found = within(path, root) { return found }
    // The file may not exist yet: its folder is resolved, and the name kept.
    guard let normal = normalized(path), let slash = normal.lastIndex(of: "/") else { return nil }
    let folder = String(normal[..<slash])
    guard let realFolder = realPath(folder.isEmpty ? "/" : folder), let realRoot = realPath(root) else { return nil }
    return within(realFolder + "/" + normal[normal.index(after: slash)...], realRoot)
  }

  /// `path` with `.` and `..` resolved by name (not through links) and repeated slashes
  /// dropped; nil when `..` climbs above `/`.
  package static func normalized(_ path: String) -> String? {
    var parts: [Substring] = []
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      switch part {
      case ".": continue
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      default: parts.append(part)
      }
    }
    return "/" + parts.joined(separator: "/")
  }

  /// The nearest folder of `file` that exists (a new file's folder may not yet): where to
  /// look for its repository.
  package static func nearestFolder(of file: String) -> String {
    var folder = normalized(file) ?? "/"
    repeat {
      folder = folder.lastIndex(of: "/").map { String(folder[..<$0]) } ?? ""
      var status = stat()
      if !folder.isEmpty, stat(folder, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR { return folder }
    } while !folder.isEmpty
    return "/"
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
