import Findings
import Foundation
import RuleEngine

/// A rule is never vacuous: graduate refuses, at the finding's line, a fence whose paths the
/// tree does not hold or that judges no file, before any drill could invent a file to prove
/// it red.
extension Graduation {
  /// Every root, exclude and module folder must hold a tracked file (a glob must match one),
  /// every fence entry must be one or hold one (a folder entry is named as such, with its
  /// trailing `/`), and some Swift file that can be compiled into a target (not a package
  /// manifest) must be judged.
  func refuseVacuous(_ draft: RuleDraft) throws {
    let inputs = draft.body.inputs
    // What the rule judges, which may be narrower than what it reads (every file, for a rule
    // whose verdict on one file reads the others).
    guard let scope = draft.body.judgedScope ?? inputs.scope else { return }
    // A network sentinel lists its session builders under `sessions`.
    let entries = draft.body.exceptions?.label ?? "fence"
    func holds(_ folder: String) -> Bool { files.paths.contains { PathPattern.contains($0, under: folder) } }
    for named in draft.body.namedFolders where !holds(named.folder) {
      throw refusal(
        at: named.folder, key: named.key,
        "module \(named.module)'s folder '\(named.folder)' matches no tracked file, so no import of it or from it "
          + "could be judged; correct the path, or remove the module")
    }
    for (key, folders) in [("roots", scope.roots), ("exclude", scope.exclude)] {
      for folder in folders where !holds(folder) {
        throw refusal(
          at: folder, key: key,
          "'\(folder)' matches no tracked file, so the rule would judge nothing there; correct the path (paths are "
            + "case-sensitive and relative to the repository's root), or remove it")
      }
    }
    for entry in inputs.entries where PathPattern.namesMany(entry) ? !holds(entry) : !files.paths.contains(entry) {
      throw refusal(
        at: entry, key: entries,
        holds(entry)
          ? "'\(entry)' is a folder, and a plain entry names one file; write '\(entry)/' to let past every file "
            + "under it with one reason, or list the files in it that may cross"
          : "'\(entry)' matches no tracked file; correct the path, or remove the entry")
    }
    for problem in draft.body.vacuity(among: files.paths) {
      throw refusal(at: problem.value, key: problem.key, problem.message)
    }
    guard files.paths.contains(where: { scope.covers($0) && !PathPrefix.isManifest($0) }) else {
      let place = scope.roots.isEmpty ? "outside test folders" : "under \(scope.roots.joined(separator: ", "))"
      throw Refusal(
        description: "\(findingPath): error: the rule judges no file: no Swift file a target compiles lies \(place)"
          + (scope.exclude.isEmpty ? "" : " once \(scope.exclude.joined(separator: ", ")) is left out")
          + "; name the roots that hold the code this finding is about")
    }
  }

  /// A refusal at the first line of the finding's front matter that spells `value` after
  /// `key`, as `path:line:col: error: key: message`.
  private func refusal(at value: String, key: String, _ message: String) -> Refusal {
    let lines = findingText.split(separator: "\n", omittingEmptySubsequences: false)
    let keyLine = lines.firstIndex { $0.hasPrefix(key + ":") } ?? 0
    for (number, line) in lines.enumerated().dropFirst(keyLine) {
      if let range = line.range(of: value) {
        let column = line[..<range.lowerBound].utf8.count
        return Refusal(description: "\(findingPath):\(number + 1):\(column + 1): error: \(key): \(message)")
      }
    }
    return Refusal(description: "\(findingPath): error: \(key): \(message)")
  }
}
