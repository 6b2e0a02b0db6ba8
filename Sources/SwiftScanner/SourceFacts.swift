/// What a full scan keeps of a file once its bytes are let go: its imports of the fenced
/// modules and its re-exports, and where each API needle the rules fence occurs in code.
///
/// A fence needs nothing else, so a scan of 100k files holds facts, not sources, and a
/// cache can store them per blob.
public struct SourceFacts: Hashable, Sendable {
  public var imports: [ImportDeclaration]
  /// For each needle asked about that occurs in code, its positions, in order. A needle
  /// that does not occur has no key.
  public var occurrences: [String: [SourcePosition]]
  /// Its declarations, when a rule about them asked (`FactSearch.declarations`).
  public var declarations: DeclarationFacts?

  public init(
    imports: [ImportDeclaration], occurrences: [String: [SourcePosition]], declarations: DeclarationFacts? = nil
  ) {
    self.imports = imports
    self.occurrences = occurrences
    self.declarations = declarations
  }

  /// No import kept, no needle found, nothing declared: the file can break no rule that
  /// reads facts and count toward no pin.
  public var isEmpty: Bool { imports.isEmpty && occurrences.isEmpty && (declarations?.isEmpty ?? true) }
}

extension ScannedSource {
  /// The facts about `needles`, and the imports of `modules` (every import when nil) and
  /// every `@_exported` one.
  public func facts(modules: Set<String>? = nil, needles: [String]) -> SourceFacts {
    facts(modules: modules, search: NeedleSearch(needles))
  }

  /// The same, with the needles prepared once for many files.
  public func facts(modules: Set<String>? = nil, search: NeedleSearch) -> SourceFacts {
    var occurrences: [String: [SourcePosition]] = [:]
    var cursor = PositionCursor(bytes: bytes)
    for (needle, offsets) in zip(search.needles, codeOccurrences(of: search)) where occurrences[needle] == nil {
      if !offsets.isEmpty { occurrences[needle] = offsets.map { cursor.position(of: $0) } }
    }
    let kept = modules.map { wanted in imports.filter { wanted.contains($0.module) || $0.isExported } } ?? imports
    return SourceFacts(imports: kept, occurrences: occurrences)
  }
}
