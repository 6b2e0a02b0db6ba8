import GitStore
import Inspection
import RuleEngine

/// The direct reader's staged snapshot as the check reads it.
struct StagedSource: CheckSource {
  let index: StagedIndex

  var changedPaths: [String]? { index.changed }
  var removedPaths: Set<String> { index.removed }

  func allPaths() -> [String] { index.paths(endingWith: "") }
  func contains(_ path: String) -> Bool { index.contains(path) }
  func firstPath(where predicate: (String) -> Bool) -> String? { index.firstPath(where: predicate) }
  func suitePaths() -> [String] { index.paths(endingWith: "Tests.swift", where: SuiteRule.isSuitePath) }

  func contents(of path: String) throws -> SourceBytes? {
    switch try index.blob(at: path, limit: SourceBytes.limit) {
    case .bytes(let bytes)?: return SourceBytes.classify(bytes)
    case .tooLarge(let size)?: return .tooLarge(size)
    case nil: return nil
    }
  }
}
