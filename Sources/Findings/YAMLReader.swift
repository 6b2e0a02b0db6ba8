internal import CLibYAML

/// Parses YAML text with libyaml into a `YAMLNode` tree, in one function call.
///
/// The parser and document live on this function's stack frame and are deleted on every
/// path; the input bytes stay alive for the whole parse. Nothing of libyaml escapes.
enum YAMLReader {
  struct Failure: Error {
    var message: String
    var mark: YAMLNode.Mark
  }

  static func parse(_ text: String) throws(Failure) -> YAMLNode? {
    var bytes = Array(text.utf8)
    var parser = yaml_parser_t()
    guard yaml_parser_initialize(&parser) == 1 else {
      throw Failure(message: "could not start the YAML parser", mark: .init(line: 0, column: 0))
    }
    defer { yaml_parser_delete(&parser) }
    var document = yaml_document_t()
    let loaded = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
      yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
      return yaml_parser_load(&parser, &document)
    }
    guard loaded == 1 else {
      let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
      let context = parser.context.map { String(cString: $0) + ": " } ?? ""
      let mark = parser.problem_mark
      throw Failure(
        message: context + problem, mark: .init(line: Int(mark.line), column: Int(mark.column)))
    }
    defer { yaml_document_delete(&document) }
    guard let root = yaml_document_get_root_node(&document) else { return nil }
    var seen = Set<UnsafeMutablePointer<yaml_node_t>>()
    return try node(root, in: &document, depth: 0, seen: &seen)
  }

  /// A finding is small and written by hand: an alias (`*name`) would let a few hundred
  /// bytes stand for an exponential tree, so the second visit to any node is refused.
  private static func node(
    _ pointer: UnsafeMutablePointer<yaml_node_t>, in document: inout yaml_document_t, depth: Int,
    seen: inout Set<UnsafeMutablePointer<yaml_node_t>>
  ) throws(Failure) -> YAMLNode {
    let raw = pointer.pointee
    let mark = YAMLNode.Mark(line: Int(raw.start_mark.line), column: Int(raw.start_mark.column))
    guard seen.insert(pointer).inserted else {
      throw Failure(
        message:
          "anchors and aliases (&name, *name) are not allowed in a finding: this value is used again through an alias; write each value out",
        mark: mark)
    }
    guard depth < 64 else { return .scalar("", mark) }
    switch raw.type {
    case YAML_SCALAR_NODE:
      let scalar = raw.data.scalar
      let text = String(
        decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      return .scalar(text, mark)
    case YAML_SEQUENCE_NODE:
      var items: [YAMLNode] = []
      var item = raw.data.sequence.items.start
      while let current = item, current < raw.data.sequence.items.top {
        if let child = yaml_document_get_node(&document, current.pointee) {
          items.append(try node(child, in: &document, depth: depth + 1, seen: &seen))
        }
        item = current + 1
      }
      return .sequence(items, mark)
    case YAML_MAPPING_NODE:
      var pairs: [(key: String, keyMark: YAMLNode.Mark, value: YAMLNode)] = []
      var pair = raw.data.mapping.pairs.start
      while let current = pair, current < raw.data.mapping.pairs.top {
        if let keyNode = yaml_document_get_node(&document, current.pointee.key),
          let valueNode = yaml_document_get_node(&document, current.pointee.value)
        {
          let key = try node(keyNode, in: &document, depth: depth + 1, seen: &seen)
          let keyText: String
          if case .scalar(let text, _) = key { keyText = text } else { keyText = "" }
          pairs.append((keyText, key.mark, try node(valueNode, in: &document, depth: depth + 1, seen: &seen)))
        }
        pair = current + 1
      }
      return .mapping(pairs, mark)
    default:
      return .scalar("", mark)
    }
  }
}
