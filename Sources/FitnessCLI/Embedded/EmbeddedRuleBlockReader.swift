// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/RuleBlockReader.swift
  static let ruleBlockReader = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// Reads the rule literals (`ImportBoundary(…)`, `LayerBoundary(…)`) out of a suite's source
    /// text without compiling or running anything.
    ///
    /// The accepted shape is deliberately narrow, the shape `fitness graduate` writes: labelled
    /// arguments whose values are plain string literals or arrays of them. Each `fence` and
    /// `exclude` entry must be followed on its line by a `// reason` comment.
    public enum RuleBlockReader {
      private static let shapes: [(name: String, required: [String], optional: [String])] = [
        ("ImportBoundary", ["id", "module"], ["title", "fence", "api", "exclude", "roots"]),
        ("LayerBoundary", ["id", "paths"], ["title", "forbid", "fence", "api", "exclude"]),
      ]
      private static let scalarLabels: Set<String> = ["id", "title", "module"]
      private static let reasonedLabels: Set<String> = ["fence", "exclude"]
      private static let pathLabels: Set<String> = ["fence", "exclude", "roots", "paths"]

      /// Every rule in `bytes`, the suite at `path`.
      public static func rules(in bytes: [UInt8], path: String) throws(RuleBlockError) -> [SuiteRule] {
        let source = ScannedSource(bytes)
        var calls: [(offset: Int, shape: Int)] = []
        for (index, shape) in shapes.enumerated() {
          for offset in source.codeOccurrences(of: shape.name + "(") {
            calls.append((offset, index))
          }
        }
        var rules: [SuiteRule] = []
        for call in calls.sorted(by: { $0.offset < $1.offset }) {
          let shape = shapes[call.shape]
          var parser = LiteralParser(source: source, path: path)
          let arguments = try parser.arguments(from: call.offset + shape.name.utf8.count)
          rules.append(
            try rule(shape: shape, arguments: arguments, at: call.offset, source: source, path: path))
        }
        return rules
      }

      private static func rule(
        shape: (name: String, required: [String], optional: [String]),
        arguments: [LiteralParser.Argument], at offset: Int, source: ScannedSource, path: String
      ) throws(RuleBlockError) -> SuiteRule {
        func fail(_ at: Int, _ message: String) -> RuleBlockError {
          RuleBlockError(path: path, position: source.position(of: at), message: message)
        }
        var scalars: [String: String] = [:]
        var lists: [String: [LiteralParser.Element]] = [:]
        for argument in arguments {
          guard shape.required.contains(argument.label) || shape.optional.contains(argument.label)
          else {
            let known = (shape.required + shape.optional).joined(separator: ", ")
            throw fail(argument.offset, "unknown argument '\(argument.label)' in \(shape.name); use one of \(known)")
          }
          guard scalars[argument.label] == nil, lists[argument.label] == nil else {
            throw fail(argument.offset, "argument '\(argument.label)' is given twice")
          }
          switch argument.value {
          case .string(let value):
            guard scalarLabels.contains(argument.label) else {
              throw fail(argument.offset, "'\(argument.label)' takes an array of string literals")
            }
            scalars[argument.label] = value
          case .array(let elements):
            guard !scalarLabels.contains(argument.label) else {
              throw fail(argument.offset, "'\(argument.label)' takes a string literal")
            }
            try validate(elements, label: argument.label, fail: fail)
            lists[argument.label] = elements
          }
        }
        for label in shape.required where scalars[label] == nil && lists[label] == nil {
          throw fail(offset, "\(shape.name) is missing its '\(label)' argument")
        }
        let id = scalars["id"] ?? ""
        guard !id.isEmpty, id.utf8.allSatisfy({ isIDByte($0) }) else {
          throw fail(offset, "rule id '\(id)' must be lowercase letters, digits and '-'")
        }
        func strings(_ label: String) -> [String] { (lists[label] ?? []).map(\.value) }
        let rule: FenceRule
        if shape.name == "ImportBoundary" {
          guard let module = scalars["module"], !module.isEmpty else {
            throw fail(offset, "'module' must name the fenced module")
          }
          rule = FenceRule(
            ImportBoundary(
              id: id, title: scalars["title"], module: module, fence: strings("fence"),
              api: strings("api"), exclude: strings("exclude"), roots: strings("roots")))
        } else {
          guard !strings("paths").isEmpty, !(strings("forbid") + strings("api")).isEmpty else {
            throw fail(
              offset, "a LayerBoundary needs at least one entry in 'paths', and modules in 'forbid' or needles in 'api'")
          }
          rule = FenceRule(
            LayerBoundary(
              id: id, title: scalars["title"], paths: strings("paths"), forbid: strings("forbid"),
              fence: strings("fence"), api: strings("api"), exclude: strings("exclude")))
        }
        var positions: [String: SourcePosition] = [:]
        var reasons: [String: String] = [:]
        for element in lists["fence"] ?? [] { positions[element.value] = source.position(of: element.offset) }
        for label in reasonedLabels {
          for element in lists[label] ?? [] { reasons[element.value] = element.reason }
        }
        var labels: [String: SourcePosition] = [:]
        for argument in arguments { labels[argument.label] = source.position(of: argument.offset) }
        let site = RuleSite(suitePath: path, position: source.position(of: offset), entryPositions: positions)
        return SuiteRule(rule: rule, site: site, reasons: reasons, argumentPositions: labels)
      }

      private static func validate(
        _ elements: [LiteralParser.Element], label: String, fail: (Int, String) -> RuleBlockError
      ) throws(RuleBlockError) {
        var seen = Set<String>()
        for element in elements {
          guard !element.value.isEmpty else { throw fail(element.offset, "an empty string in '\(label)'") }
          guard seen.insert(element.value).inserted else {
            throw fail(element.offset, "'\(element.value)' is listed twice in '\(label)'")
          }
          if pathLabels.contains(label), let problem = PathRules.problem(with: element.value) {
            throw fail(element.offset, "'\(element.value)' in '\(label)' \(problem)")
          }
          if reasonedLabels.contains(label) {
            guard let reason = element.reason, !ReasonRules.isBoilerplate(reason) else {
              throw fail(
                element.offset,
                "'\(element.value)' in '\(label)' needs a reason: write "
                  + (label == "fence" ? "'// why this file may'" : "'// why this path does not ship'")
                  + " after it on the same line")
            }
          }
        }
      }

      private static func isIDByte(_ value: UInt8) -> Bool {
        (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x2D
      }
    }

    /// What makes a path in a rule unacceptable.
    public enum PathRules {
      /// Nil when `path` is a plain repo-relative path; else why it is not.
      public static func problem(with path: String) -> String? {
        if path.hasPrefix("/") || path.hasPrefix("~") { return "must be relative to the repository root" }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") {
          return "must not climb out with '..'"
        }
        if path.contains(where: { "*?[]{}".contains($0) }) {
          return "must be a plain path: globs would let one entry absorb new files"
        }
        if path.contains("\\") { return "must use '/' as the separator" }
        return nil
      }
    }

    /// What counts as a reason for an exception.
    public enum ReasonRules {
      private static let boilerplate: Set<String> = [
        "", "todo", "tbd", "fixme", "reason", "why", "-", "n/a", "na", "none", "because", "...",
      ]

      /// Whether `reason` says nothing: empty, or a placeholder like "TODO".
      public static func isBoilerplate(_ reason: String) -> Bool {
        var text = Substring(reason)
        while let last = text.last, last == " " || last == "." || last == ":" { text = text.dropLast() }
        return boilerplate.contains(text.lowercased())
      }
    }

    """#
}
