import Foundation
import LibGit2Reader
import RuleEngine
import SwiftScanner

/// The burn-down of exceptions: for each rule, its fence entries, the baseline among them,
/// and a pin's count, at every commit of the first-parent history that changed them. Read
/// from the suites' blobs alone, each blob once.
struct FenceHistory {
  /// A rule's numbers at one commit.
  struct Point: Equatable {
    var commit: String
    var time: Int64
    var entries: Int
    /// Entries `graduate --baseline` wrote (their reason starts `baseline DATE:`) and
    /// that are still there.
    var baseline: Int
    /// A pin's count; nil for any other rule.
    var count: Int?

    func same(as other: Point) -> Bool {
      entries == other.entries && baseline == other.baseline && count == other.count
    }
  }

  /// Each rule by id, with its points, oldest first.
  var rules: [(id: String, points: [Point])]
  /// Suites that did not read as rules at some commit, and how many commits that was.
  var unreadable: Int
  /// Where a shallow clone's history starts; nil when the walk reached its end.
  var shallowAt: String? = nil

  /// Walks `history` from `revision` back to `since` (the root when nil).
  static func read(_ history: History, from revision: String, since: String?) throws -> FenceHistory {
    var known: [ObjectID: [(id: String, numbers: Point)]] = [:]
    var points: [String: [Point]] = [:]
    var unreadable = 0
    for commit in try history.commits(from: revision, since: since) {
      var seen = Set<String>()
      for (path, blob) in commit.files {
        if known[blob] == nil {
          guard case .text(let bytes) = try history.contents(of: blob, path: path),
            let rules = try? RuleBlockReader.rules(in: bytes, path: path)
          else {
            known[blob] = []
            unreadable += 1
            continue
          }
          known[blob] = rules.map { ($0.id, numbers(of: $0)) }
        }
        for (id, numbers) in known[blob]! where seen.insert(id).inserted {
          var point = numbers
          (point.commit, point.time) = (commit.id, commit.time)
          if let last = points[id]?.last, last.same(as: point) { continue }
          points[id, default: []].append(point)
        }
      }
    }
    return FenceHistory(
      rules: points.keys.sorted().map { ($0, points[$0]!) }, unreadable: unreadable, shallowAt: history.shallowAt)
  }

  private static func numbers(of rule: SuiteRule) -> Point {
    let entries = rule.body.exceptions?.paths ?? []
    let baseline = entries.filter { (rule.reasons[$0] ?? "").hasPrefix("baseline ") }.count
    return Point(commit: "", time: 0, entries: entries.count, baseline: baseline, count: rule.body.pin?.count)
  }

  static func date(_ time: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(time)))
  }

  /// Said when the clone is shallow: what it holds is all there is to walk.
  var shallowNote: String? {
    shallowAt.map {
      "(a shallow clone: its history starts at \($0.prefix(10)); `git fetch --unshallow` fetches the rest)"
    }
  }

  /// A rule's numbers in words: `entries 4, baseline 3`, `count 18`.
  static func words(_ point: Point) -> String {
    point.count.map { "count \($0)" } ?? "entries \(point.entries), baseline \(point.baseline)"
  }

  /// One block per rule, one line per change: date, commit, numbers.
  var text: String {
    var lines: [String] = []
    for (id, points) in rules {
      lines.append(id)
      for point in points {
        lines.append("  \(Self.date(point.time))  \(point.commit.prefix(10))  \(Self.words(point))")
      }
    }
    if unreadable > 0 { lines.append("(\(unreadable) suite blob(s) did not read as rules and are left out)") }
    if let note = shallowNote { lines.append(note) }
    return lines.joined(separator: "\n")
  }

  /// `{"version": 1, "rules": [{"id", "points": [{"commit", "date", "entries", "baseline", "count"}]}]}`.
  var json: String {
    let entries = rules.map { id, points in
      let listed = points.map { point in
        "{\"commit\": \"\(point.commit)\", \"date\": \"\(Self.date(point.time))\", \"entries\": \(point.entries), "
          + "\"baseline\": \(point.baseline), \"count\": \(point.count.map(String.init) ?? "null")}"
      }
      return "{\"id\": \(Quoting.json(id)), \"points\": [\(listed.joined(separator: ", "))]}"
    }
    let shallow = shallowAt.map { "\"\($0)\"" } ?? "null"
    return "{\"version\": 1, \"unreadable\": \(unreadable), \"shallowAt\": \(shallow), \"rules\": ["
      + entries.joined(separator: ",\n ") + "]}"
  }

  /// A Mermaid `xychart-beta` per rule that changed more than once, for a README or a PR:
  /// GitHub renders it. A fence's chart has two lines, its entries and (below) its
  /// baseline; a pin's, its count.
  var mermaid: String {
    var blocks: [String] = []
    for (id, points) in rules where points.count > 1 {
      let labels = points.map { "\"\(Self.date($0.time)) \($0.commit.prefix(7))\"" }.joined(separator: ", ")
      let series: [[Int]] =
        points.allSatisfy({ $0.count != nil })
        ? [points.map { $0.count ?? 0 }] : [points.map(\.entries), points.map(\.baseline)]
      let top = max(1, series.flatMap { $0 }.max() ?? 1)
      let what = series.count == 1 ? "pinned count" : "fence entries, and the baseline among them"
      var lines = ["```mermaid", "xychart-beta", "  title \"\(id): \(what)\"", "  x-axis [\(labels)]"]
      lines.append("  y-axis \"\(series.count == 1 ? "count" : "entries")\" 0 --> \(top)")
      lines += series.map { "  line [\($0.map(String.init).joined(separator: ", "))]" }
      lines.append("```")
      blocks.append(lines.joined(separator: "\n"))
    }
    return blocks.isEmpty
      ? "No rule's numbers changed more than once in this history." : blocks.joined(separator: "\n\n")
  }
}
