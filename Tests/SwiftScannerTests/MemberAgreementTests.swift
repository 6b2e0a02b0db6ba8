import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

/// The member walk against the compiler's parser (`swiftc -dump-parse`): every member's
/// owner, kind, name and staticness, and the line of each property and case.
@Suite struct MemberAgreementTests {
  /// Members as iOS code writes them, each valid at parse level.
  static let snippets: [String] = [
    "final class A: ObservableObject {\n  @Published private(set) var x = 1, y: Int = 2\n}",
    "enum Globals {\n  nonisolated(unsafe) static var shared = 0\n  static let names: [String: Int] = [:], other = 1\n}",
    "struct S {\n  var c: Int { get async throws { 1 } }\n  var d: Int = 0 { didSet { print(d) } }\n}",
    "class B {\n  func f<T>(_ t: T) async rethrows -> T {\n    func local() {}\n    let inner = 1\n    return t\n  }\n}",
    "class C {\n  init?(a: Int) throws {}\n  convenience init() { self.init(a: 1)! }\n  deinit {}\n}",
    "struct D {\n  subscript(i: Int) -> Int { 1 }\n  subscript<T>(key k: T) -> T { get { k } set {} }\n}",
    "struct E {\n  typealias T = Int\n  static func == (l: E, r: E) -> Bool { true }\n}",
    "struct F {\n  let (p, q) = (1, 2)\n  var map = Dictionary<String, Int>(), count = 0\n}",
    "enum G {\n  case a, b(Int), c\n  indirect case d(G)\n  case `class`\n}",
    "extension A {\n  var z: Int { 2 }\n  static func make() -> A { A() }\n}",
    "nonisolated(unsafe) var global = 1\nlet constant = 2\nfunc topLevel() async {}",
    "protocol P {\n  var value: Int { get set }\n  func load() async throws\n  init(x: Int)\n  associatedtype Item\n}",
    "class H {\n  class var shared: H { H() }\n  class func build() -> H { H() }\n  final class func other() {}\n}",
    "struct I: View {\n  @State private var on = false\n  @Environment(\\.dismiss) var dismiss\n  var body: some View {\n    let x = 1\n    Text(\"\\(x)\")\n  }\n}",
    "struct J {\n  @MainActor\n  @discardableResult\n  public func run() -> Int { 1 }\n}",
    "struct K {\n  var handler: (Int) -> Void = { value in\n    let doubled = value * 2\n    print(doubled)\n  }\n  var next = 0\n}",
    "actor L {\n  private var cache: [String: Int] = [:]\n  nonisolated func key() -> String { \"\" }\n}",
    "struct M {\n  let f = Foo(\n    init: 1, case: 2\n  )\n  var later = 3\n}",
    "struct N {\n  #if os(iOS)\n  var phone = 1\n  #else\n  var desk = 2\n  #endif\n}",
    "struct O { var a = 1; let b = 2; func c() {} }",
    "class P2 {\n  lazy var view: Int = { 1 }()\n  weak var delegate: AnyObject?\n  unowned(unsafe) let owner: AnyObject\n  init(owner: AnyObject) { self.owner = owner }\n}",
    "extension Array where Element == Int {\n  var total: Int { reduce(0, +) }\n}",
    "struct Q {\n  struct Inner {\n    var deep = 0\n    enum Mode { case on, off }\n  }\n  var outer = 1\n}",
    "struct R {\n  static let `default` = R()\n  var `var` = 1\n}",
    "struct T2 {\n  var observed: Int = 0 {\n    willSet { print(newValue) }\n  }\n  var computed: Int {\n    observed * 2\n  }\n}",
    "enum U: String { case low = \"l,o\", high = \"h\" }",
    "struct V {\n  var tags: [String:Int]\n  let id: Foundation.UUID?\n  var run: @Sendable () async throws -> Void\n  var pair: (a: Int, b: String)\n}",
    "struct W {\n  var view: some View { Text(\"\") }\n  var other: any P & Q\n  var meta: W.Type\n  var forced: Int!\n}",
    "struct X2 {\n  func parse(_ s: String) throws(ParseError) -> Result< [Int] , Error > { fatalError() }\n  subscript(k: String) -> Int? { nil }\n  func map<T>(_ f: (Int) -> T) -> [T] where T: Sendable { [] }\n}",
  ]

  /// The scanner's members in the dump's terms.
  static func scanned(_ text: String) -> [DumpParse.Member] {
    let source = ScannedSource(Array(text.utf8))
    let members = source.declarations().members
    let positions = source.positions(of: members.map(\.keyword))
    return zip(members, positions).map { member, position in
      let kind = member.kind.rawValue
      return DumpParse.Member(
        line: ["var", "let", "case"].contains(kind) ? position.line : 0, owner: member.owner ?? "", kind: kind,
        name: member.name, isStatic: member.isStatic)
    }
  }

  static func counted(_ members: [DumpParse.Member]) -> [DumpParse.Member: Int] {
    members.reduce(into: [:]) { $0[$1, default: 0] += 1 }
  }

