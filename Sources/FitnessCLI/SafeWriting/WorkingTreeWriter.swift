import Foundation
import RuleEngine

/// Writes files into a repository's working tree, and nowhere else.
///
/// Every target is a repo-relative path without `..`, and the real location of its folder
/// (after symbolic links are followed) must still be inside the working tree, so a suite
/// folder that is a link to somewhere else is refused rather than written through.
struct WorkingTreeWriter {
  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  /// The working tree's absolute path.
  let root: String

  /// The absolute path for `relative`, once it is proven to stay inside the tree.
  func location(of relative: String) throws(Refusal) -> String {
    if let problem = PathRules.problem(with: relative) {
      throw Refusal(description: "refusing to write '\(relative)': it \(problem)")
    }
    guard let realRoot = Self.realPath(root) else {
      throw Refusal(description: "cannot resolve the working tree '\(root)'")
    }
    var existing = URL(fileURLWithPath: root).appendingPathComponent(relative).deletingLastPathComponent()
    while Self.realPath(existing.path) == nil, existing.path.count > root.count {
      existing.deleteLastPathComponent()
    }
    guard let folder = Self.realPath(existing.path), folder == realRoot || folder.hasPrefix(realRoot + "/") else {
      throw Refusal(
        description: "refusing to write '\(relative)': its folder leads outside the repository "
          + "through a symbolic link; choose a suite folder inside the repository")
    }
    let full = root + "/" + relative
    var status = stat()
    if lstat(full, &status) == 0, (status.st_mode & S_IFMT) == S_IFLNK {
      throw Refusal(description: "refusing to write '\(relative)': it is a symbolic link; replace it with a file first")
    }
    return full
  }

  /// Writes `text` to `relative` atomically, creating its folders.
  func write(_ text: String, to relative: String) throws {
    let full = try location(of: relative)
    try FileManager.default.createDirectory(
      atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    // Checked again now that the folders exist: creating them must not have left the tree.
    _ = try location(of: relative)
    try AtomicFile.replace(full, with: text)
  }

  /// Removes the file `relative` (a suite graduate moved elsewhere).
  func remove(_ relative: String) throws {
    try FileManager.default.removeItem(atPath: try location(of: relative))
  }

  /// Whether a file is at `relative`, so that a write does not replace one by surprise
  /// (an ignored file, which no snapshot shows, included). It reads nothing: what commands
  /// read comes from the snapshot they judge.
  func exists(_ relative: String) -> Bool {
    FileManager.default.fileExists(atPath: root + "/" + relative)
  }

  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
