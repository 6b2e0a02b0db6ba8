import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Runs a child process with `posix_spawn` and waits for it with `waitpid`, on Linux.
///
/// Why not Foundation's `Process`: on Linux its `waitUntilExit()` polls its run loop every
/// 50 ms, so each child costs a test about 50 ms of waiting after it has ended (measured: 52
/// ms a `/bin/true` against 1.3 ms spawned here), and the test holds one of the few threads
/// Swift Testing runs tests on while it waits. The suites start thousands of `git` and
/// `fitness` processes; that wait left a core idle for minutes of a whole run.
///
/// Nil from `run` where this cannot spawn as asked (another system, or a C library without
/// `posix_spawn_file_actions_addchdir_np` or `addclosefrom_np`): the caller runs the child
/// through `Process`.
enum Spawn {
  struct Finished {
    var status: Int32
    var output: [UInt8]
    var errors: [UInt8]
  }

  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  #if canImport(Glibc)
    private typealias AddChdir =
      @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32

    private typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>, Int32) -> Int32
    private typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addchdir_np` (2.29 and later) and `pipe2`, which its
    /// headers declare only for GNU sources, so Swift's Glibc module leaves them out.
    private static let addChdir: AddChdir? = dlsym(nil, "posix_spawn_file_actions_addchdir_np")
      .map { unsafeBitCast($0, to: AddChdir.self) }
    private static let pipe2: Pipe2? = dlsym(nil, "pipe2").map { unsafeBitCast($0, to: Pipe2.self) }
    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later): the child keeps
    /// only its three standard descriptors. Without it a child inherits whatever another
    /// thread has open at that moment without close-on-exec, such as an executable a test is
    /// still copying, whose run then fails with "Text file busy", as `Process` never lets it.
    private static let addCloseFrom: AddCloseFrom? = dlsym(
      nil, "posix_spawn_file_actions_addclosefrom_np"
    ).map { unsafeBitCast($0, to: AddCloseFrom.self) }
  #endif

  /// Runs `executable` with `arguments` in `directory`, with exactly `environment`, reading
  /// its standard output and error to their ends; `input` is its standard input (empty when
  /// nil). The status is the exit status, or the signal's number for a child a signal ended
  /// (as `Process.terminationStatus` says it).
  static func run(
    _ executable: String, _ arguments: [String], in directory: String, environment: [String: String],
    input: [UInt8]?
  ) throws -> Finished? {
    #if canImport(Glibc)
      guard let addChdir, let pipe2, let addCloseFrom else { return nil }
      var output: [Int32] = [-1, -1]
      var errors: [Int32] = [-1, -1]
      var feed: [Int32] = [-1, -1]
      // Close-on-exec from the start: a child another test spawns at the same moment must not
      // inherit these, or this test would wait for that child to see its pipes end.
      guard pipe2(&output, O_CLOEXEC) == 0, pipe2(&errors, O_CLOEXEC) == 0, pipe2(&feed, O_CLOEXEC) == 0 else {
        for fd in output + errors + feed where fd >= 0 { close(fd) }
        throw Failure(description: "could not make pipes for \(executable): errno \(errno)")
      }
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_adddup2(&actions, feed[0], 0)
      posix_spawn_file_actions_adddup2(&actions, output[1], 1)
      posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
      _ = directory.withCString { addChdir(&actions, $0) }
      _ = addCloseFrom(&actions, 3)
      let argv = ([executable] + arguments).map { strdup($0) } + [nil]
      let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
      defer {
        for pointer in argv + envp { free(pointer) }
      }
      var pid: pid_t = 0
      let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
      for fd in [feed[0], output[1], errors[1]] { close(fd) }
      guard spawned == 0 else {
        for fd in [feed[1], output[0], errors[0]] { close(fd) }
        throw Failure(description: "could not run \(executable): \(String(cString: strerror(spawned)))")
      }
      let writer = feed[1]
      if let input, !input.isEmpty {
        // Written beside the reads, so a child that answers before it has read all cannot
        // block; one that ends without reading it all must not take the run with it.
        signal(SIGPIPE, SIG_IGN)
        DispatchQueue.global().async {
          input.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
              let written = write(writer, bytes.baseAddress! + offset, bytes.count - offset)
              if written < 0 {
                if errno == EINTR { continue }
                break
              }
              offset += written
            }
          }
          close(writer)
        }
      } else {
        close(writer)
      }
      let (out, err) = readBoth(output[0], errors[0])
      var status: Int32 = 0
      while waitpid(pid, &status, 0) < 0 {
        guard errno == EINTR else { throw Failure(description: "could not wait for \(executable): errno \(errno)") }
      }
      // The status word: the low seven bits are the signal that ended the child, if any.
      let signal = status & 0x7f
      return Finished(status: signal == 0 ? (status >> 8) & 0xff : signal, output: out, errors: err)
    #else
      return nil
    #endif
  }

  #if canImport(Glibc)
    /// Reads two pipes to their ends at once, so a child that fills one cannot block.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
      var data: [[UInt8]] = [[], []]
      var fds = [
        pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0),
      ]
      var buffer = [UInt8](repeating: 0, count: 65536)
      var open = 2
      while open > 0 {
        guard poll(&fds, 2, -1) >= 0 || errno == EINTR else { break }
        for index in 0..<2 where fds[index].fd >= 0 && fds[index].revents != 0 {
          let count = buffer.withUnsafeMutableBytes { read(fds[index].fd, $0.baseAddress, $0.count) }
          if count > 0 {
            data[index] += buffer[0..<count]
          } else if count == 0 || errno != EINTR {
            close(fds[index].fd)
            fds[index].fd = -1
            open -= 1
          }
        }
      }
      return (data[0], data[1])
    }
  #endif
}
