#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where commands write. Diagnostics go to stderr; results meant for tools go to stdout.
/// Each line is one unbuffered write, so hook output stays in order in GUI git clients.
///
/// Colour is used only when stderr is a terminal (or when forced), so hook output in GUI
/// git clients and CI logs stays plain.
package final class Console {
  package private(set) var standardOutput = ""
  package private(set) var standardError = ""
  package let colours: Bool
  /// Whether paths are printed with bytes at or above 0x80 escaped, as git's
  /// `core.quotePath` (true unless the repository's git config says otherwise).
  package var quotesPaths = true
  private let captures: Bool

  /// A console that writes to the process's streams.
  package init(colours: Bool) {
    self.colours = colours
    captures = false
  }

  /// A console that keeps what is written, for tests.
  package init(capturingWithColours colours: Bool = false) {
    self.colours = colours
    captures = true
  }

  package func out(_ line: String) {
    if captures { standardOutput += line + "\n" } else { Self.write(line, to: 1) }
  }

  package func error(_ line: String) {
    if captures { standardError += line + "\n" } else { Self.write(line, to: 2) }
  }

  /// Rewrites the one status line at the bottom of a terminal; `endProgress` clears it.
  package func progress(_ text: String) {
    showsProgress = true
    if captures { standardError += text + "\n" } else { Self.write("\r\(text)\u{1B}[K", to: 2, newline: false) }
  }

  package func endProgress() {
    guard showsProgress, !captures else { return }
    showsProgress = false
    Self.write("\r\u{1B}[K", to: 2, newline: false)
  }

  private var showsProgress = false

  /// One line, whole, to a file descriptor. A reader that went away (`fitness … | head`)
  /// must not stop the command halfway through its writes, so SIGPIPE is ignored and a
  /// failed write is dropped.
  private static func write(_ line: String, to descriptor: Int32, newline: Bool = true) {
    _ = ignoreBrokenPipes
    let bytes = Array((newline ? line + "\n" : line).utf8)
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes { Self.systemWrite(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }

  private static let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

  /// `text` in bold red when colours are on.
  package func red(_ text: String) -> String { colours ? "\u{1B}[1;31m\(text)\u{1B}[0m" : text }
  package func yellow(_ text: String) -> String { colours ? "\u{1B}[1;33m\(text)\u{1B}[0m" : text }

  /// `text` in bold when colours are on.
  package func bold(_ text: String) -> String { colours ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  /// Whether the process's stderr is a terminal.
  package static var standardErrorIsTerminal: Bool { isatty(2) == 1 }
  package static var standardOutputIsTerminal: Bool { isatty(1) == 1 }

  /// Whether a person ran this in a terminal, not git's hook: stdout is a terminal and git
  /// set no `GIT_INDEX_FILE` (which it exports to every hook that runs before a commit).
  package static func ranByHand(environment: [String: String]) -> Bool {
    standardOutputIsTerminal && environment["GIT_INDEX_FILE"] == nil && environment["PRE_COMMIT"] == nil
  }
}
