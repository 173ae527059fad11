import Foundation
import Testing

/// Swift inlines an `@inlinable` member into another module only when its type is public: on a
/// `package` type every call stays a call (`ByteClass.isBlank` was one 588,000 times a 1,000-page
/// build). The helpers meant to be inlined live in files that say `@inlinable`; none of those may
/// declare a `package` type.
@Suite("Types with inlinable members")
struct InlinableTypesTests {
    @Test("no source file with an @inlinable member declares a package type")
    func inlinableMembersLiveInPublicTypes() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let packageType = try Regex(#"^\s*package\s+(final\s+)?(enum|struct|class|actor)\s"#)
        var checked = 0
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            guard text.contains("@inlinable") else { continue }
            checked += 1
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                #expect(!line.contains(packageType), "Sources/\(file):\(index + 1): \(line)")
            }
        }
        // ByteClass, ByteSearch, ASCII, ValidUTF8, HTMLBuffer-Writer, HTMLEscaping at least.
        #expect(checked >= 6)
    }
}
