import Foundation

#if canImport(RuleEngine)
  import RuleEngine
#endif
#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The repository on disk, as a generated fitness suite sees it under `swift test`.
///
/// This file is vendored verbatim, after the scanner and the rule engine, into the support
/// file `fitness graduate` writes beside the suites. Paths in rules are relative to the git
/// repository's root (what the hook sees), so the root is the nearest folder holding `.git`,
/// or, outside git, the nearest holding `Package.swift`.
public enum FitnessPackage {
  /// The repository's files, read once per root and shared by every suite in the run.
  private static let cache = TreeCache()

  /// A rule judged by the facts of each file (`RuleInputs.Reading.facts`): one search shared
  /// by the fences of the suite's folder.
  static func report(judging rule: any PatternRule, suite: String) throws -> String {
    try violations(judging: rule, suite: suite, root: try root(of: suite)).filter { $0.severity == .error }
      .map(\.description).joined(separator: "\n")
  }

  /// The violations of `rule`, in path order.
  static func violations(judging rule: any PatternRule, suite: String, root: URL) throws -> [Violation] {
    let path = QuotedPath.spelling(ofText: relativePath(of: suite, root: root))
    // The compiled rule is judged; where it is written (each entry's line) comes from the
    // suite's literal, read as the hook reads it, so both point at the same place.
    let bytes = (try? Data(contentsOf: URL(fileURLWithPath: suite))).map { [UInt8]($0) } ?? []
    let written = (try? RuleBlockReader.rules(in: bytes, path: path))?.first { $0.id == rule.id }
    let site = written?.site ?? RuleSite(suitePath: path)
    let tree = try cache.tree(root: root)
    let refused = tree.refusals(selectedBy: rule.inputs.selection, ruleID: rule.id, suitePath: site.suitePath)
    guard refused.isEmpty else { return refused }
    let files = tree.factSet(for: rule.inputs) { SuiteTree.fenceKey(around: suite) }
    return rule.violations(site: site, in: files, catalogValues: nil).counted(as: written?.severity ?? .error)
      .sorted {
        ($0.path, $0.position ?? .init(line: 0, column: 0)) < ($1.path, $1.position ?? .init(line: 0, column: 0))
      }
  }

  /// The violations of any other rule (a count pin, a copy contract, a sentinel's static
  /// companion, …) as the suite's source states it: a pin with the trail written above its
  /// `count:`, a sentinel with the suite's own assertion.
  public static func report(of literal: some RuleLiteral, suite: String = #filePath) throws -> String {
    try report(ruleID: literal.id, suite: suite)
  }

  /// Evaluates the rule `ruleID` as the suite's source states it: the same literal, read
  /// the same way as `fitness check` reads the committed file.
  public static func report(ruleID: String, suite: String) throws -> String {
    try violations(ruleID: ruleID, suite: suite, root: try root(of: suite)).filter { $0.severity == .error }
      .map(\.description).joined(separator: "\n")
  }

