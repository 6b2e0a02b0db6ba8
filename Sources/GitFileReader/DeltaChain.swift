#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The objects along one path of a pack's delta tree, root first, kept by one reader from
/// one read to the next.
///
/// A full scan reads a pack's objects in the delta tree's preorder (`DeltaTree`), so the
/// base of each object is on this path when the object is read: one delta applied, and
/// nothing shared between threads. Holding a path rather than the latest objects keeps
/// memory at the tree's depth (tens of objects), where a cache of recent bases must hold
/// megabytes to avoid inflating whole chains again.
final class DeltaChain {
  private var links: [(pack: ObjectIdentifier, offset: Int, object: ObjectStore.Object)] = []
  private var bytes = 0
  /// A path deeper than this in bytes (never, in a pack git wrote) loses its upper half.
  static let budget = 8 << 20
  /// Where this reader's pack entries are read to.
  let buffer = EntryBuffer()
  /// How many objects were built (inflated, deltas applied) onto the path.
  private(set) var built = 0

  /// The object at `offset` in `pack` when it is on the path; what lies below it on the
  /// path is dropped, as preorder has left that branch for good.
  func object(in pack: Pack, at offset: Int) -> ObjectStore.Object? {
    let key = ObjectIdentifier(pack)
    guard let place = links.lastIndex(where: { $0.offset == offset && $0.pack == key }) else { return nil }
    for link in links[(place + 1)...] { bytes -= link.object.body.count }
    links.removeSubrange((place + 1)...)
    return links[place].object
  }

  /// Extends the path with an object just built from the last one on it (or from nothing).
  func append(_ object: ObjectStore.Object, in pack: Pack, at offset: Int) {
    links.append((ObjectIdentifier(pack), offset, object))
    built += 1
    bytes += object.body.count
    if bytes > Self.budget {
      let dropped = links.count / 2
      for link in links[..<dropped] { bytes -= link.object.body.count }
      links.removeFirst(dropped)
    }
  }
}

/// The order that reads a pack's wanted objects along its delta tree: each object right
/// after its base, or after the subtree of an earlier sibling, so that `DeltaChain` always
/// holds the base.
enum DeltaTree {
  /// `wanted` (offsets into `pack`, with the positions they were asked for at) in
  /// preorder. Bases outside `wanted` are walked through but not listed; an entry whose
  /// header cannot be read counts as a root, and its read reports the damage.
  static func preorder(of wanted: [(offset: Int, position: Int)], in pack: Pack) -> [Int] {
    // Every entry on a path from a wanted one to its root, with its base. A base lies
    // before its deltas, so one pass from the end of the pack toward its start meets each
    // entry after every delta against it, and reads the headers in one sweep rather than
    // in the paths' order (so that the pack's pages can be handed back as it goes).
    var ahead = wanted.map(\.offset)
    ahead.sort()
    var found = OffsetHeap()
    var descending: [Int] = []
    var descendingBases: [Int] = []
    descending.reserveCapacity(wanted.count)
    descendingBases.reserveCapacity(wanted.count)
    while true {
      let offset: Int
      if let top = found.top, top >= (ahead.last ?? -1) {
        offset = found.pop()
      } else if let last = ahead.popLast() {
        offset = last
      } else {
        break
      }
      if descending.last == offset { continue }
      let base = (try? pack.baseOffset(at: offset)) ?? nil
      pack.noteRead()
      descending.append(offset)
      descendingBases.append(base ?? -1)
      if let base { found.push(base) }
    }
    let nodes = Array(descending.reversed())
    descending = []
    // In offset order, a parent's number is below its children's: children lists fill in
    // order, and a node's number is found by search.
    let parents = descendingBases.reversed().map { base in base < 0 ? -1 : Self.search(nodes, for: base) }
    descendingBases = []
    var firstChild = [Int](repeating: 0, count: nodes.count + 1)
    for parent in parents where parent >= 0 { firstChild[parent + 1] += 1 }
    for node in nodes.indices { firstChild[node + 1] += firstChild[node] }
    var children = [Int](repeating: 0, count: firstChild[nodes.count])
    var filled = firstChild
    for (node, parent) in parents.enumerated() where parent >= 0 {
      children[filled[parent]] = node
      filled[parent] += 1
    }
    // The positions asking for each node, by node.
    let asked = wanted.sorted { ($0.offset, $0.position) < ($1.offset, $1.position) }
    var firstAsked = [Int](repeating: 0, count: nodes.count + 1)
    var cursor = 0
    for node in nodes.indices {
      firstAsked[node] = cursor
      while cursor < asked.count, asked[cursor].offset == nodes[node] { cursor += 1 }
    }
    firstAsked[nodes.count] = cursor
    var order: [Int] = []
    order.reserveCapacity(wanted.count)
    var stack: [Int] = []
    for root in nodes.indices.reversed() where parents[root] < 0 { stack.append(root) }
    while let node = stack.popLast() {
      for item in asked[firstAsked[node]..<firstAsked[node + 1]] { order.append(item.position) }
      for child in children[firstChild[node]..<firstChild[node + 1]].reversed() { stack.append(child) }
    }
    return order
  }

