/// The direct reader's object store, lent to the libgit2 snapshot: it reads each blob
/// here first, with every bound, depth limit and cycle check, so libgit2 never meets a
/// delta that loops (libgit2 1.5 loops with it, and no signal but SIGKILL stops it then).
///
/// An object this reader cannot find or does not support is left to libgit2, which knows
/// more repository shapes (promisor remotes, for one); damage is never left to it.
package final class ObjectReader: @unchecked Sendable {
  private let objects: ObjectStore

  /// `objects` is the repository's objects folder (alternates are followed).
  package init(objects: String) {
    self.objects = ObjectStore(objects: objects)
  }

  /// The blob named `hash` (its size alone when over `limit`), or nil when this reader
  /// cannot tell: then ask libgit2. Damage throws.
  package func blob(_ hash: ObjectHash, limit: Int) throws(StoreError) -> DirectRepository.Blob? {
    do {
      return try DirectRepository.Blob(objects.read(hash, sizeLimit: limit), hash: hash)
    } catch  where error.isDamage {
      throw error
    } catch {
      return nil
    }
  }

  /// Reads `hash` whole, whatever its kind, and throws only when it is damaged: a tree or
  /// commit checked before libgit2 reads it.
  package func vouch(for hash: ObjectHash) throws(StoreError) {
    do {
      _ = try objects.read(hash, sizeLimit: .max)
    } catch  where error.isDamage {
      throw error
    } catch {}
  }
}
