import ChildProcess
import Foundation
import Testing

/// Assets are copied into the site a block at a time: a build's memory does not grow with
/// the size of the images and downloads it copies.
@Suite("Large assets, end to end")
struct LargeAssetTests {
    /// Runs the build under Python, which reports the peak resident memory of its children
    /// (the build alone), in KiB; `nil` without Python.
    private func peakMemoryOfBuild(in folder: URL) throws -> (status: Int32, kilobytes: Int)? {
        let script = """
            import resource, subprocess, sys
            status = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
            print(status, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            """
        let finished = try ChildProcess.run(
            "/usr/bin/env", ["python3", "-c", script, PreflightProcess.binary.path, "build"], directory: folder.path,
            error: .inherit)
        guard finished.succeeded else { return nil }
        let printed = String(decoding: finished.output, as: UTF8.self)
        let fields = printed.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 2 else { return nil }
        return (Int32(fields[0]), fields[1])
    }

    @Test("a 160 MB image in the docs and one in templates/assets are copied whole, in a fraction of their size in memory")
    func largeAssetsStream() throws {
        let site = try TemporarySite()
        try site.write("content/docs/index.md", "---\ntitle: Home\n---\n# Home\n\n![A large picture](images/large.png)\n")
        try site.copyTemplates()
        let size: UInt64 = 160 << 20
        for path in ["content/docs/images/large.png", "templates/assets/large.bin"] {
            let url = try site.write(path, "")
            // A sparse file: large to read, cheap to make; a marker at its end checks the copy's tail.
            let handle = try FileHandle(forWritingTo: url)
            try handle.truncate(atOffset: size)
            try handle.seek(toOffset: size - 4)
            try handle.write(contentsOf: Data("end\n".utf8))
            try handle.close()
        }
        guard let (status, kilobytes) = try peakMemoryOfBuild(in: site.root) else {
            Issue.record("python3 is needed to measure the build's memory")
            return
        }
        #expect(status == 0)
        for path in ["_site/images/large.png", "_site/assets/large.bin"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: site.root.appendingPathComponent(path).path)
            #expect((attributes[.size] as? NSNumber)?.uint64Value == size, "\(path)")
            let handle = try FileHandle(forReadingFrom: site.root.appendingPathComponent(path))
            try handle.seek(toOffset: size - 4)
            #expect(try handle.readToEnd() == Data("end\n".utf8), "\(path)")
        }
        // A small site's build peaks near 25 MB; reading either file whole would add 160 MB.
        #expect(kilobytes < 100 * 1024, "peak \(kilobytes) KiB")
    }
}
