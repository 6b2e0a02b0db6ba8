import GitFileReader
import RuleEngine
import SwiftScanner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Xcode projects' targets kept by blob under `<common git dir>/fitness/projects/`, as
/// String Catalogs' copy is (`CatalogCache`): a rule that reads the repository's modules
/// (a layer's `mayImport`, the targets' dependencies) reads an app's 2 MB `project.pbxproj`
/// as a digest of a few kilobytes (`XcodeProjectTargets.digest`) while the project is
/// unchanged, where reading its targets took most of a commit's check.
///
/// One file per project blob, named by a hash of the blob and everything the reading
/// depends on (this format, fitness's version, the engine's fingerprint); it ends in a
/// CRC-32 of the rest, and a damaged file is a miss.
package final class ProjectDigestCache {
  package static let formatVersion = 1

  private let folder: String
  /// Replaces a file whole (the tool's atomic writer); nil for a reader that only reads
  /// (the front, and every staged check).
  private let write: ((_ path: String, _ bytes: [UInt8]) -> Void)?

  package init(commonDirectory: String, write: ((_ path: String, _ bytes: [UInt8]) -> Void)? = nil) {
    folder = commonDirectory + "/fitness/projects"
    self.write = write
  }

  func file(of blob: ObjectHash) -> String {
    let key = FNV1a.hex([
      "format \(Self.formatVersion)", "fitness \(FitnessBuild.version)", "engine \(FitnessBuild.engineFingerprint)",
      blob.description,
    ])
    return folder + "/" + key + ".digest"
  }

  /// The kept digest of the project `blob`; nil when none is kept or it is damaged.
  package func digest(of blob: ObjectHash) -> [UInt8]? {
    guard let bytes = FileText.read(file(of: blob)), bytes.count >= 4 else { return nil }
    let body = bytes.count - 4
    let stated = bytes[body...].reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    guard CRC32.of(Array(bytes[..<body])) == stated else { return nil }
    let digest = Array(bytes[..<body])
    return XcodeProjectTargets.isDigest(digest) ? digest : nil
  }

  package func keep(_ digest: [UInt8], of blob: ObjectHash) {
    guard let write else { return }
    // `<common>/fitness`, then its `projects`; either may be there already.
    _ = mkdir(String(folder.dropLast("/projects".count)), 0o755)
    _ = mkdir(folder, 0o755)
    let crc = CRC32.of(digest)
    write(file(of: blob), digest + (0..<4).map { UInt8(truncatingIfNeeded: crc >> (8 * $0)) })
  }
}
