internal import CLibGit2
import Foundation

/// The files on disk that git knows or would add: tracked files still present, plus
/// untracked files that are not ignored, except build products.
enum WorkTreeFiles {
  /// Folders of build products: an untracked file under one is never source, even in a
  /// repository whose .gitignore forgot them. Generated suites skip the same folders on
  /// disk, so `swift test` and `fitness check --worktree` judge the same files.
  static let buildFolders: Set<Substring> = [".build", "DerivedData"]

  static func list(in repository: Repository) throws(GitSnapshotError) -> [TrackedFile] {
    guard let root = repository.workTree else {
      throw .libgit2(operation: "read the working tree", code: -1, message: "the repository is bare")
    }
    var paths = Set<String>()
    for file in try Index(repository: repository).files()
    where WorkTreeFile.isRegular(root: root, spelling: file.path) {
      paths.insert(file.path)
    }
    var options = git_status_options()
    try LibGit2.check(
      git_status_options_init(&options, UInt32(GIT_STATUS_OPTIONS_VERSION)), "prepare a status")
    options.show = GIT_STATUS_SHOW_WORKDIR_ONLY
    options.flags =
      GIT_STATUS_OPT_INCLUDE_UNTRACKED.rawValue | GIT_STATUS_OPT_RECURSE_UNTRACKED_DIRS.rawValue
    var list: OpaquePointer? = nil
    try LibGit2.check(git_status_list_new(&list, repository.handle, &options), "list untracked files")
    defer { git_status_list_free(list) }
    for position in 0..<git_status_list_entrycount(list) {
      guard let entry = git_status_byindex(list, position)?.pointee,
        entry.status.rawValue & GIT_STATUS_WT_NEW.rawValue != 0,
        let path = entry.index_to_workdir?.pointee.new_file.path
      else { continue }
      let relative = LibGit2.path(path)
      if relative.split(separator: "/").dropLast().contains(where: buildFolders.contains) { continue }
      paths.insert(relative)
    }
    return paths.sorted().map { TrackedFile(path: $0, blob: nil) }
  }
}
