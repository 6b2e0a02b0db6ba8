import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

/// The call walk against the compiler's parser (`swiftc -dump-parse`): every call's name,
/// its argument labels and the member whose body holds it.
@Suite struct CallAgreementTests {
  /// Calls as iOS code writes them, each valid at parse level.
  static let snippets: [String] = [
    "func f() {\n  print(\"a\", terminator: \"\")\n  debugPrint (1)\n  NSLog(\"%@\", x)\n}",
    "final class Store {\n  func save() {\n    UserDefaults.standard.set(1, forKey: \"k\")\n    mutex.lock()\n    defer { mutex.unlock() }\n  }\n}",
    "struct S {\n  let text = String(\n    syntaxText: \"y\")\n  func run() async {\n    let s = DispatchSemaphore(value: 0)\n    s.wait()\n  }\n}",
    "struct V: View {\n  var body: some View {\n    VStack {\n      Text(\"a\").font(.title)\n      Button(\"b\") { tap() }\n    }\n  }\n}",
    "func g() {\n  items.map { $0 }.filter({ $0 > 1 })\n  DispatchQueue.main.async { work() }\n  foo { } bar: { }\n  a?.b!.c(x: 2) { }\n}",
    "func h() {\n  if x.contains(where: { $0 }) { go() }\n  for i in list() { use(i) }\n  while let n = it.next() { n.run() }\n  switch mode(of: 1) {\n  case .a(let v): v.go()\n  default: break\n  }\n}",
    "func k() {\n  guard let y = z() else { return }\n  let t = make<Int>(1)\n  let u = a < b\n  handler?(3)\n  callback!(4)\n  let ref = foo(_:)\n}",
    "enum E {\n  case b(Int), c(String)\n  case d\n  func m() -> E { .b(1) }\n}",
    "class C: NSObject {\n  override init() {\n    super.init()\n    self.setUp(with: \"x\")\n  }\n  convenience init(x: Int) { self.init() }\n  func setUp(with: String) {}\n}",
    "struct W {\n  var value = 0 {\n    didSet { changed(value) }\n  }\n  var x: Int {\n    get { read() }\n    set { write(newValue) }\n  }\n  subscript(i: Int) -> Int { lookup(i) }\n}",
    "func n() {\n  let s = \"a\\(g())b\"\n  logger.info(\"loading \\(count)...\")\n  NSLocalizedString(\"app.title\", comment: \"\")\n  #expect(check())\n}",
    "@available(iOS 15, *)\nfunc p() {\n  let q = [1].first\n  { $0 > 0 }\n  let r = Set<Int>()\n  let c = `default`(1)\n}",
    "extension Array where Element == Int {\n  func total() -> Int { reduce(0, +) }\n  var doubled: [Int] { map { $0 * 2 } }\n}",
    "func o() throws {\n  do { try risky() } catch { report(error) }\n  try? other()\n  let v = try await load(id: 1)\n  _ = v\n}",
    "let top = configure()\nfunc q() {\n  func local() { inner() }\n  local()\n  let closure = { () -> Int in compute() }\n  _ = closure\n}",
  ]

  /// The scanner's calls in the dump's terms.
  static func scanned(_ text: String) -> [DumpParse.Call] {
    let source = ScannedSource(Array(text.utf8))
    let list = source.declarations()
    return source.calls(in: list).map { call in
      let function = call.function.map { list.members[$0].name } ?? "-"
      return DumpParse.Call(function: function, name: call.name, labels: call.labels.joined(separator: " "))
    }
  }

  static func compare(_ files: [ParsedFile]) -> (agreed: Int, total: Int, parsed: Int, differences: [String]) {
    var (agreed, total, parsed) = (0, 0, 0)
    var differences: [String] = []
    for file in files {
      guard let dump = file.dump else { continue }
      parsed += 1
      let calls = MemberAgreementTests.tally(DumpParse.parseCalls(dump), scanned(file.text), in: file.name)
      (agreed, total) = (agreed + calls.agreed, total + calls.total)
      differences += calls.differences
    }
    return (agreed, total, parsed, differences)
  }

  @Test func scannerAgreesWithTheCompilerOnCalls() throws {
    guard let swiftc = DeclarationAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let files = Self.snippets.enumerated().map { ("c\($0).swift", $1) }
    let result = Self.compare(try ParsedFile.parse(files, swiftc: swiftc))
    print("call agreement: \(result.agreed) of \(result.total) calls in \(result.parsed) files")
    #expect(result.total > 50, "only \(result.total) calls were compared")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().joined(separator: "\n"))")
    #expect(result.parsed == files.count, "swiftc parsed only \(result.parsed) of \(files.count) files")
  }

  /// The toolchain's module interfaces and this repository's sources, as the declarations
  /// and members are held.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1", "slow: the corpus"))
  func scannerAgreesWithTheCompilerOnACorpus() throws {
    guard let swiftc = DeclarationAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let files = try ParsedFile.corpus(swiftc: swiftc)
    let result = Self.compare(files)
    print(
      "call agreement on the corpus: \(result.agreed) of \(result.total) calls in \(result.parsed) of \(files.count) files"
    )
    #expect(result.total > 10000, "the corpus held only \(result.total) calls")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().prefix(60).joined(separator: "\n"))")
  }
}
