extension ScannedSource {
  /// The types, extensions, previews and members this file declares; without `signatures`,
  /// of its members only the typealiases, whose targets a type may inherit through.
  public func declarations(signatures: Bool = true) -> DeclarationList {
    var walk = DeclarationWalk(code: code)
    walk.readsSignatures = signatures
    return walk.run()
  }

  /// Whether the file previews `declaration` (see `previewed(in:)`).
  public func previews(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    guard let index = list.types.firstIndex(of: declaration) else { return false }
    return previewed(in: list).contains(index)
  }
}
