import Foundation

#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The working tree, as fitness defines it for `fitness check --worktree` and for every
/// suite under `swift test` alike: the files git tracks (the index's entries, intent-to-add
/// and unmerged ones included, gitlinks left out) that are on disk, plus the untracked
/// files that no `.gitignore` or `.git/info/exclude` rule ignores, all at their bytes on
/// disk. Ignored files never count, whatever the folder (`Pods/`, `SourcePackages/`,
/// generated code); tracked files always do, hidden folders included. Untracked folders
/// named `.build` or `DerivedData` are build products and never count, even where the
/// `.gitignore` forgot them; nor do nested repositories.
///
/// The index and the ignore files are read straight from `.git`, never through a `git`
/// process: a suite may run where no process can be started (an iOS simulator has no
/// `Process`). Outside a git repository every file under the root counts.
public enum WorkingTree {
  /// A tracked path: its bytes, and whether git records it as a symlink.
  public struct Entry: Equatable, Sendable {
    public var path: [UInt8]
    public var isSymlink: Bool
  }

  /// Why the index cannot be read; a suite fails with it rather than judge another tree.
  public struct IndexError: Error, CustomStringConvertible {
    public var file: String
    public var problem: String
    public var description: String {
      "\(file): \(problem); fitness suites read the git index directly to judge what git tracks"
    }
  }

