#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// What the drills of the declarations, members and calls patterns share: where the scratch
/// file goes, and the break a fence entry taken out makes.
extension NamedFenceRule {
  /// A file in the rule's scope that no fence lets past and that does not exist yet: beside
  /// the first file it judges, else in its first root.
  func drillScratchPlace(files: FileSet) -> String? {
    let folders =
      files.sources.keys.sorted().filter(scope.covers).map { path in
        path.split(separator: "/").dropLast().joined(separator: "/")
      } + roots
    for folder in folders {
      let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
      let place = trimmed.isEmpty ? DeliberateBreak.scratchName : "\(trimmed)/\(DeliberateBreak.scratchName)"
      if scope.covers(place), fence[place] == nil, !files.paths.contains(place) { return place }
    }
    return nil
  }

  /// The first fence entry whose file breaks the rule today, taken out: what it let past
  /// must be reported again, as a breach of `kind`. Nil when no entry lets anything past.
  func fenceEntryBreak(site: RuleSite, files: FileSet, kind: Violation.Kind) -> DeliberateBreak.Break? {
    for entry in fence.keys.sorted() {
      guard let facts = files.declarationFacts(of: entry, uses: bodyNeedles, calls: readsCalls),
        !breaches(in: facts, path: entry, site: site).isEmpty
      else { continue }
      let narrowed = Self(values: narrowedValues(values, without: entry))
      let verdict = narrowed.violations(site: site, in: files, catalogValues: nil).first {
        $0.path == entry && $0.kind == kind
      }
      return .init(action: "fence entry '\(entry)' removed", offender: entry, verdict: verdict)
    }
    return nil
  }
}
