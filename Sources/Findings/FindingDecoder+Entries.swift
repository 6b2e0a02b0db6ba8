// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

extension FindingDecoder {
  /// Each item of a list of mappings (a fence's entries, a contract's exemplars): its place
  /// in messages (`fence[2]`), its pairs and its mark. `holding` says what an item has, for
  /// the error when one is no mapping (`'path:' and 'why:'`).
  func mappings(_ items: [YAMLNode], of key: String, holding: String) throws(FindingsError)
    -> [(place: String, pairs: [YAMLNode.Pair], mark: YAMLNode.Mark)]
  {
    var found: [(place: String, pairs: [YAMLNode.Pair], mark: YAMLNode.Mark)] = []
    for (index, item) in items.enumerated() {
      guard case .mapping(let pairs, let mark) = item else {
        throw error(item.mark, "\(key)[\(index)]", "expected \(holding)")
      }
      found.append(("\(key)[\(index)]", pairs, mark))
    }
    return found
  }

  /// A list of `path:` + `why:` entries; a fence's may add what each grants, under
  /// `grantKeys` (a layer's `imports:` and `api:`, a members rule's `members:`).
  /// `named`: what an entry names, `path` (a file, folder or glob), or `key` (a copy
  /// contract's catalog key or case, which is no path).
  func entries(_ key: String, grantKeys: Set<String> = ["imports", "api"], named: String = "path") throws(FindingsError)
    -> [Finding.Entry]
  {
    guard let value = values[key] else { return [] }
    guard case .sequence(let items, _) = value.node else {
      throw error(value.node.mark, key, "expected a list of entries with 'path' and 'why'")
    }
    var result: [Finding.Entry] = []
    for (here, pairs, mark) in try mappings(items, of: key, holding: "'path:' and 'why:'") {
      var path: String?
      var why: String?
      var grants: [String]? = nil
      for pair in pairs {
        if grantKeys.contains(pair.key) {
          guard key == "fence" else {
            throw error(pair.keyMark, "\(here).\(pair.key)", "only a fence entry says what it grants")
          }
          grants = (grants ?? []) + (try grantList(pair.value, at: "\(here).\(pair.key)"))
          continue
        }
        guard case .scalar(let text, let valueMark) = pair.value else {
          throw error(pair.value.mark, "\(here).\(pair.key)", "expected a single value")
        }
        switch pair.key {
        case named: path = text.trimmingSpaces
        case "why":
          why = text.trimmingSpaces
          if ReasonRules.isBoilerplate(why!), !draft {
            throw error(valueMark, "\(here).why", "must say why; an empty or placeholder reason is no decision")
          }
        default:
          throw error(
            pair.keyMark, "\(here).\(pair.key)",
            "unknown key; an entry has '\(named)' and 'why'"
              + (key == "fence"
                ? " (and what it grants: \(grantKeys.sorted().map { "'\($0)'" }.joined(separator: ", ")))" : ""))
        }
      }
      guard let path, !path.isEmpty else { throw error(mark, "\(here).\(named)", "required key is missing") }
      guard let why = why ?? (draft ? "" : nil) else {
        throw error(mark, "\(here).why", "required key is missing: say why this \(named) belongs")
      }
      if let problem = PathRules.problem(with: path, globs: true) {
        throw error(mark, "\(here).\(named)", "'\(path)' \(problem)")
      }
      if result.contains(where: { $0.path == path }) {
        throw error(mark, "\(here).\(named)", "'\(path)' is listed twice")
      }
      result.append(Finding.Entry(path: path, why: why, line: mark.line + firstLine, grants: grants))
    }
    return result
  }

  /// `imports: SwiftUI` or `imports: [SwiftUI, UIKit]`.
  func grantList(_ node: YAMLNode, at place: String) throws(FindingsError) -> [String] {
    switch node {
    case .scalar(let text, let mark):
      guard !text.trimmingSpaces.isEmpty else { throw error(mark, place, "expected a module or needle") }
      return [text.trimmingSpaces]
    case .sequence(let items, _):
      var result: [String] = []
      for (index, item) in items.enumerated() {
        guard case .scalar(let text, let mark) = item, !text.trimmingSpaces.isEmpty else {
          throw error(item.mark, "\(place)[\(index)]", "expected a module or needle")
        }
        _ = mark
        result.append(text.trimmingSpaces)
      }
      return result
    default:
      throw error(node.mark, place, "expected a module or needle, or a list of them")
    }
  }
}
