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
    let held = files.paths.filter(pathScope.holds).sorted()
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
    breaks += layoutDrill(site: site, files: files)
    return DeliberateBreak.Outcome(baseline: violations(site: site, in: files, catalogValues: nil), breaks: breaks)
  }

  /// A layout's breaks, in the first folder it holds: a required child folder taken away
  /// (its files gone), and, with `only`, a child folder of the drill's own name added.
  func layoutDrill(site: RuleSite, files: FileSet) -> [DeliberateBreak.Break] {
    guard let (folder, children) = layoutFolders(in: files.paths).min(by: { $0.key < $1.key }) else { return [] }
    var breaks: [DeliberateBreak.Break] = []
    if let child = require.first(where: { children[$0] != nil }) {
      var broken = files
      broken.paths = broken.paths.filter { !PathPrefix.contains($0, under: folder + "/" + child) }
      let verdict = violations(site: site, in: broken, catalogValues: nil).first {
        $0.path == folder && $0.kind == .layoutBreach && $0.subject == folder + "/" + child
      }
      breaks.append(
        DeliberateBreak.Break(action: "folder \(folder)/\(child)/ taken away", offender: folder, verdict: verdict))
    }
    if only {
      let name = DeliberateBreak.scratchName.split(separator: ".").first.map(String.init) ?? "FitnessDrill"
      let path = folder + "/" + name + "/" + DeliberateBreak.scratchName
      var broken = files
      broken.paths.insert(path)
      let verdict = violations(site: site, in: broken, catalogValues: nil).first {
        $0.path == path && $0.kind == .layoutBreach
      }
      breaks.append(
        DeliberateBreak.Break(action: "folder \(folder)/\(name)/ added", offender: path, verdict: verdict))
    }
    return breaks
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
    guard pathScope.holds(spelled), !files.paths.contains(spelled),
      !fence.contains(where: { PathPattern.entry($0, admits: spelled) })
    else { return nil }
    return spelled
  }
}
