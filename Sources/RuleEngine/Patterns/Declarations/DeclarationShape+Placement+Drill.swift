#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Where the drill of a rule that requires a place (`requireUnder`) writes: its compliant
/// declaration inside those folders, its break outside them.
extension DeclarationShape {
  /// A new scratch file in the rule's scope, in a folder `requireUnder` holds (`under`) or
  /// one it does not: beside the first file the rule judges there, else in such a folder
  /// the rule names.
  func drillPlace(under: Bool, files: FileSet) -> (path: String, prefix: String)? {
    let inside = { (path: String) in self.requireUnder.contains { PathPattern.contains(path, under: $0) } }
    let folders =
      files.sources.keys.sorted().filter(scope.covers).map {
        $0.split(separator: "/").dropLast().joined(separator: "/")
      }
      + (under ? requireUnder.filter { !PathPattern.isGlob($0) } : roots)
    for folder in folders {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      let place = trimmed.isEmpty ? DeliberateBreak.scratchName : "\(trimmed)/\(DeliberateBreak.scratchName)"
      if inside(place) == under, scope.covers(place), fence[place] == nil, !files.paths.contains(place) {
        return (place, "")
      }
    }
    return nil
  }
}
