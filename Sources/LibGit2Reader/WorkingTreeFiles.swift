import Foundation
import SuiteRuntime
import SwiftScanner

/// The working tree as fitness defines it (`SuiteRuntime.WorkingTree`): the files git
/// tracks and the untracked ones it does not ignore, at their bytes on disk. The very code a generated suite runs under `swift test`
/// lists and reads them, so `fitness check --worktree` and the suites judge the same files.
enum WorkingTreeFiles {
  static func list(in repository: Repository) throws(LibGit2ReaderError) -> [TrackedFile] {
    guard let root = repository.workTree else {
      throw .libgit2(operation: "read the working tree", code: -1, message: "the repository is bare")
    }
    do {
      return (try WorkingTree.files(rootPath: root) ?? [])
        .map { TrackedFile(path: QuotedPath.spelling($0), blob: nil) }
    } catch {
      throw .libgit2(operation: "read the working tree's index", code: -1, message: "\(error)")
    }
  }

  /// A tracked file's bytes on disk, as a suite reads them.
  static func contents(reader: WorkingTree.Reader, spelling: String) -> FileContents? {
    switch reader.contents(QuotedPath.bytes(spelling), limit: Blob.sizeLimit) {
    case .bytes(let bytes)?: return Blob.classify(bytes, path: spelling)
    case .tooLarge(let size)?: return .tooLarge(size)
    case nil: return nil
    }
  }
}
