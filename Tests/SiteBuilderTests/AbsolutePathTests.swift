import Foundation
import TestSupport
import Testing

@testable import SiteBuilder

@Suite("Absolute paths")
struct AbsolutePathTests {
    /// As the build's paths were made before, with Foundation.
    private func foundation(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    @Test("Standardized as Foundation standardizes them, for paths written every way")
    func sameAsFoundation() {
        let written = [
            "", ".", "..", "/", "//", "//a//b/", "a/../../b", "/..", "/../a", "a/./b/.", "a b", "ü/x", "/a/b/..",
            "../../../../../../../../../../x", "a/..", "./", "a//", "/a/./", "%20x", "a?b#c", "a;b", "~", "~/a", "a/~",
            "~~", ".hidden/..x/...", "a//..", "é/a//../..", "..//./../...", "a/.//../~",
        ]
        for path in written {
            #expect(AbsolutePath.of(path) == foundation(path), "\(path)")
        }
    }

    @Test("Standardized as Foundation standardizes them, for random paths")
    func randomPaths() {
        var random = SplitMix(seed: 7)
        let parts = ["a", "b c", ".", "..", "", "é", "x.md", "...", ".git", "~"]
        for _ in 0..<2000 {
            let count = Int(random.next() % 6)
            var path = (0..<count).map { _ in parts[Int(random.next() % UInt64(parts.count))] }.joined(separator: "/")
            if random.next() % 2 == 0 { path = "/" + path }
            #expect(AbsolutePath.of(path) == foundation(path), "\(path)")
        }
    }
}
