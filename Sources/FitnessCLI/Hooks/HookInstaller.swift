import Foundation

/// Installs and removes the hooks, keeping any hook that was there before.
///
/// Git runs `pre-commit` before a commit it records from the index, and `pre-merge-commit`
/// (not `pre-commit`) before the commit of a merge that needed no hand: both hooks run the
/// same script, `hooks/pre-commit` from this repository, embedded in the binary, with the
/// absolute path of the running `fitness` baked in. A foreign hook is moved aside to
/// `<name>.legacy` and run first by ours; uninstall moves it back.
struct HookInstaller {
  static let marker = "# fitness-hook: pre-commit"
  /// The hooks git runs before it records a commit whose tree the index holds.
  static let hookNames = ["pre-commit", "pre-merge-commit"]

  struct Refusal: Error, CustomStringConvertible {
    var description: String
  }

  enum Outcome: Equatable {
    case installed(path: String, keptLegacy: Bool)
    case updated(path: String)
    case alreadyInstalled(path: String)
    case removed(path: String, restoredLegacy: Bool)
  }

  var hooksDirectory: String
  var fileManager = FileManager.default

  func hookPath(_ name: String) -> String { hooksDirectory + "/" + name }
  func legacyPath(_ name: String) -> String { hookPath(name) + ".legacy" }

  /// The script to install for a binary at `binary`.
  static func script(binary: String) -> String {
    let quoted = binary.replacingOccurrences(of: "'", with: "'\\''")
    return EmbeddedFiles.preCommitHook.replacingOccurrences(of: "@FITNESS_BIN@", with: quoted)
  }

  /// Installs every hook of `hookNames`. Refuses before writing anything when one of them
  /// cannot be installed.
  func install(binary: String, force: Bool) throws -> [Outcome] {
    try fileManager.createDirectory(atPath: hooksDirectory, withIntermediateDirectories: true)
    for name in Self.hookNames {
      if let existing = read(hookPath(name)), !existing.contains(Self.marker),
        fileManager.fileExists(atPath: legacyPath(name)), !force
      {
        throw Refusal(
          description: "both '\(hookPath(name))' and '\(legacyPath(name))' exist and neither is fitness's; "
            + "merge them by hand, or pass --force to replace the old backup with the current hook")
      }
    }
    return try Self.hookNames.map { try install($0, binary: binary) }
  }

  private func install(_ name: String, binary: String) throws -> Outcome {
    let script = Self.script(binary: binary)
    let hookPath = hookPath(name)
    let legacyPath = legacyPath(name)
    var keptLegacy = false
    if let existing = read(hookPath) {
      if existing == script { return .alreadyInstalled(path: hookPath) }
      if existing.contains(Self.marker) {
        try write(script, to: hookPath)
        return .updated(path: hookPath)
      }
      if fileManager.fileExists(atPath: legacyPath) { try fileManager.removeItem(atPath: legacyPath) }
      try fileManager.moveItem(atPath: hookPath, toPath: legacyPath)
      keptLegacy = true
    }
    try write(script, to: hookPath)
    return .installed(path: hookPath, keptLegacy: keptLegacy || fileManager.fileExists(atPath: legacyPath))
  }

  /// Removes each of fitness's hooks and puts back the hook it replaced; a hook that is not
  /// fitness's is left alone. Refuses when there is none of fitness's to remove.
  func uninstall() throws -> [Outcome] {
    let ours = Self.hookNames.filter { read(hookPath($0))?.contains(Self.marker) == true }
    guard !ours.isEmpty else {
      if let foreign = Self.hookNames.first(where: { read(hookPath($0)) != nil }) {
        throw Refusal(description: "'\(hookPath(foreign))' was not installed by fitness; leaving it alone")
      }
      throw Refusal(description: "no pre-commit hook is installed in '\(hooksDirectory)'")
    }
    return try ours.map { name in
      try fileManager.removeItem(atPath: hookPath(name))
      guard fileManager.fileExists(atPath: legacyPath(name)) else {
        return .removed(path: hookPath(name), restoredLegacy: false)
      }
      try fileManager.moveItem(atPath: legacyPath(name), toPath: hookPath(name))
      return .removed(path: hookPath(name), restoredLegacy: true)
    }
  }

  private func read(_ path: String) -> String? {
    guard let data = fileManager.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Written whole or not at all, and executable, so git never runs half a hook.
  private func write(_ text: String, to path: String) throws {
    try AtomicFile.replace(path, with: text, permissions: 0o755)
  }
}
