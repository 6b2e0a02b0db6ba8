import RuleEngine
import SuiteRuntime
import SwiftScanner

/// The re-exporters graduate records in a fence's literal: every Swift file that
/// `@_exported import`s a fenced module, or a module that re-exports one, transitively.
enum Reexporters {
  struct Found: Equatable {
    /// The re-exporting module: the one the file belongs to.
    var module: String
    var path: String
    /// What it re-exports that the rule fences (or that re-exports a fenced module).
    var reexported: String
  }

  static func found(for rule: FenceRule, in files: FileSet) -> [Found] {
    var targets = Set(rule.modules)
    var found: [Found] = []
    var seen = Set<String>()
    var grew = true
    let exporting = files.sources.keys.sorted().compactMap { path -> (String, [ImportDeclaration])? in
      let exported = files.sources[path]?.imports.filter(\.isExported) ?? []
      return exported.isEmpty ? nil : (path, exported)
    }
    while grew {
      grew = false
      for (path, exported) in exporting where !seen.contains(path) {
        guard let declaration = exported.first(where: { targets.contains($0.module) }) else { continue }
        let module = rule.owningModule(of: path)
        // A module of the set re-exporting another is already a cross import.
        guard !(rule.direction == .independent && rule.modules.contains(module)) else { continue }
        seen.insert(path)
        found.append(Found(module: module, path: path, reexported: declaration.module))
        if targets.insert(module).inserted { grew = true }
      }
    }
    return found.sorted { ($0.module, $0.path) < ($1.module, $1.path) }
  }
}
