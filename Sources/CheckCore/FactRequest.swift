import SwiftScanner

/// Which facts a full scan keeps: the imports of the fenced modules and the positions of
/// the rules' needles. Two runs asking the same request of the same bytes get the same facts.
package struct FactRequest: Hashable, Sendable {
  package var modules: Set<String>
  /// Unique, in order.
  package var needles: [String]

  package init(modules: Set<String>, needles: [String]) {
    self.modules = modules
    self.needles = Array(Set(needles)).sorted()
  }

  /// Spells the request out, for a cache to key its entries by.
  package var description: String {
    "modules:" + modules.sorted().joined(separator: ",") + ";needles:" + needles.joined(separator: "\u{1F}")
  }
}
