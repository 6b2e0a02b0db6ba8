import Foundation

/// Crafts what the adversarial run fed the readers: objects, packs and indexes that lie,
/// built on repositories the real git made, with Python's zlib for the deflating (the
/// script is ours; nothing of git's is copied).
public enum HostileObjects {
  public static var available: Bool {
    (try? ProcessResult.run("/usr/bin/env", ["python3", "-c", "import zlib"], in: URL(fileURLWithPath: "/")))?
      .status == 0
  }

  /// Runs a Python script in `repo` with `arguments`; throws unless it succeeds.
  public static func python(_ script: String, _ arguments: [String] = [], in repo: ScratchRepository) throws {
    let result = try ProcessResult.run("/usr/bin/env", ["python3", "-c", script] + arguments, in: repo.root)
    guard result.status == 0 else { throw ScratchError("python failed: \(result.standardError)") }
  }

  /// Rewrites the header of the loose object `hash` to state `size` bytes.
  public static func rewriteLooseHeader(_ hash: String, size: String, in repo: ScratchRepository) throws {
    try python(
      """
      import sys, zlib, os
      path = '.git/objects/' + sys.argv[1][:2] + '/' + sys.argv[1][2:]
      data = zlib.decompress(open(path, 'rb').read())
      kind, rest = data.split(b' ', 1)
      body = rest.split(b'\\0', 1)[1]
      os.chmod(path, 0o644)
      open(path, 'wb').write(zlib.compress(kind + b' ' + sys.argv[2].encode() + b'\\0' + body))
      """, [hash, size], in: repo)
  }

  /// Writes a pack holding `base` and then `depth` offset deltas, each against the one
  /// before (each spells a new small text whole), and indexes it with `git index-pack`;
  /// returns the deepest blob's name.
  public static func deepChain(base: String, depth: Int, in repo: ScratchRepository) throws -> String {
    try python(
      """
      import sys, zlib, hashlib, struct
      base = sys.argv[1].encode(); depth = int(sys.argv[2])
      def varint(n):
          out = bytearray()
          while True:
              b = n & 0x7f; n >>= 7
              if n: out.append(b | 0x80)
              else: out.append(b); return bytes(out)
      def header(kind, size):
          b = (kind << 4) | (size & 15); size >>= 4; out = bytearray()
          while size: out.append(b | 0x80); b = size & 0x7f; size >>= 7
          out.append(b); return bytes(out)
      def distance(d):
          out = bytearray([d & 0x7f]); d >>= 7
          while d: d -= 1; out.insert(0, 0x80 | (d & 0x7f)); d >>= 7
          return bytes(out)
      entries = bytearray(); offsets = []; content = base
      offsets.append(12); entries += header(3, len(content)) + zlib.compress(content)
      for i in range(depth):
          old = content; content = base + b'// %d\\n' % i
          delta = varint(len(old)) + varint(len(content)) + bytes([len(content)]) + content
          here = 12 + len(entries)
          entries += header(6, len(delta)) + distance(here - offsets[-1]) + zlib.compress(delta)
          offsets.append(here)
      pack = b'PACK' + struct.pack('>II', 2, depth + 1) + bytes(entries)
      pack += hashlib.sha1(pack).digest()
      open('deep.pack', 'wb').write(pack)
      open('deep.txt', 'wb').write(content)
      """, [base, String(depth)], in: repo)
    try repo.git(["index-pack", "-o", ".git/objects/pack/pack-deep.idx", "deep.pack"])
    try FileManager.default.moveItem(
      at: repo.root.appendingPathComponent("deep.pack"),
      to: repo.root.appendingPathComponent(".git/objects/pack/pack-deep.pack"))
    let name = try repo.git(["hash-object", "deep.txt"]).trimmingCharacters(in: .whitespacesAndNewlines)
    try repo.remove("deep.txt")
    return name
  }

  /// Writes a pack whose one entry is a reference delta against its own name, with the
  /// index that names it so; returns that name.
  public static func selfDelta(in repo: ScratchRepository) throws -> String {
    let name = "1234567890abcdef1234567890abcdef12345678"
    try python(
      """
      import sys, zlib, hashlib, struct
      name = bytes.fromhex(sys.argv[1])
      delta = bytes([5, 5, 0x90, 5])
      entry = bytes([(7 << 4) | len(delta)]) + name + zlib.compress(delta)
      pack = b'PACK' + struct.pack('>II', 2, 1) + entry
      pack += hashlib.sha1(pack).digest()
      fan = [0] * 256
      for i in range(name[0], 256): fan[i] = 1
      idx = b'\\xfftOc' + struct.pack('>I', 2) + b''.join(struct.pack('>I', f) for f in fan)
      idx += name + struct.pack('>I', zlib.crc32(entry)) + struct.pack('>I', 12) + pack[-20:]
      idx += hashlib.sha1(idx).digest()
      open('.git/objects/pack/pack-self.pack', 'wb').write(pack)
      open('.git/objects/pack/pack-self.idx', 'wb').write(idx)
      """, [name], in: repo)
    return name
  }
}