  static func violations(ruleID: String, suite: String, root: URL) throws -> [Violation] {
    let path = QuotedPath.spelling(ofText: relativePath(of: suite, root: root))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: suite)))
    guard let rule = try RuleBlockReader.rules(in: bytes, path: path).first(where: { $0.id == ruleID }) else {
      throw RuleNotFound(ruleID: ruleID, suite: path)
    }
    let tree = try cache.tree(root: root)
    let refused = tree.refusals(
      selectedBy: rule.body.inputs.selection, ruleID: rule.id, suitePath: rule.site.suitePath)
    guard refused.isEmpty else { return refused }
    let catalogValues = try CatalogCopy.values(for: rule) { WorkingTree.read(QuotedPath.bytes($0), root: root) }
    return RuleEvaluation.violations(of: rule, in: tree.fileSet(), catalogValues: catalogValues)
  }

  /// A suite whose literal `fitness check` could not find by its id.
  public struct RuleNotFound: Error, CustomStringConvertible {
    public var ruleID: String
    public var suite: String
    public var description: String {
      "\(suite) holds no readable rule '\(ruleID)'; run `fitness check --worktree` to see why the literal cannot be read"
    }
  }

  /// The repository root above `file`, as a path: the public form. No public declaration
  /// here names a Foundation type, so the vendored copy compiles in a test target that
  /// imports modules internally by default (`InternalImportsByDefault`).
  public static func rootPath(of file: String = #filePath) throws -> String {
    try root(of: file).path
  }

  /// The repository root above `file`.
  static func root(of file: String = #filePath) throws -> URL {
    let start = URL(fileURLWithPath: file).deletingLastPathComponent()
    for marker in [".git", "Package.swift"] {
      var folder = start
      while true {
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent(marker).path) {
          return folder
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw RootNotFound(file: file)
  }

  /// `file` relative to `root`, with `/` separators.
  static func relativePath(of file: String, root: URL) -> String {
    let prefix = root.standardizedFileURL.path + "/"
    let path = URL(fileURLWithPath: file).standardizedFileURL.path
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }

  /// The working tree at `root` as fitness defines it (`WorkingTree`: the files git tracks,
  /// at their bytes on disk), with every Swift file's bytes; the same files
  /// `fitness check --worktree` judges.
  static func tree(root: URL) throws -> SuiteTree {
    guard let (files, entries) = try WorkingTree.listing(root: root) else { return try diskTree(root: root) }
    var paths = Set<String>()
    var swift: [String: [UInt8]] = [:]
    var manifests: [String: [UInt8]] = [:]
    let reader = WorkingTree.Reader(rootPath: root.path)
    for file in files {
      // A symlink counts as a file where it leads to one inside the repository: the
      // compiler follows it, so its path is judged with its target's bytes.
      let path = QuotedPath.spelling(file)
      paths.insert(path)
      if ManifestName.isBuildManifest(path), !PathPrefix.hasSwiftSuffix(path),
        case .bytes(let bytes)? = reader.contents(file)
      {
        manifests[path] = bytes
      }
      // A Swift file is judged whatever its bytes: the compiler reads a NUL as whitespace.
      guard PathPrefix.hasSwiftSuffix(path), case .bytes(let bytes)? = reader.contents(file) else { continue }
      swift[path] = bytes
    }
    let refused = WorkingTree.refusedLinks(among: entries, root: root)
    let compiled =
      refused.isEmpty
      ? nil
      : PackageManifest.compiledFolders(paths: entries.map { QuotedPath.spelling($0.path) }) { path in
        WorkingTree.read(QuotedPath.bytes(path), root: root).map { String(decoding: $0, as: UTF8.self) }
      }
    return SuiteTree(paths: paths, swift: swift, manifests: manifests, refusedLinks: refused, compiled: compiled)
  }

  /// Outside git: every file under `root`, hidden folders, `.build` and `DerivedData` left out.
  static func diskTree(root: URL) throws -> SuiteTree {
    var paths = Set<String>()
    var swift: [String: [UInt8]] = [:]
    var manifests: [String: [UInt8]] = [:]
    let prefix = root.standardizedFileURL.path + "/"
    let keys: [URLResourceKey] = [.isRegularFileKey]
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
    else { return SuiteTree(paths: [], swift: [:]) }
    for case let url as URL in walker {
      if [".build", "DerivedData"].contains(url.lastPathComponent) {
        walker.skipDescendants()
        continue
      }
      guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
      let full = url.standardizedFileURL.path
      guard full.hasPrefix(prefix) else { continue }
      let path = String(full.dropFirst(prefix.count))
      paths.insert(path)
      if path.hasSuffix(".swift") {
        swift[path] = [UInt8](try Data(contentsOf: url))
      } else if ManifestName.isBuildManifest(path) {
        manifests[path] = [UInt8](try Data(contentsOf: url))
      }
    }
    return SuiteTree(paths: paths, swift: swift, manifests: manifests)
  }

  /// No `.git` or `Package.swift` above a suite.
  public struct RootNotFound: Error, CustomStringConvertible {
    public var file: String
    public var description: String {
      "cannot read the repository above \(file): no .git or Package.swift is visible there. A fitness suite "
        + "reads the repository's files at the path it was compiled from, so it must run where they are: on the Mac "
        + "or in the simulator, from a test target without a host app (or with App Sandbox off for tests), not on a "
        + "device or inside a sandboxed host app"
    }
  }

  /// Every suite of a run reads the same tree: it is read once per root.
  private final class TreeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var trees: [String: SuiteTree] = [:]

    func tree(root: URL) throws -> SuiteTree {
      lock.lock()
      defer { lock.unlock() }
      if let known = trees[root.path] { return known }
      let fresh = try FitnessPackage.tree(root: root)
      trees[root.path] = fresh
      return fresh
    }
  }
}
