// libFuzzer harness: a pack and its index (fan-out, offsets, entry headers, deltas, chains)
// from one input: the first byte says where the `.idx` ends and the `.pack` begins.
import Glibc

// Scratch files on tmpfs where there is one: every execution writes them.
private let folder = (access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp") + "/fitness-fuzz-pack-\(getpid())"

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPack(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  guard count > 1 else { return 0 }
  let bytes = UnsafeRawBufferPointer(start: start, count: count)
  let cut = min(count - 1, 1 + Int(bytes[0]) * 16 + 1024 + 8)
  mkdir(folder, 0o700)
  write(folder + "/f.idx", UnsafeRawBufferPointer(rebasing: bytes[1..<cut]))
  write(folder + "/f.pack", UnsafeRawBufferPointer(rebasing: bytes[cut...]))
  guard let pack = Pack(indexPath: folder + "/f.idx", packPath: folder + "/f.pack") else { return 0 }
  let store = ObjectStore(objects: folder + "/none")
  let names = 8 + 1024
  let index = UnsafeRawBufferPointer(rebasing: bytes[1..<cut])
  for entry in 0..<min(pack.count, 64) {
    let hash = ObjectHash(raw: index.baseAddress!.advanced(by: names + entry * 20))
    guard let offset = pack.offset(of: hash) else { continue }
    _ = try? pack.object(at: offset, store: store)
    _ = try? pack.reading(at: offset, sizeLimit: 1 << 20, store: store, chain: DeltaChain())
  }
  return 0
}

private func write(_ path: String, _ bytes: UnsafeRawBufferPointer) {
  let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  guard descriptor >= 0 else { return }
  _ = Glibc.write(descriptor, bytes.baseAddress, bytes.count)
  close(descriptor)
}
