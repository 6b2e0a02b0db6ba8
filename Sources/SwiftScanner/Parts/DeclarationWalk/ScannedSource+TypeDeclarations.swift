extension ScannedSource {
  /// The types, extensions and previews this file declares.
  public func declarations() -> DeclarationList {
    var walk = DeclarationWalk(code: code)
    return walk.run()
  }

  /// Whether the file previews `declaration` (see `previewed(in:)`).
  public func previews(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    guard let index = list.types.firstIndex(of: declaration) else { return false }
    return previewed(in: list).contains(index)
  }
}
