import CheckCore
import LibGit2Reader
import SwiftScanner

/// The file a `--check FILE` names (a committed digest, a committed graph): read from the
/// snapshot the command judges, as every other file is, never from the disk beside it.
enum CommittedCopy {
  /// FILE's text in `snapshot`, whose working tree is at `root` (without its trailing
  /// `/`). A usage error when FILE lies outside the repository or the snapshot lacks it.
  static func text(
    of file: String, in snapshot: any SnapshotReading, root: String?, kind: Snapshot.Kind, context: CommandContext,
    command: String
  ) throws -> String {
    let absolute = GitEnvironment.absolute(file, against: context.currentDirectory)
    guard let root, absolute.hasPrefix(root + "/") else {
      throw UsageError("--check: \(file) lies outside the repository; name a file in it", command: command)
    }
    let path = QuotedPath.spelling(ofText: String(absolute.dropFirst(root.count + 1)))
    guard let written = try snapshot.text(of: path) else {
      throw UsageError(
        "--check: \(file) is not in the \(Check.describe(kind)); write it with the same command and "
          + "'> \(file)', then add it", command: command)
    }
    return written
  }
}
