import SwiftScanner

/// The symlinks of a snapshot that lead to one of its regular files.
///
/// The compiler compiles a `.swift` link as its target, and the file system reads any link
/// so, so a check judges the link at its own path with its target's blob, whatever its name. The direct reader (`GitFileReader.DirectRepository`) follows the same
/// rule, `LinkTarget`, at most `LinkTarget.hopLimit` links deep.
enum Links {
  /// For each link (path and blob of its text) that leads to a file of `files`, the file
  /// at the link's path with the target's blob.
  static func resolve(
    _ links: [(path: String, blob: ObjectID)], files: [TrackedFile], in repository: Repository
  ) throws(LibGit2ReaderError) -> [TrackedFile] {
    guard !links.isEmpty else { return [] }
    var blobs: [String: ObjectID] = [:]
    for file in files { blobs[file.path] = file.blob }
    let texts = Texts(links, in: repository)
    var resolved: [TrackedFile] = []
    for link in links {
      guard let first = try texts.text(at: link.path),
        let end = try LinkTarget.end(of: link.path, text: first, textOfLink: texts.text(at:)),
        let blob = blobs[end]
      else { continue }
      resolved.append(TrackedFile(path: link.path, blob: blob))
    }
    return resolved
  }

  /// The links a check cannot read through: those that lead to a folder of `files` holding
  /// Swift files, with the folder (SwiftPM compiles those files again under the link's path,
  /// which no reader lists), and the Swift sources and folders whose chain leaves the
  /// repository, with the hop that leaves. The check refuses them (`RefusedLinks`).
  static func refused(
    _ links: [(path: String, blob: ObjectID)], files: [TrackedFile], in repository: Repository
  ) throws(LibGit2ReaderError) -> [RefusedLink] {
    guard !links.isEmpty else { return [] }
    let swift = files.map(\.path).filter(LinkTarget.isCompiledSwift)
    let texts = Texts(links, in: repository)
    var found: [RefusedLink] = []
    for link in links {
      guard let first = try texts.text(at: link.path) else { continue }
      switch try LinkTarget.follow(link.path, text: first, textOfLink: texts.text(at:)) {
      case .outside(let leaving) where RefusedLink.mayHideSwift(link.path):
        found.append(RefusedLink(path: link.path, target: leaving, kind: .outside))
      case .inside(let target)
      where !link.path.hasSuffix(".swift") && swift.contains(where: { $0.hasPrefix(target + "/") }):
        found.append(RefusedLink(path: link.path, target: target, kind: .folder))
      default: continue
      }
    }
    return found
  }

  /// The texts of a snapshot's links, by path.
  private struct Texts {
    var blobs: [String: ObjectID] = [:]
    let repository: Repository

    init(_ links: [(path: String, blob: ObjectID)], in repository: Repository) {
      self.repository = repository
      for link in links { blobs[link.path] = link.blob }
    }

    /// The text of the link at `path`; nil when no link is there, or its blob is too long to
    /// be a path.
    func text(at path: String) throws(LibGit2ReaderError) -> [UInt8]? {
      guard let blob = blobs[path], case .text(let text) = try Blob.contents(of: blob, path: path, in: repository),
        text.count <= 4096
      else { return nil }
      return text
    }
  }
}
