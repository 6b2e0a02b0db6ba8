import CommandLineIO
import LibGit2Reader

/// The options every snapshot-reading command shares: which snapshot.
struct SnapshotOptions {
  var kind: Snapshot.Kind = .staged

  /// Reads `--staged | --all | --rev REV | --worktree`.
  static func read(from arguments: inout ArgumentList, default kind: Snapshot.Kind) throws(UsageError)
    -> SnapshotOptions
  {
    var options = SnapshotOptions(kind: kind)
    var chosen: [Snapshot.Kind] = []
    if arguments.flag(.staged) { chosen.append(.staged) }
    if arguments.flag(.all) { chosen.append(.index) }
    if arguments.flag(.worktree) { chosen.append(.workTree) }
    if let revision = try arguments.value(.revision) { chosen.append(.revision(revision)) }
    guard chosen.count <= 1 else {
      let names = OptionSpec.snapshots.map(\.spelled)
      throw UsageError(
        "choose one of \(names.joined(separator: ", "))", command: arguments.command)
    }
    if let kind = chosen.first { options.kind = kind }
    return options
  }
}
