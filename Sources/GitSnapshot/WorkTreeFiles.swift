import Foundation
import PackageFiles
import SwiftScanner

/// The working tree as fitness defines it (`PackageFiles.WorkingTree`): the files git
/// tracks, at their bytes on disk. The very code a generated suite runs under `swift test`
/// lists and reads them, so `fitness check --worktree` and the suites judge the same files.
enum WorkTreeFiles {
  static func list(in repository: Repository) throws(GitSnapshotError) -> [TrackedFile] {
    guard let root = repository.workTree else {
      throw .libgit2(operation: "read the working tree", code: -1, message: "the repository is bare")
    }
    let rootURL = URL(fileURLWithPath: root)
    do {
      return try WorkingTree.entries(gitDirectory: URL(fileURLWithPath: repository.gitDirectory))
        .filter { WorkingTree.isFile($0.path, root: rootURL) }
        .map { TrackedFile(path: QuotedPath.spelling($0.path), blob: nil) }
    } catch {
      throw .libgit2(operation: "read the working tree's index", code: -1, message: "\(error)")
    }
  }

  /// A tracked file's bytes on disk, as a suite reads them.
  static func contents(root: String, spelling: String) -> FileContents? {
    switch WorkingTree.contents(QuotedPath.bytes(spelling), root: URL(fileURLWithPath: root), limit: Blob.sizeLimit) {
    case .bytes(let bytes)?: return Blob.classify(bytes)
    case .tooLarge(let size)?: return .tooLarge(size)
    case nil: return nil
    }
  }
}