  /// The scanner's written types in the dump's terms: each property's annotation, each
  /// function's and subscript's result and thrown type.
  static func scannedTypes(_ text: String) -> [DumpParse.TypedMember] {
    let source = ScannedSource(Array(text.utf8))
    let members = source.declarations().members
    let positions = source.positions(of: members.map(\.keyword))
    /// `throws(E)` inside a written type as the dump prints it: `throws`.
    func dumped(_ type: String) -> String {
      type.replacingOccurrences(of: #"throws\([^()]*\)"#, with: "throws", options: .regularExpression)
    }
    return zip(members, positions).compactMap { member, position in
      switch member.kind {
      case .var, .let:
        guard let type = member.type.map(dumped), !member.typeIsInferred else { return nil }
        return DumpParse.TypedMember(line: position.line, name: member.name, type: type, thrown: "")
      case .case:
        let type = member.hasAssociatedValues ? "associated \(member.parameterTypes.count)" : "-"
        return DumpParse.TypedMember(
          line: position.line, name: member.name, type: type, thrown: member.hasRawValue ? "raw value" : "")
      case .func, .subscript:
        return DumpParse.TypedMember(
          line: 0, name: member.name, type: member.type.map(dumped) ?? "?", thrown: member.thrownType ?? "")
      default: return nil
      }
    }
  }

  /// How many of `expected` and `found` agree, counted with repeats, and each difference.
  static func tally<Key: Hashable>(_ expected: [Key], _ found: [Key], in file: String) -> (
    agreed: Int, total: Int, differences: [String]
  ) {
    let want = expected.reduce(into: [Key: Int]()) { $0[$1, default: 0] += 1 }
    let got = found.reduce(into: [Key: Int]()) { $0[$1, default: 0] += 1 }
    var (agreed, total, differences) = (0, 0, [String]())
    for key in Set(want.keys).union(got.keys) {
      let (compiler, scanner) = (want[key] ?? 0, got[key] ?? 0)
      total += max(compiler, scanner)
      agreed += min(compiler, scanner)
      if compiler != scanner { differences.append("\(file): compiler \(compiler), scanner \(scanner): \(key)") }
    }
    return (agreed, total, differences)
  }

  /// Compares the scanner with the compiler on `files`: the members, and apart from them
  /// their written types.
  static func compare(_ files: [ParsedFile]) -> (
    agreed: Int, total: Int, parsed: Int, differences: [String], typesAgreed: Int, typesTotal: Int
  ) {
    var (agreed, total, parsed, typesAgreed, typesTotal) = (0, 0, 0, 0, 0)
    var differences: [String] = []
    for file in files {
      guard let dump = file.dump else { continue }
      parsed += 1
      let members = tally(DumpParse.parseMembers(dump), scanned(file.text), in: file.name)
      (agreed, total) = (agreed + members.agreed, total + members.total)
      let typed = DumpParse.typedMembers(dump)
      let types = tally(typed.members, scannedTypes(file.text), in: file.name)
      (typesAgreed, typesTotal) = (typesAgreed + types.agreed, typesTotal + types.total)
      differences += members.differences + types.differences
      differences += typed.unknown.map { "\(file.name): a type node the agreement cannot write back: \($0)" }
    }
    return (agreed, total, parsed, differences, typesAgreed, typesTotal)
  }

  @Test func scannerAgreesWithTheCompilerOnMembers() throws {
    guard let swiftc = DeclarationAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    var generator = SplitMix(seed: 11)
    var files = Self.snippets.enumerated().map { ("s\($0).swift", $1) }
    for index in 0..<24 {
      let count = 3 + Int(generator.next() % 6)
      let parts = (0..<count).map { _ in Self.snippets[Int(generator.next() % UInt64(Self.snippets.count))] }
      // Names repeat across snippets; each file declares each snippet's types once.
      files.append(("g\(index).swift", Array(Set(parts)).sorted().joined(separator: "\n")))
    }
    let result = Self.compare(try ParsedFile.parse(files, swiftc: swiftc))
    print(
      "member agreement: \(result.agreed) of \(result.total) members and \(result.typesAgreed) of "
        + "\(result.typesTotal) written types in \(result.parsed) files")
    #expect(result.typesTotal > 30, "only \(result.typesTotal) types were compared")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().joined(separator: "\n"))")
    #expect(result.parsed == files.count, "swiftc parsed only \(result.parsed) of \(files.count) files")
  }

  /// The toolchain's module interfaces and this repository's sources: tens of thousands of
  /// members, written by other hands.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1", "slow: the corpus"))
  func scannerAgreesWithTheCompilerOnACorpus() throws {
    guard let swiftc = DeclarationAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let files = try ParsedFile.corpus(swiftc: swiftc)
    let result = Self.compare(files)
    print(
      "member agreement on the corpus: \(result.agreed) of \(result.total) members and \(result.typesAgreed) of "
        + "\(result.typesTotal) written types in \(result.parsed) of \(files.count) files")
    #expect(result.total > 5000, "the corpus held only \(result.total) members")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().prefix(40).joined(separator: "\n"))")
  }
}
