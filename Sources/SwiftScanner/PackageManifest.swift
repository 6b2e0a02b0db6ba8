/// What a `Package.swift` says of its targets, read from its text (never run): each target
/// call's arguments, its literal name and path, and so the folders its targets compile.
///
/// Graduate reads test targets with it; the check and the suites read where links are
/// compiled (`compiledFolders`), so a link no target reaches is not refused.
public enum PackageManifest {
  /// The arguments of each call that opens with `call` (`.target(`) in a manifest's text,
  /// to its closing parenthesis, string literals skipped.
  public static func targetCalls(in manifest: String, call: String) -> [String] {
    var found: [String] = []
    let text = Array(manifest.utf8)
    let opener = Array(call.utf8)
    var index = 0
    while index + opener.count <= text.count {
      guard text[index..<(index + opener.count)].elementsEqual(opener) else {
        index += 1
        continue
      }
      var depth = 1
      var end = index + opener.count
      var inString = false
      while end < text.count, depth > 0 {
        let byte = text[end]
        if byte == UInt8(ascii: "\"") { inString.toggle() }
        if !inString, byte == UInt8(ascii: "(") { depth += 1 }
        if !inString, byte == UInt8(ascii: ")") { depth -= 1 }
        end += 1
      }
      found.append(String(decoding: text[(index + opener.count)..<end], as: UTF8.self))
      index = end
    }
    return found
  }

  /// The string literal right after `label` in `text`.
  public static func string(after label: String, in text: String) -> String? {
    guard let end = self.end(of: label, in: text) else { return nil }
    let rest = text.utf8[end...].drop {
      $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t")
    }
    guard rest.first == UInt8(ascii: "\"") else { return nil }
    let body = rest.dropFirst().prefix { $0 != UInt8(ascii: "\"") }
    return body.isEmpty ? nil : String(decoding: body, as: UTF8.self)
  }

  /// Where the first `needle` in `text` ends; nil when there is none. (The engine links no
  /// Foundation, and the standard library's searches need newer systems than a team's
  /// deployment target.)
  static func end(of needle: String, in text: String) -> String.Index? {
    let wanted = Array(needle.utf8)
    let bytes = text.utf8
    guard !wanted.isEmpty, bytes.count >= wanted.count else { return nil }
    var start = bytes.startIndex
    while bytes.distance(from: start, to: bytes.endIndex) >= wanted.count {
      if bytes[start...].starts(with: wanted) { return bytes.index(start, offsetBy: wanted.count) }
      start = bytes.index(after: start)
    }
    return nil
  }

  /// The folders, relative to the package, that a manifest's targets compile (test targets
  /// and plugins included; SwiftPM's default folders for a target given no `path:`); nil
  /// when a target's folder cannot be read from the text (a name or path that is not a
  /// string literal, targets listed elsewhere).
  public static func targetFolders(in manifest: String) -> [String]? {
    var folders: [String] = []
    var calls = 0
    for (call, defaults) in [
      (".target(", sourceRoots), (".executableTarget(", sourceRoots), (".macro(", sourceRoots),
      (".testTarget(", ["Tests"]), (".plugin(", ["Plugins"]),
    ] {
      for arguments in targetCalls(in: manifest, call: call) {
        calls += 1
        // A product (`.plugin(name:targets:)`) has no folder of its own.
        if call == ".plugin(", end(of: "targets:", in: arguments) != nil { continue }
        guard let name = string(after: "name:", in: arguments) else { return nil }
        if end(of: "path:", in: arguments) != nil {
          guard let path = string(after: "path:", in: arguments) else { return nil }
          folders.append(path == "." ? "" : path)
        } else {
          folders += defaults.map { "\($0)/\(name)" }
        }
      }
    }
    if calls == 0, end(of: "targets:", in: manifest) != nil { return nil }
    return folders
  }

  /// The folders SwiftPM looks in for a target declared without a path.
  public static let sourceRoots = ["Sources", "Source", "src", "srcs"]

  /// Whether a build compiles what lies at a path, as far as the manifests among `paths`
  /// say (`read` gives a file's text); nil when they cannot say: an Xcode project, an
  /// XcodeGen or Tuist manifest, no `Package.swift`, or one whose targets cannot be placed.
  /// Every manifest's targets count, a nested or fixture package's too.
  public static func compiledFolders(paths: [String], read: (String) -> String?) -> ((String) -> Bool)? {
    let unread = paths.contains { path in
      path.hasSuffix(".xcodeproj/project.pbxproj")
        || ["project.yml", "project.yaml", "Project.swift"].contains(String(path.split(separator: "/").last ?? ""))
    }
    let manifests = paths.filter(ManifestName.isPackage)
    guard !unread, !manifests.isEmpty else { return nil }
    var folders: [String] = []
    for manifest in manifests {
      guard let text = read(manifest), let found = targetFolders(in: text) else { return nil }
      let package = String(manifest.dropLast(manifest.split(separator: "/").last!.count))
      folders += found.map { package + $0 }
    }
    return { path in
      folders.contains { folder in folder.isEmpty || path == folder || path.hasPrefix(folder + "/") }
    }
  }
}
