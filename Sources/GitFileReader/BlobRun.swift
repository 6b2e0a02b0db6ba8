/// The order in which to read many blobs, and where each lies (`DirectRepository.readingPlan`).
package struct ReadingPlan: @unchecked Sendable {
  /// Positions into the hashes planned for, in reading order.
  package let order: [Int]
  let hashes: [ObjectHash?]
  let places: [ObjectStore.Place]
}

/// Reads blobs one after another in a `ReadingPlan`'s order, keeping the path of the delta
/// tree it is on from one read to the next (`DeltaChain`). One per thread: it shares
/// nothing, so its reads take no lock.
package final class BlobRun {
  private let objects: ObjectStore
  private let plan: ReadingPlan
  let chain = DeltaChain()

  init(objects: ObjectStore, plan: ReadingPlan) {
    self.objects = objects
    self.plan = plan
  }

  /// The blob planned at `position`, or its size when over `limit`; nil when no hash was
  /// planned there.
  package func blob(at position: Int, limit: Int) throws(StoreError) -> DirectRepository.Blob? {
    guard let hash = plan.hashes[position] else { return nil }
    let reading = try objects.read(hash, at: plan.places[position], sizeLimit: limit, chain: chain)
    return try DirectRepository.Blob(reading, hash: hash)
  }
}

extension DirectRepository.Blob {
  /// A read's result as a blob; another kind of object is an error.
  init(_ reading: ObjectStore.Reading, hash: ObjectHash) throws(StoreError) {
    switch reading {
    case .object(let object):
      guard object.kind == .blob else { throw StoreError.damaged("\(hash) is not a blob") }
      self = .bytes(object.body)
    case .tooLarge(let size):
      self = .tooLarge(size)
    }
  }
}
