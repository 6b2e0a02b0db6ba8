/// A staged link fitness will not read through, where a rule would judge what the build
/// compiles behind it: the check stops (exit 2) rather than pass what it cannot see.
public struct RefusedLink: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A link to a folder of the repository holding Swift files, which SwiftPM compiles
    /// again under the link's path; `target` is the folder.
    case folder
    /// A Swift source, or a folder (a name with no extension), reached through a link that
    /// leaves the repository (an absolute path, or one above the root): the compiler reads
    /// whatever each machine has there; `target` is the text of the hop that leaves.
    case outside
  }

  public var path: String
  public var target: String
  public var kind: Kind

  public init(path: String, target: String, kind: Kind) {
    (self.path, self.target, self.kind) = (path, target, kind)
  }

  /// Whether a link at `path` that leaves the repository may hide Swift the build compiles:
  /// a `.swift` link (not a manifest), or a name with no extension, which may be a folder.
  /// A link named as another kind of file (`Link.storyboard`, `Vendor.framework`) is not a
  /// source, and stays no file.
  public static func mayHideSwift(_ path: String) -> Bool {
    if path.hasSuffix(".swift") { return LinkTarget.isCompiledSwift(path) }
    let name = path.split(separator: "/").last ?? ""
    return !name.dropFirst().contains(".")
  }

  /// The path a rule's selection is asked about for this link: the link itself for a
  /// Swift source, a file under it for a folder.
  public var judgedPath: String { Self.judgedPath(of: path) }

  /// The same for a link at `path`, before its text is read.
  public static func judgedPath(of path: String) -> String {
    path.hasSuffix(".swift") ? path : path + "/Linked.swift"
  }

  /// What the check says of this link, reached by the rule `ruleID` written in `suitePath`:
  /// why it cannot be read through, and both sides to change.
  public func refusal(ruleID: String, suitePath: String) -> String {
    let contract = "or change the contract: add '\(path)' to the rule's exclude in \(suitePath)"
    switch kind {
    case .folder:
      return "this is a link to the folder \(target), whose Swift files SwiftPM compiles again under \(path)/, "
        + "where [\(ruleID)] would judge them, and fitness does not read files through a folder link; change the "
        + "code: replace the link with the files (or a local package), \(contract) and judge \(target) at its own "
        + "path"
    case .outside:
      let swift = path.hasSuffix(".swift")
      return "this \(swift ? "Swift source" : "folder") is a link that leaves the repository (\(target)), so the "
        + "compiler reads whatever each machine has there, which [\(ruleID)] cannot judge from what git holds; "
        + "change the code: make it a relative link to a path in the repository, or replace it with the "
        + "\(swift ? "file" : "files"), \(contract)"
    }
  }
}
