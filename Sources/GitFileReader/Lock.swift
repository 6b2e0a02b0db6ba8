#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A mutex, for the few places threads share a value.
package final class Lock: @unchecked Sendable {
  private var mutex = pthread_mutex_t()

  package init() {
    pthread_mutex_init(&mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(&mutex)
  }

  package func run<Value>(_ body: () throws -> Value) rethrows -> Value {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    return try body()
  }
}
