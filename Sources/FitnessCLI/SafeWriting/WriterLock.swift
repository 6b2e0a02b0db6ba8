import CheckCore
import Foundation

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
    let hash = FNV1a.value(root.utf8)
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
