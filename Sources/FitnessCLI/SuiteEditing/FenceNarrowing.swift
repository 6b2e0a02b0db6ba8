import RuleEngine

extension FenceWidening {
  /// `text` with `entry` (a path, as the rule spells it) taken out of the fence of rule
  /// `ruleID`, line and reason together; nil when the fence does not hold it. The last
  /// entry leaves an empty fence (`[]`, or `[:]` for a layer). Read back before anyone
  /// writes it, like a widening.
  static func narrow(_ text: String, suitePath: String, ruleID: String, entry: String) throws -> String? {
    let rules = try RuleBlockReader.rules(in: Array(text.utf8), path: suitePath)
    guard let target = rules.first(where: { $0.id == ruleID }), let (label, current) = target.body.exceptions
    else {
      throw Refusal(description: "\(suitePath) holds no fence of a rule with the id '\(ruleID)'")
    }
    guard current.contains(entry) else { return nil }
    let newline = text.contains("\r\n") ? "\r\n" : "\n"
    var lines = text.components(separatedBy: newline)
    let lineOf = current.compactMap { target.site.entryPositions[$0]?.line }
    guard let line = target.site.entryPositions[entry]?.line, lineOf.filter({ $0 == line }).count == 1,
      let labelLine = target.argumentPositions[label]?.line, labelLine < line
    else {
      throw Refusal(
        description: "\(suitePath): write the fence of '\(ruleID)' one entry per line, then take it out again")
    }
    if current.count > 1 {
      lines.remove(at: line - 1)
    } else {
      guard let close = (line..<lines.count).first(where: { lines[$0].drop { $0 == " " || $0 == "\t" }.hasPrefix("]") })
      else {
        throw Refusal(description: "\(suitePath): cannot find where the fence of '\(ruleID)' ends")
      }
      let opening = lines[labelLine - 1]
      guard let bracket = opening.range(of: "\(label):") else {
        throw Refusal(description: "\(suitePath):\(labelLine): cannot find '\(label):'")
      }
      let empty = target.body.exceptionsGrant && label == "fence" ? "[:]" : "[]"
      let rest = lines[close].drop { $0 == " " || $0 == "\t" }.dropFirst()
      lines.replaceSubrange(
        (labelLine - 1)...close, with: [String(opening[..<bracket.upperBound]) + " " + empty + rest])
    }
    let narrowed = lines.joined(separator: newline)
    let reread = try RuleBlockReader.rules(in: Array(narrowed.utf8), path: suitePath)
    guard let check = reread.first(where: { $0.id == ruleID }), let after = check.body.exceptions,
      Set(after.paths) == Set(current).subtracting([entry])
    else {
      throw Refusal(
        description: "\(suitePath): taking '\(entry)' out of '\(ruleID)' would not read back; edit it by hand")
    }
    return narrowed
  }
}
