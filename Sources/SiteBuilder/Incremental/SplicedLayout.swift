/// A site-wide file made of sections, as a build left it in the output: its sections in
/// order, each with the hash of what made it and its length, and the file's stamp. The next
/// build copies the sections whose hash is unchanged from that file, without making or
/// reading them, and makes only the others (``SplicedFile``): llms-full.txt (the site's
/// head, then each page's section) and each shard of the search index (its opening, each
/// entry, its close).
struct SplicedLayout: Sendable, Equatable {
    struct Section: Sendable, Equatable {
        /// What the section stands for (a page's key or address), unique within the file: a
        /// section is found by it once sections moved.
        var key: String
        var hash: ContentHash
        var length: Int
    }

    var sections: [Section]
    /// The file's size, modification time and inode: a file changed by anything but a build
    /// is not the one described, and is made whole again. (A rename into place keeps them.)
    var size: Int
    var modified: Int64
    var inode: UInt64

    /// Whether the file at `path` is the one described.
    func describes(_ path: String) -> Bool {
        guard let stamp = FileStamp.of(path) else { return false }
        return Int(stamp.size) == size && stamp.modified == modified && stamp.inode == inode
    }

    static func encode(_ layout: SplicedLayout?, into writer: inout CacheWriter) {
        guard let layout else { return writer.int(0) }
        writer.int(1)
        writer.int(layout.size)
        writer.int(Int(layout.modified))
        writer.int(Int(Int64(bitPattern: layout.inode)))
        writer.int(layout.sections.count)
        for section in layout.sections {
            writer.string(section.key)
            writer.hash(section.hash)
            writer.int(section.length)
        }
    }

    static func decode(_ reader: inout CacheReader) throws(CacheReader.Corrupt) -> SplicedLayout? {
        guard try reader.int() == 1 else { return nil }
        let size = try reader.int()
        let modified = Int64(try reader.int())
        let inode = UInt64(bitPattern: Int64(try reader.int()))
        let count = try reader.int()
        guard count >= 0, count <= reader.remaining else { throw CacheReader.Corrupt() }
        var sections: [Section] = []
        sections.reserveCapacity(count)
        // Summed as read, each length within the file's size: damaged lengths cannot overflow.
        var total = 0
        for _ in 0..<count {
            let section = Section(key: try reader.string(), hash: try reader.hash(), length: try reader.int())
            guard section.length >= 0, section.length <= size - total else { throw CacheReader.Corrupt() }
            total += section.length
            sections.append(section)
        }
        guard size >= 0, total == size else { throw CacheReader.Corrupt() }
        return SplicedLayout(sections: sections, size: size, modified: modified, inode: inode)
    }
}
