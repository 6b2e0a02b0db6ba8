import Foundation
import SuiteRuntime

/// This package's own checkout, for tests that read its files.
public enum PackageTree {
  /// The repository root above `file` (the folder holding `.git`, else `Package.swift`).
  public static func root(of file: String = #filePath) -> URL {
    do {
      return URL(fileURLWithPath: try FitnessPackage.rootPath(of: file))
    } catch {
      fatalError("\(error)")
    }
  }
}
