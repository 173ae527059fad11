import Foundation
import Testing

@testable import SiteBuilder

@Suite("Finding and drawing Mermaid diagrams")
struct DiagramSourcesTests {
    @Test("the scan finds fenced mermaid blocks as cmark gives their text, and nothing else")
    func scan() {
        let page = """
            # Title

            ```mermaid
            flowchart LR
              A --> B
            ```

            ~~~~ Mermaid title="x"
            sequenceDiagram
            ```
            still inside
            ~~~~

            ```swift
            let mermaid = 1
            ```

                ```mermaid
                indented code, not a fence
                ```
            """
        #expect(
            DiagramSources.scan(Array(page.utf8)) == [
                "flowchart LR\n  A --> B\n", "sequenceDiagram\n```\nstill inside\n",
            ])
        #expect(DiagramSources.scan(Array("no diagrams here".utf8)).isEmpty)
    }

    @Test("Mermaid's message becomes one line: its first and its last")
    func message() {
        #expect(
            DiagramLibrary.message("Parse error on line 3:\n...A -->\n------^\nExpecting 'AMP', got 'EOF'")
                == "Parse error on line 3: Expecting 'AMP', got 'EOF'")
        #expect(DiagramLibrary.message("No diagram type detected.") == "No diagram type detected")
        #expect(DiagramLibrary.message("\n") == "no drawing")
    }

    @Test("the sources are JSON that no source can close the script element with")
    func pageEscapes() {
        #expect(MermaidPage.jsonString("a</script>\"\\\n\u{1}") == #""a\u003c/script>\"\\\n\u0001""#)
        let html = MermaidPage.html(mermaidFolder: "/m", sources: ["</script><script>alert(1)"], ids: ["mmd1"])
        #expect(!html.contains("</script><script>alert"))
        #expect(html.contains(#"import { mermaid } from "file:///m/index.js";"#))
    }

    @Test("the results come back from the dumped page, and anything else is no result")
    func outcomes() throws {
        let json = #"[{"light":"<svg/>","dark":"<svg/>","title":"T"},{"error":"bad"}]"#
        let dom = "<html><body><pre id=\"out\">\(Data(json.utf8).base64EncodedString())</pre></body></html>"
        let results = try #require(MermaidRun.outcomes(dom, count: 2))
        #expect(results[0] == MermaidRun.Outcome(light: "<svg/>", dark: "<svg/>", title: "T"))
        #expect(results[1].error == "bad")
        #expect(MermaidRun.outcomes(dom, count: 3) == nil)
        #expect(MermaidRun.outcomes("<pre id=\"out\"></pre>", count: 0) == nil)
    }

    @Test("without tools every diagram is undrawn and the notice counts them once each")
    func unavailable() {
        let library = DiagramLibrary(cacheFolder: nil, findTools: { .failure(.browser) })
        library.prepare(["a\n", "b\n", "a\n"])
        #expect(library.drawing(for: "a\n") == .unavailable)
        #expect(library.drawing(for: "c\n") == .unavailable)
        let notice = library.notice(folder: "content/docs")
        #expect(notice?.code == .mermaidUnavailable)
        #expect(notice?.message.hasPrefix("3 Mermaid diagrams are shown as source: no Chromium") == true)
        #expect(DiagramLibrary(cacheFolder: nil, findTools: { .failure(.mermaid) }).notice(folder: "x") == nil)
    }
}
