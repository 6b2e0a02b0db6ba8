#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Counts a pin's subject statically, from source, the same way everywhere.
public enum SourceCounter {
  /// A count and where it was taken.
  public struct Tally: Sendable {
    public var count: Int
    /// The file that declares the subject (enum and array subjects).
    public var path: String?
    /// The declaration's offset in that file.
    public var declaration: Int?
    /// The offset of each counted element, in source order.
    public var elements: [Int]
    /// Other files that declare the same subject, when no file was named: the count would
    /// be a guess between them.
    public var alsoDeclaredIn: [String] = []
  }

  /// The count of `subject`, looking in `file` (or every judged Swift file when nil); nil
  /// when an enum or array subject is not declared there.
  public static func tally(_ subject: CountSubject, in file: String?, files: FileSet) -> Tally? {
    switch subject {
    case .enumCases(let type):
      var tallies: [Tally] = []
      for path in candidates(file, files) {
        guard let source = files.sources[path], let found = source.typeBodies(named: type, kinds: ["enum"]).first
        else { continue }
        let elements = enumElements(in: found.body, of: source)
        tallies.append(Tally(count: elements.count, path: path, declaration: found.keyword, elements: elements))
      }
      return first(of: tallies)
    case .literalElements(let owner, let name):
      var tallies: [Tally] = []
      for path in candidates(file, files) {
        guard let source = files.sources[path],
          let found = literal(named: name, owner: owner, in: source)
        else { continue }
        tallies.append(
          Tally(count: found.elements.count, path: path, declaration: found.declaration, elements: found.elements))
      }
      return first(of: tallies)
    case .files(let glob):
      let matching = files.paths.filter { Glob.matches(spelled: $0, glob) }
      return Tally(count: matching.count, path: nil, declaration: nil, elements: [])
    case .needle(let needle):
      var count = 0
      // The rule's own selection (shipping files, under `in:` when given), whatever else is judged.
      for path in files.judgedPaths(selectedBy: .shipping(under: file)) {
        count += files.facts(of: path, needles: [needle])?.occurrences[needle]?.count ?? 0
      }
      return Tally(count: count, path: nil, declaration: nil, elements: [])
    }
  }

  /// The first tally, naming the other files that declare the subject too.
  private static func first(of tallies: [Tally]) -> Tally? {
    guard var first = tallies.first else { return nil }
    first.alsoDeclaredIn = tallies.dropFirst().compactMap(\.path)
    return first
  }

  private static func candidates(_ file: String?, _ files: FileSet) -> [String] {
    if let file { return [file] }
    return files.sources.keys.filter(RuleInputs.Selection.shipping(under: nil).selects).sorted()
  }

  /// The offsets of the enum's case elements. A name declared in several `#if` branches is
  /// counted once; cases of nested types are not the enum's.
  static func enumElements(in body: Range<Int>, of source: ScannedSource) -> [Int] {
    let code = source.code
    var seen = Set<[UInt8]>()
    var elements: [Int] = []
    let keywords = source.topLevelOffsets(in: body) { offset in
      source.matchesWord("case", at: offset) && (offset == 0 || !SourceByte.isIdentifier(code[offset - 1]))
        && (offset == 0 || (code[offset - 1] != SourceByte.dot && code[offset - 1] != SourceByte.backtick))
    }
    for keyword in keywords {
      var index = keyword + 4
      var expectName = true
      var depth = 0
      while index < body.upperBound {
        let byte = code[index]
        if depth == 0, byte == SourceByte.newline || byte == SourceByte.semicolon {
          // A line ending in a comma continues the declaration.
          var back = index - 1
          while back > keyword,
            code[back] == SourceByte.space || code[back] == SourceByte.tab
              || code[back] == SourceByte.carriageReturn
          {
            back -= 1
          }
          if byte == SourceByte.semicolon || code[back] != SourceByte.comma { break }
        }
        switch byte {
        case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace: depth += 1
        case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
        case SourceByte.comma where depth == 0: expectName = true
        default:
          if expectName, depth == 0, SourceByte.isIdentifier(byte) || byte == SourceByte.backtick {
            var end = index
            while end < body.upperBound, SourceByte.isIdentifier(code[end]) || code[end] == SourceByte.backtick {
              end += 1
            }
            let name = Array(code[index..<end]).filter { $0 != SourceByte.backtick }
            if !name.isEmpty, seen.insert(name).inserted {
              elements.append(index)
            }
            expectName = false
            index = end
            continue
          }
        }
        index += 1
      }
    }
    return elements.sorted()
  }

  /// The array or dictionary literal bound to `let name` or `var name` (inside `owner`'s
  /// bodies, when given), and its elements' offsets.
  static func literal(named name: String, owner: String?, in source: ScannedSource)
    -> (declaration: Int, elements: [Int])?
  {
    let code = source.code
    let ranges = owner.map { source.typeBodies(named: $0).map(\.body) } ?? [0..<code.count]
    for range in ranges {
      guard let found = source.declaration(named: name, keywords: ["let", "var"], in: range) else { continue }
      // `= [` or a computed body's first `[`.
      var index = found.value
      while index < range.upperBound, code[index] != SourceByte.openBracket { index += 1 }
      guard index < range.upperBound, let end = source.closing(from: index) else { continue }
      return (found.keyword, elementOffsets(in: (index + 1)..<(end - 1), of: source))
    }
    return nil
  }

  /// The start of each comma-separated element at depth zero in `range`.
  private static func elementOffsets(in range: Range<Int>, of source: ScannedSource) -> [Int] {
    let code = source.code
    var starts: [Int] = []
    var pending = true
    var depth = 0
    for index in range {
      let byte = code[index]
      switch byte {
      case SourceByte.openParen, SourceByte.openBracket, SourceByte.openBrace:
        if pending, depth == 0 { starts.append(index) }
        pending = false
        depth += 1
      case SourceByte.closeParen, SourceByte.closeBracket, SourceByte.closeBrace: depth -= 1
      case SourceByte.comma where depth == 0: pending = true
      case SourceByte.colon where depth == 0 && pending:
        // `[:]`, the empty dictionary.
        continue
      default:
        if pending, depth == 0, !SourceByte.isWhitespace(byte) {
          starts.append(index)
          pending = false
        }
      }
    }
    return starts
  }
}
