import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift toolchain's executables, found on PATH as a developer's shell finds them: the
/// compiler is the oracle the scanner and the literal reader are held to.
public enum Toolchain {
  /// `swiftc`, or nil when PATH has none.
  public static var swiftc: String? { executable("swiftc") }

  /// The executable `name` on PATH; nil when there is none.
  public static func executable(_ name: String) -> String? {
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let candidate = "\(folder)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether PATH has the executable `name` (Graphviz's `dot`, say).
  public static func onPath(_ name: String) -> Bool { executable(name) != nil }
}

extension Toolchain {
  /// What `swiftc -frontend -dump-parse` prints for each of `files`, by path, with
  /// `arguments` added (`-swift-version 5`). A file the compiler reports an error in maps to
  /// nil, unless `keepingErrors`: then to what the parser made of it anyway.
  ///
  /// The runs share every core. With `batch` above 1, one compiler run parses that many
  /// files (each a primary file, so each is dumped): thousands of generated files are a few
  /// dozen processes, not thousands. A batch the compiler reports an error in is halved
  /// until the error is pinned on its file, so a file's answer never depends on its
  /// neighbours; files of one extension share a batch, since an interface parses as one only
  /// under its own. Batches are for files of declarations only: a file parsed alone is the
  /// program's main file, where a top-level `let` is a statement, and in a batch a library
  /// file, where it declares a global.
  public static func dumpParse(
    _ files: [String], swiftc: String, arguments: [String] = [], keepingErrors: Bool = false, batch: Int = 1
  ) -> [String: String?] {
    let groups = Dictionary(grouping: files) { URL(fileURLWithPath: $0).pathExtension }.values.flatMap { group in
      stride(from: 0, to: group.count, by: batch).map { Array(group[$0..<min($0 + batch, group.count)]) }
    }
    let results = ConcurrentSlots<[String: String?]>(count: groups.count)
    DispatchQueue.concurrentPerform(iterations: groups.count) { index in
      results.set(index, dumped(groups[index], swiftc: swiftc, arguments: arguments, keepingErrors: keepingErrors))
    }
    var all: [String: String?] = [:]
    for index in groups.indices {
      for (file, dump) in results.get(index) ?? [:] { all[file] = dump }
    }
    return all
  }

  /// One batch's dumps, halving it where the compiler reports an error.
  private static func dumped(_ files: [String], swiftc: String, arguments: [String], keepingErrors: Bool)
    -> [String: String?]
  {
    guard !files.isEmpty else { return [:] }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-frontend", "-dump-parse"] + arguments + files.flatMap { ["-primary-file", $0] }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return Dictionary(uniqueKeysWithValues: files.map { ($0, nil) }) }
    // Ended by a NUL for `strstr`: a dump is text, and holds none.
    let dump = [UInt8](output.fileHandleForReading.readDataToEndOfFile()) + [0]
    process.waitUntilExit()
    if process.terminationStatus != 0, !keepingErrors {
      if files.count == 1 { return [files[0]: nil] }
      let half = files.count / 2
      return dumped(Array(files[..<half]), swiftc: swiftc, arguments: arguments, keepingErrors: false)
        .merging(dumped(Array(files[half...]), swiftc: swiftc, arguments: arguments, keepingErrors: false)) { $1 }
    }
    // Each file's dump opens with `(source_file "path"`, on a line of its own or right after
    // the last parenthesis of the one before.
    var found: [String: String?] = [:]
    var starts: [(file: String, at: Int)] = []
    var from = 0
    for file in files {
      guard let at = offset(of: "(source_file \"\(file)\"", in: dump, from: from) else { break }
      starts.append((file, at))
      from = at + 1
    }
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1].at : dump.count - 1
      found[start.file] = String(decoding: dump[start.at..<end], as: UTF8.self)
    }
    for file in files where found[file] == nil { found[file] = .some(nil) }
    return found
  }

  /// Where `needle` first occurs in `bytes` (ended by a NUL) at or after `from`: libc's
  /// `strstr`, since a batch of interfaces dumps tens of megabytes, which a search compiled
  /// without optimisation crawls through.
  private static func offset(of needle: String, in bytes: [UInt8], from: Int) -> Int? {
    guard from < bytes.count - 1 else { return nil }
    return bytes.withUnsafeBufferPointer { haystack in
      haystack.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { base in
        guard let hit = strstr(base + from, needle) else { return nil }
        return base.distance(to: hit)
      }
    }
  }
}

extension Toolchain {
  /// Runs `swift arguments` in `directory`, as a developer would, but without indexing the
  /// system modules: `swift build` and `swift test` compile a temporary package in two thirds
  /// of the time (15.5 s, 10.6 s without, on the fixture every package test starts from).
  /// The index store itself stays: `swift test` finds XCTest's tests through it on Linux.
  public static func swiftPM(_ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws
    -> ProcessResult
  {
    var arguments = arguments
    if let command = arguments.first, ["build", "test", "run"].contains(command) {
      arguments.insert(contentsOf: ["-Xswiftc", "-index-ignore-system-modules"], at: 1)
    }
    return try ProcessResult.run("/usr/bin/env", ["swift"] + arguments, in: directory, environment: environment)
  }
}
