import Foundation

/// Replaces a file all at once: the text goes to a temporary file in the same folder, is
/// flushed to disk, and is renamed over the target. A reader, or a crash, sees the old file
/// or the new one, never half of either.
enum AtomicFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static func replace(_ path: String, with text: String, permissions: Int = 0o644) throws(Failure) {
    removeStaleTemporaries(of: path)
    let temporary = path + ".fitness-\(getpid()).tmp"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode_t(permissions))
    guard descriptor >= 0 else {
      throw Failure(
        description: "cannot write '\(temporary)': \(String(cString: strerror(errno))); check the folder's permissions")
    }
    var bytes = Array(text.utf8)
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

  /// Temporary files a killed run left beside `path`: never visible under the real name,
  /// and removed by the next write.
  private static func removeStaleTemporaries(of path: String) {
    let url = URL(fileURLWithPath: path)
    let prefix = url.lastPathComponent + ".fitness-"
    let folder = url.deletingLastPathComponent().path
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      // Another live process is writing this one; it will rename or remove it itself.
      if let pid = Int32(name.dropFirst(prefix.count).dropLast(4)), pid != getpid(), kill(pid, 0) == 0 {
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

/// One writer per repository at a time: graduate, allow and vendor read a file, change it
/// and write it back, so two at once (a hook, an editor, a script) would lose an update.
/// The lock is an advisory `flock` on a file in the temporary folder, named after the
/// repository, and the kernel drops it when the process ends, however it ends.
enum WriterLock {
  /// Blocks until this process holds the lock for `root`; held until exit.
  static func acquire(for root: String) throws(AtomicFile.Failure) {
    lock.lock()
    defer { lock.unlock() }
    // flock conflicts between two descriptors of one process too: take it once per root.
    guard held[root] == nil else { return }
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in root.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    let path = NSTemporaryDirectory() + "/fitness-writer-\(String(hash, radix: 16)).lock"
    let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      throw AtomicFile.Failure(
        description: "cannot open the writer lock '\(path)': \(String(cString: strerror(errno)))")
    }
    while flock(descriptor, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw AtomicFile.Failure(description: "cannot lock '\(path)': \(String(cString: strerror(errno)))")
      }
    }
    held[root] = descriptor
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var held: [String: Int32] = [:]
}

/// A test switch that kills the process halfway through its Nth file write, the way a
/// power cut or SIGKILL would: `FITNESS_FAULT_AT_WRITE=N`. It proves that no interrupted
/// graduate or allow leaves a half-written suite or finding under its real name.
enum FaultInjection {
  static let status: Int32 = 70
  nonisolated(unsafe) private static var writes = 0

  static func diesOnThisWrite() -> Bool {
    writes += 1
    guard let value = getenv("FITNESS_FAULT_AT_WRITE"), let target = Int(String(cString: value)) else { return false }
    return target == writes
  }
}
