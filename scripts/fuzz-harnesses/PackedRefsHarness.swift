// libFuzzer harness: `packed-refs` as any bytes.
import Glibc

// Scratch files on tmpfs where there is one: every execution writes them.
private let folder = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/fitness-fuzz-refs-\(getpid())"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPackedRefs(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  mkdir(folder, 0o700)
  let descriptor = open(folder + "/packed-refs", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard descriptor >= 0 else { return 0 }
  _ = write(descriptor, start, count)
  close(descriptor)
  if let line = HeadReference.packed("refs/heads/main", in: folder) { precondition(!line.contains("\n")) }
  return 0
}
