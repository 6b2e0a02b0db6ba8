#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// The files rule's drill: a new path that its first glob matches, added beside the tree,
/// and an entry taken out of the fence, each of which must be named.
extension NoNewFiles: DrillableRule {
  public func drill(site: RuleSite, files: FileSet, catalogValues: [CopyValue]?) -> DeliberateBreak.Outcome {
    var breaks: [DeliberateBreak.Break] = []
    // One new path for each glob: a rule of two globs is proven for both, not the first.
    for glob in paths {
      guard let path = newPath(for: glob, in: files) else { continue }
      var broken = files
      broken.paths.insert(path)
      let verdict = violations(site: site, in: broken, catalogValues: nil).first {
        $0.path == path && $0.kind == .forbiddenFile
      }
      let action = paths.count > 1 ? "new path \(path) added (\(glob))" : "new path \(path) added"
      breaks.append(DeliberateBreak.Break(action: action, offender: path, verdict: verdict))
    }
    let held = files.paths.filter(scope.holds).sorted()
    entries: for entry in fence.sorted() {
      for path in held where PathPattern.entry(entry, admits: path) {
        var values = self.values
        values["fence"] = .texts(fence.filter { $0 != entry })
        let verdict = NoNewFiles(values: values).violations(site: site, in: files, catalogValues: nil).first {
          $0.path == path && $0.kind == .forbiddenFile
        }
        breaks.append(DeliberateBreak.Break(action: "fence entry \(entry) removed", offender: path, verdict: verdict))
        break entries
      }
    }
    return DeliberateBreak.Outcome(baseline: violations(site: site, in: files, catalogValues: nil), breaks: breaks)
  }

  /// A path no file has yet that a glob of the rule matches and no entry lets past: each
  /// wildcard spelled as the drill's own name (`**/*.storyboard` → `FitnessDrill.storyboard`).
  func newPath(in files: FileSet) -> String? {
    paths.lazy.compactMap { newPath(for: $0, in: files) }.first
  }

  /// The same, for one glob of the rule.
  func newPath(for glob: String, in files: FileSet) -> String? {
    let name = DeliberateBreak.scratchName.split(separator: ".").first.map(String.init) ?? "FitnessDrill"
    var spelled = glob.replacingAll("**/", with: "").replacingAll("**", with: name)
    spelled = spelled.replacingAll("*", with: name).replacingAll("?", with: "X")
    if spelled.hasSuffix("/") || !PathPattern.isGlob(glob) { spelled += (spelled.hasSuffix("/") ? "" : "/") + name }
    guard scope.holds(spelled), !files.paths.contains(spelled),
      !fence.contains(where: { PathPattern.entry($0, admits: spelled) })
    else { return nil }
    return spelled
  }
}
