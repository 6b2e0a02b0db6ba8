/// What a declarations or members rule reads of a file, found once and kept by blob like
/// imports are: its declarations and members, where each stands, and which types a preview
/// in the file shows. A rule judges a file from this alone, so a full check's scan cache
/// answers it without reading the file again.
public struct DeclarationFacts: Hashable, Sendable {
  public var list: DeclarationList
  /// Where each type's keyword stands, by its index in `list.types`.
  public var typePositions: [SourcePosition]
  /// Where each member's keyword (or name) stands, by its index in `list.members`.
  public var memberPositions: [SourcePosition]
  /// Where the walk stopped reading, past one of its limits; nil when it read the file.
  public var unreadPosition: SourcePosition?
  /// The indices in `list.types` of the types a preview in the file shows (`previews`).
  public var previewed: Set<Int>
  /// For each type whose body uses a needle the facts were asked about, by its index in
  /// `list.types`: where each needle is first used in code in that body. A rule that forbids
  /// uses inside some types ("no stack views in cells") reads this, not the bytes.
  public var uses: [Int: [String: SourcePosition]]
  /// The file's calls, when the facts were asked for them (a calls rule's), each placed in
  /// `list`'s types and members.
  public var calls: [CallSite]
  /// Where each call's name stands, by its index in `calls`.
  public var callPositions: [SourcePosition]
  /// When the facts were asked for them (a rule about the folders whose types a file
  /// references): each capitalized word in code at its first place, in the whole file
  /// (`ScannedSource.wholeFile`) and in each type's body, by its index in `list.types`.
  public var references: [Int: [String: SourcePosition]] = [:]

  public init(
    list: DeclarationList, typePositions: [SourcePosition], memberPositions: [SourcePosition],
    unreadPosition: SourcePosition?, previewed: Set<Int>, uses: [Int: [String: SourcePosition]] = [:],
    calls: [CallSite] = [], callPositions: [SourcePosition] = []
  ) {
    (self.list, self.typePositions, self.memberPositions) = (list, typePositions, memberPositions)
    (self.unreadPosition, self.previewed, self.uses) = (unreadPosition, previewed, uses)
    (self.calls, self.callPositions) = (calls, callPositions)
  }

  /// Nothing declared and nothing left unread: no rule about declarations can name the file.
  public var isEmpty: Bool { list.types.isEmpty && list.members.isEmpty && list.unreadFrom == nil }

  public static func == (a: Self, b: Self) -> Bool {
    // One comparison a line: a single chain of eight costs the type-checker more than the
    // rest of the file, in every test target that vendors it.
    guard a.list.types == b.list.types, a.list.members == b.list.members else { return false }
    guard a.list.previewMacros == b.list.previewMacros, a.list.unreadFrom == b.list.unreadFrom else { return false }
    guard a.typePositions == b.typePositions, a.memberPositions == b.memberPositions else { return false }
    guard a.unreadPosition == b.unreadPosition, a.previewed == b.previewed else { return false }
    guard a.calls == b.calls, a.callPositions == b.callPositions else { return false }
    guard a.references == b.references else { return false }
    return a.uses == b.uses
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(list.types)
    hasher.combine(list.members)
    hasher.combine(typePositions)
  }
}
