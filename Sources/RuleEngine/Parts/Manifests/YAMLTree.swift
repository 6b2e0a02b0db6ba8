#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A YAML document as the build manifests the engine reads write it (an XcodeGen spec):
/// mappings, lists and scalars, each with the file and place it was written, so a rule
/// can report a dependency where it stands. Scalars are kept as text; nothing is typed.
public enum YAMLTree: Sendable, Equatable {
  case scalar(String, YAMLPlace)
  case list([YAMLTree], YAMLPlace)
  case map([YAMLEntry], YAMLPlace)

  /// Where the node is written: its scalar, or a collection's first item or key.
  public var place: YAMLPlace {
    switch self {
    case .scalar(_, let place), .list(_, let place), .map(_, let place): return place
    }
  }

  /// The value of `key` in a mapping; nil for a missing key or a node that is no mapping.
  public subscript(key: String) -> YAMLTree? {
    guard case .map(let entries, _) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  /// The text of a scalar; nil for a list or mapping, and for an empty value.
  public var string: String? {
    guard case .scalar(let text, _) = self, !text.isEmpty else { return nil }
    return text
  }

  /// A list's items; a single value as a list of one, as XcodeGen reads `sources: Folder`.
  public var items: [YAMLTree] {
    switch self {
    case .list(let items, _): return items
    case .scalar(let text, _): return text.isEmpty ? [] : [self]
    case .map: return [self]
    }
  }

  /// A mapping's entries in written order; empty for anything else.
  public var entries: [YAMLEntry] {
    guard case .map(let entries, _) = self else { return [] }
    return entries
  }
}

/// One `key: value` of a mapping.
public struct YAMLEntry: Sendable, Equatable {
  public var key: String
  public var value: YAMLTree
}

/// The file and 1-based line and column a node was written at.
public struct YAMLPlace: Sendable, Equatable {
  public var file: String
  public var position: SourcePosition
}

extension YAMLTree {
  /// `over` laid on `self` as XcodeGen lays an included spec, a template, or the including
  /// file: mappings merge key by key, lists add `over`'s items after `self`'s, and anything
  /// else is replaced. A key written `name:REPLACE` replaces the value whole.
  public func merged(with over: YAMLTree) -> YAMLTree {
    switch (self, over) {
    case (.map(var entries, let place), .map(let overEntries, _)):
      for entry in overEntries {
        let replace = entry.key.hasSuffix(":REPLACE")
        let key = replace ? String(entry.key.dropLast(":REPLACE".count)) : entry.key
        if let index = entries.firstIndex(where: { $0.key == key }) {
          entries[index].value = replace ? entry.value : entries[index].value.merged(with: entry.value)
        } else {
          entries.append(YAMLEntry(key: key, value: entry.value))
        }
      }
      return .map(entries, place)
    case (.list(let items, let place), .list(let overItems, _)):
      return .list(items + overItems, place)
    default:
      return over
    }
  }

  /// Every scalar with `replacements` applied (`${target_name}`, `${platform}`), keys too.
  public func substituting(_ replacements: [(String, String)]) -> YAMLTree {
    func apply(_ text: String) -> String {
      replacements.reduce(text) { $0.replacingAll($1.0, with: $1.1) }
    }
    switch self {
    case .scalar(let text, let place): return .scalar(apply(text), place)
    case .list(let items, let place): return .list(items.map { $0.substituting(replacements) }, place)
    case .map(let entries, let place):
      return .map(
        entries.map { YAMLEntry(key: apply($0.key), value: $0.value.substituting(replacements)) }, place)
    }
  }
}
