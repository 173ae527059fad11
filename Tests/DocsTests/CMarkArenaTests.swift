import CCmarkGFM
import Dispatch
import Foundation
import Locking
import Testing

@testable import Docs

@Suite("cmark's per-thread arena")
struct CMarkArenaTests {
    /// cmark's own allocator calls, through the function pointers cmark is given.
    private var memory: cmark_mem { CMarkArena.memory.pointee }

    @Test("calloc gives zeroed memory even where an earlier page left bytes behind")
    func callocZeroes() {
        for round in 0..<3 {
            let arena = CMarkArena.retain()
            let block = memory.calloc(64, 16)!.assumingMemoryBound(to: UInt8.self)
            #expect((0..<1024).allSatisfy { block[$0] == 0 }, "round \(round)")
            memset(block, 0xAB, 1024)
            CMarkArena.release(arena)
        }
    }

    @Test("realloc keeps the contents, whether the block grows in place or moves")
    func reallocKeepsContents() {
        let arena = CMarkArena.retain()
        defer { CMarkArena.release(arena) }
        var block = memory.realloc(nil, 10)!
        for index in 0..<10 { block.storeBytes(of: UInt8(index), toByteOffset: index, as: UInt8.self) }
        // The latest block grows where it is.
        let grown = memory.realloc(block, 5_000)!
        #expect(grown == block)
        // Another block after it: growing the first one now moves it.
        let other = memory.calloc(1, 32)!
        block = memory.realloc(grown, 1_000_000)!
        #expect(block != grown)
        #expect((0..<10).allSatisfy { block.load(fromByteOffset: $0, as: UInt8.self) == UInt8($0) })
        #expect(other.load(as: UInt64.self) == 0)
        memory.free(other)
        memory.free(block)
    }

    @Test("A page larger than the arena's first chunk renders whole, and so does the next one")
    func pageLargerThanAChunk() {
        let paragraph = "Some *emphasis* and a [link](https://example.com) in a paragraph of text.\n\n"
        let large = String(repeating: paragraph, count: 20_000)
        let expected = String(
            repeating: "<p>Some <em>emphasis</em> and a <a href=\"https://example.com\">link</a> in a paragraph of text.</p>\n",
            count: 20_000)
        for _ in 0..<2 {
            #expect(CMark.parse(Array(large.utf8)).renderHTMLText() == expected)
            #expect(CMark.parse(Array("# Small\n".utf8)).renderHTMLText() == "<h1>Small</h1>\n")
        }
    }

    @Test("Memory of released pages is reused: a thousand pages take no more than one")
    func releasedPagesGiveMemoryBack() {
        // On a thread of its own, whose arena no other test has grown.
        let page = Array(
            String(
                repeating: "## Heading\n\nText with *emphasis*, `code` and a [link](/x).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n",
                count: 40
            ).utf8)
        let held = Locked<(afterOne: Int, afterMany: Int)>((0, 0))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = CMark.parse(page).renderHTML()
            let afterOne = CMarkArena.chunkBytesOfThisThread
            for _ in 0..<1_000 { _ = CMark.parse(page).renderHTML() }
            held.withLock { $0 = (afterOne, CMarkArena.chunkBytesOfThisThread) }
            done.signal()
        }
        thread.start()
        done.wait()
        let (afterOne, afterMany) = held.withLock { $0 }
        #expect(afterOne > 0)
        #expect(afterMany == afterOne)
    }

    @Test("After a page bigger than the arena keeps, it goes back to its first size")
    func hugePageIsNotKept() {
        let huge = Array(
            String(repeating: "Some *emphasis* and `code` in a paragraph of text, repeated.\n\n", count: 120_000).utf8)
        let held = Locked(0)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            _ = CMark.parse(huge).renderHTML()
            held.withLock { $0 = CMarkArena.chunkBytesOfThisThread }
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(held.withLock { $0 } == CMarkArena.initialSize)
    }

    @Test("Documents alive at the same time on one thread keep their memory until the last is released")
    func overlappingDocuments() {
        var first: CMarkDocument? = CMark.parse(Array("| a | b |\n|---|---|\n| 1 | 2 |\n".utf8))
        let second = CMark.parse(Array("- [x] done\n".utf8))
        let table = first!.renderHTMLText()
        first = nil
        // The second document's nodes are still intact after the first one went.
        #expect(second.renderHTMLText() == "<ul>\n<li><input type=\"checkbox\" checked=\"\" disabled=\"\" /> done</li>\n</ul>\n")
        #expect(table.contains("<td>1</td>"))
    }

    @Test("Pages parsed on many threads at once each render as they do alone")
    func parallelParses() {
        let pages = (0..<64).map { "# Page \($0)\n\n~~gone~~ www.example\($0).com and `code`\n\n| x |\n|---|\n| \($0) |\n" }
        let alone = pages.map { CMark.parse(Array($0.utf8)).renderHTMLText() }
        let together = Locked<[Int: String]>([:])
        DispatchQueue.concurrentPerform(iterations: pages.count * 4) { turn in
            let index = turn % pages.count
            let html = CMark.parse(Array(pages[index].utf8)).renderHTMLText()
            together.withLock { if $0[index] == nil || $0[index] == html { $0[index] = html } else { $0[index] = "differs" } }
        }
        #expect(together.withLock { $0 } == Dictionary(uniqueKeysWithValues: alone.enumerated().map { ($0.offset, $0.element) }))
    }
}

extension CMarkDocument {
    /// The rendered HTML as text, for comparing with expected markup.
    func renderHTMLText() -> String { String(decoding: renderHTML(), as: UTF8.self) }
}
