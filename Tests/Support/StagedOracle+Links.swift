/// The oracle's own reading of links, written from what the file system does with a link's
/// text and nothing of fitness's: each hop read against its own link's folder, at most
/// eight hops.
extension StagedOracle {
  enum Lead: Equatable {
    /// A path inside the repository, whatever is there.
    case inside([UInt8])
    /// Out of the repository: an absolute text, or `..` above the root.
    case outside
    /// An empty text, the root itself, or a loop.
    case nowhere
  }

  /// Where the link at `path`, whose text is `text`, leads; `passes` gets each path the
  /// chain reaches after the link itself, the last one its end.
  static func follow(
    _ path: [UInt8], text: [UInt8], textOf: ([UInt8]) throws -> [UInt8]?, passes: inout [[UInt8]]
  ) throws -> Lead {
    var (current, text) = (path, text)
    for _ in 0..<8 {
      if text.isEmpty || text.contains(0) { return .nowhere }
      if text.first == 0x2F { return .outside }
      var folder = current.split(separator: 0x2F).dropLast().map(Array.init)
      for part in text.split(separator: 0x2F) {
        if part.elementsEqual(".".utf8) { continue }
        if part.elementsEqual("..".utf8) {
          if folder.isEmpty { return .outside }
          folder.removeLast()
        } else {
          folder.append(Array(part))
        }
      }
      if folder.isEmpty { return .nowhere }
      let target = Array(folder.joined(separator: [0x2F]))
      passes.append(target)
      guard let next = try textOf(target) else { return .inside(target) }
      (current, text) = (target, next)
    }
    return .nowhere
  }

  /// The paths HEAD holds a file at: its regular files, and its links whose chain ends at
  /// one of them.
  static func headFiles(_ repo: ScratchRepository) throws -> [[UInt8]] {
    var modes: [[UInt8]: (mode: [UInt8], object: String)] = [:]
    for record in try repo.gitBytes(["ls-tree", "-r", "-z", "HEAD"]).split(separator: 0) {
      let tab = record.firstIndex(of: 0x09)!
      let fields = record[..<tab].split(separator: 0x20)
      modes[Array(record[(tab + 1)...])] = (Array(fields[0]), String(decoding: fields[2], as: UTF8.self))
    }
    func regular(_ path: [UInt8]) -> Bool { modes[path].map { $0.mode.starts(with: "10".utf8) } ?? false }
    func text(_ path: [UInt8]) throws -> [UInt8]? {
      guard let entry = modes[path], entry.mode.elementsEqual("120000".utf8) else { return nil }
      return try repo.gitBytes(["cat-file", "blob", entry.object])
    }
    var found: [[UInt8]] = []
    for path in modes.keys {
      if regular(path) {
        found.append(path)
      } else if let first = try text(path) {
        var passes: [[UInt8]] = []
        if case .inside(let end) = try follow(path, text: first, textOf: text, passes: &passes), regular(end) {
          found.append(path)
        }
      }
    }
    return found
  }

  static func isSwift(_ path: [UInt8]) -> Bool { path.count > 6 && path.suffix(6).elementsEqual(".swift".utf8) }

  /// `Package.swift`, or a version-specific manifest (`Package@swift-5.9.swift`).
  static func isManifest(_ path: [UInt8]) -> Bool {
    let name = path.split(separator: 0x2F).last.map(Array.init) ?? []
    return name.elementsEqual("Package.swift".utf8) || name.starts(with: "Package@swift-".utf8)
  }

  /// Whether the last part of `path` has an extension (a dot after its first byte).
  static func hasExtension(_ path: [UInt8]) -> Bool {
    (path.split(separator: 0x2F).last ?? []).dropFirst().contains(0x2E)
  }
}
