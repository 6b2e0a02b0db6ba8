/// The exit statuses of every command, as `--help` and the README document them.
package enum ExitStatus: Int32, Sendable {
  /// Clean: every rule holds.
  case clean = 0
  /// Violations found; in the hook, the commit is refused.
  case violations = 1
  /// fitness could not run: the repository, a suite or a finding is unreadable.
  case failure = 2
  /// The command line was wrong (`EX_USAGE`).
  case usage = 64
}
