/// A YAML value with the 0-based position libyaml reported for it. No libyaml type leaks
/// past the reader.
indirect enum YAMLNode: Equatable {
  case scalar(String, Mark)
  case sequence([YAMLNode], Mark)
  case mapping([Pair], Mark)

  /// A mapping's key, where it stands, and its value.
  typealias Pair = (key: String, keyMark: Mark, value: YAMLNode)

  /// A 0-based line and column inside the YAML text.
  struct Mark: Equatable {
    var line: Int
    var column: Int
  }

  var mark: Mark {
    switch self {
    case .scalar(_, let mark), .sequence(_, let mark), .mapping(_, let mark): return mark
    }
  }

  static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    switch (lhs, rhs) {
    case (.scalar(let a, _), .scalar(let b, _)): return a == b
    case (.sequence(let a, _), .sequence(let b, _)): return a == b
    case (.mapping(let a, _), .mapping(let b, _)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }
}
