import Foundation

/// A small app repository with one rule: only the sync layer may import CloudKit.
///
/// `Sources/Sync/CloudSyncEngine.swift` is the fence; `Sources/Feed/FeedView.swift` is an
/// ordinary file that tests break by adding an import or a raw API call.
public enum AppFixture {
  public static let suitePath = "Tests/AppTests/Fitness/CloudKitStaysInSyncTests.swift"
  public static let fencedFile = "Sources/Sync/CloudSyncEngine.swift"
  public static let plainFile = "Sources/Feed/FeedView.swift"

  /// The suite source for a fence of `fence` entries.
  public static func suite(fence: [String] = [fencedFile], roots: [String] = ["Sources"]) -> String {
    let entries = fence.map { "      \"\($0)\",  // owns the CloudKit container [0007-cloudkit]" }
    let rootList = roots.map { "\"\($0)\"" }.joined(separator: ", ")
    return """
      import Testing

      @Suite struct CloudKitStaysInSyncTests {
        static let rule = ImportBoundary(
          id: "cloudkit-in-sync",
          title: "Only the sync layer may import CloudKit",
          module: "CloudKit",
          fence: [
      \(entries.joined(separator: "\n"))
          ],
          api: ["CKContainer("],
          roots: [\(rootList)]
        )
      }

      """
  }

  public static let fencedSource = """
    import CloudKit
    import Foundation

    final class CloudSyncEngine {
      let container = CKContainer(identifier: "iCloud.example")
    }

    """

  public static let plainSource = """
    import SwiftUI

    struct FeedView: View {
      var body: some View { Text("import CloudKit is not an import") }
    }

    """

  /// A repository with the fixture committed (hooks bypassed) and, when asked, the
  /// fitness hook installed.
  public static func make(installHook: Bool = true) throws -> ScratchRepository {
    let repository = try ScratchRepository()
    try repository.write(suitePath, suite())
    try repository.write(fencedFile, fencedSource)
    try repository.write(plainFile, plainSource)
    try repository.commitAll("fixture")
    if installHook {
      let result = try FitnessBinary.run(["install"], in: repository.root)
      guard result.status == 0 else { throw ScratchError("install failed: \(result.standardError)") }
    }
    return repository
  }

  /// `plainSource` with CloudKit imported: a violation at 2:1.
  public static let violatingSource = """
    import SwiftUI
    import CloudKit

    struct FeedView: View {
      var body: some View { Text("feed") }
    }

    """
}
