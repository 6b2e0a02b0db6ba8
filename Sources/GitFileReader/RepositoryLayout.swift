#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a repository keeps its parts, found the way git finds them, for the shapes the
/// direct reader supports. Anything else (a bare repository, `core.worktree`, repository
/// extensions such as SHA-256 or reftable, object-directory variables, ceilings) is a
/// `StoreError`, and the libgit2 path takes over.
struct RepositoryLayout {
  /// The git directory; for a linked worktree its own `worktrees/<name>` folder.
  var gitDirectory: String
  /// Where the shared parts live (objects, refs, config): `commondir`, else the git directory.
  var commonDirectory: String
  /// The work tree root, without a trailing `/`.
  var workTree: String
  /// The index to read: `GIT_INDEX_FILE` made absolute, else the git directory's own.
  var indexFile: String

  init(environment: [String: String], directory: String) throws(StoreError) {
    func value(_ name: String) -> String? {
      guard let value = environment[name], !value.isEmpty else { return nil }
      return value
    }
    for name in [
      "GIT_OBJECT_DIRECTORY", "GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_CEILING_DIRECTORIES",
    ]
    where value(name) != nil {
      throw StoreError("\(name) is set")
    }
    if let gitDir = value("GIT_DIR") {
      gitDirectory = Self.absolute(gitDir, against: directory)
      // git's rule: with GIT_DIR and no GIT_WORK_TREE, the current directory is the top.
      workTree = value("GIT_WORK_TREE").map { Self.absolute($0, against: directory) } ?? directory
    } else {
      guard let found = Self.discover(from: directory) else { throw StoreError("no repository found") }
      (gitDirectory, workTree) = found
      if value("GIT_WORK_TREE") != nil { throw StoreError("GIT_WORK_TREE without GIT_DIR") }
    }
    guard FileText.exists(gitDirectory + "/HEAD") else { throw StoreError("\(gitDirectory) has no HEAD") }
    if let common = FileText.firstLine(gitDirectory + "/commondir") {
      commonDirectory = Self.absolute(common, against: gitDirectory)
    } else {
      commonDirectory = gitDirectory
    }
    // git refuses a repository another user owns (safe.directory); libgit2 says so properly.
    guard FileText.owner(of: gitDirectory) == geteuid() else { throw StoreError("owned by another user") }
    try Self.checkConfig(commonDirectory + "/config")
    if let indexFile = value("GIT_INDEX_FILE") {
      // A relative GIT_INDEX_FILE is taken against the work tree (hooks run there), then
      // the current directory; one that names nothing is left to the libgit2 path's error.
      let candidates =
        indexFile.hasPrefix("/") ? [indexFile] : [workTree, directory].map { Self.absolute(indexFile, against: $0) }
      guard let existing = candidates.first(where: FileText.exists) else { throw StoreError("missing GIT_INDEX_FILE") }
      self.indexFile = existing
    } else {
      self.indexFile = gitDirectory + "/index"
    }
  }

  /// Walks up from `directory` to the first `.git` (folder or `gitdir:` file).
  private static func discover(from directory: String) -> (gitDirectory: String, workTree: String)? {
    var current = normalised(directory)
    while true {
      let dotGit = (current == "/" ? "" : current) + "/.git"
      if FileText.isDirectory(dotGit) { return (dotGit, current) }
      if let line = FileText.firstLine(dotGit), line.hasPrefix("gitdir: ") {
        return (absolute(String(line.dropFirst(8)), against: current), current)
      }
      // A bare repository, or the inside of a git directory: not a commit's hook.
      if FileText.exists(current + "/HEAD"), FileText.isDirectory(current + "/objects") { return nil }
      guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
      current = slash == current.startIndex ? "/" : String(current[..<slash])
    }
  }

  /// Refuses configurations that change what the reader would see.
  private static func checkConfig(_ path: String) throws(StoreError) {
    guard let bytes = FileText.read(path) else { return }
    let text = String(decoding: bytes, as: UTF8.self).lowercased()
    var section = ""
    for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
      let line = rawLine.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("[") {
        section = String(line.dropFirst().prefix { $0 != "]" && $0 != " " && $0 != "\"" })
        if section == "extensions" { throw StoreError("repository extensions") }
        continue
      }
      let key = String(line.prefix { $0.isLetter })
      if section == "core", key == "worktree" || key == "bare" && line.contains("true") {
        throw StoreError("core.\(key)")
      }
      if section == "core", key == "repositoryformatversion", !line.contains("0") {
        throw StoreError("repository format version")
      }
      if section == "include" || section == "includeif" { throw StoreError("config includes") }
    }
  }

  /// `path` made absolute against `base`, with `.` and `..` resolved.
  static func absolute(_ path: String, against base: String) -> String {
    normalised(path.hasPrefix("/") ? path : base + "/" + path)
  }

  static func normalised(_ path: String) -> String {
    "/" + DotSegments.resolved(path).joined(separator: "/")
  }
}
