import FitnessTestSupport
import Foundation
import SwiftScanner
import Testing

/// The scanner against the Swift compiler's own parser: `swiftc -frontend
/// -emit-imported-modules` prints the top-level modules a file imports.
///
/// Files without `#if` must agree exactly. Files with `#if` are evaluated by the compiler for
/// this platform only, while the scanner counts every branch, so there the scanner's set
/// must contain the compiler's.
@Suite struct CompilerAgreementTests {
  /// Top-level snippets that are valid Swift at parse level; generated files mix them.
  static let snippets: [String] = [
    "import Alpha",
    "import Beta.Sub",
    "@testable import Gamma",
    "@_exported import Delta",
    "@preconcurrency import Epsilon",
    "@_implementationOnly import Zeta",
    "public import Eta",
    "internal import Theta",
    "package import PackageLevel",
    "fileprivate import FilePrivateLevel",
    "import struct Iota.Thing",
    "import func Kappa.run",
    "import class Lambda.Obj; import enum Mu.E",
    "import typealias Rho.Alias; import protocol Sigma.P; import let Tau.value; import var Upsilon.value",
    "@_spi(Internal) import Nu",
    "@_weakLinked import Weak",
    "@preconcurrency\nimport Chi",
    "import `Psi`",
    "import Omicron // trailing comment: import NopeTrailing",
    "let t1 = 1; import Pi",
    "// import NopeLine",
    "/// doc: import NopeDoc",
    "/* import NopeBlock /* nested: import NopeNested */ import NopeAfterNested */",
    "let s1 = \"import NopeString\"",
    "let s2 = \"\"\"\n  import NopeMultiline\n  \"\"\"",
    "let s3 = #\"import \"NopeRaw\" \\(x)\"#",
    "let s4 = ##\"import \"#NopeRaw2\"# \"##",
    "let s5 = \"\\(\"import NopeInterpolation\")\"",
    "let s6 = \"a \\(f(\"b\", /* import NopeInterpolatedComment */ 1)) c\"",
    "func f(import: Int) {}",
    "struct S { var `import` = 1 }",
    "let r = #/import NopeRegex/#",
    "@available(macOS 10.15, *)\nfunc g() {}",
    "let member = x.import",
  ]

  static let conditionalFiles: [String] = [
    "#if os(iOS)\nimport UIKit\n#elseif os(macOS)\nimport AppKit\n#else\nimport Glibc\n#endif",
    "#if canImport(Combine)\n@preconcurrency import Combine\n#endif\nimport Foundation",
    "#if DEBUG\nimport DebugTools\n#else\n// import NotEvenHere\n#endif",
  ]

  static var swiftc: String? { Toolchain.swiftc }

  /// The modules the compiler reports for `text`, or nil when it cannot parse it cleanly
  /// (unless `despiteErrors`: the compiler lists imports even where the file has errors).
  static func compilerModules(
    _ text: String, in folder: URL, name: String, swiftc: String, despiteErrors: Bool = false
  ) throws -> Set<String>? {
    let file = folder.appendingPathComponent("\(name).swift")
    let output = folder.appendingPathComponent("\(name).txt")
    try Data(text.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-frontend", "-emit-imported-modules", file.path, "-o", output.path]
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 || despiteErrors,
      let listed = try? String(contentsOf: output, encoding: .utf8)
    else { return nil }
    return Set(listed.split(separator: "\n").map(String.init))
  }

  @Test func scannerAgreesWithTheCompiler() throws {
    guard let swiftc = Self.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-agree-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }

    var generator = SplitMix(seed: 42)
    var files: [(text: String, exact: Bool)] = Self.snippets.map { ($0, true) }
    for _ in 0..<160 {
      let count = 3 + Int(generator.next() % 8)
      let lines = (0..<count).map { _ in Self.snippets[Int(generator.next() % UInt64(Self.snippets.count))] }
      let separator = generator.next() % 4 == 0 ? "\r\n" : "\n"
      files.append((lines.joined(separator: separator) + separator, true))
    }
    files += Self.conditionalFiles.map { ($0, false) }

    let texts = files.map(\.text)
    let results = ConcurrentSlots<Set<String>>(count: files.count)
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      let compiler = try? Self.compilerModules(texts[index], in: folder, name: "f\(index)", swiftc: swiftc)
      results.set(index, compiler ?? nil)
    }
    var compared = 0
    var agreed = 0
    for (index, file) in files.enumerated() {
      guard let compiler = results.get(index) else { continue }
      compared += 1
      let scanner = Set(ScannedSource(Array(file.text.utf8)).imports.map(\.module))
      let ok = file.exact ? scanner == compiler : scanner.isSuperset(of: compiler)
      if ok { agreed += 1 }
      #expect(ok, "file \(index): scanner \(scanner.sorted()) vs compiler \(compiler.sorted())\n\(file.text)")
    }
    print("compiler agreement: \(agreed) of \(compared) files (\(files.count - compared) not parsed cleanly by swiftc)")
    #expect(compared >= files.count * 9 / 10, "swiftc parsed only \(compared) of \(files.count) files")
  }
}

/// Every Unicode whitespace and format character around `import`, against what the compiler
/// lists (`-emit-imported-modules` lists imports even where the character is an error).
@Suite struct UnicodeSpaceAgreementTests {
  /// Unicode's White_Space characters, the format characters, and NUL.
  static let characters: [UInt32] =
    [0x00, 0x09, 0x0B, 0x0C, 0x85, 0xA0, 0xAD, 0x061C, 0x1680, 0x180E] + Array(0x2000...0x200F)
    + [0x2028, 0x2029, 0x202A, 0x202E, 0x202F, 0x205F, 0x2060, 0x2061, 0x2064, 0x3000, 0xFEFF]

  @Test func theScannerReadsEveryCharacterAsTheCompilerDoes() throws {
    guard let swiftc = CompilerAgreementTests.swiftc else {
      Issue.record("swiftc is not on PATH; the agreement test needs the toolchain")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fitness-spaces-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts = Self.characters.map { code -> String in
      let c = String(Character(Unicode.Scalar(code)!))
      return
        "import\(c)Alpha\n\(c)import Beta\n@testable\(c)import Gamma\nimport Delta\(c).Sub\nlet a = 1\(c)import Epsilon\n"
    }
    let results = ConcurrentSlots<Set<String>>(count: texts.count)
    DispatchQueue.concurrentPerform(iterations: texts.count) { index in
      let listed = try? CompilerAgreementTests.compilerModules(
        texts[index], in: folder, name: "u\(index)", swiftc: swiftc, despiteErrors: true)
      results.set(index, listed ?? nil)
    }
    var whitespace: [String] = []
    for (index, text) in texts.enumerated() {
      let name = String(format: "U+%04X", Self.characters[index])
      guard let compiler = results.get(index) else {
        Issue.record("swiftc listed nothing for \(name)")
        continue
      }
      let scanner = Set(ScannedSource(Array(text.utf8)).imports.map(\.module))
      #expect(scanner == compiler, "\(name): scanner \(scanner.sorted()) vs compiler \(compiler.sorted())")
      if compiler.contains("Alpha") { whitespace.append(name) }
    }
    // The no-break space hides no import (the compiler takes it with a warning only).
    #expect(whitespace.contains("U+00A0"))
    print("whitespace to the compiler and the scanner: \(whitespace.joined(separator: " "))")
  }
}
