// Generated from the files the binary carries; do not edit by hand.
// Regenerate with scripts/embed-files; EmbeddedFilesTests fail when this is stale.
extension FitnessBuild {
  /// FNV-1a over the engine sources `fitness graduate` vendors, each path and text:
  /// what a vendored copy and a scan cache key record of this build.
  public static let engineFingerprint = "099456933c225d4e"
}
