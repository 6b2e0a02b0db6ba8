// libFuzzer harness: the finding reader (front matter through libyaml, typed decoding).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFindings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
  _ = try? FindingReader.read(text, path: "findings/0001-fuzz.md")
  return 0
}
