import RuleEngine

/// Prohibitions that name a module or a kind of file and nothing a pattern above took:
/// "Avoid Combine", "Don't use SwiftUI", "Avoid storyboard files", "No `MatrixRustSDK`
/// import in views". What a team forbids this way is the new use: today's uses are fenced,
/// each waiting for its why.
extension Suggester {
  /// The kinds of file a sentence may forbid, by the words that name them, with the glob
  /// that finds them anywhere.
  static let fileKinds: [(words: Set<String>, glob: String, name: String)] = [
    (["storyboard", "storyboards"], "**/*.storyboard", "storyboards"),
    (["xib", "xibs", "nib", "nibs"], "**/*.xib", "xibs"),
  ]

  func prohibitionDraft(
    for rule: ProseRule, title: String, modules: Set<String>, importers: [String: [String]],
    drafted: inout Set<String>
  ) -> Mapping? {
    guard rule.forbids else { return nil }
    let lower = Set(rule.words.map { $0.lowercased() })
    let known = modules.union(AppleModules.names)
    let named = rule.words.filter { known.contains($0) }.reduce(into: [String]()) { list, word in
      if !list.contains(word) { list.append(word) }
    }
    // A place the sentence names ("in views", "in the Mac app"): a folder of this repository,
    // or a place it does not have, which is not the whole repository. "Build views in code"
    // names none: code is everywhere.
    let nowhere: Set<String> = ["code", "swift", "general", "particular", "future", "favor", "favour", "place"]
    let words = rule.words.map { $0.lowercased() }
    let placed = words.indices.dropLast().contains { index in
      guard ["in", "inside", "within", "from", "outside"].contains(words[index]) else { return false }
      let next = words[index + 1] == "the" && index + 2 < words.count ? words[index + 2] : words[index + 1]
      return !nowhere.contains(next)
    }
    if named.isEmpty, let kind = Self.fileKinds.first(where: { !$0.words.isDisjoint(with: lower) }) {
      let place = placed ? anyFolder(namedIn: rule.words) : nil
      if placed, place == nil { return nil }
      let glob = place.map { $0 + "/" + kind.glob } ?? kind.glob
      guard drafted.insert("files|\(glob)").inserted else { return .covered("drafted above") }
      let today = paths.filter { PathPattern.contains($0, under: glob) }
      return .draft(
        DraftFinding(
          slug: "no-new-" + kind.name, title: title, pattern: "files",
          keys: ["paths: \(DraftFinding.list([glob]))"] + DraftFinding.entries("fence", today),
          source: Self.source(of: rule),
          todo: today.isEmpty
            ? "No \(kind.name) exist today: check that the glob finds the ones the sentence means."
            : "The fence lists today's \(today.count) \(kind.name): give each its why (or replace it and drop the entry).",
          summary: "files on \(glob), from \(rule.sentence.path):\(rule.sentence.line)"))
    }
    guard named.count == 1, let module = named.first else { return nil }
    if let folder = layerRoot(namedIn: rule.words, other: module) {
      // "No `MatrixRustSDK` import in views": the layer without it, every views folder.
      guard drafted.insert("\(folder)|\(module)").inserted else { return .covered("drafted above") }
      var offenders: [String: [String]] = [:]
      for path in importers[module] ?? [] where PathPattern.contains(path, under: folder) {
        offenders[path] = [module]
      }
      return .draft(layerDraft(folder: folder, forbid: [module], offenders: offenders, title: title, rule: rule))
    }
    // "Never import MatrixRustSDK in views" where no folder is named views.
    if placed { return nil }
    if let finding = fenced[module] { return .covered("\(module) is already fenced by \(finding)") }
    guard drafted.insert(module).inserted else { return .covered("\(module) is drafted above") }
    return .draft(importBoundaryDraft(module: module, files: importers[module] ?? [], title: title, rule: rule))
  }

  /// The shallowest folder of any files (a storyboard's too) named by one of `words`, other
  /// than the words every place is called by ("app", "target").
  func anyFolder(namedIn words: [String]) -> String? {
    let generic: Set<String> = ["app", "apps", "target", "targets", "module", "modules", "code", "folder", "project"]
    let wanted = Set(words.map { $0.lowercased() }).subtracting(generic)
    var found: Set<String> = []
    for path in paths {
      var parts = path.split(separator: "/").dropLast()
      while let last = parts.last {
        if wanted.contains(last.lowercased()) { found.insert(parts.joined(separator: "/")) }
        parts = parts.dropLast()
      }
    }
    return found.min { ($0.count, $0) < ($1.count, $1) }
  }
}
