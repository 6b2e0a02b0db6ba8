#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The drill of a rule about which folders' types a file references: a companion scratch
/// file declares a type where the rule forbids references to go (a forbidden folder, or
/// another folder of a cycle that references the drill's back), and the drill's scratch
/// type names it. The reference must be named at the drill's scratch file.
extension DeclarationShape {
  func referenceBreaks(base: DrillDeclaration, at place: (path: String, prefix: String), site: RuleSite, files: FileSet)
    -> [DeliberateBreak.Break]
  {
    var breaks: [DeliberateBreak.Break] = []
    func attempt(
      companion: (path: String, text: String), reference: String, at place: (path: String, prefix: String) = place
    ) {
      var changed = files
      changed.paths.insert(companion.path)
      changed.sources[companion.path] = ScannedSource(Array(companion.text.utf8))
      let verdict = drilled(base.using("\(reference).self").text, at: place, site: site, files: changed).first {
        $0.kind == .declarationBreach && $0.subject == reference
      }
      breaks.append(
        .init(
          action: "`\(base.keyword) \(base.name)` naming \(reference) of \(companion.path) in \(place.path)",
          offender: place.path, verdict: verdict))
    }
    let forbidden = "FitnessDrillForbidden"
    if let folder = forbidReferences.first(where: { !PathPattern.isGlob($0) }) {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      attempt(companion: ("\(trimmed)/\(forbidden).swift", "struct \(forbidden) {}\n"), reference: forbidden)
    }
    // A cycle: the drill's folder names a type of another, which names the drill's type back.
    let nodes = cycleNodes(among: files.paths)
    let inNode =
      Self.node(of: place.path, in: nodes) != nil
      ? place
      : nodes.lazy.map { (path: "\($0)/\(DeliberateBreak.scratchName)", prefix: "") }.first {
        scope.covers($0.path) && !files.paths.contains($0.path)
      }
    if let inNode, let own = Self.node(of: inNode.path, in: nodes), let other = nodes.first(where: { $0 != own }) {
      let back = "FitnessDrillBack"
      attempt(
        companion: (
          "\(other)/\(back).swift", "struct \(back) {\n  func fitnessDrillUse() {\n    _ = \(base.name).self\n  }\n}\n"
        ), reference: back, at: inNode)
    }
    return breaks
  }
}
