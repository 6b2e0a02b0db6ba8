/// The delta bases read lately, by pack offset, up to a byte budget (oldest out first),
/// for reads by name or path in no particular order: a commit's check reading suites and
/// a few files. A full scan does not use it; it reads along the delta tree instead
/// (`DeltaChain`), which needs no cache. (When it did, on the 100k-file benchmark, 11 MB
/// was where the time stopped falling: at 10 MB a scan took 60% longer, at 4 MB twice as
/// long.)
final class DeltaBases: @unchecked Sendable {
  static let budget = 11 << 20
  private var objects: [Int: ObjectStore.Object] = [:]
  private var order: [Int] = []
  private var oldest = 0
  private var bytes = 0
  private let lock = Lock()

  func object(at offset: Int) -> ObjectStore.Object? {
    lock.run { objects[offset] }
  }

  func keep(_ object: ObjectStore.Object, at offset: Int) {
    guard object.body.count < Self.budget / 4 else { return }
    lock.run { store(object, at: offset) }
  }

  private func store(_ object: ObjectStore.Object, at offset: Int) {
    guard objects[offset] == nil else { return }
    objects[offset] = object
    order.append(offset)
    bytes += object.body.count
    while bytes > Self.budget, oldest < order.count {
      if let evicted = objects.removeValue(forKey: order[oldest]) { bytes -= evicted.body.count }
      oldest += 1
    }
    if oldest > 4096 {
      order.removeFirst(oldest)
      oldest = 0
    }
  }
}
