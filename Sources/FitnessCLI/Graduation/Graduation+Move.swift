import CheckCore
import Findings
import RuleEngine

/// `graduate --force --suite PATH` on a graduated finding moves its suite there: the file as
/// it stands (its fence, with every entry `fitness allow` added and each reason, is the
/// contract; it is not redrawn from the finding), the vendored engine beside it when the new
/// target has none, the old file removed, and the finding's record pointing at the new place.
extension Graduation {
  /// Whether `requested` (a `--suite` folder or file) names another place than `suite`.
  func asksToMove(_ suite: String, to requested: String?) -> Bool {
    guard let requested else { return false }
    let place = Self.suitePlace(requested)
    let parts = suite.split(separator: "/").map(String.init)
    return place.folder != parts.dropLast().joined(separator: "/") || (place.fileName.map { $0 != parts.last } ?? false)
  }

  func moved(_ match: SuiteRule, draft: RuleDraft) throws -> Plan {
    let old = match.site.suitePath
    let others = existing.filter { $0.site.suitePath == old && $0.id != match.id }.map(\.id)
    guard others.isEmpty else {
      throw Refusal(
        description: "\(findingPath): \(old) holds other rules too (\(others.joined(separator: ", "))); move rule "
          + "\(match.id)'s literal by hand, or leave the suite where it is")
    }
    guard let text = try snapshot.text(of: old) else { throw Refusal(description: "cannot read \(old)") }
    let name = old.split(separator: "/").last.map(String.init) ?? ""
    let location = try suiteLocation(for: draft, requested: options.typeName == nil ? movedPath(name) : nil)
    guard !writer.exists(location.path) else {
      throw Refusal(
        description: "\(location.path) already exists; choose another name with --name, or remove it first")
    }
    let library = linksFitnessKit(location.folder)
    if library { try refuseVendoredCopy(in: location.target) }
    let reread = try RuleBlockReader.rules(in: Array(text.utf8), path: location.path)
    guard let rule = reread.first(where: { $0.id == match.id }) else {
      throw Refusal(description: "internal error: \(old) does not read back as rule \(match.id)")
    }
    let drill = try provenRed(rule, noFenceGiven: false)
    var writes: [Write] = []
    if !library,
      let support = supportWrite(target: location.target, folder: location.folder, suite: (location.path, rule))
    {
      writes.append(support)
    }
    writes.append(Write(path: location.path, text: text, summary: "the suite of rule \(match.id), moved from \(old)"))
    writes.append(Write(path: old, text: "", summary: "moved to \(location.path)", removes: true))
    writes.append(record(suite: location.path, ruleID: match.id, drill: drill, widened: false))
    return Plan(writes: writes, drill: drill, suite: location.path, widened: nil)
  }

  /// The requested place with the suite's own file name, when `--suite` names a folder.
  private func movedPath(_ name: String) -> String? {
    guard let requested = options.suite else { return nil }
    let place = Self.suitePlace(requested)
    return place.folder + "/" + (place.fileName ?? name)
  }
}
