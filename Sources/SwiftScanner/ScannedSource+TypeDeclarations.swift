extension ScannedSource {
  /// The types, extensions and previews this file declares.
  public func declarations() -> DeclarationList {
    var walk = DeclarationWalk(code: code)
    return walk.run()
  }

  /// Whether the file previews `declaration`: a `#Preview`, or a `PreviewProvider`'s body,
  /// that names it in code.
  public func previews(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    let name = declaration.simpleName
    let providers = list.selectable.filter { provider in
      list.conformances(of: provider).contains { TypeDeclaration.names($0, "PreviewProvider") }
    }
    let extents = list.previewMacros + providers.compactMap(\.body)
    return wordOccurrences(of: name).contains { offset in extents.contains { $0.contains(offset) } }
  }
}
