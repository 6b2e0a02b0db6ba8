internal import CLibGit2
import Foundation
import GitFileReader

/// A branch's first-parent history, oldest first, with the blobs of the files a predicate
/// picks in each commit's tree: what `fitness fences --history` reads of 10,000 commits in
/// under a second.
///
/// A tree that did not change between commits has the same id, so each tree is listed once
/// and its picked files reused: a commit costs the trees its change touched, not its whole
/// tree. Past the first commit, only the folders where the first commit keeps its picked
/// files (and the folders above them) are read: a picked file that lived elsewhere in
/// between is read from the commit it moved in. Only the picked blobs are ever read, each once, through `Blob` (the direct reader
/// first, as everywhere). The direct reader vouches for every commit and tree before
/// libgit2 reads it.
package final class History {
  /// One commit of the walk.
  package struct Commit: Sendable {
    package var id: String
    /// Seconds since 1970, the committer's time.
    package var time: Int64
    /// Each picked file of its tree, with its blob.
    package var files: [(path: String, blob: ObjectID)]
  }

  let repository: Repository
  private let picks: (String) -> Bool
  private var listed: [Place: [(path: String, blob: ObjectID)]] = [:]

  /// `picks` says, from a path, which files to list.
  package init(repository: Repository, picking picks: @escaping (String) -> Bool) {
    self.repository = repository
    self.picks = picks
  }

  /// The first-parent commits from `revision` back to, not including, the last commit it
  /// shares with `since` (the root when nil), oldest first. A shallow clone's history ends
  /// where the clone does (`shallowAt`): its first commit's parents were never fetched.
  package func commits(from revision: String = "HEAD", since: String? = nil) throws(LibGit2ReaderError) -> [Commit] {
    var next: ObjectID? = try commitID(revision)
    var stop: ObjectID? = nil
    if let since {
      var base = git_oid()
      var ours = next!.raw
      var theirs = try commitID(since).raw
      let result = git_merge_base(&base, repository.handle, &ours, &theirs)
      if result == 0 {
        stop = ObjectID(base)
      } else if result != GIT_ENOTFOUND.rawValue {
        try LibGit2.check(result, "find where \(revision) and \(since) meet")
      }
    }
    let shallow = shallowCommits()
    // The first commit read (the walk's start) is listed whole; the rest only along the
    // folders where it keeps the picked files, as `git log -- PATHS` prunes its walk.
    within = nil
    var found: [Commit] = []
    while let id = next, id != stop {
      try repository.vouch(for: id)
      var raw = id.raw
      var commit: OpaquePointer? = nil
      try LibGit2.check(git_commit_lookup(&commit, repository.handle, &raw), "read commit \(id)")
      defer { git_commit_free(commit) }
      let tree = ObjectID(git_commit_tree_id(commit).pointee)
      let listed = try files(inTree: tree, at: "")
      if within == nil { within = Set(listed.map { folder(of: $0.path) }) }
      found.append(Commit(id: id.description, time: git_commit_time(commit), files: listed))
      if shallow.contains(id.description) {
        shallowAt = id.description
        break
      }
      next = git_commit_parentcount(commit) > 0 ? git_commit_parent_id(commit, 0).map { ObjectID($0.pointee) } : nil
    }
    return found.reversed()
  }

  /// The commit a shallow clone's history starts at, once a walk reached it; nil when the
  /// walk reached the first commit (or `since`).
  package private(set) var shallowAt: String?

  /// The folders (each ending in `/`) below which the walk lists files; nil: everywhere.
  private var within: Set<String>?

  private func folder(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
  }

  /// Whether the folder `path` (ending in `/`) is one of `within`, lies inside one, or
  /// holds one.
  private func mayHold(_ path: String) -> Bool {
    guard let within else { return true }
    return within.contains { $0.hasPrefix(path) || path.hasPrefix($0) }
  }

  /// The commits `.git/shallow` lists: their parents are not in the clone.
  private func shallowCommits() -> Set<String> {
    guard git_repository_is_shallow(repository.handle) == 1,
      let text = try? String(contentsOfFile: repository.commonDirectory + "/shallow", encoding: .utf8)
    else { return [] }
    return Set(text.split(whereSeparator: \.isNewline).map(String.init))
  }

  /// The bytes of a picked file's blob.
  package func contents(of blob: ObjectID, path: String) throws(LibGit2ReaderError) -> FileContents {
    try Blob.contents(of: blob, path: path, in: repository)
  }

  private func commitID(_ revision: String) throws(LibGit2ReaderError) -> ObjectID {
    var object: OpaquePointer? = nil
    let result = git_revparse_single(&object, repository.handle, revision + "^{commit}")
    guard result >= 0, let object else {
      if result == GIT_ENOTFOUND.rawValue || result == GIT_EAMBIGUOUS.rawValue || result == GIT_EINVALIDSPEC.rawValue {
        throw .unknownRevision(revision)
      }
      throw LibGit2.error(result, "resolve '\(revision)'")
    }
    defer { git_object_free(object) }
    return ObjectID(git_object_id(object).pointee)
  }

  /// The picked files of the tree `id` at `path` (`""` for the root, else ending in `/`),
  /// listed once per tree and place: whether a file is picked may depend on the folders
  /// above it.
  private func files(inTree id: ObjectID, at path: String) throws(LibGit2ReaderError) -> [(
    path: String, blob: ObjectID
  )] {
    let key = Place(tree: id, path: path, whole: within == nil)
    if let known = listed[key] { return known }
    try repository.vouch(for: id)
    var raw = id.raw
    var tree: OpaquePointer? = nil
    try LibGit2.check(git_tree_lookup(&tree, repository.handle, &raw), "read tree \(id)")
    defer { git_tree_free(tree) }
    var found: [(path: String, blob: ObjectID)] = []
    for index in 0..<git_tree_entrycount(tree) {
      guard let entry = git_tree_entry_byindex(tree, index) else { continue }
      let name = path + LibGit2.path(git_tree_entry_name(entry))
      let mode = UInt32(git_tree_entry_filemode(entry).rawValue)
      let entryID = ObjectID(git_tree_entry_id(entry).pointee)
      if FileMode.isTree(mode) {
        guard mayHold(name + "/") else { continue }
        found += try files(inTree: entryID, at: name + "/")
      } else if FileMode.isRegular(mode), picks(name) {
        found.append((name, entryID))
      }
    }
    listed[key] = found
    return found
  }

  private struct Place: Hashable {
    var tree: ObjectID
    var path: String
    /// Listed without pruning (the walk's first commit).
    var whole: Bool
  }
}
