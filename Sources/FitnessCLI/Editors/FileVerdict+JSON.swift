import CheckCore

extension FileVerdict {
  init(path: String, judged: (run: CheckPipeline.Run, source: BufferedWorkTree)) {
    self.init(path: path, run: judged.run)
  }

  /// The verdict as JSON-ready values, for the MCP server's `structuredContent`.
  var json: [String: Any] {
    [
      "path": path, "clean": !fails, "rules": ruleCount,
      "violations": violations.map { violation -> [String: Any] in
        var item: [String: Any] = [
          "rule": violation.ruleID, "kind": violation.kind.rawValue, "severity": violation.severity.rawValue,
          "path": violation.path, "message": violation.message, "line": violation.description,
        ]
        if let position = violation.position {
          item["position"] = ["line": position.line, "column": position.column]
        }
        return item
      },
    ]
  }
}
