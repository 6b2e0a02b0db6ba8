import RuleEngine

extension Graduation {
  /// The candidate to take when the finding does not say, and why: the one that already
  /// holds this repository's fitness suites or vendored engine, else the one with the most
  /// Swift files (the project's main test target, most often). Said, never chosen: where a
  /// suite goes is the team's decision, and graduating again must not move it.
  func recommendation(among candidates: [TestTargetCandidates.Candidate]) -> String? {
    func holdsFitness(_ folder: String) -> Bool {
      files.paths.contains { path in
        PathPrefix.contains(path, under: folder)
          && (SuiteRule.isSuitePath(path) || path.hasSuffix("/Fitness/FitnessSupport.swift"))
      }
    }
    let line = { (candidate: TestTargetCandidates.Candidate, why: String) in
      "recommended: \(candidate.folder)/Fitness, as \(why); graduate again with "
        + "--suite \(candidate.folder)/Fitness, or add `suite: \(candidate.folder)/Fitness` to the finding"
    }
    let holding = candidates.filter { holdsFitness($0.folder) }
    if holding.count == 1 { return line(holding[0], "it already holds this repository's fitness suites") }
    let sized = (holding.isEmpty ? candidates : holding).map { candidate in
      (
        candidate,
        files.paths.filter { PathPrefix.hasSwiftSuffix($0) && PathPrefix.contains($0, under: candidate.folder) }
          .count
      )
    }
    let most = sized.map(\.1).max() ?? 0
    let largest = sized.filter { $0.1 == most }
    guard largest.count == 1, most > 0 else { return nil }
    let among = holding.isEmpty ? "" : " of those that hold fitness suites"
    return line(largest[0].0, "the largest test target\(among) (\(most) Swift file\(most == 1 ? "" : "s"))")
  }
}
