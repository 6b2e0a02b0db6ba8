// Guarded like the engine's own imports (see FindingReader.swift).
#if canImport(RuleEngine)
  import RuleEngine
#endif

extension FindingDecoder {
  /// Independent modules: `modules:`, a list of `name:` + `paths:`, at least two; each fence
  /// entry names in `imports:` the one module of the set it may import.
  func readModules(into finding: inout Finding, _ values: [String: (mark: YAMLNode.Mark, node: YAMLNode)])
    throws(FindingsError)
  {
    guard let value = values["modules"] else {
      throw error(missingKeyMark, "modules", "an independent-modules finding needs 'modules': each a name and paths")
    }
    guard case .sequence(let items, _) = value.node, items.count >= 2 else {
      throw error(
        value.node.mark, "modules",
        "expected a list of at least two modules, each with 'name:' and 'paths:' (the folders its sources live in)")
    }
    var homes: [Finding.ModuleHome] = []
    for (index, item) in items.enumerated() {
      let here = "modules[\(index)]"
      guard case .mapping(let pairs, let mark) = item else {
        throw error(item.mark, here, "expected 'name:' and 'paths:'")
      }
      var name: String?
      var paths: [String] = []
      for pair in pairs {
        switch (pair.key, pair.value) {
        case ("name", .scalar(let text, _)): name = text.trimmingSpaces
        case ("paths", _):
          paths = try strings("paths", ["paths": (pair.keyMark, pair.value)])
          for (offset, path) in paths.enumerated() {
            if let problem = PathRules.problem(with: path) {
              throw error(pair.value.mark, "\(here).paths[\(offset)]", "'\(path)' \(problem)")
            }
          }
        default:
          throw error(pair.keyMark, "\(here).\(pair.key)", "unknown key; a module has 'name' and 'paths'")
        }
      }
      guard let name, !name.isEmpty, name.utf8.allSatisfy(Self.isNameByte) else {
        throw error(mark, "\(here).name", "required: the module's name as Swift imports it")
      }
      guard !paths.isEmpty else {
        throw error(
          mark, "\(here).paths", "required: the folders the module's sources live in, like [Packages/\(name)/Sources]")
      }
      guard !homes.contains(where: { $0.name == name }) else {
        throw error(mark, "\(here).name", "'\(name)' is listed twice")
      }
      homes.append(Finding.ModuleHome(name: name, paths: paths, line: mark.line + firstLine))
    }
    for (index, entry) in finding.fence.enumerated() {
      let here = "fence[\(index)].imports"
      // The entry's own line: its `- ` marker's indent is two columns before its keys.
      let missingKeyMark = YAMLNode.Mark(line: entry.line - firstLine, column: 4)
      guard let grants = entry.grants, grants.count == 1 else {
        throw error(
          missingKeyMark, here,
          "fence entry \(entry.path) (line \(entry.line)) must name in 'imports:' the one module it may import")
      }
      guard homes.contains(where: { $0.name == grants[0] }) else {
        throw error(missingKeyMark, here, "'\(grants[0])' is not one of the modules; name one from 'modules'")
      }
    }
    finding.modules = homes
  }

  /// A module name's bytes: ASCII letters, digits and `_` (what SwiftPM accepts as a
  /// target name that Swift can import).
  private static func isNameByte(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
  }
}
