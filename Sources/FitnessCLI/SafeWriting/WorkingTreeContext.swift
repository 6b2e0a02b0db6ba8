import Foundation
import LibGit2Reader

/// The repository a writing command works in, with its working tree.
struct WorkingTreeContext {
  var repository: Repository
  var writer: WorkingTreeWriter
  var currentDirectory: String

  static func open(_ context: CommandContext) throws -> WorkingTreeContext {
    let base = context.base
    let repository = try Repository(environment: GitEnvironment(environment: context.environment, directory: base))
    guard var root = repository.workTree else {
      throw WorkingTreeWriter.Refusal(description: "this repository has no working tree; run in a checkout")
    }
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    try WriterLock.acquire(for: root)
    return WorkingTreeContext(repository: repository, writer: WorkingTreeWriter(root: root), currentDirectory: base)
  }

  /// `argument` (relative to where the command started, or absolute) as a repo-relative path.
  func repoRelative(_ argument: String) throws -> String {
    let absolute = URL(fileURLWithPath: GitEnvironment.absolute(argument, against: currentDirectory))
      .standardizedFileURL.path
    let candidates = [writer.root, WorkingTreeWriter.realPath(writer.root) ?? writer.root]
    for root in candidates where absolute.hasPrefix(root + "/") {
      return String(absolute.dropFirst(root.count + 1))
    }
    let resolved = WorkingTreeWriter.realPath(absolute) ?? absolute
    for root in candidates where resolved.hasPrefix(root + "/") {
      return String(resolved.dropFirst(root.count + 1))
    }
    throw WorkingTreeWriter.Refusal(description: "'\(argument)' is outside the repository at \(writer.root)")
  }
}
