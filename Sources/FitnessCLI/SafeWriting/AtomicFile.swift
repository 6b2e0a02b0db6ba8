import Foundation

/// Replaces a file all at once: the text goes to a temporary file in the same folder, is
/// flushed to disk, and is renamed over the target. A reader, or a crash, sees the old file
/// or the new one, never half of either.
enum AtomicFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func replace(_ path: String, with text: String, permissions: Int = 0o644) throws(Failure) {
    try replace(path, bytes: Array(text.utf8), permissions: permissions)
  }

  static func replace(_ path: String, bytes: [UInt8], permissions: Int = 0o644) throws(Failure) {
    var bytes = bytes
    removeStaleTemporaries(of: path)
    let temporary = path + ".fitness-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else {
      // Named as the user wrote it: the temporary beside it is ours, not theirs.
      let reason = errno
      let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
      var status = stat()
      if reason == ENOENT, stat(folder.isEmpty ? "." : folder, &status) != 0 {
        throw Failure(description: "cannot write '\(path)': the folder '\(folder)' does not exist; create it first")
      }
      throw Failure(
        description: "cannot write '\(path)': \(String(cString: strerror(reason))); check the folder's permissions")
    }
    let dies = FaultInjection.diesOnThisWrite()
    if dies { bytes = Array(bytes.prefix(bytes.count / 2)) }
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      written += count
    }
    if dies { _exit(FaultInjection.status) }
    let flushed = fsync(descriptor) == 0
    close(descriptor)
    guard written == bytes.count, flushed, rename(temporary, path) == 0 else {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(description: "cannot replace '\(path)': \(reason)")
    }
  }

  /// Replaces a file a full check keeps under the git directory (`<common>/fitness/…`),
  /// creating its folders first. A cache that cannot be written only costs the next run a
  /// miss, so a failure is dropped.
  static func keep(_ path: String, bytes: [UInt8]) {
    try? FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try? replace(path, bytes: bytes)
  }

  /// Temporary files a killed run left beside `path`: never visible under the real name,
  /// and removed by the next write.
  private static func removeStaleTemporaries(of path: String) {
    let url = URL(fileURLWithPath: path)
    removeStaleTemporaries(in: url.deletingLastPathComponent().path, named: url.lastPathComponent)
  }

  /// Every temporary file in `folder` (of the file `named`, when given) whose writer is no
  /// longer running: a cache that writes under fresh names each run (the scan cache's
  /// segments) would otherwise keep what a `kill -9` left behind for good.
  static func removeStaleTemporaries(in folder: String, named: String? = nil) {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasSuffix(".tmp") {
      guard let marker = name.range(of: ".fitness-", options: .backwards),
        named.map({ name[..<marker.lowerBound] == $0 }) ?? true
      else { continue }
      // Another live process is writing this one; it will rename or remove it itself.
      if let pid = Int32(name[marker.upperBound...].dropLast(4)), pid != getpid(), kill(pid, 0) == 0 {
        continue
      }
      unlink(folder + "/" + name)
    }
  }

  /// Appends `text` to the file at `path` (created when missing) in one write: for files
  /// other tools share, like GitHub's job summary, where replacing would drop their part.
  static func append(_ text: String, to path: String) throws(Failure) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw Failure(description: "cannot append to '\(path)': \(String(cString: strerror(errno)))")
    }
    defer { close(descriptor) }
    let bytes = Array(text.utf8)
    let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard count == bytes.count else {
      throw Failure(description: "cannot append to '\(path)': \(String(cString: strerror(errno)))")
    }
  }
}
