// libFuzzer harness: applying a delta, and inflating a loose object, on any bytes: the
// first two bytes say how long the base is.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDelta(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  guard bytes.count >= 2 else { return 0 }
  let split = min(bytes.count, 2 + (Int(bytes[0]) << 8 | Int(bytes[1])))
  if let result = Delta.apply(Array(bytes[split...]), to: Array(bytes[2..<split])) { precondition(result.count >= 0) }
  let hash = ObjectHash(bytes: Array(repeating: 0, count: 20))!
  _ = bytes.withUnsafeBytes { try? ObjectStore.loose($0, hash: hash, sizeLimit: 1 << 20) }
  _ = bytes.withUnsafeBytes { Inflater.inflatedSize($0, stopAfter: 1 << 20) }
  return 0
}
