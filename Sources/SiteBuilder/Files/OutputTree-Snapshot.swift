/// An output listing kept for the next build, beside the build cache: each folder's stamp and
/// entries (see ``OutputTree/listing(of:reusing:settledBy:)``).
extension OutputTree {
    struct Snapshot: Sendable, Equatable {
        enum Kind: Int, Sendable {
            case folder, regularFile, other
        }

        struct Entry: Sendable, Equatable {
            var name: String
            var kind: Kind
        }

        struct Folder: Sendable, Equatable {
            var stamp: FileStamp
            /// Whether the folder had stood still when the stamp was taken: only then does an
            /// unchanged stamp vouch for its entries.
            var isSettled: Bool
            var entries: [Entry]
        }

        /// By path from the output folder, "" for itself.
        var folders: [String: Folder] = [:]
        /// The folders the listing read rather than took from the previous snapshot (not
        /// stored): none, and the snapshot is the previous one.
        var read: [String] = []

        static func == (left: Snapshot, right: Snapshot) -> Bool { left.folders == right.folders }

        /// Bumped whenever the layout below changes.
        static let format = 1

        /// `.preflight-cache/build-HASH.listing`, beside the cache.
        static func file(for output: String) -> String { BuildCache.file(for: output) + ".listing" }

        static func load(output: String) -> Snapshot? {
            guard let bytes = try? FileReader.readOwn(file(for: output)) else { return nil }
            var reader = CacheReader(bytes)
            do throws(CacheReader.Corrupt) {
                guard try reader.int() == format else { return nil }
                var snapshot = Snapshot()
                let count = try reader.int()
                guard count >= 0, count <= reader.remaining else { return nil }
                snapshot.folders.reserveCapacity(count)
                for _ in 0..<count {
                    let path = try reader.string()
                    guard let stamp = try BuildCache.decodeStamp(&reader) else { return nil }
                    let isSettled = try reader.int() == 1
                    let names = try reader.strings()
                    var entries: [Entry] = []
                    entries.reserveCapacity(names.count)
                    for name in names {
                        guard let kind = Kind(rawValue: try reader.int()) else { return nil }
                        entries.append(Entry(name: name, kind: kind))
                    }
                    snapshot.folders[path] = Folder(stamp: stamp, isSettled: isSettled, entries: entries)
                }
                return reader.isAtEnd ? snapshot : nil
            } catch {
                return nil
            }
        }

        /// Writes the snapshot for the listing of `output` under a temporary name, without
        /// waiting for the disk, to be put in place with the cache.
        func prepareSave(output: String) -> BuildCache.PendingSave? {
            var writer = CacheWriter()
            writer.int(Self.format)
            writer.int(folders.count)
            for (path, folder) in folders.sorted(by: { $0.key < $1.key }) {
                writer.string(path)
                BuildCache.encode(folder.stamp, into: &writer)
                writer.int(folder.isSettled ? 1 : 0)
                writer.strings(folder.entries.map(\.name))
                for entry in folder.entries { writer.int(entry.kind.rawValue) }
            }
            let file = Self.file(for: output)
            return BuildCache.stage(SplicedBytes(writer.bytes), at: file).map {
                BuildCache.PendingSave(renames: [($0, file)])
            }
        }
    }
}
