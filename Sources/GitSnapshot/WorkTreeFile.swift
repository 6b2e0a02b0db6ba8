import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A working-tree file read by its path's bytes. Git paths need not be UTF-8, and
/// Foundation's file APIs take text, so they cannot open `caf\351.swift`.
enum WorkTreeFile {
  /// The file system path of `spelling` (a `QuotedPath`) below `root` (ending in `/`).
  static func systemPath(root: String, spelling: String) -> [CChar] {
    (Array(root.utf8) + QuotedPath.bytes(spelling)).map { CChar(bitPattern: $0) } + [0]
  }

  /// Whether a regular file (not a symlink) stands at the path.
  static func isRegular(root: String, spelling: String) -> Bool {
    var status = stat()
    return lstat(systemPath(root: root, spelling: spelling), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  /// The file's bytes, or its size when over `limit`; nil when no regular file is there.
  static func read(root: String, spelling: String, limit: Int) -> (bytes: [UInt8]?, size: Int)? {
    let path = systemPath(root: root, spelling: spelling)
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    let size = Int(status.st_size)
    if size > limit { return (nil, size) }
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        #if canImport(Glibc)
          Glibc.read(descriptor, buffer.baseAddress, buffer.count)
        #else
          Darwin.read(descriptor, buffer.baseAddress, buffer.count)
        #endif
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { break }
      bytes += chunk[0..<count]
      if bytes.count > limit { return (nil, bytes.count) }
    }
    return (bytes, bytes.count)
  }
}
