internal import CLibGit2
import GitFileReader

/// An open repository. Owns the libgit2 handle and frees it on deinit; everything that
/// outlives one call (an `Index`) keeps a strong reference to it.
package final class Repository {
  let handle: OpaquePointer
  /// The work tree root with a trailing `/`, or nil for a bare repository.
  package let workTree: String?
  /// The git directory (for a linked worktree, its own `worktrees/<name>` folder).
  package let gitDirectory: String
  let environment: GitEnvironment
  /// The direct reader's object store: every blob and tree is read there first, so that
  /// damage stops the check before libgit2 could loop on it (`ObjectReader`).
  let objects: ObjectReader

  /// Opens the repository git would use from `environment.directory`, honouring
  /// `GIT_DIR`, `GIT_WORK_TREE` and `GIT_CEILING_DIRECTORIES`.
  ///
  /// libgit2 1.5's own `GIT_REPOSITORY_OPEN_FROM_ENV` fails outright when `GIT_WORK_TREE`
  /// is set (`git --work-tree=… commit`, bare dotfile repositories), so the variables
  /// are applied by hand.
  package init(environment: GitEnvironment) throws(LibGit2ReaderError) {
    _ = LibGit2.initialised
    self.environment = environment
    var opened: OpaquePointer? = nil
    let result: Int32
    if let gitDir = environment.gitDir {
      let flags = GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue | GIT_REPOSITORY_OPEN_NO_DOTGIT.rawValue
      result = git_repository_open_ext(&opened, gitDir, flags, nil)
    } else {
      result = git_repository_open_ext(
        &opened, environment.directory, 0, environment.ceilingDirectories)
    }
    guard result >= 0, let opened else {
      let error = LibGit2.error(result, "open the repository")
      if result == GIT_ENOTFOUND.rawValue || "\(error)".contains("safe.directory") {
        if "\(error)".contains("safe.directory") { throw .ownership(environment.directory) }
        throw .notARepository(environment.directory)
      }
      throw error
    }
    handle = opened
    if let workTree = environment.workTree {
      do {
        try LibGit2.check(git_repository_set_workdir(opened, workTree, 0), "set the work tree")
      } catch {
        git_repository_free(opened)
        throw error
      }
    }
    workTree = git_repository_workdir(opened).map { String(cString: $0) }
    gitDirectory = String(cString: git_repository_path(opened))
    objects = ObjectReader(objects: String(cString: git_repository_commondir(opened)) + "/objects")
  }

  /// Throws when the direct reader finds the object named `id` damaged.
  func vouch(for id: ObjectID) throws(LibGit2ReaderError) {
    guard let hash = ObjectHash(bytes: id.bytes) else { return }
    do {
      try objects.vouch(for: hash)
    } catch {
      throw .damaged(error.reason)
    }
  }

  deinit {
    git_repository_free(handle)
  }

  /// Where the parts worktrees share live; the git directory itself outside linked worktrees.
  package var commonDirectory: String {
    String(cString: git_repository_commondir(handle))
  }

  /// Whether HEAD names a branch with no commit yet (the first commit, an orphan branch).
  var isHeadUnborn: Bool {
    git_repository_head_unborn(handle) == 1
  }
}
