extension ScannedSource {
  /// The types, extensions and previews this file declares.
  public func declarations() -> DeclarationList {
    var walk = DeclarationWalk(code: code)
    return walk.run()
  }

  /// Whether the file previews `declaration`: a `#Preview`, or a `PreviewProvider`'s body,
  /// that names it in code, or that names a wrapper declared in this file whose body names
  /// it (`JoinRoomScreenPreviewWrapper`, a `PreviewWrapper` rendering the screen with its
  /// state).
  public func previews(_ declaration: TypeDeclaration, in list: DeclarationList) -> Bool {
    let providers = list.selectable.filter { provider in
      list.conformances(of: provider).contains { TypeDeclaration.names($0, "PreviewProvider") }
    }
    let extents = list.previewMacros + providers.compactMap(\.body)
    func previewed(_ offsets: [Int]) -> Bool { offsets.contains { offset in extents.contains { $0.contains(offset) } } }
    let named = wordOccurrences(of: declaration.simpleName)
    if previewed(named) { return true }
    for wrapper in list.selectable where wrapper.name != declaration.name && !providers.contains(wrapper) {
      guard let body = wrapper.body, named.contains(where: body.contains) else { continue }
      if previewed(wordOccurrences(of: wrapper.simpleName)) { return true }
    }
    return false
  }
}
