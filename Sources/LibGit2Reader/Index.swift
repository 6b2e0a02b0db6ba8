internal import CLibGit2
import Foundation
import GitFileReader
import SwiftScanner

/// The index git will commit from, opened read-only. Keeps its repository alive.
final class Index {
  let repository: Repository
  let handle: OpaquePointer
  /// The paths of the resolved links the last `files()` returned.
  private(set) var linkPaths: Set<String> = []
  /// Whether the index holds any symlink, resolved or not.
  private(set) var holdsLinks = false
  /// The links a check cannot read through that the last `files()` found (`Links.refused`).
  private(set) var refusedLinks: [RefusedLink] = []

  /// Opens the index at `GIT_INDEX_FILE` when set (git points hooks at `index.lock` or a
  /// temporary index for `commit -a` and `commit <paths>`), else the repository's own.
  init(repository: Repository) throws(LibGit2ReaderError) {
    self.repository = repository
    var opened: OpaquePointer? = nil
    let path = try repository.environment.resolvedIndexFile(workTreeRoot: repository.workTree)
    if let path {
      try LibGit2.check(git_index_open(&opened, path), "read the index at '\(path)'")
    } else if repository.workTree == nil,
      case let folder = repository.gitDirectory.hasSuffix("/")
        ? String(repository.gitDirectory.dropLast()) : repository.gitDirectory,
      !FileManager.default.fileExists(atPath: folder + "/index")
    {
      // libgit2 would read an empty index here, and the check would pass on nothing.
      throw .bareWithoutIndex(folder)
    } else {
      try LibGit2.check(git_repository_index(&opened, repository.handle), "read the index")
    }
    guard let opened else { throw LibGit2.error(-1, "read the index") }
    handle = opened
  }

  deinit {
    git_index_free(handle)
  }

  /// The regular files that a commit would record, and the `.swift` symlinks that lead to
  /// one of them (each with its target's blob, see `Links`), in path order.
  ///
  /// Leaves out intent-to-add entries (`git add -N`, not committed), other symlinks and
  /// gitlinks. Refuses an index with unmerged paths: git refuses to commit it too.
  func files() throws(LibGit2ReaderError) -> [TrackedFile] {
    let count = git_index_entrycount(handle)
    var files: [TrackedFile] = []
    files.reserveCapacity(count)
    var conflicted: [String] = []
    var links: [(path: String, blob: ObjectID)] = []
    for position in 0..<count {
      // The stage is read through libgit2's own pointer: a pointer to a local copy would
      // escape its closure, which is undefined behaviour (a release build read stage 0).
      guard let pointer = git_index_get_byindex(handle, position) else { continue }
      let entry = pointer.pointee
      let path = LibGit2.path(entry.path)
      if git_index_entry_stage(pointer) != 0 {
        if conflicted.last != path { conflicted.append(path) }
        continue
      }
      let intentToAdd = UInt32(entry.flags_extended) & GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue != 0
      guard !intentToAdd else { continue }
      // A mode git never writes: the index is damaged (git's checksum would say so).
      guard [0o100000, 0o120000, 0o160000].contains(entry.mode & 0o170000) else {
        throw .libgit2(
          operation: "read the index", code: -1,
          message: "\(path) has mode \(String(entry.mode, radix: 8)), which git never writes: the index is damaged")
      }
      if FileMode.canonical(entry.mode) == 0o120000 { links.append((path, ObjectID(entry.id))) }
      guard FileMode.isRegular(entry.mode) else { continue }
      files.append(TrackedFile(path: path, blob: ObjectID(entry.id)))
    }
    guard conflicted.isEmpty else { throw .conflicts(conflicted) }
    let linked = try Links.resolve(links, files: files, in: repository)
    linkPaths = Set(linked.map(\.path))
    holdsLinks = !links.isEmpty
    refusedLinks = try Links.refused(links, files: files, in: repository)
    return linked.isEmpty
      ? files : (files + linked).sorted { $0.path < $1.path }
  }
}
