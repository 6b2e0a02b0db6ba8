import Foundation
import RuleEngine
import SwiftScanner

/// This package's own files, read from disk, for suites that check the package itself.
public enum PackageTree {
  /// The package root: the nearest folder above `file` that holds Package.swift.
  public static func root(of file: String = #filePath) -> URL {
    var url = URL(fileURLWithPath: file).deletingLastPathComponent()
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
      url.deleteLastPathComponent()
    }
    fatalError("no Package.swift above \(file)")
  }

  /// The path of `file` relative to the package root.
  public static func relativePath(of file: String = #filePath) -> String {
    let root = root(of: file).path + "/"
    return file.hasPrefix(root) ? String(file.dropFirst(root.count)) : file
  }

  /// Every file under the root (hidden folders and `.build` left out), with every Swift
  /// file scanned.
  public static func fileSet(root: URL = root()) throws -> FileSet {
    var paths = Set<String>()
    var sources: [String: ScannedSource] = [:]
    let prefix = root.path + "/"
    guard
      let walker = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isRegularFileKey],
        options: [.skipsHiddenFiles, .skipsPackageDescendants])
    else { return FileSet(paths: [], sources: [:]) }
    for case let url as URL in walker {
      if url.lastPathComponent == ".build" {
        walker.skipDescendants()
        continue
      }
      guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
      let path = String(url.path.dropFirst(prefix.count))
      paths.insert(path)
      if path.hasSuffix(".swift") {
        sources[path] = ScannedSource([UInt8](try Data(contentsOf: url)))
      }
    }
    return FileSet(paths: paths, sources: sources)
  }

  /// Every violation of `rule` in this package on disk, as one message per line (empty when
  /// the rule holds). `suite` names the calling suite, for the messages.
  public static func violations(of rule: FenceRule, suite: String = #filePath) throws -> String {
    let site = RuleSite(suitePath: relativePath(of: suite))
    return FenceEvaluation.violations(of: rule, site: site, in: try fileSet(root: root(of: suite)))
      .map(\.description).joined(separator: "\n")
  }
}
