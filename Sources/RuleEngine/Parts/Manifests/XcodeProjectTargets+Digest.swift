#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A project file's targets as a few lines (its digest), for a reader to keep in place of
/// the file: an app's `project.pbxproj` runs to megabytes, and reading its targets costs
/// tens of milliseconds, where a commit's check has a few. The check reads each project once
/// and keeps each project blob's digest (by blob, under the git directory);
/// `read(path:bytes:)` takes a digest as it takes the file, positions and all.
extension XcodeProjectTargets {
  static let digestMagic = Array("\u{1}fitness project digest 1\n".utf8)

  /// Whether `bytes` are a digest rather than a project file.
  public static func isDigest(_ bytes: [UInt8]) -> Bool { bytes.starts(with: digestMagic) }

  /// The digest of the project file at `path` holding `bytes`: what `read` finds there, or
  /// why it cannot read it. A digest's digest is itself.
  public static func digest(path: String, bytes: [UInt8]) -> [UInt8] {
    guard !isDigest(bytes) else { return bytes }
    var lines: [[String]] = []
    switch read(path: path, bytes: bytes) {
    case .failure(let problem):
      lines.append(["unreadable", "\(problem.position.line)", "\(problem.position.column)", problem.reason])
    case .success(let targets):
      for found in targets {
        let target = found.target
        lines.append([
          "target", target.name, target.kind.rawValue, "\(target.position.line)", "\(target.position.column)",
          found.moduleName,
        ])
        lines += found.folders.map { ["folder", $0] } + found.excluded.map { ["excluded", $0] }
        lines += target.dependencies.map {
          ["dependency", $0.name, $0.package ?? "", "\($0.position.line)", "\($0.position.column)"]
        }
      }
    }
    return digestMagic + Array(lines.map { $0.map(escaped).joined(separator: "\t") + "\n" }.joined().utf8)
  }

  /// The targets a digest holds; nil for a damaged one.
  static func undigest(_ bytes: [UInt8], path: String) -> Result<[ProjectTarget], ManifestTargets.Unreadable>? {
    var targets: [ProjectTarget] = []
    // Split as bytes: a large app's digest holds thousands of lines.
    let folderLine = Array("folder\t".utf8)
    for line in bytes[digestMagic.count...].split(separator: 0x0A) {
      // Most lines name one listed file: read without splitting, when nothing is escaped.
      if line.starts(with: folderLine), !targets.isEmpty, !line.contains(0x5C), !line.dropFirst(7).contains(0x09) {
        targets[targets.count - 1].folders.append(String(decoding: line.dropFirst(7), as: UTF8.self))
        continue
      }
      let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map {
        unescaped(String(decoding: $0, as: UTF8.self))
      }
      func number(_ index: Int) -> Int? { index < fields.count ? Int(fields[index]) : nil }
      switch fields.first {
      case "unreadable":
        guard fields.count == 4, let line = number(1), let column = number(2) else { return nil }
        return .failure(.init(position: SourcePosition(line: line, column: column), reason: fields[3]))
      case "target":
        guard fields.count == 6, let kind = ManifestTarget.Kind(rawValue: fields[2]), let line = number(3),
          let column = number(4)
        else { return nil }
        let target = ManifestTarget(
          name: fields[1], kind: kind, path: nil, position: SourcePosition(line: line, column: column),
          dependencies: [])
        targets.append(ProjectTarget(target: target, file: path, folders: [], moduleName: fields[5]))
      case "folder" where fields.count == 2 && !targets.isEmpty:
        targets[targets.count - 1].folders.append(fields[1])
      case "excluded" where fields.count == 2 && !targets.isEmpty:
        targets[targets.count - 1].excluded.append(fields[1])
      case "dependency" where fields.count == 5 && !targets.isEmpty:
        guard let line = number(3), let column = number(4) else { return nil }
        targets[targets.count - 1].target.dependencies.append(
          .init(
            name: fields[1], package: fields[2].isEmpty ? nil : fields[2],
            position: SourcePosition(line: line, column: column)))
      default:
        return nil
      }
    }
    return .success(targets)
  }

  /// A field with its backslashes, tabs and line breaks written as escapes.
  static func escaped(_ field: String) -> String {
    guard field.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A }) else { return field }
    return field.replacingAll("\\", with: "\\\\").replacingAll("\t", with: "\\t").replacingAll("\n", with: "\\n")
  }

  static func unescaped(_ field: String) -> String {
    guard field.utf8.contains(0x5C) else { return field }
    var out = ""
    var escaping = false
    for character in field {
      if escaping {
        out.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        out.append(character)
      }
    }
    return out
  }
}
