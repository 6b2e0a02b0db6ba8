// libFuzzer harness: the scanner (code view, imports, needles, positions) on any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScanner(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  let source = ScannedSource(bytes)
  precondition(source.code.count == bytes.count, "the code view must keep every offset")
  for item in source.imports { precondition(item.offset < bytes.count) }
  for offset in source.codeOccurrences(of: "URLSession(") { _ = source.position(of: offset) }
  _ = SourceCounter.enumElements(in: 0..<source.code.count, of: source)
  _ = MemberStrings.literals(in: 0..<source.code.count, of: source, path: "f.swift")
  return 0
}
