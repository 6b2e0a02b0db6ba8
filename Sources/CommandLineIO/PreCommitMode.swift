/// What `fitness check --staged` judges when the pre-commit framework runs it.
///
/// Inside a commit git exports `GIT_INDEX_FILE` to the hook (the index being committed), so
/// the staged blobs are what is judged. The framework also runs hooks outside any commit:
/// `pre-commit run --all-files` in CI, a `manual` stage, `pre-push`. There nothing is
/// staged, and judging the staged blobs would pass a tree with committed violations, so the
/// whole tree is judged instead (every tracked file, or the pushed revision). The framework
/// marks its runs with `PRE_COMMIT=1`; without it, `--staged` means what it says.
package enum PreCommitMode {
  package enum Choice: Equatable, Sendable {
    case staged
    case all
    case revision(String)
  }

  package static func choice(environment: [String: String]) -> Choice {
    guard environment["PRE_COMMIT"] == "1" else { return .staged }
    // Inside a commit (git's own variable says so) the staged check is the only answer: no
    // framework variable, set by hand or left over, may turn it into another snapshot.
    if environment["GIT_INDEX_FILE"] != nil { return .staged }
    if let pushed = environment["PRE_COMMIT_TO_REF"], !pushed.isEmpty { return .revision(pushed) }
    return .all
  }

  /// The line that says why a `--staged` run judged more than the staged blobs.
  package static func note(_ choice: Choice) -> String? {
    switch choice {
    case .staged: return nil
    case .all:
      return "fitness: the pre-commit framework runs this outside a commit (`run --all-files`, a manual stage): "
        + "judging every tracked file"
    case .revision(let revision):
      return "fitness: the pre-commit framework runs this before a push: judging the pushed revision \(revision)"
    }
  }
}
