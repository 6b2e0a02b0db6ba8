import CheckCore
import SwiftScanner

/// Where a snapshot's builds compile Swift sources, as its SwiftPM manifests say
/// (`PackageManifest.compiledFolders`): a link a check cannot read through is refused only
/// there (`RefusedLinks`). The front refuses every such link and hands the check to the
/// tool, which asks this.
enum CompiledFolders {
  /// Whether a build compiles what lies at a path; nil when the manifests cannot say.
  static func reach(in snapshot: any SnapshotReading) throws -> ((String) -> Bool)? {
    PackageManifest.compiledFolders(paths: try snapshot.allPaths()) { try? snapshot.text(of: $0) ?? nil }
  }
}
