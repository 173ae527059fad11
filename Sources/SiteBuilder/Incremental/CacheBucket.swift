import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One file of the build cache's page texts: the larger summary parts (``StoredSummaryText``)
/// of about sixteen pages (``BuildCache/bucketCount(pages:)``), so that a one-page edit
/// writes one of these files again, not every page's text, and reads only those it needs.
///
/// The file is opened when the cache loads and read whole the first time a page of it is
/// asked for. The open descriptor keeps its bytes at hand even once a later build has
/// replaced or removed the file: `serve` keeps a cache in memory across builds, and another
/// build may have tidied the cache folder meanwhile.
final class CacheBucket: @unchecked Sendable {
    /// The file's name in the cache's folder: the hash of its bytes.
    let name: String
    let path: String
    /// The bucket's number in the cache that listed it, and their count then.
    let number: Int
    let count: Int
    /// How many pages it holds: a bucket whose pages are all reused, and no others join
    /// them, is written again as it is.
    let pageCount: Int
    /// The file's size in bytes.
    let size: Int
    private var descriptor: Int32
    private var loaded: [UInt8]?
    /// Whether the file was read, intact or not: it is read once.
    private var isRead = false
    private let lock = NSLock()

    /// Opens the bucket file; nil when it is not there or not of the size the cache says.
    init?(name: String, folder: String, size: Int, number: Int, count: Int, pageCount: Int) {
        let path = "\(folder)/\(name)"
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) == size else {
            close(descriptor)
            return nil
        }
        self.name = name
        self.path = path
        self.size = size
        self.number = number
        self.count = count
        self.pageCount = pageCount
        self.descriptor = descriptor
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// The file's bytes, read on first use.
    var bytes: [UInt8] {
        guard let bytes = intactBytes else { Self.fail(path) }
        return bytes
    }

    /// The file's bytes, read on first use; nil when they are not those the cache named (or
    /// cannot be read): for a reader that can do without them, as the cache's encoding can.
    var intactBytes: [UInt8]? {
        lock.lock()
        defer { lock.unlock() }
        if !isRead {
            isRead = true
            loaded = read()
            close(descriptor)
            descriptor = -1
        }
        return loaded
    }

    private func read() -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + offset, size - offset, off_t(offset)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return ContentHash(bytes).description == name ? bytes : nil
    }

    /// A bucket whose bytes are not those the cache named: the cache goes, so that the next
    /// build starts clean, and this one stops before it writes anything from wrong text, with
    /// a coded error rather than a crash. (It is read deep inside a page's summary, where no
    /// error can be thrown; the output is not touched, and the next build removes the
    /// staging folder left beside it.)
    static func fail(_ path: String) -> Never {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.removeItem(atPath: folder)
        unlink(String(folder.dropLast(BuildCache.bucketFolderSuffix.count)))
        let problem = Diagnostic(
            .buildFailed, "The build cache file changed while the build read it; the cache was removed, build again.",
            file: path)
        FileHandle.standardError.write(Data((problem.description + "\n").utf8))
        exit(2)
    }
}
