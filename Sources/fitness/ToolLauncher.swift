import CommandLineIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the command line to `fitness-tool`, the full command set, which lives beside this
/// binary, and answers with its exit status.
///
/// The tool runs as a child, not in this process's place, so that the front can say what
/// went wrong when the tool cannot answer: it dies on a signal (a truncated or damaged
/// binary, exit 139 with no word), or it is this very program again (a copy of or a link
/// to `fitness` standing as `fitness-tool`, which would hand the work to itself for ever
/// and hang the commit). Either way the front says which binary failed and how, and exits 2.
enum ToolLauncher {
  static let toolName = "fitness-tool"
  static let handOffVariable = HandOff.pidVariable

  /// Refuses (exit 2) when this front was started by a front as its tool: the first thing
  /// the front does, before it reads anything.
  static func refuseToRunAsTheTool() {
    guard let handedOff = getenv(handOffVariable), String(cString: handedOff) == String(getppid()) else { return }
    let own = ownPath() ?? toolName
    let folder = own.lastIndex(of: "/").map { String(own[..<$0]) + "/" } ?? ""
    fail(
      "fitness: error: \(folder)\(toolName) is fitness itself (a copy of it, or a link to it), so fitness would "
        + "hand the work to itself for ever; nothing was judged. Put the real \(toolName) beside fitness (both are "
        + "built into .build/release; see README, Install)")
  }

  /// Runs the tool with `arguments`, telling it what the front found, and exits with its
  /// status.
  /// `input`, when given, is what the tool reads on standard input: the bytes the front has
  /// read from its own already (an agent's payload).
  static func handOff(arguments: [String], telling handOff: HandOff?, input: [UInt8]? = nil) -> Never {
    let own = ownPath()
    let folder = own.map { path in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) } ?? "."
    let tool = folder + "/" + toolName
    // The tool bakes the front's path into the hooks it installs, not its own.
    if let own { setenv("FITNESS_FRONT", own, 1) }
    setenv(handOffVariable, String(getpid()), 1)
    if let handOff { setenv(HandOff.variable, handOff.encoded, 1) } else { unsetenv(HandOff.variable) }
    let argv0 = CommandLine.arguments.first ?? "fitness"
    var cStrings = ([argv0] + arguments).map { strdup($0) }
    cStrings.append(nil)
    var child: pid_t = 0
    var pipeEnds: [Int32] = [-1, -1]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    if input != nil {
      guard pipe(&pipeEnds) == 0 else {
        fail("fitness: error: cannot make a pipe for \(tool): \(String(cString: strerror(errno)))")
      }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[0], 0)
      posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
      posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    }
    let started = posix_spawn(&child, tool, &actions, nil, cStrings, environment())
    posix_spawn_file_actions_destroy(&actions)
    guard started == 0 else {
      fail(
        "fitness: cannot start \(tool): \(String(cString: strerror(started))); fitness-tool must sit beside "
          + "fitness (copy both from .build/release, see README, Install)")
    }
    if let input {
      close(pipeEnds[0])
      // The tool reads all of it before it answers; one that ends early closes the pipe.
      signal(SIGPIPE, SIG_IGN)
      var written = 0
      while written < input.count {
        let count = input[written...].withUnsafeBytes { write(pipeEnds[1], $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        written += count
      }
      close(pipeEnds[1])
    }
    exit(status(waitingFor: child, tool: tool))
  }

  /// The tool's exit status, or 2 with a word when it died on a signal. While the tool runs,
  /// the terminal's interrupt reaches it directly (one process group); a signal sent to the
  /// front alone (a CI job's timeout) is passed on.
  static func status(waitingFor child: pid_t, tool: String) -> Int32 {
    runningChild = child
    signal(SIGINT, SIG_IGN)
    signal(SIGQUIT, SIG_IGN)
    for forwarded in [SIGTERM, SIGHUP] {
      signal(forwarded) { received in if runningChild > 0 { kill(runningChild, received) } }
    }
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0 {
      guard errno == EINTR else { fail("fitness: error: lost track of \(tool): \(String(cString: strerror(errno)))") }
    }
    let signalNumber = status & 0x7F
    guard signalNumber != 0 else { return (status >> 8) & 0xFF }
    // A reader that went away: the pipe's end, not the tool's failure.
    if signalNumber == SIGPIPE { return 128 + SIGPIPE }
    let name = signalNames[signalNumber].map { " (\($0))" } ?? ""
    fail(
      "fitness: error: \(tool) died on signal \(signalNumber)\(name) before it answered; nothing was judged. If "
        + "it was not stopped on purpose, it is damaged or built for another machine: reinstall fitness and "
        + "fitness-tool together (see README, Install)")
  }

  static let signalNames: [Int32: String] = [
    SIGSEGV: "SIGSEGV", SIGBUS: "SIGBUS", SIGILL: "SIGILL", SIGABRT: "SIGABRT", SIGKILL: "SIGKILL",
    SIGTERM: "SIGTERM", SIGINT: "SIGINT", SIGHUP: "SIGHUP", SIGFPE: "SIGFPE", SIGTRAP: "SIGTRAP", SIGQUIT: "SIGQUIT",
  ]

  static func fail(_ message: String) -> Never {
    let text = message + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
    exit(2)
  }

  private static func environment() -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
    #if canImport(Darwin)
      return _NSGetEnviron().pointee
    #else
      return environ
    #endif
  }

  /// This executable's absolute path, symlinks resolved, so the tool is found beside the
  /// real binary even when PATH reaches it through a link.
  static func ownPath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
      defer { free(real) }
      return String(cString: real)
    #endif
  }
}

/// The tool's pid while the front waits for it, for the signal handlers (which capture
/// nothing).
nonisolated(unsafe) var runningChild: pid_t = 0
