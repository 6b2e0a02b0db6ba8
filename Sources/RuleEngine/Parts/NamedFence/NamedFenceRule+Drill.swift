#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What the drills of the declarations, members and calls patterns share: where the scratch
/// file goes, and the break a fence entry taken out makes.
extension NamedFenceRule {
  /// A file in the rule's scope that no fence lets past and that does not exist yet: beside
  /// the first file it judges, else in its first root. A root that is a file has no folder
  /// to write in (`SystemCallHelpers.swift/FitnessDrill.swift` is no path git can hold).
  func drillScratchPlace(files: FileSet) -> String? {
    let folders =
      files.sources.keys.sorted().filter(scope.covers).map { path in
        path.split(separator: "/").dropLast().joined(separator: "/")
      } + roots.filter { !files.paths.contains($0) && !$0.hasSuffix(".swift") }
    for folder in folders {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      let place = trimmed.isEmpty ? DeliberateBreak.scratchName : "\(trimmed)/\(DeliberateBreak.scratchName)"
      if scope.covers(place), fence[place] == nil, !files.paths.contains(place) { return place }
    }
    return nil
  }

  /// Where the drill writes its declarations: a new scratch file (`drillScratchPlace`), or,
  /// when the rule reaches only files that exist (its roots are files), the first of them
  /// that no fence lets past, with its text kept above what the drill adds (`prefix`), so
  /// the breaks land in the files the rule judges.
  func drillPlace(files: FileSet) -> (path: String, prefix: String)? {
    if let place = drillScratchPlace(files: files) { return (place, "") }
    for path in files.sources.keys.sorted() where scope.covers(path) && fence[path] == nil && path.hasSuffix(".swift") {
      guard let source = files.sources[path] else { continue }
      var text = String(decoding: source.bytes, as: UTF8.self)
      if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
      return (path, text)
    }
    return nil
  }

  /// The violations the drill's `text`, written at `place` below what the file held, makes
  /// there: what it adds, not what the file had.
  func drilled(_ text: String, at place: (path: String, prefix: String), site: RuleSite, files: FileSet)
    -> [Violation]
  {
    var changed = files
    changed.paths.insert(place.path)
    changed.sources[place.path] = ScannedSource(Array((place.prefix + text).utf8))
    let held = place.prefix.split(separator: "\n", omittingEmptySubsequences: false).count - 1
    return violations(site: site, in: changed, catalogValues: nil).filter {
      $0.path == place.path && ($0.position?.line ?? 0) > held
    }
  }

  /// The first fence entry whose file breaks the rule today, taken out: what it let past
  /// must be reported again, as a breach of `kind` (or of one of `also`). Nil when no entry
  /// lets anything past.
  func fenceEntryBreak(site: RuleSite, files: FileSet, kind: Violation.Kind, also: [Violation.Kind] = [])
    -> DeliberateBreak.Break?
  {
    for entry in fence.keys.sorted() {
      guard
        let facts = files.declarationFacts(
          of: entry, uses: bodyNeedles, calls: readsCalls, references: readsReferences),
        !kept(
          breaches(in: facts, path: entry, site: site), at: entry,
          gathered: gathered(in: files, site: site, key: judgeKey(site: site)), site: site
        ).isEmpty
      else { continue }
      let narrowed = Self(values: narrowedValues(values, without: entry))
      let verdict = narrowed.violations(site: site, in: files, catalogValues: nil).first {
        $0.path == entry && ($0.kind == kind || also.contains($0.kind))
      }
      return .init(action: "fence entry '\(entry)' removed", offender: entry, verdict: verdict)
    }
    return nil
  }
}
