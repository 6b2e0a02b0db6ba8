// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

/// A schema pattern's keys, read by the kinds its arguments declare: the finding side of
/// `RuleLiteral.arguments`, so a new argument is one line there and nothing here.
package struct SchemaReading {
  package var values: ArgumentValues
  /// Each entry list (`fence`, `exclude`) as written, with its reasons and lines.
  package var entries: [String: [Finding.Entry]] = [:]
  /// Where each argument's value is written, by label, for an error about it.
  var marks: [String: YAMLNode.Mark] = [:]
}

extension FindingDecoder {
  /// The keys a finding of `schema` may give: each argument's, or the part it is a key of.
  package static func keys(of schema: [LiteralArgument]) -> Set<String> {
    Set(schema.map { String($0.keyInFinding.split(separator: ".")[0]) })
  }

  /// Reads every key `schema` declares, checks each against its kind, and the rule they
  /// build against its own problems, each reported at its line with its key path.
  package func schema<Rule: SchemaRule>(_ rule: Rule.Type) throws(FindingsError) -> (Rule, SchemaReading) {
    let schema = Rule.arguments
    let reading = try self.reading(schema)
    let built = Rule(values: reading.values)
    if let problem = built.problems().first {
      let key = schema.first { $0.label == problem.label }?.keyInFinding ?? problem.label
      let mark = reading.marks[problem.label] ?? missingKeyMark
      throw error(mark, key + (problem.index.map { "[\($0)]" } ?? ""), problem.message)
    }
    return (built, reading)
  }

  /// Reads every key `schema` declares, each checked against its kind: dotted keys
  /// (`require.modifiers`) inside their part, a required one refused when missing (a draft
  /// excepted). What any pattern shares with its literal is read here, so its key, kind
  /// and checks are written once, in the literal's schema.
  package func reading(_ schema: [LiteralArgument]) throws(FindingsError) -> SchemaReading {
    var reading = SchemaReading(values: ArgumentValues(id: ""))
    var parts: [String: [String: YAMLNode]] = [:]
    var partKeys: [String: [String]] = [:]
    for argument in schema {
      let path = argument.keyInFinding.split(separator: ".").map(String.init)
      if path.count == 2 { partKeys[path[0], default: []].append(path[1]) }
    }
    for part in partKeys.keys.sorted() {
      guard let node = node(part) else { continue }
      let known = partKeys[part]!.joined(separator: ", ")
      guard case .mapping(let pairs, let mark) = node else { throw error(node.mark, part, "expected keys: \(known)") }
      if pairs.isEmpty && part != "select" {
        throw error(mark, part, "'\(part)' is empty; name at least one of \(known)")
      }
      var read: [String: YAMLNode] = [:]
      for pair in pairs {
        guard partKeys[part]!.contains(pair.key) else {
          throw error(pair.keyMark, "\(part).\(pair.key)", "unknown key; '\(part)' takes \(known)")
        }
        guard read[pair.key] == nil else { throw error(pair.keyMark, "\(part).\(pair.key)", "given twice") }
        read[pair.key] = pair.value
      }
      parts[part] = read
    }
    for argument in schema {
      let key = argument.keyInFinding
      let path = key.split(separator: ".").map(String.init)
      let node = path.count == 2 ? parts[path[0]]?[path[1]] : self.node(key)
      guard let node else {
        if argument.isRequired, !draft { throw error(missingKeyMark, key, "required key is missing") }
        continue
      }
      reading.marks[argument.label] = node.mark
      reading.values[argument.label] = try value(of: argument, node: node, at: key, into: &reading)
    }
    return reading
  }

  /// One argument's value from its node, by its kind.
  private func value(of argument: LiteralArgument, node: YAMLNode, at key: String, into reading: inout SchemaReading)
    throws(FindingsError) -> ArgumentValue
  {
    switch argument.kind {
    case .text, .path:
      guard case .scalar(let raw, let mark) = node else { throw error(node.mark, key, "expected a single value") }
      let text = raw.trimmingSpaces
      guard !text.isEmpty else { throw error(mark, key, "must not be empty") }
      if argument.kind == .path, let problem = PathRules.problem(with: text) {
        throw error(mark, key, "'\(text)' \(problem)")
      }
      return .text(text)
    case .bool:
      guard case .scalar(let raw, _) = node else { throw error(node.mark, key, "expected true or false") }
      let flag = raw.trimmingSpaces
      guard flag == "true" || flag == "false" else {
        throw error(node.mark, key, "expected true or false, not '\(flag)'")
      }
      return .bool(flag == "true")
    case .integer:
      guard case .scalar(let raw, _) = node, let number = Int(raw.trimmingSpaces), number >= 0 else {
        throw error(node.mark, key, "expected a whole number")
      }
      return .integer(number)
    case .texts:
      return .texts(try strings(node, at: key))
    case .paths: return .texts(try paths(node, at: key))
    case .exceptions, .exclusions:
      let entries = try self.entries(key)
      reading.entries[key] = entries
      return .texts(entries.map(\.path))
    case .grants:
      let grantKey = argument.grantKey
      let entries = try self.entries(key, grantKeys: [grantKey])
      reading.entries[key] = entries
      var map: [String: [String]] = [:]
      for (index, entry) in entries.enumerated() {
        guard let grants = entry.grants, !grants.isEmpty else {
          throw error(
            mark(ofEntry: index, in: node), "\(key)[\(index)].\(grantKey)",
            "required key is missing: name the \(argument.grantNoun) this file may keep, like '\(grantKey): "
              + "[\(argument.grantExample)]'")
        }
        map[entry.path] = grants
      }
      return .map(map)
    case .dictionary, .homes, .reexporters:
      throw error(node.mark, key, "this key is read by its pattern, not by a schema")
    }
  }

  private func mark(ofEntry index: Int, in node: YAMLNode) -> YAMLNode.Mark {
    if case .sequence(let items, _) = node, index < items.count { return items[index].mark }
    return node.mark
  }
}
