import RuleEngine
import SwiftScanner

extension SnapshotCheck {
  /// The manifests' bytes, for the rules that read the repository's modules. An Xcode
  /// project is read as its digest (`XcodeProjectTargets.digest`): the one the cache keeps
  /// for its blob, else one made from the file once for every rule of the check (and kept,
  /// where the check writes caches), so no rule reads a 2 MB project file whole.
  func readManifests(_ manifests: [String], into files: inout FileSet) throws {
    let projects = manifests.filter(XcodeProjectTargets.isProject)
    let names = projects.isEmpty ? [] : snapshot.objectNames(of: projects)
    for manifest in manifests where !XcodeProjectTargets.isProject(manifest) {
      files.manifests[manifest] = try snapshot.textBytes(of: manifest) ?? []
    }
    for (project, name) in zip(projects, names) {
      if let name, let kept = projectDigests?.digest(of: name) {
        files.manifests[project] = kept
        continue
      }
      let digest = XcodeProjectTargets.digest(path: project, bytes: try snapshot.textBytes(of: project) ?? [])
      if let name { projectDigests?.keep(digest, of: name) }
      files.manifests[project] = digest
    }
  }
}
