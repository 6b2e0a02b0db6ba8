import FitnessTestSupport
import Foundation
import Testing

@testable import GitStore

/// The digest the index trailer is checked against, compared with the system's sha1sum.
@Suite struct SHA1Tests {
  @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 65_537])
  func matchesTheSystemsDigest(length: Int) throws {
    var random = SplitMix(seed: UInt64(length))
    let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let mine = bytes.withUnsafeBytes { SHA1.digest($0) }
    #expect(mine == (try IndexPatch.sha1(bytes)))
  }
}
