import CheckCore
import CommandLineIO
import Foundation
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// The working tree as an editor or an agent sees it, judged by the one pipeline
/// `fitness check --worktree` runs: the files on disk (tracked, and untracked ones git does
/// not ignore), with the buffers an editor holds in place of their files. The rules are the
/// working tree's too, buffers included, so a suite being edited judges as it reads now.
///
/// It writes nothing: no cache, no finding summary. What it learns of each file it keeps in
/// memory (`RememberedFacts`), so judging the tree again after a keystroke reads only what
/// changed.
final class WorkingCopy {
  /// The working tree's root, without its trailing `/`.
  let root: String
  private let context: CommandContext
  private let remembered: RememberedFacts

  /// Opens the repository that holds `directory` (with git's environment, as every command).
  init(environment: [String: String], directory: String, console: Console = Console(colours: false)) throws {
    context = CommandContext(
      console: console, environment: environment, currentDirectory: directory, executable: "fitness")
    let repository = try context.openRepository()
    guard let workTree = repository.workTree else {
      throw LibGit2ReaderError.libgit2(
        operation: "read the working tree", code: -1, message: "the repository is bare; open a working tree")
    }
    root = String(workTree.dropLast())
    remembered = RememberedFacts(root: root)
  }

  /// The verdict over the whole working tree, with `buffers` (repository paths) standing in
  /// for the files on disk.
  func judge(buffers: [String: [UInt8]] = [:]) throws -> (run: CheckPipeline.Run, source: BufferedWorkTree) {
    var opened = try ToolSource.open(context, snapshot: SnapshotOptions(kind: .workTree), directReaderCannot: true)
    let source = try BufferedWorkTree(opened.source, buffers: buffers)
    opened.source = source
    var check = ToolCheck(kind: .workTree, opened: opened, ruleIDs: [], useCache: true, progress: nil)
    check.factScanner = remembered
    check.writesCaches = false
    return (try check.run().run, source)
  }

  /// The working tree, with `buffers` in place of their files.
  func source(buffers: [String: [UInt8]] = [:]) throws -> BufferedWorkTree {
    let disk = try ToolSource.open(context, snapshot: SnapshotOptions(kind: .workTree), directReaderCannot: true)
    return try BufferedWorkTree(disk.source, buffers: buffers)
  }

  /// The rules of the working tree, buffers included.
  func rules(buffers: [String: [UInt8]] = [:]) throws -> RuleSet {
    try RuleSet.load(from: try source(buffers: buffers))
  }

  /// The repository path of a file given as an absolute path or one relative to the root:
  /// nil when it lies outside the working tree, or names `.git`'s files.
  func repositoryPath(of path: String) -> String? {
    Self.repositoryPath(of: path.hasPrefix("/") ? path : root + "/" + path, root: root)
  }

  /// The repository path of the absolute `path` in the working tree at `root` (`WorkTreePath`).
  static func repositoryPath(of path: String, root: String) -> String? {
    WorkTreePath.inside(path, root: root)
  }
}
