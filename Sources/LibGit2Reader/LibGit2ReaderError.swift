/// Why a snapshot could not be read. Each description says what to do about it.
package enum LibGit2ReaderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// No repository at or above the directory.
  case notARepository(String)
  /// The repository is owned by another user and git's `safe.directory` does not allow it.
  case ownership(String)
  /// The repository uses a format libgit2 cannot read (an extension, split or sparse index).
  case unsupported(feature: String, advice: String)
  /// `GIT_INDEX_FILE` names an index that does not exist.
  case missingIndex(String)
  /// A bare repository without an index file: nothing is staged, and there are no tracked
  /// files but a revision's.
  case bareWithoutIndex(String)
  /// The index holds unmerged paths.
  case conflicts([String])
  /// A revision that does not resolve to a tree.
  case unknownRevision(String)
  /// A staged blob is missing from the object database (for example a partial clone).
  case missingBlob(path: String)
  /// The repository's own files are damaged (found by the direct reader before libgit2,
  /// which loops on some damage, could read them).
  case damaged(String)
  /// Any other libgit2 failure, with the operation that failed.
  case libgit2(operation: String, code: Int32, message: String)

  package var description: String {
    switch self {
    case .notARepository(let directory):
      return "'\(directory)' is not inside a git repository; run fitness from a repository or pass -C DIR"
    case .ownership(let directory):
      return "git refuses the repository at '\(directory)' because another user owns it; "
        + "if you trust it, run: git config --global --add safe.directory '\(directory)'"
    case .unsupported(let feature, let advice):
      return "this repository uses \(feature), which libgit2 cannot read; \(advice)"
    case .missingIndex(let path):
      return "GIT_INDEX_FILE names '\(path)', which does not exist; "
        + "unset GIT_INDEX_FILE or point it at the index to check"
    case .bareWithoutIndex(let directory):
      return "'\(directory)' is a bare repository and has no index, so nothing is staged and nothing is tracked "
        + "but commits; judge a commit with `fitness check --rev REV` (HEAD, or a pushed revision in a server hook)"
    case .conflicts(let paths):
      let shown = paths.prefix(5).map { "'\($0)'" }.joined(separator: ", ")
      return "the index has unmerged paths (\(shown)\(paths.count > 5 ? ", …" : "")); "
        + "resolve the conflicts and stage the results first"
    case .unknownRevision(let revision):
      return "'\(revision)' does not name a commit or tree in this repository"
    case .missingBlob(let path):
      return "the object for '\(path)' is missing from the repository (a partial clone?); "
        + "fetch it with 'git fetch' or check it out first"
    case .damaged(let reason):
      return "the repository's files are damaged: \(reason); `git fsck` shows the damage"
    case .libgit2(let operation, let code, let message):
      return "could not \(operation): \(message) (libgit2 error \(code))"
    }
  }
}
