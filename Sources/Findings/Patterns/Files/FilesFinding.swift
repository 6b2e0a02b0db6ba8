// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// `pattern: files`: no path that `paths` matches may exist outside the fence ("avoid
/// storyboards", "no new colour assets"). Its keys are `NoNewFiles.arguments`'.
package struct FilesFinding: SchemaFinding {
  package static let name = "files"
  package var rule: NoNewFiles
  package var reading: SchemaReading

  package init(rule: NoNewFiles, reading: SchemaReading) {
    (self.rule, self.reading) = (rule, reading)
  }

  /// `NoNewStoryboardsTests` from `**/*.storyboard`; `NoNewCoreFoldersTests` from `Core/*`.
  package static func suiteName(of body: any PatternRule) -> String? {
    guard let rule = body as? NoNewFiles, let glob = rule.paths.first else { return nil }
    let last = glob.split(separator: "/").last.map(String.init) ?? glob
    if let dot = last.lastIndex(of: "."), last.index(after: dot) < last.endIndex {
      let kind = String(last[last.index(after: dot)...]).filter { $0 != "*" && $0 != "?" }
      if !kind.isEmpty { return "NoNew\(RuleWording.identifier(kind))sTests" }
    }
    let folder = PathPattern.fixedFolder(of: glob).split(separator: "/").last.map(String.init) ?? "Path"
    return "NoNew\(RuleWording.identifier(folder))\(PathPattern.isGlob(last) ? "Entries" : "Files")Tests"
  }

  package static func scope(of rule: SuiteRule) -> [String] {
    guard let files = rule.body as? NoNewFiles else { return [] }
    return RuleWording.scope(
      ["paths: \(RuleWording.list(files.paths)) (any kind of file)"], exclude: files.exclude, in: rule)
  }

  package static func contract(of rule: SuiteRule) -> [String] {
    guard let files = rule.body as? NoNewFiles else { return [] }
    return ["forbid: any new path they match"] + RuleWording.entries("fence", files.fence, in: rule)
  }

  package var places: [String] { rule.paths + rule.fence }
}
