internal import CLibGit2
import GitFileReader
import SwiftScanner

/// A tree object, looked up by revision. Keeps its repository alive.
final class Tree {
  /// The links to folders of Swift files the last `files()` found (`Links.folders`).
  private(set) var refusedLinks: [RefusedLink] = []
  let repository: Repository
  let handle: OpaquePointer

  /// The tree `revision` names (`HEAD`, a branch, a commit id, `main^{tree}`).
  init(repository: Repository, revision: String) throws(LibGit2ReaderError) {
    self.repository = repository
    // What libgit2 reads to peel the revision, vouched for by the direct reader first: the
    // object a ref or id names, and a commit's tree. (Ancestry such as `HEAD~2` walks
    // commits libgit2 reads alone.)
    if let named = Self.named(revision, in: repository) { try repository.vouch(for: named) }
    var named: OpaquePointer? = nil
    if git_revparse_single(&named, repository.handle, revision) >= 0, let named {
      defer { git_object_free(named) }
      if git_object_type(named) == GIT_OBJECT_COMMIT, let tree = git_commit_tree_id(named) {
        try repository.vouch(for: ObjectID(tree.pointee))
      }
    }
    var object: OpaquePointer? = nil
    let result = git_revparse_single(&object, repository.handle, revision + "^{tree}")
    guard result >= 0, let object else {
      if result == GIT_ENOTFOUND.rawValue || result == GIT_EAMBIGUOUS.rawValue
        || result == GIT_EINVALIDSPEC.rawValue
      {
        throw .unknownRevision(revision)
      }
      throw LibGit2.error(result, "resolve '\(revision)'")
    }
    handle = object
  }

  deinit {
    git_object_free(handle)
  }

  /// The object `revision` names when it is a full id or a ref (read from refs alone).
  private static func named(_ revision: String, in repository: Repository) -> ObjectID? {
    var id = git_oid()
    if revision.utf8.count == 40, git_oid_fromstr(&id, revision) == 0 { return ObjectID(id) }
    var reference: OpaquePointer? = nil
    guard git_reference_dwim(&reference, repository.handle, revision) == 0, let reference else { return nil }
    defer { git_reference_free(reference) }
    var resolved: OpaquePointer? = nil
    guard git_reference_resolve(&resolved, reference) == 0, let resolved else { return nil }
    defer { git_reference_free(resolved) }
    return git_reference_target(resolved).map { ObjectID($0.pointee) }
  }

  /// Every regular file in the tree, recursively, in path order.
  func files() throws(LibGit2ReaderError) -> [TrackedFile] {
    final class Collector {
      let repository: Repository
      var files: [TrackedFile] = []
      var links: [(path: String, blob: ObjectID)] = []
      var damage: LibGit2ReaderError?
      init(repository: Repository) { self.repository = repository }
    }
    let collector = Collector(repository: repository)
    let payload = Unmanaged.passUnretained(collector).toOpaque()
    let result = git_tree_walk(
      handle, GIT_TREEWALK_PRE,
      { root, entry, payload in
        guard let entry, let payload, let root else { return 0 }
        let mode = UInt32(git_tree_entry_filemode(entry).rawValue)
        let collector = Unmanaged<Collector>.fromOpaque(payload).takeUnretainedValue()
        if FileMode.isTree(mode) {
          // libgit2 reads the subtree next: the direct reader vouches for it first.
          do {
            try collector.repository.vouch(for: ObjectID(git_tree_entry_id(entry).pointee))
          } catch {
            collector.damage = error as? LibGit2ReaderError
            return -1
          }
          return 0
        }
        let isLink = FileMode.canonical(mode) == 0o120000
        guard FileMode.isRegular(mode) || isLink else { return 0 }
        let path = LibGit2.path(root) + LibGit2.path(git_tree_entry_name(entry))
        let file = TrackedFile(path: path, blob: ObjectID(git_tree_entry_id(entry).pointee))
        if isLink { collector.links.append((file.path, file.blob!)) } else { collector.files.append(file) }
        return 0
      }, payload)
    if let damage = collector.damage { throw damage }
    try LibGit2.check(result, "walk the tree")
    let linked = try Links.resolve(collector.links, files: collector.files, in: repository)
    refusedLinks = try Links.refused(collector.links, files: collector.files, in: repository)
    // Spellings are ASCII (`QuotedPath`), so comparing them compares the paths' bytes.
    return (collector.files + linked).sorted { $0.path < $1.path }
  }
}

/// The paths that differ between a tree (nil: the empty tree) and an index.
enum StagedChanges {
  /// The paths the index adds or changes since `tree`, and the regular files of `tree` it
  /// removes; `files` are the regular files the index commits.
  static func paths(from tree: Tree?, to index: Index, committing files: [TrackedFile]) throws(LibGit2ReaderError)
    -> (changed: Set<String>, removed: Set<String>)
  {
    var options = git_diff_options()
    try LibGit2.check(
      git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)), "prepare a diff")
    options.flags = GIT_DIFF_INCLUDE_TYPECHANGE.rawValue | GIT_DIFF_IGNORE_SUBMODULES.rawValue
    var diff: OpaquePointer? = nil
    try LibGit2.check(
      git_diff_tree_to_index(&diff, index.repository.handle, tree?.handle, index.handle, &options),
      "compare HEAD with the index")
    guard let diff else { return ([], []) }
    defer { git_diff_free(diff) }
    var paths = Set<String>()
    var removed = Set<String>()
    let committed = Set(files.map(\.path))
    for position in 0..<git_diff_num_deltas(diff) {
      guard let delta = git_diff_get_delta(diff, position)?.pointee else { continue }
      let oldMode = UInt32(delta.old_file.mode)
      let newMode = UInt32(delta.new_file.mode)
      if delta.status != GIT_DELTA_ADDED, FileMode.isRegular(oldMode) || FileMode.canonical(oldMode) == 0o120000,
        let path = delta.old_file.path
      {
        // A file HEAD holds that the commit records no file for: a deletion, or an
        // intent-to-add entry, symlink or gitlink put in its place; or a symlink (which may
        // have stood for its target's file) deleted or leading nowhere now.
        let old = LibGit2.path(path)
        if delta.status == GIT_DELTA_DELETED || !committed.contains(old) { removed.insert(old) }
      }
      guard delta.status != GIT_DELTA_DELETED, let path = delta.new_file.path else { continue }
      // A legacy mode (`100664` in an old tree) is the same file as its `100644` twin.
      if delta.status == GIT_DELTA_MODIFIED, ObjectID(delta.old_file.id) == ObjectID(delta.new_file.id),
        FileMode.canonical(oldMode) == FileMode.canonical(newMode)
      {
        continue
      }
      paths.insert(LibGit2.path(path))
    }
    return (paths, removed)
  }
}
