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
  /// What each rule that judges files from their declarations found wrong in this one, by
  /// the rule's judge key, fence aside; a key without breaches is left out. Nil when no rule
  /// judged the file this way.
  public var breaches: [String: [FactBreach]]?

  public init(
    imports: [ImportDeclaration], occurrences: [String: [SourcePosition]], breaches: [String: [FactBreach]]? = nil
  ) {
    self.imports = imports
    self.occurrences = occurrences
    self.breaches = breaches
  }

  /// No import kept, no needle found, no rule's verdict breached: the file can
  /// break no rule that reads facts and count toward no pin.
  public var isEmpty: Bool {
    imports.isEmpty && occurrences.isEmpty && (breaches?.isEmpty ?? true)
  }
}

/// One breach a rule found in a file from its declaration facts, as the scan cache keeps
/// it: everything of the violation but the rule and the path, which the check adds back.
public struct FactBreach: Hashable, Sendable {
  public var kind: String
  public var position: SourcePosition?
  public var message: String
  /// The name a fence entry gives what broke (`Outer.Inner`, `Type.member`).
  public var subject: String

  public init(kind: String, position: SourcePosition?, message: String, subject: String) {
    (self.kind, self.position, self.message, self.subject) = (kind, position, message, subject)
  }
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
