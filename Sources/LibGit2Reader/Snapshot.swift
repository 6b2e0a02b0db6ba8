internal import CLibGit2
import Foundation
import SuiteRuntime
import SwiftScanner

/// A set of files to check, from one of git's three places: the index (what a commit
/// would record), a revision's tree, or the working tree.
package final class Snapshot {
  package enum Kind: Equatable, Sendable {
    /// The index, with the paths changed since HEAD marked: what `git commit` records.
    case staged
    /// Every file in the index.
    case index
    /// A revision's tree.
    case revision(String)
    /// The files on disk that git tracks or would add (`SuiteRuntime.WorkingTree`).
    case workTree
  }

  package let kind: Kind
  /// Every regular file, in path order.
  package let files: [TrackedFile]
  /// For `.staged`: the files added or changed since HEAD. Nil for the other kinds.
  package let changed: [TrackedFile]?
  /// For `.staged`: the paths in HEAD that the commit removes. Empty for the other kinds.
  package let removed: Set<String>
  package let repository: Repository
  /// The links a check cannot read through (`Links.refused`), which it refuses.
  package let refusedLinks: [RefusedLink]
  /// Reads the working tree's files, for the files that have no blob.
  private let disk: WorkingTree.Reader

  init(
    kind: Kind, files: [TrackedFile], changed: [TrackedFile]?, removed: Set<String> = [], repository: Repository,
    refusedLinks: [RefusedLink] = []
  ) {
    (self.kind, self.files, self.changed, self.removed) = (kind, files, changed, removed)
    (self.repository, self.refusedLinks) = (repository, refusedLinks)
    disk = WorkingTree.Reader(rootPath: repository.workTree ?? "")
  }

  /// Reads the snapshot of `kind` from `repository`.
  package convenience init(_ kind: Kind, of repository: Repository) throws(LibGit2ReaderError) {
    switch kind {
    case .staged:
      let index = try Index(repository: repository)
      let files = try index.files()
      let head = repository.isHeadUnborn ? nil : try Tree(repository: repository, revision: "HEAD")
      let paths = try StagedChanges.paths(from: head, to: index, committing: files)
      var changed = files.filter { paths.changed.contains($0.path) }
      var removed = paths.removed
      if index.holdsLinks {
        // A link reads its target's bytes: it changed when those did, wherever it lives,
        // and one that led to a file in HEAD and leads nowhere now lost its file.
        var before: [String: ObjectID] = [:]
        for file in try head?.files() ?? [] { before[file.path] = file.blob }
        let more = files.filter { index.linkPaths.contains($0.path) && before[$0.path] != $0.blob }
        changed = Array(Set(changed + more)).sorted { $0.path < $1.path }
        let now = Set(files.map(\.path))
        removed.formUnion(before.keys.filter { !now.contains($0) })
      }
      self.init(
        kind: kind, files: files, changed: changed, removed: removed, repository: repository,
        refusedLinks: index.refusedLinks)
    case .index:
      let index = try Index(repository: repository)
      let files = try index.files()
      self.init(kind: kind, files: files, changed: nil, repository: repository, refusedLinks: index.refusedLinks)
    case .revision(let revision):
      let tree = try Tree(repository: repository, revision: revision)
      let files = try tree.files()
      self.init(kind: kind, files: files, changed: nil, repository: repository, refusedLinks: tree.refusedLinks)
    case .workTree:
      // The index says which tracked paths are links; the disk holds what they lead to.
      let index = try Index(repository: repository)
      _ = try index.files()
      let files = try WorkingTreeFiles.list(in: repository)
      self.init(kind: kind, files: files, changed: nil, repository: repository, refusedLinks: index.refusedLinks)
    }
  }

  /// HEAD's files, links followed to their files; none when HEAD is unborn.
  package func headFiles() throws(LibGit2ReaderError) -> [TrackedFile] {
    guard !repository.isHeadUnborn else { return [] }
    return try Tree(repository: repository, revision: "HEAD").files()
  }

  /// The bytes of `file` as this snapshot holds them.
  package func contents(of file: TrackedFile) throws(LibGit2ReaderError) -> FileContents {
    if let blob = file.blob {
      return try Blob.contents(of: blob, path: file.path, in: repository)
    }
    return WorkingTreeFiles.contents(reader: disk, spelling: file.path) ?? .binary
  }
}
