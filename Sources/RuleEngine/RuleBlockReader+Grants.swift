#if canImport(SwiftScanner)
  import SwiftScanner
#endif

extension RuleBlockReader {
  /// A fence whose entries grant: `["path": ["Module", "needle("], …]` (a layer's), or
  /// `["path": ["Type.member"], …]` (a members rule's), each entry with its reason. A plain
  /// list of paths would except a file from everything the rule forbids; it is refused with
  /// the form to write instead, so no suite keeps that hole in silence. Each entry's path
  /// comes spelled as git spells its bytes.
  static func readGrants(_ argument: LiteralParser.Argument, naming noun: String, fail: (Int, String) -> RuleBlockError)
    throws(RuleBlockError) -> [(path: LiteralParser.Element, granted: [LiteralParser.Element])]
  {
    let layer = noun == "modules or needles"
    let example = layer ? "Module" : noun == "members" ? "Type.member" : "Type"
    let whose = layer ? "a layer's" : "this rule's"
    let forbids = layer ? "the layer forbids" : "the rule forbids"
    let pairs: [(key: LiteralParser.Element, value: LiteralParser.Element)]
    switch argument.value {
    case .dictionary(let given): pairs = given
    case .array(let elements) where elements.isEmpty:
      throw fail(argument.offset, "\(whose) fence is a dictionary: write 'fence: [:]' for no exceptions")
    case .array(let elements):
      throw fail(
        elements[0].offset,
        "\(whose) fence entry must say what it grants, or it would exempt the file from everything \(forbids): "
          + "write \"\(elements[0].value)\": [\"\(example)\"],  // reason "
          + (layer
            ? "(the modules from 'forbid' and needles from 'api' this file may use)"
            : "(the \(noun) of this file the rule lets past)"))
    default:
      throw fail(
        argument.offset, "'fence' takes a dictionary of paths to what they grant, like [\"path\": [\"\(example)\"]]")
    }
    var entries: [LiteralParser.Element] = []
    for pair in pairs {
      guard let granted = pair.value.list else {
        throw fail(pair.value.offset, "'\(pair.key.value)' must grant a list of \(noun), like [\"\(example)\"]")
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
    return zip(entries, pairs).map { entry, pair in
      var path = entry
      path.value = QuotedPath.spelling(ofText: entry.value)
      return (path, pair.value.list ?? [])
    }
  }
}
