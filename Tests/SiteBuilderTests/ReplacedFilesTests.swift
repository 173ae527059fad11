import Foundation
import Testing

@testable import SiteBuilder

@Suite("Replaced files")
struct ReplacedFilesTests {
    /// The files this process holds open under `folder`, as /proc lists them: a path held
    /// after it was renamed over ends in " (deleted)". Other tests' files are elsewhere.
    static func held(under folder: String) -> [String] {
        // /proc names a file by its path with every link resolved.
        let resolved = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
            .filter { $0.hasPrefix(resolved + "/") }
    }

    @Test("a file held as it is renamed over stays open until released, then closes on the other thread; none past the limit")
    func holdAndRelease() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preflight-replaced-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let count = ReplacedFiles.limit + 40
        for index in 0..<count {
            try Data("old \(index)".utf8).write(to: URL(fileURLWithPath: "\(folder)/page-\(index).html"))
            try Data("new \(index)".utf8).write(to: URL(fileURLWithPath: "\(folder)/staged-\(index)"))
        }
        let replaced = ReplacedFiles()
        // A file that is not there is not held, and takes no place from those that are.
        #expect(replaced.hold("\(folder)/missing.html") == -1)
        var descriptors: [Int32] = []
        for index in 0..<count {
            let descriptor = replaced.hold("\(folder)/page-\(index).html")
            #expect((descriptor >= 0) == (index < ReplacedFiles.limit), "\(index)")
            #expect(rename("\(folder)/staged-\(index)", "\(folder)/page-\(index).html") == 0)
            descriptors.append(descriptor)
        }
        // The files renamed over are gone from the folder, and still open here.
        #expect(Self.held(under: folder).filter { $0.hasSuffix(" (deleted)") }.count == ReplacedFiles.limit)
        #expect(replaced.hold("\(folder)/page-0.html") == -1)
        for descriptor in descriptors { replaced.release(descriptor) }
        replaced.finish()
        #expect(Self.held(under: folder).isEmpty)
        // Every hold released, the limit counts from zero again; fewer than a batch released
        // are closed by the time `finish` returns.
        let few = ReplacedFiles.batchSize / 2 + 3
        var again: [Int32] = []
        for index in 0..<few {
            try Data("newer \(index)".utf8).write(to: URL(fileURLWithPath: "\(folder)/staged-\(index)"))
            again.append(replaced.hold("\(folder)/page-\(index).html"))
            #expect(rename("\(folder)/staged-\(index)", "\(folder)/page-\(index).html") == 0)
        }
        #expect(again.allSatisfy { $0 >= 0 })
        #expect(Self.held(under: folder).count == few)
        for descriptor in again { replaced.release(descriptor) }
        replaced.finish()
        #expect(Self.held(under: folder).isEmpty)
        for index in 0..<count {
            let text = index < few ? "newer \(index)" : "new \(index)"
            #expect(FileManager.default.contents(atPath: "\(folder)/page-\(index).html") == Data(text.utf8))
        }
    }
}
