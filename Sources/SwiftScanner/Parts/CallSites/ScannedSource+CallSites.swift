extension ScannedSource {
  /// Every call in the file, in source order, each placed in the types and the member of
  /// `list` (the file's declarations) whose bodies hold it.
  public func calls(in list: DeclarationList) -> [CallSite] {
    var walk = CallWalk(code: code, bytes: bytes, list: list)
    walk.run()
    return walk.placed()
  }
}
