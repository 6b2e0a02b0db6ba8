import FitnessTestSupport
import SwiftScanner
import Testing

/// The scanner must never trap or hang, whatever bytes a repository holds.
@Suite struct RobustnessTests {
  @Test func randomBytesNeverTrap() {
    var generator = SplitMix(seed: 0xF17)
    let alphabet = Array("import \"\"\"#/*\\()`@;.\n\r{}[]//x".utf8) + [0, 0xFF, 0xC3, 0xE9]
    for _ in 0..<2_000 {
      let length = Int(generator.next() % 400)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      let scanned = ScannedSource(bytes)
      #expect(scanned.code.count == bytes.count)
      for item in scanned.imports { #expect(item.position.line >= 1 && item.position.column >= 1) }
    }
  }

  @Test func aTenMegabyteLineScansInOnePass() {
    var bytes = Array("import Foundation\nlet s = ".utf8)
    bytes += [UInt8](repeating: 0x61, count: 10 << 20)
    bytes += Array("\nimport CloudKit\n".utf8)
    let scanned = ScannedSource(bytes)
    #expect(scanned.imports.map(\.module) == ["Foundation", "CloudKit"])
    #expect(scanned.imports.last?.position.line == 3)
  }

  @Test func deeplyNestedCommentsAndInterpolations() {
    let nested = String(repeating: "/*", count: 5_000) + String(repeating: "*/", count: 5_000) + "\nimport A"
    #expect(ScannedSource(Array(nested.utf8)).imports.map(\.module) == ["A"])
    let interpolations = String(repeating: "\"\\(", count: 2_000) + "\nimport B"
    #expect(ScannedSource(Array(interpolations.utf8)).code.count == interpolations.utf8.count)
  }
}
