import FitnessTestSupport
import Foundation

/// Files as the compiler's parser read them: each file's text with its `#if` lines blanked
/// (the dump leaves every branch out, so both sides read them all), and what
/// `swiftc -dump-parse` printed for it; nil where the compiler reported an error.
struct ParsedFile {
  var name: String
  var text: String
  var dump: String?

  /// `files` parsed in batches on every core (`Toolchain.dumpParse`).
  static func parse(_ files: [(name: String, text: String)], swiftc: String) throws -> [ParsedFile] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-parsed-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let blanked = files.map { (name: $0.name, text: DeclarationAgreementTests.blankingDirectives($0.text)) }
    for file in blanked { try Data(file.text.utf8).write(to: folder.appendingPathComponent(file.name)) }
    let dumps = Toolchain.dumpParse(blanked.map { folder.appendingPathComponent($0.name).path }, swiftc: swiftc)
    return blanked.map { file in
      ParsedFile(name: file.name, text: file.text, dump: dumps[folder.appendingPathComponent(file.name).path] ?? nil)
    }
  }

  /// The corpus (`DeclarationAgreementTests.corpus`), parsed once per run: the declaration
  /// and member agreements read the same dumps.
  static func corpus(swiftc: String) throws -> [ParsedFile] {
    try Corpus.shared.parsed(swiftc: swiftc)
  }

  private final class Corpus: @unchecked Sendable {
    static let shared = Corpus()
    private let lock = NSLock()
    private var files: [ParsedFile]?

    func parsed(swiftc: String) throws -> [ParsedFile] {
      lock.lock()
      defer { lock.unlock() }
      if let files { return files }
      let parsed = try ParsedFile.parse(DeclarationAgreementTests.corpus(swiftc: swiftc), swiftc: swiftc)
      files = parsed
      return parsed
    }
  }
}
