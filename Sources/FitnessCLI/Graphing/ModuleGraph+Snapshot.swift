import CheckCore
import RuleEngine
import SwiftScanner

extension ModuleGraph {
  /// The graph of a snapshot's shipping Swift files (test folders left out), with the
  /// modules its manifests and projects declare; without `reading` them, only what the
  /// violations draw.
  static func read(
    _ source: any SnapshotReading, rules: [SuiteRule], violations: [Violation], sources reading: Bool = true
  ) throws -> ModuleGraph {
    let paths = try source.allPaths()
    let homes = ModuleHomes(
      paths: paths, read: { try? source.textBytes(of: $0) ?? nil }, drawings: rules.compactMap(\.body.drawing))
    var sources: [String: ScannedSource] = [:]
    for path in paths where reading && PathPrefix.hasSwiftSuffix(path) && !PathPrefix.isInTestFolder(path) {
      guard path != "Package.swift", !path.hasSuffix("/Package.swift"), let bytes = try source.textBytes(of: path)
      else { continue }
      sources[path] = ScannedSource(bytes)
    }
    return ModuleGraph(sources: sources, homes: homes, rules: rules, violations: violations)
  }

  /// The body of the first ```` ```mermaid ```` block in a Markdown file; nil when none.
  static func mermaidBlock(in markdown: String) -> String? {
    guard let start = markdown.range(of: "```mermaid\n") else { return nil }
    let rest = markdown[start.upperBound...]
    guard let end = rest.range(of: "```") else { return nil }
    return String(rest[..<end.lowerBound])
  }
}
