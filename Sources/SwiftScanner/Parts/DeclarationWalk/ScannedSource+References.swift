/// The names a file's code may use as types, for a rule about which folders' types a file
/// references ("Cart never uses Profile's types").
///
/// A name is a word in code that starts with an ASCII capital, as Swift's convention
/// spells a type (`ProfileCard`, `@Published`'s `Published`); what it names is settled by
/// the rule against the types the repository declares, never here: a word no file declares
/// as a type references nothing.
extension ScannedSource {
  /// Owner key of the words of the whole file, beside each type's by its index in
  /// `list.types`.
  public static let wholeFile = -1

  /// Each capitalized word in code at its first offset, in the whole file (`wholeFile`) and
  /// in the body of each type of `list`, by its index. A word after `#` (a macro) is left
  /// out.
  func typeNameWords(in list: DeclarationList) -> [(owner: Int, word: String, offset: Int)] {
    var occurrences: [(word: String, offset: Int)] = []
    var index = 0
    while index < code.count {
      guard SourceByte.isIdentifier(code[index]) else {
        index += 1
        continue
      }
      var end = index
      while end < code.count, SourceByte.isIdentifier(code[end]) { end += 1 }
      let first = code[index]
      if first >= 0x41, first <= 0x5A, index == 0 || code[index - 1] != SourceByte.hash {
        occurrences.append((String(decoding: code[index..<end], as: UTF8.self), index))
      }
      index = end
    }
    var found: [(owner: Int, word: String, offset: Int)] = []
    func firsts(_ slice: ArraySlice<(word: String, offset: Int)>, owner: Int) {
      var seen = Set<String>()
      for occurrence in slice where seen.insert(occurrence.word).inserted {
        found.append((owner, occurrence.word, occurrence.offset))
      }
    }
    firsts(occurrences[...], owner: Self.wholeFile)
    for (owner, type) in list.types.enumerated() {
      guard let body = type.body else { continue }
      let start = occurrences.partitionPoint { $0.offset < body.lowerBound }
      let end = occurrences[start...].partitionPoint { $0.offset < body.upperBound }
      firsts(occurrences[start..<end], owner: owner)
    }
    return found
  }
}

extension Collection {
  /// The index of the first element that does not meet `belongs`, in a collection where
  /// every element that meets it comes first.
  func partitionPoint(where belongs: (Element) -> Bool) -> Index {
    var low = startIndex
    var count = self.count
    while count > 0 {
      let half = count / 2
      let middle = index(low, offsetBy: half)
      if belongs(self[middle]) {
        low = index(after: middle)
        count -= half + 1
      } else {
        count = half
      }
    }
    return low
  }
}
