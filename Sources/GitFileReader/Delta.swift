/// Git's delta format: the sizes of base and result, then copy and insert instructions.
enum Delta {
  static func apply(_ delta: [UInt8], to base: [UInt8]) -> [UInt8]? {
    var cursor = 0
    func size() -> Int? {
      var value = 0
      var shift = 0
      while cursor < delta.count, shift < 57 {
        let byte = delta[cursor]
        cursor += 1
        value |= Int(byte & 0x7f) << shift
        shift += 7
        if byte & 0x80 == 0 { return value }
      }
      return nil
    }
    guard let baseSize = size(), baseSize == base.count, let resultSize = size() else { return nil }
    var result: [UInt8] = []
    // Memory follows what the delta really builds: a stated size is checked at the end.
    result.reserveCapacity(min(resultSize, base.count + delta.count))
    while cursor < delta.count {
      let instruction = delta[cursor]
      cursor += 1
      if instruction & 0x80 != 0 {
        var offset = 0
        var length = 0
        for bit in 0..<7 where instruction & (1 << bit) != 0 {
          guard cursor < delta.count else { return nil }
          if bit < 4 {
            offset |= Int(delta[cursor]) << (8 * bit)
          } else {
            length |= Int(delta[cursor]) << (8 * (bit - 4))
          }
          cursor += 1
        }
        if length == 0 { length = 0x10000 }
        guard offset + length <= base.count, result.count + length <= resultSize else { return nil }
        result.append(contentsOf: base[offset..<(offset + length)])
      } else if instruction != 0 {
        let length = Int(instruction)
        guard cursor + length <= delta.count, result.count + length <= resultSize else { return nil }
        result.append(contentsOf: delta[cursor..<(cursor + length)])
        cursor += length
      } else {
        return nil
      }
    }
    return result.count == resultSize ? result : nil
  }
}
