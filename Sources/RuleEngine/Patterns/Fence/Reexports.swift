#if canImport(SwiftScanner)
  import SwiftScanner
#endif

/// A rule's re-exporters, resolved against the files of one snapshot.
///
/// `@_exported import CloudKit` in module `Kit` means every `import Kit` brings CloudKit
/// in without spelling it: a fence on CloudKit would miss each such file. The rule records
/// its re-exporters (`reexports: ["Kit": ["Sources/Kit/Exports.swift"]]`) so the hook
/// needs only those few files to see through them; what they re-export is read from the
/// files themselves, as committed, never from the record.
struct Reexports {
  /// An import as a fence judges it: written, or brought in through a re-exporter.
  struct SeenImport {
    var module: String
    var position: SourcePosition
    /// The re-exporter spelled in the file, when the module came in through one.
    var via: String?
  }

  /// For each recorded re-exporter, the modules an import of it brings in, transitively
  /// (Kit re-exports Kit2, which re-exports CloudKit).
  private(set) var brought: [String: Set<String>] = [:]

  init(_ rule: FenceRule, in files: FileSet) {
    guard !rule.reexports.isEmpty else { return }
    var direct: [String: Set<String>] = [:]
    for (module, paths) in rule.reexports {
      for path in paths {
        for declaration in files.facts(of: path, needles: [])?.imports ?? [] where declaration.isExported {
          direct[module, default: []].insert(declaration.module)
        }
      }
    }
    for module in direct.keys {
      var seen = Set<String>()
      var pending = Array(direct[module] ?? [])
      while let next = pending.popLast() {
        guard next != module, seen.insert(next).inserted else { continue }
        pending += direct[next] ?? []
      }
      brought[module] = seen
    }
  }

  /// The file's imports with what re-exporters bring: `import Kit` reads as itself and as
  /// an import of each module Kit re-exports, at the same place.
  func imports(of facts: SourceFacts) -> [SeenImport] {
    var seen: [SeenImport] = []
    for declaration in facts.imports {
      seen.append(SeenImport(module: declaration.module, position: declaration.position, via: nil))
      for module in (brought[declaration.module] ?? []).sorted() {
        seen.append(SeenImport(module: module, position: declaration.position, via: declaration.module))
      }
    }
    return seen
  }

  /// Whether `facts` import `module`, directly or through a re-exporter.
  func imports(_ module: String, in facts: SourceFacts) -> Bool {
    facts.imports.contains { $0.module == module || brought[$0.module]?.contains(module) == true }
  }
}

extension LiteralArgument {
  /// `reexports`, as graduate writes it into every fence literal.
  public static let reexports = LiteralArgument(
    "reexports", .reexporters, doc: "written by graduate: each re-exporting module with its files")
}
