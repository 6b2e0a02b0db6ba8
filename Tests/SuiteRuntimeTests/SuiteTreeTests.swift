import FitnessTestSupport
import Foundation
import RuleEngine
import SwiftScanner
import Testing

@testable import SuiteRuntime

/// Suites judge fences by facts from one shared search; the verdicts are those of every
/// file scanned whole, the way the suites judged before, on trees made to trip both.
struct SuiteTreeTests {
  static let modules = ["NetCore", "Payments", "Telemetry", "Net"]

  /// Files that import, mention in comments and strings, call needles, and continue an
  /// import path on the next line.
  static func tree(seed: UInt64) -> SuiteTree {
    var generator = SplitMix(seed: seed)
    var swift: [String: [UInt8]] = [:]
    for n in 0..<120 {
      var lines: [String] = ["import Foundation"]
      for _ in 0..<Int(generator.next() % 5) {
        let module = modules[Int(generator.next() % UInt64(modules.count))]
        switch generator.next() % 6 {
        case 0: lines.append("import \(module)")
        case 1: lines.append("// import \(module) is only a comment")
        case 2: lines.append("let s = \"import \(module) in a string, \(module)Client(\"")
        case 3: lines.append("let c = \(module)Client()")
        case 4: lines.append("@testable import \(module).\n  Sub")
        default: lines.append("/* \(module)Client( */ let x = 1")
        }
      }
      swift["Sources/F\(n % 7)/File\(n).swift"] = Array(lines.joined(separator: "\n").utf8)
    }
    return SuiteTree(paths: Set(swift.keys).union(["README.md"]), swift: swift)
  }

  static func rules() -> [FenceRule] {
    [
      FenceRule(
        ImportBoundary(id: "net", module: "NetCore", fence: ["Sources/F1/File1.swift"], api: ["NetCoreClient("])),
      FenceRule(
        ImportBoundary(id: "pay", module: "Payments", fence: ["Sources/F2/File9.swift"], roots: ["Sources/F2"])),
      FenceRule(
        LayerBoundary(
          id: "layer", paths: ["Sources/F3"], forbid: ["Telemetry", "Net"],
          fence: ["Sources/F3/File3.swift": ["Telemetry"]], api: ["TelemetryClient("])),
    ]
  }

  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
  func factsJudgeFencesAsWholeScansDo(seed: UInt64) {
    let tree = Self.tree(seed: seed)
    let rules = Self.rules()
    let shared = SuiteTree.FactKey(modules: ["NetCore", "Payments"], needles: ["NetCoreClient("])
    var violations = 0
    for rule in rules {
      let site = RuleSite(suitePath: "Tests/Fitness/RuleTests.swift")
      let whole = FenceEvaluation.violations(of: rule, site: site, in: tree.fileSet()).map(\.description).sorted()
      // The layer is outside the shared search: it gets a search of its own.
      let byFacts = FenceEvaluation.violations(of: rule, site: site, in: tree.factSet(for: rule.inputs) { shared })
        .map(\.description).sorted()
      #expect(byFacts == whole, "\(rule.id)")
      violations += whole.count
    }
    #expect(violations > 0)
  }

  @Test func theSharedKeyIsEveryFenceOfTheSuitesBeside() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-suite-tree-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let suite = { (id: String, module: String, api: String) in
      """
      @Test func rule() throws {
        let rule = ImportBoundary(
          id: "\(id)", module: "\(module)",
          fence: [],
          api: ["\(api)"])
        #expect(try FitnessPackage.report(of: FenceRule(rule)) == "")
      }
      """
    }
    try suite("a", "NetCore", "NetCoreClient(").write(
      to: folder.appendingPathComponent("ATests.swift"), atomically: true, encoding: .utf8)
    try suite("b", "Payments", "Pay(").write(
      to: folder.appendingPathComponent("BTests.swift"), atomically: true, encoding: .utf8)
    try "not a suite".write(to: folder.appendingPathComponent("Helper.swift"), atomically: true, encoding: .utf8)
    let key = SuiteTree.fenceKey(around: folder.appendingPathComponent("ATests.swift").path)
    #expect(key.modules == ["NetCore", "Payments"])
    #expect(key.needles == ["NetCoreClient(", "Pay("])
  }
}
