import Foundation

#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Reading many files of one tree without a `realpath` per file.
extension WorkingTree {
  /// The root's real path, resolved once per root: every file read asks for it.
  static let realRoots = RealRoots()

  final class RealRoots: @unchecked Sendable {
    private let lock = NSLock()
    private var known: [[UInt8]: [UInt8]] = [:]

    func resolve(_ root: [UInt8]) -> [UInt8] {
      lock.lock()
      defer { lock.unlock() }
      if let real = known[root] { return real }
      let real = WorkingTree.realPath(root) ?? root
      known[root] = real
      return real
    }
  }

  /// `isFile` for many paths of one tree: each folder's real path is resolved once, and a
  /// file in a folder reached without a symlink is one `lstat`, not a `realpath` of its
  /// whole path. A symlink, or a folder reached through one, gets the full check.
  struct FileProbe {
    let root: URL
    private let rootBytes: [UInt8]
    private let realRoot: [UInt8]
    private var direct: [[UInt8]: Bool] = [:]

    init(root: URL) {
      self.root = root
      rootBytes = Array(root.standardizedFileURL.path.utf8)
      realRoot = WorkingTree.realPath(rootBytes) ?? rootBytes
    }

    /// The file at `path` as `WorkingTree.contents` reads it: in a folder reached without a
    /// symlink, opened directly (not following a symlink there); otherwise, or for a
    /// symlink, resolved in full first.
    mutating func contents(_ path: [UInt8], limit: Int) -> Contents? {
      if isPlainFolder(of: path) {
        let read = WorkingTree.contents(
          opening: rootBytes + [UInt8(ascii: "/")] + path, flags: O_NOFOLLOW, limit: limit)
        if read != nil || errno != ELOOP { return read }
      }
      return WorkingTree.contents(path, root: root, limit: limit)
    }

    /// Whether the folder holding `path` is reached from the root without a symlink.
    mutating func isPlainFolder(of path: [UInt8]) -> Bool {
      let slash = path.lastIndex(of: UInt8(ascii: "/"))
      let folder = slash.map { Array(path[..<$0]) } ?? []
      if let known = direct[folder] { return known }
      let lexical = folder.isEmpty ? realRoot : realRoot + [UInt8(ascii: "/")] + folder
      let full = folder.isEmpty ? rootBytes : rootBytes + [UInt8(ascii: "/")] + folder
      let plain = WorkingTree.realPath(full) == lexical
      direct[folder] = plain
      return plain
    }

    mutating func isFile(_ path: [UInt8]) -> Bool {
      guard isPlainFolder(of: path) else { return WorkingTree.isFile(path, root: root) }
      var status = stat()
      guard lstat(WorkingTree.cString(rootBytes + [UInt8(ascii: "/")] + path), &status) == 0 else { return false }
      switch status.st_mode & S_IFMT {
      case S_IFREG: return true
      case S_IFLNK: return WorkingTree.isFile(path, root: root)
      default: return false
      }
    }
  }

  /// Reads the files of one working tree for one command, from any thread: each folder's
  /// real path is resolved once (see `FileProbe`). Made per snapshot, so a tree that
  /// changes between commands is seen afresh.
  public final class Reader: @unchecked Sendable {
    private let lock = NSLock()
    private var probe: FileProbe

    public init(rootPath: String) {
      probe = FileProbe(root: URL(fileURLWithPath: rootPath))
    }

    /// The file at `path` (bytes), as `WorkingTree.contents(_:rootPath:limit:)` reads it.
    public func contents(_ path: [UInt8], limit: Int = 32 << 20) -> Contents? {
      // Each folder is resolved under the lock, once; files are opened outside it, from a
      // copy that already knows the folder.
      lock.lock()
      _ = probe.isPlainFolder(of: path)
      var known = probe
      lock.unlock()
      return known.contents(path, limit: limit)
    }
  }
}
