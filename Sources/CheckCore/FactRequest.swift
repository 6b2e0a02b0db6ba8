import SwiftScanner

/// Which facts a full scan keeps: the imports of the fenced modules, the positions of the
/// rules' needles, and each file's declarations when a rule reads them. Two runs asking the
/// same request of the same bytes get the same facts.
package struct FactRequest: Hashable, Sendable {
  package var modules: Set<String>
  /// Unique, in order.
  package var needles: [String]
  /// Whether the facts hold each file's declarations (a declarations or members rule's).
  package var declarations: Bool
  /// Whether those declarations hold the members too (a members rule's).
  package var members: Bool

  package init(modules: Set<String>, needles: [String], declarations: Bool = false, members: Bool = false) {
    self.modules = modules
    self.needles = Array(Set(needles)).sorted()
    (self.declarations, self.members) = (declarations || members, members)
  }

  /// Spells the request out, for a cache to key its entries by.
  package var description: String {
    "modules:" + modules.sorted().joined(separator: ",") + ";needles:" + needles.joined(separator: "\u{1F}")
      + (declarations ? ";declarations" : "") + (members ? ";members" : "")
  }

  /// The search that finds these facts in a file's bytes.
  package var search: FactSearch {
    FactSearch(modules: modules, needles: needles, declarations: declarations, members: members)
  }
}
