/// A repository's packs: opened on first need, whichever thread asks first, and looked
/// for again when an object is missing from all of them.
///
/// Why again: `git gc` (often started by a commit, in the background) writes a new pack,
/// then deletes the loose objects it holds and the packs it replaces. A check that listed
/// the packs before that finds neither; git answers such a miss by listing the packs again,
/// and so does this. Packs keep their numbers (new ones are appended), so a `Place` taken
/// earlier stays valid, and a replaced pack stays readable through its open mapping.
final class PackList: @unchecked Sendable {
  private var opened: [Pack]?
  private var names: Set<String> = []
  private let lock = Lock()

  /// Every pack, opened once.
  func packs(in folders: [String]) -> [Pack] {
    lock.run {
      if let opened { return opened }
      let packs = open(in: folders)
      opened = packs
      return packs
    }
  }

  /// The packs that appeared since the list was made, now appended to it; nil when none did.
  func newPacks(in folders: [String]) -> [Pack]? {
    lock.run {
      let newer = open(in: folders)
      guard !newer.isEmpty else { return nil }
      opened = (opened ?? []) + newer
      return newer
    }
  }

  /// Opens the packs in `folders` not opened before. A pack whose files vanish between the
  /// listing and the opening is left for the next look.
  private func open(in folders: [String]) -> [Pack] {
    var packs: [Pack] = []
    for objects in folders {
      let folder = objects + "/pack"
      for name in FileText.names(in: folder).filter({ $0.hasSuffix(".idx") }).sorted() {
        let stem = folder + "/" + name.dropLast(4)
        guard !names.contains(stem), let pack = Pack(indexPath: stem + ".idx", packPath: stem + ".pack") else {
          continue
        }
        names.insert(stem)
        packs.append(pack)
      }
    }
    return packs
  }
}
