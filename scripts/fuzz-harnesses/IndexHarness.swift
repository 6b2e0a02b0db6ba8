// libFuzzer harness: the index reader (versions 2 to 4, extensions, cache-tree) on any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzIndex(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard let index = try? IndexFile(parsing: UnsafeRawBufferPointer(start: start, count: count)) else { return 0 }
  for entry in index.entries {
    precondition(index.pathBytes(entry).count == Int(entry.pathCount))
    _ = index.path(of: entry)
  }
  _ = index.cacheTree?.children.count
  // The trailer check runs over the same bytes (the C SHA instructions or the Swift rounds).
  precondition(SHA1.digest(UnsafeRawBufferPointer(start: start, count: count)).count == 20)
  return 0
}