  private static func search(_ sorted: [Int], for value: Int) -> Int {
    var low = 0
    var high = sorted.count
    while low < high {
      let middle = (low + high) / 2
      if sorted[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < sorted.count && sorted[low] == value ? low : -1
  }
}

/// A reader's buffer for pack entries read with `pread`, grown as entries need.
final class EntryBuffer {
  private var storage = UnsafeMutableRawBufferPointer.allocate(byteCount: 4096, alignment: 8)

  deinit { storage.deallocate() }

  /// The bytes of `descriptor` from `offset`: a first read of a few KB, then, when `need`
  /// (given those bytes) asks for more, a second read of that many. Valid until the next
  /// read.
  func read(
    _ descriptor: Int32, at offset: Int, fileSize: Int, need: (UnsafeRawBufferPointer) throws(StoreError) -> Int
  ) throws(StoreError) -> UnsafeRawBufferPointer {
    guard offset >= 0, offset < fileSize else { throw StoreError.damaged("pack entry at \(offset) is past the end") }
    var got = try fill(descriptor, at: offset, count: min(4096, fileSize - offset))
    let wanted = min(try need(UnsafeRawBufferPointer(rebasing: storage[..<got])), fileSize - offset)
    if wanted > got {
      if wanted > storage.count {
        storage.deallocate()
        storage = .allocate(byteCount: wanted, alignment: 8)
      }
      got = try fill(descriptor, at: offset, count: wanted)
    }
    return UnsafeRawBufferPointer(rebasing: storage[..<got])
  }

  private func fill(_ descriptor: Int32, at offset: Int, count: Int) throws(StoreError) -> Int {
    var done = 0
    while done < count {
      let read = pread(descriptor, storage.baseAddress! + done, count - done, off_t(offset + done))
      if read < 0, errno == EINTR { continue }
      guard read > 0 else { throw StoreError("cannot read the pack at \(offset): \(read < 0 ? errno : 0)") }
      done += read
    }
    return done
  }
}

/// A max-heap of pack offsets: the bases met on the way toward the start of the pack.
private struct OffsetHeap {
  private var items: [Int] = []

  var top: Int? { items.first }

  mutating func push(_ value: Int) {
    items.append(value)
    var child = items.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard items[parent] < items[child] else { break }
      items.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes and returns the largest; only when `top` is not nil.
  mutating func pop() -> Int {
    let largest = items[0]
    let last = items.removeLast()
    guard !items.isEmpty else { return largest }
    items[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      guard left < items.count else { break }
      let right = left + 1
      let child = right < items.count && items[right] > items[left] ? right : left
      guard items[child] > items[parent] else { break }
      items.swapAt(parent, child)
      parent = child
    }
    return largest
  }
}
