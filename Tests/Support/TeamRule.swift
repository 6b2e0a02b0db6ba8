import Foundation
import Testing

/// One rule a team states about its app: its finding, a change that breaks it (a file and
/// its text), where the hook and `check --rev` must name the break, and the file mended.
public struct TeamRule: Sendable, CustomStringConvertible {
  public var id: String
  public var finding: String
  public var path: String
  public var broken: String
  public var place: String
  public var mended: String

  public var description: String { id }

  public init(id: String, finding: String, path: String, broken: String, place: String, mended: String) {
    (self.id, self.finding, self.path, self.broken, self.place, self.mended) = (
      id, finding, path, broken, place, mended
    )
  }

  /// An app of `sources` with every rule graduated (each proven red by its drill), the hook
  /// installed, and all of it committed.
  public static func graduated(manifest: String, sources: [String: String], rules: [TeamRule]) throws
    -> ScratchRepository
  {
    let repo = try ScratchRepository()
    try repo.write("Package.swift", manifest)
    for (path, text) in sources { try repo.write(path, text) }
    for rule in rules { try repo.write("findings/\(rule.id).md", rule.finding) }
    try repo.commitAll("the app and its findings")
    for rule in rules {
      let graduate = try FitnessBinary.run(["graduate", "findings/\(rule.id).md"], in: repo.root)
      #expect(graduate.status == 0, "\(rule.id): \(graduate.standardError)")
      #expect(graduate.standardOutput.contains("drill: unbroken → green"), "\(rule.id): \(graduate.standardOutput)")
      #expect(!graduate.standardOutput.contains("missed"), "\(rule.id): \(graduate.standardOutput)")
    }
    #expect(try FitnessBinary.run(["install"], in: repo.root).status == 0)
    try repo.git(["add", "-A"])
    let commit = try repo.run(["commit", "-q", "-m", "graduate"])
    #expect(commit.status == 0, "\(commit.standardError)")
    return repo
  }
}
