import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

/// The declaration scanner against the compiler's parser (`swiftc -dump-parse`): every type
/// and extension's place, kind, name (with its enclosing types), modifiers and attributes.
///
/// The dump leaves out `#if` branches, so directive lines are blanked on both sides and
/// both read every branch; the scanner's own `#if` handling is tested in
/// `DeclarationScannerTests`.
@Suite struct DeclarationAgreementTests {
  /// Declarations as iOS code writes them, each valid at parse level.
  static let snippets: [String] = [
    "@MainActor\nfinal class FeedViewModel: ObservableObject {}",
    "@MainActor @Observable\npublic final class SettingsModel {}",
    "struct FeedView: View {\n  var body: some View { Text(\"x\") }\n}",
    "#Preview {\n  FeedView()\n}",
    "#Preview(\"Dark\") { FeedView().preferredColorScheme(.dark) }",
    "struct FeedView_Previews: PreviewProvider {\n  static var previews: some View { FeedView() }\n}",
    "enum Route: Hashable { case feed, profile(id: Int) }",
    "indirect enum Tree<T> { case leaf(T), node(Tree, Tree) }",
    "public actor ImageCache { private var store: [URL: Data] = [:] }",
    "protocol Repository: AnyObject, Sendable { func load() async throws }",
    "public protocol Store<State> { associatedtype State }",
    "extension FeedViewModel: Identifiable {}",
    "extension Array where Element == Int { func total() -> Int { reduce(0, +) } }",
    "extension [Int] {}",
    "extension Optional: Sendable where Wrapped: Sendable {}",
    "extension Swift.String { struct Nested {} }",
    "final class CartModel: IntermediateModel, @unchecked Sendable {}",
    "class Detail: Outer.Inner, Swift.Equatable, Base<Int> {}",
    "struct Box<T>: Collection where T: Hashable {}",
    "protocol Composed: AnyObject & Sendable, Identifiable {}",
    "enum Level: Int, CaseIterable, Codable { case low }",
    "extension Legacy: @retroactive Hashable, @preconcurrency Delegate {}",
    "struct Unique: ~Copyable {}",
    "class Outer {\n  struct Inner { enum Deep {} }\n  class func make() -> Outer { Outer() }\n  final class var shared: Outer { Outer() }\n}",
    "@objc(FTSession) private class Session: NSObject, URLSessionDelegate {}",
    "@available(iOS 17, macOS 14, *)\n@frozen public struct Size: Equatable { var w = 0 }",
    "fileprivate struct Hidden {}",
    "package final class Shared {}",
    "open class Base {}",
    "nonisolated struct Value: Sendable {}",
    "final class Legacy: @unchecked Sendable {}",
    "struct Wrapper<Value>: Codable where Value: Codable { var value: Value }",
    "@propertyWrapper\nstruct Clamped<V: Comparable> { var wrappedValue: V }",
    "@dynamicMemberLookup struct Lens<T> { subscript<U>(dynamicMember path: KeyPath<T, U>) -> U { fatalError() } }",
    "func local() {\n  struct Local {}\n  class LocalClass {}\n}",
    "let actor = 1\nlet x = actor + 1",
    "func call(class: Int, struct: Int) {}\nlet y = call(class: 1, struct: 2)",
    "// class NotInComment {}\n/* struct NotInBlock {} */",
    "let s = \"class NotInString {}\"",
    "let t = \"\"\"\n  struct NotInMultiline {}\n  \"\"\"",
    "struct `Backticked` {}",
    "enum E { case `class`, `struct` }",
    "@MainActor\n\npublic\nfinal\nclass Spread {}",
    "struct A {}; struct B {}",
    "actor Counter { var n = 0 }",
    "distributed actor Remote {}",
    "class Generic<T: Equatable, U>: Base where U: Hashable {}",
    "protocol Delegate: class {}",
    "final class Closure { let f = { (x: Int) -> Int in x } }",
    "struct Body: View { var body: some View { VStack { Text(\"a\") } } }",
    "@resultBuilder enum Builder { static func buildBlock(_ parts: Int...) -> Int { parts.count } }",
    "public extension FeedView { struct Row {} }",
    "@preconcurrency @MainActor protocol Legacy {}",
    "@_spi(Testing) public class SPI {}",
    "struct Conditional {\n  #if os(iOS)\n  struct Phone {}\n  #else\n  struct Desktop {}\n  #endif\n}",
    "#if DEBUG\n@MainActor final class DebugMenu {}\n#endif",
  ]

