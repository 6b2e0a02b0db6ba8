/// A declarations rule answers graduate and `allow` as every named fence does
/// (`NamedFenceRule+Graduation`).
extension DeclarationShape: GraduatedRule {
  /// A rule about references draws its folders: the roots and the folders it keeps out of
  /// reach, or the folders a cycle glob matches.
  public var drawing: RuleDrawing? {
    guard readsReferences else { return nil }
    return RuleDrawing(referenceFolders: referenceCycles + (forbidReferences.isEmpty ? [] : roots + forbidReferences))
  }
}
