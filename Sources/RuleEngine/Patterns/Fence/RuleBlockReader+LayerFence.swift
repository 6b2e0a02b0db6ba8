#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// A layer's fence: `["path": ["Module", "needle("], …]`, each entry with its reason.
  /// The old list of paths excepted a file from everything the layer forbids; it is
  /// refused with the form to write instead, so no suite keeps that hole in silence.
  static func readLayerFence(
    _ argument: LiteralParser.Argument, into values: inout RuleArguments, fail: (Int, String) -> RuleBlockError
  ) throws(RuleBlockError) {
    let pairs: [(key: LiteralParser.Element, value: LiteralParser.Element)]
    switch argument.value {
    case .dictionary(let given): pairs = given
    case .array(let elements) where elements.isEmpty:
      throw fail(argument.offset, "a layer's fence is a dictionary: write 'fence: [:]' for no exceptions")
    case .array(let elements):
      throw fail(
        elements[0].offset,
        "a layer's fence entry must say what it grants, or it would exempt the file from everything the layer "
          + "forbids: write \"\(elements[0].value)\": [\"Module\"],  // reason (the modules from 'forbid' and needles "
          + "from 'api' this file may use)")
    default:
      throw fail(
        argument.offset, "'fence' takes a dictionary of paths to what they grant, like [\"path\": [\"SwiftUI\"]]")
    }
    var entries: [LiteralParser.Element] = []
    for pair in pairs {
      guard let granted = pair.value.list else {
        throw fail(pair.value.offset, "'\(pair.key.value)' must grant a list of modules or needles, like [\"SwiftUI\"]")
      }
      guard !granted.isEmpty else {
        throw fail(pair.value.offset, "'\(pair.key.value)' grants nothing; name what it may use, or remove the entry")
      }
      var seen = Set<String>()
      for grant in granted where !seen.insert(grant.value).inserted {
        throw fail(grant.offset, "'\(grant.value)' is granted twice to '\(pair.key.value)'")
      }
      entries.append(pair.key)
    }
    try validate(entries, label: argument.label, kind: .grants, fail: fail)
    var spelled: [LiteralParser.Element] = []
    for (entry, pair) in zip(entries, pairs) {
      var path = entry
      path.value = QuotedPath.spelling(ofText: entry.value)
      spelled.append(path)
      values.grants[path.value] = pair.value.list ?? []
    }
    values.lists[argument.label] = spelled
  }
}
