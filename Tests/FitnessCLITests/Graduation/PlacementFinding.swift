/// The finding the placement tests graduate: an import boundary over `App/`, placed in
/// `suite` (Xcode and XcodeGen layouts alike).
enum PlacementFinding {
  static func cloudKit(suite: String) -> String {
    "---\ntitle: The app never imports CloudKit\npattern: import-boundary\nmodule: CloudKit\nroots: [App]\nsuite: \(suite)\n---\n"
  }

  /// What `git status` shows when graduate wrote nothing: the finding alone, untracked.
  static let untrackedAlone = "?? findings/0001-cloudkit.md\n"
}
