#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Hands the command line to `fitness-tool`, the full command set, which lives beside this
/// binary. `exec` keeps the process (and its exit status, and git's view of the hook).
enum ToolLauncher {
  static let toolName = "fitness-tool"

  static func replaceProcess(arguments: [String]) -> Never {
    let own = ownPath()
    let folder = own.map { path in String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) } ?? "."
    let tool = folder + "/" + toolName
    // The tool bakes the front's path into the hooks it installs, not its own.
    if let own { setenv("FITNESS_FRONT", own, 1) }
    let argv0 = CommandLine.arguments.first ?? "fitness"
    var cStrings = ([argv0] + arguments).map { strdup($0) }
    cStrings.append(nil)
    execv(tool, cStrings)
    let reason = String(cString: strerror(errno))
    let message =
      "fitness: cannot start \(tool): \(reason); fitness-tool must sit beside fitness "
      + "(copy both from .build/release, see README, Install)\n"
    _ = message.withCString { write(2, $0, strlen($0)) }
    exit(2)
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
