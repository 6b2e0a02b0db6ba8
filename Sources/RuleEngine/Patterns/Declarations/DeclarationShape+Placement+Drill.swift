#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// Where the drill of a rule that requires a place writes: its compliant declaration inside
/// the folders `requireUnder` names, its break outside them; and the counterpart a rule
/// requires, in a scratch file where counterparts are declared.
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

  /// The counterpart of the drill's type, in a scratch file of its own where counterparts
  /// are declared, and the files with it; nil when the rule requires none, or no such place
  /// is free.
  func drillCounterpart(files: FileSet) -> (name: String, files: FileSet)? {
    guard counterpart != nil, let own = drillName() else { return nil }
    let name = counterpartName(of: own)
    let scratch = "FitnessDrillCounterpart.swift"
    let folders =
      files.sources.keys.sorted().filter(counterpartScope.covers).map {
        $0.split(separator: "/").dropLast().joined(separator: "/")
      } + counterpartIn.filter { !PathPattern.isGlob($0) }
    for folder in folders {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      let path = trimmed.isEmpty ? scratch : "\(trimmed)/\(scratch)"
      guard counterpartScope.covers(path), !files.paths.contains(path) else { continue }
      var with = files
      with.paths.insert(path)
      with.sources[path] = ScannedSource(Array("struct \(name) {}\n".utf8))
      return (name, with)
    }
    return nil
  }
}
