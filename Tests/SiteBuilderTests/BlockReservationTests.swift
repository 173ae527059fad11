import Foundation
import Testing

@testable import SiteBuilder

@Suite("Block reservation")
struct BlockReservationTests {
    /// The file system type /proc/self/mounts gives the mount that holds `path` (the longest
    /// mount point it is under).
    static func fileSystemType(of path: String) -> String? {
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8) else { return nil }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var best: (point: String, type: String)?
        for line in mounts.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2 else { continue }
            let point = String(fields[1])
            let isUnder = resolved == point || resolved.hasPrefix(point == "/" ? "/" : point + "/")
            if isUnder, point.count >= (best?.point.count ?? -1) { best = (point, String(fields[2])) }
        }
        return best?.type
    }

    @Test("blocks are given ahead on ext4 only, as /proc/self/mounts tells the file system")
    func onlyOnExt4() throws {
        for path in [NSTemporaryDirectory(), "/dev/shm", "/proc"] where FileManager.default.fileExists(atPath: path) {
            let type = try #require(Self.fileSystemType(of: path))
            #expect(BlockReservation.helps(inFolderAt: path) == ["ext2", "ext3", "ext4"].contains(type), "\(path): \(type)")
        }
        #expect(!BlockReservation.helps(inFolderAt: "/no/such/folder"))
        // procfs's magic number, the same on every Linux: the number is read from the right place.
        #expect(FileSystemType.of("/proc") == 0x9FA0)
        #expect(FileSystemType.of("/no/such/folder") == nil)
    }

    @Test("a reserved file is as long as asked and holds what is written over it; on ext4 its blocks are there before")
    func reserveThenWrite() throws {
        let path = NSTemporaryDirectory() + "preflight-reserve-\(UUID().uuidString)"
        defer { unlink(path) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        try #require(descriptor >= 0)
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        BlockReservation.reserve(descriptor, bytes: bytes.count)
        var info = stat()
        #expect(fstat(descriptor, &info) == 0)
        if BlockReservation.helps(inFolderAt: NSTemporaryDirectory()) {
            #expect(Int(info.st_size) == bytes.count)
            #expect(Int(info.st_blocks) * 512 >= bytes.count)
        }
        try StagedOutput.writeAll(bytes, to: descriptor, name: "page.html", target: path)
        close(descriptor)
        #expect(FileManager.default.contents(atPath: path) == Data(bytes))
    }
}
