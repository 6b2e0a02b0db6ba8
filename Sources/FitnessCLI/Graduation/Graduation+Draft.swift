import Findings
import Inspection
import LibGit2Reader
import PackageFiles
import RuleEngine
import SwiftScanner
import Terminal

extension Graduation {
  /// The rule the finding describes, with what only the suite's text holds. A layer's
  /// fence entry that names no grants gets what its file uses today, as `files` show it.
  static func draft(from finding: Finding, files: FileSet = FileSet(paths: [], sources: [:])) throws -> RuleDraft {
    let id = ruleID(for: finding.id)
    var reasons: [String: String] = [:]
    for entry in finding.fence + finding.exclude + finding.sessions {
      reasons[entry.path] = "\(entry.why) [\(finding.id)]"
    }
    let body: RuleBody
    var trail: [String] = []
    switch finding.pattern {
    case .importBoundary:
      body = .fence(
        FenceRule(
          ImportBoundary(
            id: id, title: finding.title, module: finding.module ?? "", fence: finding.fence.map(\.path),
            api: finding.api, exclude: finding.exclude.map(\.path), roots: finding.roots)))
    case .layer:
      let fenced = FenceRule(LayerBoundary(id: id, paths: finding.paths, forbid: finding.forbid, api: finding.api))
      var grants: [String: [String]] = [:]
      for entry in finding.fence {
        let today = files.sources[QuotedPath.spelling(ofText: entry.path)].map {
          FenceEvaluation.usedThings(of: fenced, in: $0)
        }
        guard let granted = entry.grants ?? today, !granted.isEmpty else {
          throw Refusal(
            description: "fence entry \(entry.path) (line \(entry.line)) must say what it grants: the file uses none "
              + "of \((finding.forbid + finding.api).joined(separator: ", ")) today; add 'imports: [Module]' "
              + "or 'api: [needle]' to the entry, or remove it")
        }
        grants[entry.path] = granted
      }
      body = .fence(
        FenceRule(
          LayerBoundary(
            id: id, title: finding.title, paths: finding.paths, forbid: finding.forbid,
            fence: grants, api: finding.api, exclude: finding.exclude.map(\.path))))
    case .independentModules:
      var modules: [String: [String]] = [:]
      for home in finding.modules { modules[home.name] = home.paths }
      var grants: [String: [String]] = [:]
      for entry in finding.fence { grants[entry.path] = entry.grants ?? [] }
      body = .fence(
        FenceRule(
          IndependentModules(
            id: id, title: finding.title, modules: modules, fence: grants, exclude: finding.exclude.map(\.path))))
    case .countPin:
      let line = TrailLine(text: "", position: .init(line: 1, column: 1))
      trail = finding.trail.map { ["\($0) [\(finding.id)]"] } ?? []
      if let expression = finding.runtime {
        body = .runtimePin(
          RuntimePin(
            id: id, title: finding.title, module: finding.module ?? "", expression: expression,
            count: finding.count ?? 0), trail: [line], checked: true)
      } else {
        body = .countPin(
          CountPin(
            id: id, title: finding.title, subject: finding.subject ?? "", in: finding.file, count: finding.count ?? 0),
          trail: [line])
      }
    case .copyContract:
      var exemplars: [String: String] = [:]
      for exemplar in finding.exemplars { exemplars[exemplar.caseName] = exemplar.value }
      body = .copyContract(
        CopyContract(
          id: id, title: finding.title, member: finding.member, in: finding.file, catalog: finding.catalog,
          keys: finding.keys, maxLength: finding.maxLength, nonEmpty: finding.nonEmpty, match: finding.match,
          forbid: finding.forbid, itemsPerCase: finding.itemsPerCase, exemplars: exemplars))
    case .networkSentinel:
      body = .sentinel(
        NetworkSentinel(
          id: id, title: finding.title, module: finding.module ?? "", sessions: finding.sessions.map(\.path),
          api: finding.api, roots: finding.roots), assertsZero: true)
    }
    var found = body
    if case .fence(var rule) = body {
      // Re-exports need no key in the finding: they are found in the files, and recorded.
      for reexporter in Reexporters.found(for: rule, in: files) {
        rule.reexports[reexporter.module, default: []].append(reexporter.path)
        reasons[RuleSite.reexportKey(reexporter.module, reexporter.path)] =
          "`@_exported import \(reexporter.reexported)` here: every `import \(reexporter.module)` brings "
          + "\(reexporter.reexported) in [\(finding.id)]"
      }
      found = .fence(rule)
    }
    return RuleDraft(id: id, title: finding.title, body: found, reasons: reasons, trail: trail, drive: finding.drive)
  }

  /// A finding's id as a rule id: lowercase letters, digits and `-`.
  static func ruleID(for findingID: String) -> String {
    String(
      findingID.lowercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "-" ? $0 : "-" })
  }
}
