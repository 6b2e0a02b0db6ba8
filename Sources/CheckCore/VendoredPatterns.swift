import RuleEngine

/// Which patterns a vendored engine carries: the core (scanner, reader, evaluation, working
/// tree), the folders (`Sources/*/Patterns/<Folder>/`) of the patterns its suites declare,
/// and the parts those need (`Sources/*/Parts/<Part>/`: the declarations walk, the schema
/// reader, globs), so a test target compiles only what its suites run. The stamp line lists
/// the patterns (`patterns CountPin+Fence+ImportBoundary`); the parts follow from them.
///
/// A suite belongs to the copy whose test target holds it; as paths tell it, the copy with
/// the longest reach (the folder above the copy's own folder, `Tests/AppTests` for
/// `Tests/AppTests/Fitness/FitnessSupport.swift`) over the suite's path. A suite no copy
/// reaches counts for every copy: carrying a pattern too many costs build time, one too few
/// a build that fails.
package enum VendoredPatterns {
  /// Every pattern folder, in order.
  package static var all: [String] { Array(Set(FitnessBuild.patternTypes.values)).sorted() }

  /// The folder of the pattern whose files declare the type named `name`; nil for a type of
  /// the core.
  package static func folder(declaring name: String) -> String? { FitnessBuild.patternTypes[name] }

  /// The folder a copy carries `path` with: its pattern's (`Sources/*/Patterns/<Name>/`) or
  /// part's (`Sources/*/Parts/<Name>/`); nil for a file of the core, which every copy carries.
  package static func carriedFolder(of path: String) -> String? {
    let parts = path.split(separator: "/")
    guard let at = parts.firstIndex(where: { $0 == "Patterns" || $0 == "Parts" }), parts.count > at + 2 else {
      return nil
    }
    return String(parts[at + 1])
  }

  /// The folder of the pattern a rule was declared with: a fence's literal's, whose folder
  /// needs the fence's own (`closure`).
  package static func folder(of rule: any PatternRule) -> String? {
    folder(declaring: rule.carriedType)
  }

  /// `folders` with every folder, pattern's or part's, their files name a type of or call a
  /// part's method of (`FitnessBuild.patternNeeds`): what a copy carrying them must hold to
  /// compile.
  package static func closure(_ folders: Set<String>) -> Set<String> {
    var carried = folders
    var next = Array(folders)
    while let folder = next.popLast() {
      for needed in FitnessBuild.patternNeeds[folder] ?? [] where carried.insert(needed).inserted {
        next.append(needed)
      }
    }
    return carried
  }

  /// What the stamp of a copy of `folders` lists: them and the patterns they need (a fence
  /// literal's `Fence`), the parts aside.
  package static func stamped(_ folders: Set<String>) -> Set<String> {
    closure(folders).subtracting(FitnessBuild.parts)
  }

  /// The folder a copy at `support` reaches: the suites under it are its target's.
  package static func reach(of support: String) -> String {
    let parts = support.split(separator: "/")
    return parts.dropLast(2).joined(separator: "/")
  }

  /// The pattern folders each copy in `supports` must carry for the `suites` (each suite's
  /// path and pattern folder).
  package static func needed(supports: [String], suites: [(path: String, folder: String)]) -> [String: Set<String>] {
    var needed = Dictionary(uniqueKeysWithValues: supports.map { ($0, Set<String>()) })
    for suite in suites {
      let reaching = supports.filter { reach(of: $0).isEmpty || PathPrefix.contains(suite.path, under: reach(of: $0)) }
      let nearest = reaching.max { reach(of: $0).count < reach(of: $1).count }
      for support in nearest.map({ [$0] }) ?? supports { needed[support]?.insert(suite.folder) }
    }
    return needed
  }

  /// The suites of `rules`, each with its pattern's folder.
  package static func suites(of rules: [SuiteRule]) -> [(path: String, folder: String)] {
    rules.compactMap { rule in folder(of: rule.body).map { (rule.site.suitePath, $0) } }
  }

  /// The stamp's words for `folders`.
  package static func spelled(_ folders: Set<String>) -> String { folders.sorted().joined(separator: "+") }
}
