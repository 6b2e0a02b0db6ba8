// libFuzzer harness: a scan-cache segment and the findings' summaries, as any bytes read
// from disk (both go through the CRC-32 before a record is believed).
import Glibc

// Scratch files on tmpfs where there is one: every execution writes them.
private let folder = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/fitness-fuzz-cache-\(getpid())"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSegment(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  mkdir(folder, 0o700)
  for name in ["segment", "summaries"] {
    let descriptor = open(folder + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { return 0 }
    _ = write(descriptor, start, count)
    close(descriptor)
  }
  if let segment = ScanCacheSegment(path: folder + "/segment", key: "0123456789abcdef") {
    for record in 0..<min(segment.count, 256) {
      _ = segment.name(record)
      _ = segment.facts(record, needles: ["URLSession(", "CKContainer("])
    }
  }
  _ = FindingSummaryFile.read(folder + "/summaries").records.count
  return 0
}
