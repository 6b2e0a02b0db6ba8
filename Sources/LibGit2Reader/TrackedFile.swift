/// A regular file in a snapshot: its repo-relative path and, for git snapshots, its blob.
package struct TrackedFile: Hashable, Sendable {
  package var path: String
  /// The blob id; nil for a working-tree file that is read from disk.
  package var blob: ObjectID?

  package init(path: String, blob: ObjectID?) {
    self.path = path
    self.blob = blob
  }
}