  /// The git directory of the work tree at `root`: `.git` itself, or the folder a `.git`
  /// file names (a linked worktree, a submodule); nil outside git.
  static func gitDirectory(root: URL) -> URL? {
    let dotGit = root.appendingPathComponent(".git")
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isFolder) else { return nil }
    if isFolder.boolValue { return dotGit }
    guard let text = try? String(contentsOf: dotGit, encoding: .utf8), text.hasPrefix("gitdir:") else { return nil }
    let named = text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
    return named.hasPrefix("/") ? URL(fileURLWithPath: named) : root.appendingPathComponent(named)
  }

  /// Every file of the working tree at the folder `root`, as bytes, in byte order; nil
  /// outside git. (Public declarations take paths, not `URL`: see `FitnessPackage.rootPath`.)
  public static func files(rootPath root: String) throws -> [[UInt8]]? {
    try files(root: URL(fileURLWithPath: root))
  }

  /// Every file of the working tree at `root`, as bytes, in byte order; nil outside git.
  static func files(root: URL) throws -> [[UInt8]]? {
    try listing(root: root)?.files
  }

  /// Every file of the working tree at `root` (see `files`), and the index's entries it was
  /// listed from, read once; nil outside git.
  static func listing(root: URL) throws -> (files: [[UInt8]], tracked: [Entry])? {
    guard let git = gitDirectory(root: root) else { return nil }
    let tracked = try entries(gitDirectory: git)
    let trackedPaths = Set(tracked.map(\.path))
    var probe = FileProbe(root: root)
    // A link is a file where its chain, read from disk, ends at one inside the repository
    // (`LinkTarget`): one that leaves it is no file, even where it lands inside.
    var found = tracked.filter { entry in
      guard entry.isSymlink else { return probe.isFile(entry.path) }
      guard case .inside(let end) = destination(ofLink: entry.path, root: root) else { return false }
      return probe.isFile(QuotedPath.bytes(end))
    }.map(\.path)
    var rules = IgnoreRules()
    if let exclude = read(Array("info/exclude".utf8), root: commonDirectory(of: git)) { rules.add(exclude, base: []) }
    walk([], root: root, rules: rules, tracked: trackedPaths, into: &found)
    return (found.sorted { $0.lexicographicallyPrecedes($1) }, tracked)
  }

  /// Where a linked worktree's shared files live (its `commondir`), else the folder itself.
  private static func commonDirectory(of git: URL) -> URL {
    guard let text = try? String(contentsOf: git.appendingPathComponent("commondir"), encoding: .utf8) else {
      return git
    }
    let named = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return named.hasPrefix("/") ? URL(fileURLWithPath: named) : git.appendingPathComponent(named)
  }

  /// Adds the untracked, unignored files below `folder` (bytes, empty for the root).
  private static func walk(
    _ folder: [UInt8], root: URL, rules: IgnoreRules, tracked: Set<[UInt8]>, into found: inout [[UInt8]]
  ) {
    var rules = rules
    let prefix = folder.isEmpty ? [] : folder + [UInt8(ascii: "/")]
    if let ignore = read(prefix + Array(".gitignore".utf8), root: root) { rules.add(ignore, base: prefix) }
    let rootBytes = Array(root.standardizedFileURL.path.utf8)
    let here = folder.isEmpty ? rootBytes : rootBytes + [UInt8(ascii: "/")] + folder
    for name in directoryNames(here) where !name.elementsEqual(".git".utf8) {
      let path = prefix + name
      var status = stat()
      guard lstat(cString(rootBytes + [UInt8(ascii: "/")] + path), &status) == 0 else { continue }
      let isFolder = status.st_mode & S_IFMT == S_IFDIR
      if isFolder {
        if name.elementsEqual(".build".utf8) || name.elementsEqual("DerivedData".utf8) { continue }
        var inner = stat()
        // A nested repository (or a submodule's checkout) is not this repository's.
        if lstat(cString(rootBytes + [UInt8(ascii: "/")] + path + Array("/.git".utf8)), &inner) == 0 { continue }
        if rules.isIgnored(path, isDirectory: true) { continue }
        walk(path, root: root, rules: rules, tracked: tracked, into: &found)
      } else if !tracked.contains(path), !rules.isIgnored(path, isDirectory: false), isFile(path, root: root) {
        found.append(path)
      }
    }
  }

  /// The names in a folder, as bytes, without `.` and `..`.
  private static func directoryNames(_ folder: [UInt8]) -> [[UInt8]] {
    guard let handle = opendir(cString(folder)) else { return [] }
    defer { closedir(handle) }
    var names: [[UInt8]] = []
    while let entry = readdir(handle) {
      var name = entry.pointee.d_name
      let bytes = withUnsafeBytes(of: &name) { raw in Array(raw.prefix { $0 != 0 }) }
      if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
      names.append(bytes)
    }
    return names
  }

  /// The tracked entries of the index in `gitDirectory`, in index order, each path once.
  static func entries(gitDirectory: URL) throws -> [Entry] {
    let file = gitDirectory.appendingPathComponent("index")
    guard FileManager.default.fileExists(atPath: file.path) else { return [] }
    return try entries(ofIndex: [UInt8](try Data(contentsOf: file)), file: file.path)
  }

  /// The tracked entries of an index file's bytes. Every count, length and offset is
  /// checked against the bytes that are really there.
  public static func entries(ofIndex bytes: [UInt8], file: String) throws -> [Entry] {
    func fail(_ problem: String) -> IndexError { IndexError(file: file, problem: problem) }
    func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    guard bytes.count >= 32, word(0) == 0x4449_5243 else { throw fail("not a git index (no DIRC header)") }
    let version = word(4)
    guard (2...4).contains(version) else { throw fail("index version \(version) is not supported") }
    let count = word(8)
    let end = bytes.count - 20
    guard count <= end / 62 else { throw fail("the index claims \(count) entries, more than it can hold") }
    var found: [Entry] = []
    var cursor = 12
    var previous: [UInt8] = []
    for _ in 0..<count {
      guard cursor + 62 <= end else { throw fail("the index ends inside an entry") }
      let mode = word(cursor + 24)
      let flags = Int(bytes[cursor + 60]) << 8 | Int(bytes[cursor + 61])
      var name = cursor + 62
      if flags & 0x4000 != 0 {
        guard version >= 3 else { throw fail("extended flags in a version 2 index") }
        name += 2
      }
      guard name <= end else { throw fail("the index ends inside an entry") }
      var path: [UInt8]
      if version == 4 {
        var strip = 0
        var byte: UInt8
        repeat {
          guard name < end, strip < Int.max >> 8 else { throw fail("the index ends inside a path") }
          byte = bytes[name]
          name += 1
          strip = (strip << 7) | Int(byte & 0x7f)
          if byte & 0x80 != 0 { strip += 1 }
        } while byte & 0x80 != 0
        guard strip <= previous.count else { throw fail("a path strips more than the one before holds") }
        guard let nul = bytes[name..<end].firstIndex(of: 0) else { throw fail("a path is not terminated") }
        path = Array(previous.dropLast(strip))
        path += bytes[name..<nul]
        cursor = nul + 1
      } else {
        guard let nul = bytes[name..<end].firstIndex(of: 0) else { throw fail("a path is not terminated") }
        path = Array(bytes[name..<nul])
        cursor += (nul - cursor + 8) & ~7
      }
      previous = path
      let type = mode & 0o170000
      // Unmerged paths come as stages 1 to 3, one after another: the file is there once.
      guard type == 0o100000 || type == 0o120000, found.last?.path != path else { continue }
      found.append(Entry(path: path, isSymlink: type == 0o120000))
    }
    // Extensions a reader must understand to know the entries are complete.
    while cursor + 8 <= end {
      let signature = Array(bytes[cursor..<cursor + 4])
      let size = word(cursor + 4)
      guard size <= end - cursor - 8 else { throw fail("an index extension runs past the end") }
      if signature == Array("link".utf8) { throw fail("the index is split (core.splitIndex); turn that off") }
      if signature == Array("sdir".utf8) { throw fail("the index is sparse (sparse checkout); turn that off") }
      cursor += 8 + size
    }
    return found
  }

  /// What a tracked path holds on disk.
  public enum Contents: Equatable, Sendable {
    case bytes([UInt8])
    /// Larger than the limit asked for; not read.
    case tooLarge(Int)
  }

  /// The file at `path` (bytes) below `root`, following a symlink only to a regular file
  /// inside `root`; nil when there is none.
  public static func contents(_ path: [UInt8], rootPath root: String, limit: Int = 32 << 20) -> Contents? {
    contents(path, root: URL(fileURLWithPath: root), limit: limit)
  }

  /// The file at `path` (bytes) below `root` (see `contents(_:rootPath:limit:)`).
  static func contents(_ path: [UInt8], root: URL, limit: Int = 32 << 20) -> Contents? {
    guard let resolved = resolve(path, root: root) else { return nil }
    return contents(opening: resolved, flags: 0, limit: limit)
  }

  /// The regular file at `path`, opened with `flags` added (`O_NOFOLLOW`: nil, with `errno`
  /// `ELOOP`, for a symlink). Opened without blocking and checked with `fstat`, so a FIFO or
  /// a device is never read, in one path lookup.
  static func contents(opening path: [UInt8], flags: Int32, limit: Int) -> Contents? {
    let descriptor = open(cString(path), O_RDONLY | O_NONBLOCK | O_CLOEXEC | flags)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
    if Int(status.st_size) > limit { return .tooLarge(Int(status.st_size)) }
    // Read to the size `fstat` gave, then on to the end: the file may grow meanwhile.
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0) + 1)
    var filled = 0
    while filled <= limit {
      if filled == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 1 << 16)) }
      let count = bytes.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress! + filled, $0.count - filled) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
      }
      filled += count
    }
    return .tooLarge(filled)
  }

  /// The file's bytes, nil when there is none or it is over `limit`.
  static func read(_ path: [UInt8], root: URL, limit: Int = 32 << 20) -> [UInt8]? {
    guard case .bytes(let bytes)? = contents(path, root: root, limit: limit) else { return nil }
    return bytes
  }

  /// The real path of `path` below `root`, when it stays inside `root`.
  static func resolve(_ path: [UInt8], root: URL) -> [UInt8]? {
    let rootBytes = Array(root.standardizedFileURL.path.utf8)
    let realRoot = realRoots.resolve(rootBytes)
    guard let resolved = realPath(rootBytes + [UInt8(ascii: "/")] + path),
      resolved.starts(with: realRoot + [UInt8(ascii: "/")])
    else { return nil }
    return resolved
  }

  /// Whether a regular file stands at `path` below `root`, following a symlink only to a
  /// file inside `root`.
  static func isFile(_ path: [UInt8], root: URL) -> Bool {
    var status = stat()
    guard let resolved = resolve(path, root: root) else { return false }
    return stat(cString(resolved), &status) == 0 && status.st_mode & S_IFMT == S_IFREG
  }

  static func cString(_ bytes: [UInt8]) -> [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }

  static func realPath(_ bytes: [UInt8]) -> [UInt8]? {
    guard let resolved = realpath(cString(bytes), nil) else { return nil }
    defer { free(resolved) }
    return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
  }

  private static func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(descriptor, buffer, count)
    #elseif canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #else
      -1
    #endif
  }
}
