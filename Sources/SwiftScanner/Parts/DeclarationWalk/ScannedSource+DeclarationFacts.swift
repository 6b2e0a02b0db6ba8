extension ScannedSource {
  /// The file's declaration facts, from `list` when the caller walked the file already;
  /// without its members but its typealiases unless `members`; with its calls when `calls`; with where each of
  /// `uses`' needles is first used in each type's body; with the capitalized words its code
  /// names when `references`.
  public func declarationFacts(
    _ list: DeclarationList? = nil, members: Bool = true, calls: Bool = false, uses: NeedleSearch? = nil,
    references: Bool = false
  ) -> DeclarationFacts {
    // Without members or calls, only typealiases stay, and no signature is read.
    var list = list ?? declarations(signatures: members || calls)
    if !members, !calls, !list.members.isEmpty {
      // Typealiases stay: what a type inherits through another file may be named by one.
      list = DeclarationList(
        types: list.types, previewMacros: list.previewMacros, unreadFrom: list.unreadFrom,
        members: list.members.filter { $0.kind == .typealias })
    }
    let used = uses.map { bodyUses(of: $0, in: list) } ?? []
    var offsets = list.types.map(\.keyword) + list.members.map(\.keyword)
    if let unread = list.unreadFrom { offsets.append(unread) }
    let usesStart = offsets.count
    offsets += used.map(\.offset)
    let called = calls ? self.calls(in: list) : []
    let callsStart = offsets.count
    offsets += called.map(\.offset)
    let words = references ? typeNameWords(in: list) : []
    let wordsStart = offsets.count
    offsets += words.map(\.offset)
    let positions = positions(of: offsets)
    let types = list.types.count
    let members = list.members.count
    var usesByType: [Int: [String: SourcePosition]] = [:]
    for (index, use) in used.enumerated() {
      usesByType[use.type, default: [:]][use.needle] = positions[usesStart + index]
    }
    var referenced: [Int: [String: SourcePosition]] = [:]
    for (index, word) in words.enumerated() {
      referenced[word.owner, default: [:]][word.word] = positions[wordsStart + index]
    }
    var facts = DeclarationFacts(
      list: list, typePositions: Array(positions[0..<types]),
      memberPositions: Array(positions[types..<(types + members)]),
      unreadPosition: list.unreadFrom == nil ? nil : positions[types + members], previewed: previewed(in: list),
      uses: usesByType, calls: called, callPositions: Array(positions[callsStart..<wordsStart]))
    facts.references = referenced
    return facts
  }

  /// Each needle's first use in code in each type's body (a nested type's uses count for its
  /// enclosing types too): few, since a needle is rare and a file declares few types.
  private func bodyUses(of search: NeedleSearch, in list: DeclarationList) -> [(type: Int, needle: String, offset: Int)]
  {
    var found: [(type: Int, needle: String, offset: Int)] = []
    for (needle, offsets) in zip(search.needles, codeOccurrences(of: search)) where !offsets.isEmpty {
      for (index, type) in list.types.enumerated() {
        guard let body = type.body, let first = offsets.first(where: body.contains) else { continue }
        if !found.contains(where: { $0.type == index && $0.needle == needle }) {
          found.append((index, needle, first))
        }
      }
    }
    return found
  }

  /// The types a preview shows: a `#Preview`, or a `PreviewProvider`'s body, that names one
  /// in code, or that names a wrapper declared in this file whose body names it
  /// (`JoinRoomScreenPreviewWrapper`). Each extent is read once, so a file of thousands of
  /// types costs one pass over its previews, not one search per type.
  func previewed(in list: DeclarationList) -> Set<Int> {
    var providers = Set<Int>()
    for (index, type) in list.types.enumerated() where type.kind != .extension {
      if list.conformances(of: type).contains(where: { TypeDeclaration.names($0, "PreviewProvider") }) {
        providers.insert(index)
      }
    }
    let extents = list.previewMacros + providers.compactMap { list.types[$0].body }
    guard !extents.isEmpty else { return [] }
    var shown = Set<String>()
    for extent in extents { words(in: extent, into: &shown) }
    // A wrapper the previews name shows what its body names.
    var throughWrappers = Set<String>()
    for (index, type) in list.types.enumerated()
    where type.kind != .extension && !providers.contains(index) && shown.contains(type.simpleName) {
      if let body = type.body { words(in: body, into: &throughWrappers) }
    }
    var found = Set<Int>()
    for (index, type) in list.types.enumerated() where type.kind != .extension {
      if shown.contains(type.simpleName) || throughWrappers.contains(type.simpleName) { found.insert(index) }
    }
    return found
  }

  /// Every identifier in code within `range`, not counting one in backticks, as
  /// `wordOccurrences` finds them.
  private func words(in range: Range<Int>, into found: inout Set<String>) {
    var index = max(0, range.lowerBound)
    let end = min(code.count, range.upperBound)
    while index < end {
      guard SourceByte.isIdentifier(code[index]) else {
        index += 1
        continue
      }
      var wordEnd = index
      while wordEnd < code.count, SourceByte.isIdentifier(code[wordEnd]) { wordEnd += 1 }
      if !SourceByte.isDigit(code[index]), index == 0 || code[index - 1] != SourceByte.backtick {
        found.insert(String(decoding: code[index..<wordEnd], as: UTF8.self))
      }
      index = wordEnd
    }
  }
}
