// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension EmbeddedFiles {
  /// Sources/RuleEngine/DeliberateBreak.swift
  static let deliberateBreak = #"""
    #if canImport(SwiftScanner)
      import SwiftScanner
    #endif

    /// The deliberate-break drill: proves a rule red before anyone relies on it.
    ///
    /// A rule that passes on every input protects nothing. The drill evaluates the rule on the
    /// unbroken files (which must pass), then on copies with one real violation injected each:
    /// the fenced module imported from a file outside the fence, every API needle used there,
    /// and a fence entry removed. Each break must fail the rule and name the offending file.
    /// Everything happens in memory; no file is touched.
    public enum DeliberateBreak {
      /// One injected violation and what the rule said about it.
      public struct Break: Sendable {
        /// What was broken, in words: "`import CloudKit` added to Sources/Feed/FeedView.swift".
        public var action: String
        /// The file the rule had to name.
        public var offender: String
        /// The violation that named it; nil when the rule missed the break.
        public var verdict: Violation?
      }

      /// The drill of one rule.
      public struct Outcome: Sendable {
        /// The violations of the unbroken files; the drill needs none.
        public var baseline: [Violation]
        public var breaks: [Break]

        /// Whether the rule passed unbroken and failed every break, naming the offender.
        public var provenRed: Bool {
          baseline.isEmpty && !breaks.isEmpty && breaks.allSatisfy { $0.verdict != nil }
        }
      }

      /// The name of the file the drill creates when no existing file can take the import.
      public static let scratchName = "FitnessDrill.swift"

      /// Runs the drill of `rule` over `files`.
      public static func drill(_ rule: FenceRule, site: RuleSite, files: FileSet) -> Outcome {
        var breaks: [Break] = []
        let fence = Set(rule.fence)
        if let (target, original) = breakTarget(for: rule, fence: fence, files: files) {
          if let module = rule.modules.first {
            let line = "import \(module)\n"
            breaks.append(
              attempt(
                rule, site: site, files: files, offender: target,
                replacing: ScannedSource(Array(line.utf8) + original), kind: .forbiddenImport,
                action: "`import \(module)` added to \(target)"))
          }
          for needle in rule.api {
            let line = "\n_ = \(needle)\n"
            breaks.append(
              attempt(
                rule, site: site, files: files, offender: target,
                replacing: ScannedSource(original + Array(line.utf8)), kind: .forbiddenAPI,
                action: "`\(needle)` used in \(target)"))
          }
        }
        for entry in rule.fence.sorted() {
          guard let source = files.sources[entry], rule.covers(entry), FenceEvaluation.uses(rule, source) else {
            continue
          }
          var narrowed = rule
          narrowed.fence.removeAll { $0 == entry }
          let verdict = FenceEvaluation.violations(of: narrowed, site: site, in: files)
            .first { $0.path == entry && $0.kind != .staleEntry }
          breaks.append(Break(action: "fence entry \(entry) removed", offender: entry, verdict: verdict))
          break
        }
        return Outcome(baseline: FenceEvaluation.violations(of: rule, site: site, in: files), breaks: breaks)
      }

      /// The file that takes the injected import and needles: the first covered file outside
      /// the fence, else a new scratch file under the rule's first root.
      private static func breakTarget(for rule: FenceRule, fence: Set<String>, files: FileSet)
        -> (path: String, bytes: [UInt8])?
      {
        for path in files.sources.keys.sorted() where rule.covers(path) && !fence.contains(path) {
          if let source = files.sources[path] { return (path, source.bytes) }
        }
        var root = Substring(rule.roots.first ?? "Sources")
        while root.hasSuffix("/") { root = root.dropLast() }
        let scratch = root.isEmpty || root == "." ? scratchName : "\(root)/\(scratchName)"
        return rule.covers(scratch) && !fence.contains(scratch) ? (scratch, []) : nil
      }

      private static func attempt(
        _ rule: FenceRule, site: RuleSite, files: FileSet, offender: String, replacing source: ScannedSource,
        kind: Violation.Kind, action: String
      ) -> Break {
        var broken = files
        broken.paths.insert(offender)
        broken.sources[offender] = source
        let verdict = FenceEvaluation.violations(of: rule, site: site, in: broken)
          .first { $0.path == offender && $0.kind == kind }
        return Break(action: action, offender: offender, verdict: verdict)
      }
    }

    """#
}
