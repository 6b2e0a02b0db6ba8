import Dispatch

/// A yes-or-no check that runs on another thread while the caller goes on, and is waited
/// for before its answer matters: the index's checksum, beside the staged check itself.
final class BackgroundCheck: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var started = false
  private var answer = true
  private var waited = false
  private let lock = Lock()

  /// Starts `check`; an unstarted check answers yes (an index that is absent has nothing
  /// to verify).
  func start(_ check: @escaping @Sendable () -> Bool) {
    started = true
    DispatchQueue.global().async {
      // Written before the signal, read only after a wait: the semaphore orders the two.
      self.answer = check()
      self.done.signal()
    }
  }

  /// The answer, once the check has finished.
  func wait() -> Bool {
    guard started else { return true }
    return lock.run {
      if !waited {
        done.wait()
        waited = true
      }
      return answer
    }
  }
}
