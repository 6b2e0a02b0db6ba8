/// A regular file in a snapshot: its repo-relative path and, for git snapshots, its blob.
public struct TrackedFile: Hashable, Sendable {
  public var path: String
  /// The blob id; nil for a working-tree file that is read from disk.
  public var blob: ObjectID?

  public init(path: String, blob: ObjectID?) {
    self.path = path
    self.blob = blob
  }
}
