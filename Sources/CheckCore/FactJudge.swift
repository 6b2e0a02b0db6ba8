import RuleEngine
import SwiftScanner

/// A rule's verdict on one file from its declaration facts, fence aside, which the fact
/// scan finds once per blob and the scan cache keeps in place of the facts: a file that
/// breaks nothing then holds no facts at all, as a file that imports nothing fenced holds
/// none. `key` names everything the verdict depends on besides the file's bytes
/// (`NamedFenceRule.judgeKey`). It lives here, not in the engine, because the engine is
/// vendored into test targets whose default isolation may be the main actor, where no
/// closure could call the rule.
package struct FactJudge: Sendable {
  package var key: String
  let rule: any NamedFenceRule
  let site: RuleSite

  /// The judge of `rule`, written at `site`; nil when it judges no file from its declarations
  /// (the planner reads such a rule's files whole, `SnapshotCheck+Plan`).
  package init?(_ rule: any PatternRule, site: RuleSite) {
    guard let rule = rule as? any NamedFenceRule else { return nil }
    (self.key, self.rule, self.site) = (rule.judgeKey(site: site), rule, site)
  }

  func judge(_ facts: DeclarationFacts) -> [FactBreach] { rule.judgedBreaches(of: facts, site: site) }
}
