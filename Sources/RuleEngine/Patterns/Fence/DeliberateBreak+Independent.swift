#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension DeliberateBreak {
  /// Independent modules: one cross import per module, from a file of its own (or a
  /// scratch file in its first folder) to another module of the set.
  static func crossImports(_ rule: FenceRule, site: RuleSite, fence: FenceLookup, files: FileSet) -> [Break] {
    var breaks: [Break] = []
    let sorted = files.sources.keys.sorted()
    for home in rule.homes {
      guard let other = rule.modules.first(where: { $0 != home.name }) else { continue }
      var target: (path: String, bytes: [UInt8])? = nil
      for path in sorted where rule.covers(path) && !fence.excepts(path) && rule.home(of: path) == home.name {
        if let source = files.sources[path] {
          target = (path, source.bytes)
          break
        }
      }
      if target == nil, var root = home.paths.first.map({ Substring(PathPattern.fixedFolder(of: $0)) }) {
        while root.hasSuffix("/") { root = root.dropLast() }
        let scratch = "\(root)/\(scratchName)"
        if rule.covers(scratch), rule.home(of: scratch) == home.name { target = (scratch, []) }
      }
      guard let (path, original) = target else { continue }
      breaks.append(
        attempt(
          rule, site: site, files: files, offender: path,
          replacing: ScannedSource(Array("import \(other)\n".utf8) + original), kind: .forbiddenImport,
          action: "`import \(other)` added to \(path), in \(home.name)"))
    }
    return breaks
  }
}
