import FitnessTestSupport
import Foundation
import Testing

@testable import GitFileReader

/// The digest the index trailer is checked against, compared with the system's sha1sum.
@Suite struct SHA1Tests {
  @Test(arguments: [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 65_537])
  func matchesTheSystemsDigest(length: Int) throws {
    var random = SplitMix(seed: UInt64(length))
    let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    let mine = bytes.withUnsafeBytes { SHA1.digest($0) }
    #expect(mine == (try IndexPatch.sha1(bytes)))
  }

  /// The processor's SHA instructions and the Swift rounds agree on every length around
  /// the block edges and on a large input (where the machine has no SHA instructions,
  /// both calls take the Swift path, and the first test still holds it to sha1sum).
  @Test func instructionsAndSwiftRoundsAgree() {
    var random = SplitMix(seed: 99)
    let bytes = (0..<300_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
    bytes.withUnsafeBytes { all in
      for length in Array(0...200) + [4095, 4096, 4097, 299_999, 300_000] {
        let part = UnsafeRawBufferPointer(rebasing: all[..<length])
        #expect(SHA1.digest(part) == SHA1.digest(part, instructions: false), "length \(length)")
      }
    }
  }
}
