import Foundation

/// A structural reading of the Mermaid flowcharts fitness writes, for tests: GitHub renders
/// a chart only when it parses, so every node an edge names must be declared, every
/// subgraph must close, and each `linkStyle` must point at a link that exists.
public enum MermaidShape {
  public struct Malformed: Error, CustomStringConvertible {
    public var description: String
  }

  /// The indices of the links `linkStyle` paints red, after checking the whole chart.
  @discardableResult
  public static func verify(_ chart: String) throws -> [Int] {
    let lines = chart.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    guard lines.first == "flowchart LR" else { throw Malformed(description: "no flowchart header: \(chart)") }
    var declared = Set<String>()
    var depth = 0
    var links: [(from: String, to: String, label: String)] = []
    var red: [Int] = []
    for line in lines.dropFirst() {
      if line.hasPrefix("subgraph ") {
        depth += 1
      } else if line == "end" {
        depth -= 1
        guard depth >= 0 else { throw Malformed(description: "an 'end' closes no subgraph") }
      } else if line.hasPrefix("classDef ") || line.hasPrefix("class ") {
        continue
      } else if line.hasPrefix("linkStyle ") {
        let indices = line.dropFirst("linkStyle ".count).prefix { $0 != " " }.split(separator: ",")
        red += indices.compactMap { Int($0) }
      } else if let arrow = ["-.->", "-->", "-.-"].first(where: { line.contains(" \($0)") }) {
        let parts = line.components(separatedBy: " \(arrow)")
        let from = parts[0]
        var rest = parts[1]
        var label = ""
        if rest.hasPrefix("|") {
          let closing = rest.dropFirst().firstIndex(of: "|") ?? rest.endIndex
          label = String(rest[rest.index(after: rest.startIndex)..<closing])
          rest = String(rest[closing...].dropFirst())
        }
        let to = rest.trimmingCharacters(in: .whitespaces)
        guard declared.contains(from), declared.contains(to) else {
          throw Malformed(description: "a link names an undeclared node: \(line)")
        }
        links.append((from, to, label))
      } else if let open = line.firstIndex(where: { $0 == "[" || $0 == "{" }) {
        let id = String(line[..<open])
        guard !id.isEmpty, id.allSatisfy({ $0.isLetter || $0.isNumber }), line.hasSuffix("]") || line.hasSuffix("}")
        else { throw Malformed(description: "not a node declaration: \(line)") }
        guard line.dropFirst(id.count).filter({ $0 == "\"" }).count == 2 else {
          throw Malformed(description: "a label with a bare quote: \(line)")
        }
        declared.insert(id)
      } else {
        throw Malformed(description: "an unread line: \(line)")
      }
    }
    guard depth == 0 else { throw Malformed(description: "\(depth) subgraph(s) left open") }
    guard red.allSatisfy({ $0 < links.count }) else { throw Malformed(description: "a linkStyle past the links") }
    // Red is for breaks only: each red link carries a rule's id, each one with one is red.
    let marked = links.indices.filter { links[$0].label.contains("✗") }
    guard marked == red.sorted() else {
      throw Malformed(description: "red links \(red) are not the links that break a rule \(marked)")
    }
    return red
  }
}
