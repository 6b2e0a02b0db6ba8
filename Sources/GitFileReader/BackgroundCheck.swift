#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A yes-or-no check that runs on a thread of its own while the caller goes on, and is
/// waited for before its answer matters: the index's checksum, beside the staged check.
///
/// A plain thread, not a dispatch queue: in a process that lives a few milliseconds, the
/// queue's pool started too late to overlap with anything (measured: 0.88 cores busy; the
/// thread: 1.2 to 1.4).
final class BackgroundCheck: @unchecked Sendable {
  private var thread: pthread_t? = nil
  private var check: (() -> Bool)? = nil
  private var answer = true
  private var joined = false
  private let lock = Lock()

  /// Starts `check`; an unstarted check answers yes (an absent index has nothing to verify).
  func start(_ check: @escaping () -> Bool) {
    self.check = check
    let context = Unmanaged.passRetained(self).toOpaque()
    var created = pthread_t()
    let status = pthread_create(
      &created, nil,
      { context in
        let me = Unmanaged<BackgroundCheck>.fromOpaque(context!).takeRetainedValue()
        // Written before the thread ends, read only after it is joined.
        me.answer = me.check?() ?? true
        return nil
      }, context)
    if status == 0 {
      thread = created
    } else {
      Unmanaged<BackgroundCheck>.fromOpaque(context).release()
      answer = check()
    }
  }

  /// The answer, once the check has finished.
  func wait() -> Bool {
    lock.run {
      if let thread, !joined {
        pthread_join(thread, nil)
        joined = true
      }
      return answer
    }
  }
}
