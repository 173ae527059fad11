import Foundation
import Testing

@testable import SiteBuilder

@Suite("Replaced files")
struct ReplacedFilesTests {
    /// The files this process holds open under `folder`, as /proc lists them: a path held
    /// after it was renamed over ends in " (deleted)". Other tests' files are elsewhere.
    static func held(under folder: String) -> [String] {
        let descriptors = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        return descriptors.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\($0)") }
            .filter { $0.hasPrefix(folder + "/") }
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
        #expect(replaced.hold("\(folder)/missing.html") == -1)
        for descriptor in descriptors { replaced.release(descriptor) }
        replaced.finish()
        #expect(Self.held(under: folder).isEmpty)
        // Every hold released: the limit counts from zero again.
        let again = replaced.hold("\(folder)/page-0.html")
        #expect(again >= 0)
        replaced.release(again)
        replaced.finish()
        #expect(Self.held(under: folder).isEmpty)
        for index in 0..<count {
            #expect(FileManager.default.contents(atPath: "\(folder)/page-\(index).html") == Data("new \(index)".utf8))
        }
    }
}
