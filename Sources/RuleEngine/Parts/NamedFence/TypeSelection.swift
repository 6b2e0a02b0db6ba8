#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// How a rule about types names the ones it is about: a kind, a glob on the name, and the
/// conformances (`ConformancePattern`). The declarations and members patterns both select
/// types this way, so it is the core's, not either pattern's: a vendored copy carrying one
/// of them compiles without the other.
public enum TypeSelection {
  /// The kinds a rule may select, `any` for every kind.
  public static let kinds = ["class", "struct", "enum", "actor", "protocol", "any"]

  /// Why a glob on type names can match no name, or nil.
  public static func globProblem(_ glob: String) -> String? {
    if glob.isEmpty { return "the glob is empty, so it matches no name" }
    let bytes = glob.utf8.filter { $0 != 0x2A && $0 != 0x3F }
    if !bytes.allSatisfy(SourceByte.isIdentifier) {
      return "'\(glob)' can match no type name: a name holds letters, digits and '_' ('*' and '?' match them)"
    }
    if let first = glob.utf8.first, SourceByte.isDigit(first) {
      return "'\(glob)' can match no type name: a name does not start with a digit"
    }
    return nil
  }

  /// A name `glob` matches, each `*` filled with `word` (a drill's scratch type name).
  public static func fill(_ glob: String, with word: String) -> String {
    var name = ""
    for character in glob {
      switch character {
      case "*": name += word
      case "?": name += "X"
      default: name.append(character)
      }
    }
    return name.first?.isNumber == true ? "X" + name : name
  }
}
