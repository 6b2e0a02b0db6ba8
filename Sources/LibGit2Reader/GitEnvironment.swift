import Foundation

/// The git variables a hook inherits, made absolute before anything else happens.
///
/// Git runs hooks from the work tree root and often exports `GIT_INDEX_FILE=.git/index`,
/// relative. libgit2 opens a missing index as an empty one without error, which would make
/// every check pass, so relative values are resolved here, once, and checked to exist.
package struct GitEnvironment: Equatable, Sendable {
  package var gitDir: String?
  package var workTree: String?
  package var indexFile: String?
  package var ceilingDirectories: String?
  /// The directory fitness runs in (after `-C`).
  package var directory: String
  /// `FITNESS_READER=libgit2`: blobs are read by libgit2 itself (after the direct reader
  /// has vouched for them), so that the two readers are compared on contents too.
  package var libgit2Contents = false

  package init(
    directory: String, gitDir: String? = nil, workTree: String? = nil, indexFile: String? = nil,
    ceilingDirectories: String? = nil
  ) {
    self.directory = directory
    self.gitDir = gitDir
    self.workTree = workTree
    self.indexFile = indexFile
    self.ceilingDirectories = ceilingDirectories
  }

  /// Reads the variables from a process environment, resolving `GIT_DIR` and
  /// `GIT_WORK_TREE` against `directory`.
  package init(environment: [String: String], directory: String) {
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    self.directory = directory
    gitDir = value("GIT_DIR").map { Self.absolute($0, against: directory) }
    workTree = value("GIT_WORK_TREE").map { Self.absolute($0, against: directory) }
    indexFile = value("GIT_INDEX_FILE")
    ceilingDirectories = value("GIT_CEILING_DIRECTORIES")
    libgit2Contents = value("FITNESS_READER") == "libgit2"
  }

  /// The index file to read, or nil for the repository's own.
  ///
  /// A relative `GIT_INDEX_FILE` is taken against the work tree root, where git runs
  /// hooks; failing that, against the current directory. It must exist.
  package func resolvedIndexFile(workTreeRoot: String?) throws(LibGit2ReaderError) -> String? {
    guard let indexFile else { return nil }
    if indexFile.hasPrefix("/") {
      guard FileManager.default.fileExists(atPath: indexFile) else {
        throw .missingIndex(indexFile)
      }
      return indexFile
    }
    let bases = [workTreeRoot, directory].compactMap { $0 }
    for base in bases {
      let candidate = Self.absolute(indexFile, against: base)
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    throw .missingIndex(indexFile)
  }

  /// `path` made absolute against `base` and normalised (`.` and `..` resolved).
  package static func absolute(_ path: String, against base: String) -> String {
    if path.hasPrefix("/") { return path }
    let joined = base.hasSuffix("/") ? base + path : base + "/" + path
    return URL(fileURLWithPath: joined).standardizedFileURL.path
  }
}
