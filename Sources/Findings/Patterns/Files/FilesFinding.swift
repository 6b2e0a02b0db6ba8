// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: files`: no path that `paths` matches may exist outside the fence ("avoid
/// storyboards", "no new colour assets"). Its keys are `NoNewFiles.arguments`'.
package typealias FilesFinding = SchemaFinding<NoNewFiles>

extension NoNewFiles: SchemaWording {
  /// `NoNewStoryboardsTests` from `**/*.storyboard`; `NoNewCoreFoldersTests` from `Core/*`.
  package var suiteName: String? {
    guard let glob = paths.first else { return nil }
    let last = glob.split(separator: "/").last.map(String.init) ?? glob
    if let dot = last.lastIndex(of: "."), last.index(after: dot) < last.endIndex {
      let kind = String(last[last.index(after: dot)...]).filter { $0 != "*" && $0 != "?" }
      if !kind.isEmpty { return "NoNew\(RuleWording.identifier(kind))sTests" }
    }
    let folder = PathPattern.fixedFolder(of: glob).split(separator: "/").last.map(String.init) ?? "Path"
    return "NoNew\(RuleWording.identifier(folder))\(PathPattern.isGlob(last) ? "Entries" : "Files")Tests"
  }

  package func scope(in rule: SuiteRule) -> [String] {
    RuleWording.scope(["paths: \(RuleWording.list(paths)) (any kind of file)"], exclude: exclude, in: rule)
  }

  package func contract(in rule: SuiteRule) -> [String] {
    ["forbid: any new path they match"] + RuleWording.entries("fence", fence, in: rule)
  }

  package var places: [String] { paths + fence }
}
