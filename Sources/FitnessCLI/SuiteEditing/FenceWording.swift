import RuleEngine

/// The words for what a rule fences, for messages outside the engine.
enum FenceWording {
  static func subjects(_ rule: FenceRule) -> String {
    let all = rule.modules + rule.api.map { "'\($0)'" }
    return all.isEmpty ? "nothing" : all.joined(separator: ", ")
  }
}
