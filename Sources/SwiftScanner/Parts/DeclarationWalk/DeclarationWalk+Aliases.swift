/// Typealiases a file declares, and what they make of its inheritance clauses.
///
/// element-x's view models inherit `StateStoreViewModelV2` through an alias declared
/// above each class in its own file (`typealias HomeScreenViewModelType =
/// StateStoreViewModelV2<…>`). An entry that names an alias of the same file stands for
/// what the alias names, so `inherits`, `conforms` and `conforming` see through it. An
/// alias from another file or another module is not read: the entry stays as written.
extension DeclarationWalk {
  /// The names after `=` in `typealias Name<…> = A<…> & B`, from just past the alias's name;
  /// empty when none is written.
  func aliasTargets(after nameEnd: Int) -> [String] {
    var cursor = skipTrivia(from: skipGenerics(from: skipTrivia(from: nameEnd)))
    guard cursor < code.count, code[cursor] == Self.equals else { return [] }
    cursor += 1
    var targets: [String] = []
    while true {
      cursor = skipTrivia(from: cursor)
      var (word, end) = identifier(at: cursor)
      if word == "any" || word == "some" { (word, end) = identifier(at: skipTrivia(from: end)) }
      guard var name = word else { break }
      // `Module.Type`, `Outer.Inner`: the name stays qualified, as inheritance entries do.
      while end + 1 < code.count, code[end] == SourceByte.dot {
        let (part, after) = identifier(at: end + 1)
        guard let part else { break }
        (name, end) = (name + "." + part, after)
      }
      targets.append(name)
      cursor = skipTrivia(from: skipGenerics(from: end))
      guard cursor < code.count, code[cursor] == Self.ampersand else { break }
      cursor += 1
    }
    return targets
  }

  /// `types` with each inheritance entry that names one of `aliases` followed by what the
  /// alias stands for, through aliases of aliases (each name once).
  static func resolving(_ types: [TypeDeclaration], aliases: [String: [String]]) -> [TypeDeclaration] {
    guard !aliases.isEmpty else { return types }
    return types.map { type in
      var resolved = type
      var queue = type.inherited
      var seen = Set(queue)
      while !queue.isEmpty {
        let entry = queue.removeFirst()
        let simple = entry.split(separator: ".").last.map(String.init) ?? entry
        for target in aliases[simple] ?? [] where seen.insert(target).inserted {
          resolved.inherited.append(target)
          queue.append(target)
        }
      }
      return resolved
    }
  }

  static let equals = UInt8(ascii: "=")
  static let ampersand = UInt8(ascii: "&")
}
