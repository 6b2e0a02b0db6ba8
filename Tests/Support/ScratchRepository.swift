import Foundation

/// A throw-away git repository made by the real `git` CLI in a temporary folder.
///
/// Every repository in the tests is built this way: no mocks of git, and no committed
/// repositories. The folder is removed when the value is deinitialised.
public final class ScratchRepository: @unchecked Sendable {
  public let root: URL
  public var path: String { root.path }

  /// A new repository with an identity configured, on branch `main`.
  public init(bare: Bool = false) throws {
    root = FileManager.default.temporaryDirectory
      .appendingPathComponent("fitness-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    try git(bare ? ["init", "-q", "--bare", "-b", "main"] : ["init", "-q", "-b", "main"])
    try git(["config", "user.email", "test@example.com"])
    try git(["config", "user.name", "fitness tests"])
    try git(["config", "commit.gpgsign", "false"])
    try git(["config", "core.autocrlf", "false"])
  }

  /// A copy of the repository at `source`, work tree and `.git` byte for byte (`cp -a`: names
  /// that are not UTF-8 and links stay as they are), owned like a new one.
  public init(copying source: URL) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-\(UUID().uuidString)")
    let copied = try ProcessResult.run(
      "/bin/cp", ["-a", source.path, root.path], in: FileManager.default.temporaryDirectory)
    guard copied.status == 0 else { throw ScratchError("cp -a \(source.path) failed: \(copied.standardError)") }
  }

  /// Wraps an existing folder (a linked worktree, a submodule) without owning it.
  public init(existing root: URL) {
    self.root = root
    ownsFolder = false
  }

  private var ownsFolder = true

  deinit {
    if ownsFolder { try? FileManager.default.removeItem(at: root) }
  }

  /// Writes `text` to `relativePath`, creating folders.
  public func write(_ relativePath: String, _ text: String) throws {
    try write(relativePath, bytes: Array(text.utf8))
  }

  public func write(_ relativePath: String, bytes: [UInt8]) throws {
    let url = root.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
  }

  public func read(_ relativePath: String) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent(relativePath))
  }

  public func remove(_ relativePath: String) throws {
    try FileManager.default.removeItem(at: root.appendingPathComponent(relativePath))
  }

  /// Runs git here and returns its result; throws only when git cannot start.
  @discardableResult
  public func run(_ arguments: [String], environment: [String: String] = [:], in subfolder: String? = nil)
    throws -> ProcessResult
  {
    var url = root
    if let subfolder { url = url.appendingPathComponent(subfolder) }
    return try ProcessResult.run("/usr/bin/env", ["git"] + arguments, in: url, environment: environment)
  }

  /// Runs git and throws unless it succeeds.
  @discardableResult
  public func git(_ arguments: [String], environment: [String: String] = [:], in subfolder: String? = nil)
    throws -> String
  {
    let result = try run(arguments, environment: environment, in: subfolder)
    guard result.status == 0 else {
      throw ScratchError("git \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
    }
    return result.standardOutput
  }

  /// Runs git and returns its output's bytes, unrepaired; throws unless it succeeds.
  public func gitBytes(_ arguments: [String]) throws -> [UInt8] {
    let result = try run(arguments)
    guard result.status == 0 else {
      throw ScratchError("git \(arguments.joined(separator: " ")) failed (\(result.status)): \(result.standardError)")
    }
    return result.outputBytes
  }

  /// Stages every change and commits, bypassing hooks (an empty commit when there is none).
  public func commitAll(_ message: String = "commit") throws {
    try git(["add", "-A"])
    try git(["commit", "-q", "--no-verify", "--allow-empty", "-m", message])
  }

  /// The raw bytes of every file under `.git` that a read-only tool must leave alone, plus
  /// the working tree, for before/after comparisons.
  public func fingerprint() throws -> [String: Data] {
    var result: [String: Data] = [:]
    let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
    while let url = walker?.nextObject() as? URL {
      let relative = String(url.path.dropFirst(root.path.count + 1))
      // Objects and logs are git's own; .git/fitness holds the scan cache full checks keep
      // (tests of the hook prove it never writes there, see ScanCacheTests).
      if relative.hasPrefix(".git/objects") || relative.hasPrefix(".git/logs") || relative.hasPrefix(".git/fitness/") {
        continue
      }
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      result[relative] = try Data(contentsOf: url)
    }
    result["(stash list)"] = Data(try git(["stash", "list"]).utf8)
    return result
  }
}

public struct ScratchError: Error, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
