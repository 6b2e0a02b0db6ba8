#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file mapped read-only into memory; unmapped when released.
///
/// The index of a 100k-file repository is 11 MB: mapping it touches only the pages the
/// walk reads, where reading it would copy all of it first.
package final class MappedFile {
  package let bytes: UnsafeRawBufferPointer
  /// Whether `bytes` is a copy on the heap rather than a mapping.
  private var copied = false

  /// Maps the file at `path`; nil when it does not exist or cannot be read. A file of at
  /// most `copyLimit` bytes is read into memory instead: a loose object is a few hundred
  /// bytes, and unmapping costs more than copying it (in a process with worker threads
  /// every `munmap` interrupts the other cores to flush their page tables).
  package init?(path: String, copyLimit: Int = 0) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
    let size = Int(status.st_size)
    guard size > 0 else {
      bytes = UnsafeRawBufferPointer(start: nil, count: 0)
      return
    }
    if size <= copyLimit {
      let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
      var done = 0
      while done < size {
        let count = read(descriptor, buffer.baseAddress! + done, size - done)
        if count < 0, errno == EINTR { continue }
        guard count > 0 else { break }
        done += count
      }
      guard done == size else {
        buffer.deallocate()
        return nil
      }
      bytes = UnsafeRawBufferPointer(buffer)
      copied = true
      return
    }
    guard let address = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), address != MAP_FAILED else {
      return nil
    }
    bytes = UnsafeRawBufferPointer(start: address, count: size)
  }

  deinit {
    guard let base = bytes.baseAddress else { return }
    if copied {
      UnsafeMutableRawPointer(mutating: base).deallocate()
    } else {
      munmap(UnsafeMutableRawPointer(mutating: base), bytes.count)
    }
  }

  /// Lets the kernel take back the pages read so far. The mapping stays valid: a page read
  /// again comes back from the page cache. Safe while other threads read it.
  func releasePages() {
    // A copy's pages are the heap's: dropping them would zero it.
    guard !copied, let base = bytes.baseAddress else { return }
    madvise(UnsafeMutableRawPointer(mutating: base), bytes.count, MADV_DONTNEED)
  }
}

/// Small helpers over POSIX for the few text files git keeps (HEAD, refs, config).
package enum FileText {
  /// The whole file at `path`, or nil when it does not exist or is not a regular file.
  package static func read(_ path: String) -> [UInt8]? {
    guard let file = MappedFile(path: path) else { return nil }
    return Array(file.bytes)
  }

  /// The file's first line without its line ending.
  static func firstLine(_ path: String) -> String? {
    guard let bytes = read(path) else { return nil }
    let line = bytes.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    return String(decoding: line, as: UTF8.self)
  }

  static func isDirectory(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
  }

  static func owner(of path: String) -> uid_t? {
    var status = stat()
    return stat(path, &status) == 0 ? status.st_uid : nil
  }

  package static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  /// The names in a directory, or an empty list when it cannot be read.
  package static func names(in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }
}
