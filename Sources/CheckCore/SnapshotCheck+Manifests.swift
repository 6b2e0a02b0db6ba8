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

  /// Whether a commit that changes or removes `paths` changes what a rule reads of the
  /// manifests: a `Package.swift`, Tuist manifest, Xcode project or XcodeGen spec, or a
  /// YAML file a staged spec includes, directly or through another (one it names that the
  /// commit removes too). Any other YAML file (a CI workflow, a linter's settings) is no
  /// manifest of this commit.
  ///
  /// Staged specs suffice: a file HEAD's specs included and the staged ones do not is so
  /// because the commit changed or removed a file on its chain of includes, and the first of
  /// those is included by the staged specs, or is a spec.
  package func changesManifests(_ paths: [String]) throws -> Bool {
    let touched = paths.filter(ManifestName.isBuildManifest)
    guard !touched.isEmpty else { return false }
    if touched.contains(where: { !ManifestName.isYAML($0) || XcodeGenTargets.isSpec($0) }) { return true }
    var files: [String: [UInt8]] = [:]
    for path in try snapshot.buildManifestPaths() where ManifestName.isYAML(path) {
      files[path] = try snapshot.textBytes(of: path)
    }
    return touched.contains(where: XcodeGenTargets.includedBySpecs(in: files).contains)
  }
}