  static func blankingDirectives(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      let directive = ["#if", "#elseif", "#else", "#endif", "#error", "#warning"].contains { trimmed.hasPrefix($0) }
      return directive ? String(repeating: " ", count: line.utf8.count) : String(line)
    }.joined(separator: "\n")
  }

  /// The scanner's declarations in the dump's terms. How many entries each inheritance
  /// clause writes is said only in a file that declares no typealias: the scanner follows
  /// each entry that names one of the file's aliases with what it stands for
  /// (`SupertypeIndex` reads the clauses across files), which the parser does not.
  static func scanned(_ text: String) -> Set<DumpParse.Declaration> {
    let source = ScannedSource(Array(text.utf8))
    let list = source.declarations()
    let types = list.types
    let aliased = list.members.contains { $0.kind == .typealias }
    let positions = source.positions(of: types.map(\.keyword))
    return Set(
      zip(types, positions).map { type, position in
        DumpParse.Declaration(
          line: position.line, column: position.column, kind: type.kind.rawValue, name: type.name,
          modifiers: Set(type.modifiers.map { String($0.prefix { $0 != "(" }) }), attributes: Set(type.attributes),
          inherits: aliased ? -1 : type.inherited.count)
      })
  }

  /// Compares the scanner with the compiler on `files`; returns (agreeing, compared, files parsed).
  static func compare(_ files: [ParsedFile]) -> (agreed: Int, total: Int, parsed: Int, differences: [String]) {
    var agreed = 0
    var total = 0
    var parsed = 0
    var differences: [String] = []
    for file in files {
      guard let dump = file.dump else { continue }
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      var compiler = DumpParse.parse(dump, source: lines.map { Array($0.utf8) })
      parsed += 1
      let scanner = scanned(file.text)
      if scanner.contains(where: { $0.inherits == -1 }) {
        for index in compiler.indices { compiler[index].inherits = -1 }
      }
      let compilerSet = Set(compiler)
      total += compilerSet.union(scanner).count
      agreed += compilerSet.intersection(scanner).count
      for difference in compilerSet.symmetricDifference(scanner) {
        differences.append("\(file.name): \(compilerSet.contains(difference) ? "compiler" : "scanner") \(difference)")
      }
    }
    return (agreed, total, parsed, differences)
  }

  static var swiftc: String? { CompilerAgreementTests.swiftc }

  @Test func scannerAgreesWithTheCompilerOnDeclarations() throws {
    guard let swiftc = Self.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    var generator = SplitMix(seed: 7)
    var files = Self.snippets.enumerated().map { ("s\($0).swift", $1) }
    for index in 0..<24 {
      let count = 3 + Int(generator.next() % 6)
      let parts = (0..<count).map { _ in Self.snippets[Int(generator.next() % UInt64(Self.snippets.count))] }
      files.append(("g\(index).swift", parts.joined(separator: "\n")))
    }
    let result = Self.compare(try ParsedFile.parse(files, swiftc: swiftc))
    print("declaration agreement: \(result.agreed) of \(result.total) declarations in \(result.parsed) files")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().joined(separator: "\n"))")
    #expect(result.parsed == files.count, "swiftc parsed only \(result.parsed) of \(files.count) files")
  }

  /// The toolchain's own module interfaces (the standard library's among them, thousands of
  /// public declarations with every attribute) and this repository's sources.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["FITNESS_SLOW_TESTS"] == "1", "slow: the corpus"))
  func scannerAgreesWithTheCompilerOnACorpus() throws {
    guard let swiftc = Self.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let files = try ParsedFile.corpus(swiftc: swiftc)
    let result = Self.compare(files)
    print(
      "declaration agreement on the corpus: \(result.agreed) of \(result.total) declarations in "
        + "\(result.parsed) of \(files.count) files")
    #expect(result.total > 1000, "the corpus held only \(result.total) declarations")
    #expect(result.differences.isEmpty, "\(result.differences.sorted().prefix(40).joined(separator: "\n"))")
  }

  /// The toolchain's own module interfaces (the standard library's among them) and this
  /// repository's sources, each named for the extension it parses under.
  static func corpus(swiftc: String) throws -> [(name: String, text: String)] {
    let toolchain = URL(fileURLWithPath: swiftc).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lib/swift")
    var paths: [String] = []
    for folder in ["linux", "macosx", "host"] {
      let base = toolchain.appendingPathComponent(folder)
      let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      paths += found.filter { $0.hasSuffix(".swiftinterface") && !$0.hasSuffix(".private.swiftinterface") }
        .map { base.appendingPathComponent($0).path }
    }
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    for folder in ["Sources", "Tests"] {
      let base = repository.appendingPathComponent(folder)
      let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
      paths += found.filter { $0.hasSuffix(".swift") && !$0.contains("Fixtures") }
        .map { base.appendingPathComponent($0).path }
    }
    let files = paths.sorted().enumerated().compactMap { index, path -> (name: String, text: String)? in
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
      // An interface parses as one (its accessors have no bodies) only under its own extension.
      return ("c\(index).\(path.hasSuffix(".swiftinterface") ? "swiftinterface" : "swift")", text)
    }
    return files
  }
}
