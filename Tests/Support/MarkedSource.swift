/// Source text with `↓` markers, for asserting positions without counting columns by hand.
///
/// `MarkedSource("let a = 1\n↓import B")` gives the text without markers and the
/// position each marker stood at.
public struct MarkedSource {
  public let text: String
  public let markers: [(line: Int, column: Int)]

  public init(_ marked: String) {
    var text: [UInt8] = []
    var markers: [(Int, Int)] = []
    var line = 1
    var column = 1
    let marker = Array("↓".utf8)
    let bytes = Array(marked.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index...].starts(with: marker) {
        markers.append((line, column))
        index += marker.count
        continue
      }
      text.append(bytes[index])
      if bytes[index] == 0x0A {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    self.text = String(decoding: text, as: UTF8.self)
    self.markers = markers
  }

  public var bytes: [UInt8] { Array(text.utf8) }
}
