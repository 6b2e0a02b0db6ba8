#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What a count pin counts, parsed from its `subject` text.
public enum CountSubject: Equatable, Sendable {
  /// `enum GameMode`: every element of every `case` declaration directly in the enum.
  case enumCases(type: String)
  /// `array Registry.all`: the elements of the array or dictionary literal bound to `all`
  /// (inside a type named `Registry`, when qualified).
  case literalElements(owner: String?, name: String)
  /// `files Sources/Modes/*.swift`: snapshot paths matching a glob (`*`, `**`, `?`).
  case files(glob: String)
  /// `needle register(`: occurrences in code.
  case needle(String)

  /// Parses `subject`; nil, with the reason, when it is not one of the four forms.
  public static func parse(_ subject: String) -> (subject: CountSubject?, problem: String?) {
    let trimmed = subject.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    guard trimmed.count == 2 else { return (nil, Self.usage) }
    var argument = Substring(trimmed[1])
    while argument.hasPrefix(" ") { argument = argument.dropFirst() }
    if argument.count >= 2, argument.hasPrefix("\""), argument.hasSuffix("\"") {
      argument = argument.dropFirst().dropLast()
    }
    let value = String(argument)
    guard !value.isEmpty else { return (nil, Self.usage) }
    switch trimmed[0] {
    case "enum":
      guard isIdentifier(value) else { return (nil, "'\(value)' is not a type name") }
      return (.enumCases(type: value), nil)
    case "array":
      let parts = value.split(separator: ".").map(String.init)
      guard (1...2).contains(parts.count), parts.allSatisfy(isIdentifier) else {
        return (nil, "'\(value)' must be a name or Type.name, like Registry.all")
      }
      return (.literalElements(owner: parts.count == 2 ? parts[0] : nil, name: parts[parts.count - 1]), nil)
    case "files": return (.files(glob: value), nil)
    case "needle": return (.needle(value), nil)
    default: return (nil, Self.usage)
    }
  }

  static let usage =
    "a subject is 'enum Type', 'array Name' or 'array Type.name', 'files GLOB', or 'needle TEXT'"

  /// What is counted, in words: `GameMode has 19 cases`.
  func describe(_ count: Int) -> String {
    let plural = count == 1 ? "" : "s"
    switch self {
    case .enumCases(let type): return "\(type) has \(count) case\(plural)"
    case .literalElements(let owner, let name):
      return "\(owner.map { "\($0)." } ?? "")\(name) has \(count) element\(plural)"
    case .files(let glob): return "'\(glob)' matches \(count) file\(plural)"
    case .needle(let needle): return "'\(needle)' is used \(count) time\(plural)"
    }
  }

  private static func isIdentifier(_ text: String) -> Bool {
    guard let first = text.utf8.first, !SourceByte.isDigit(first) else { return false }
    return text.utf8.allSatisfy { SourceByte.isIdentifier($0) }
  }
}
