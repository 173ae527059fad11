extension DiagnosticCode {
    static let diagramExplanations: [DiagnosticCode: Explanation] = [
        .invalidDiagram: Explanation(
            meaning: """
                A ```` ```mermaid ```` block holds a diagram Mermaid cannot parse or draw. The \
                page shows the block's source instead of the drawing, and the build goes on; \
                `build --strict` makes it an error.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Flow\n\n```mermaid\nflowchart LR\n  A -->\n```\n")],
                arguments: ["build"],
                output: "content/docs/index.md:3:1: warning[invalid_diagram]: Mermaid could not draw this diagram: …"),
            fix: """
                Correct the diagram as the message says (Mermaid's own error: its first line and what it expected); the \
                Mermaid Live Editor shows the same errors as you type.
                """),
        .mermaidUnavailable: Explanation(
            meaning: """
                A page has a ```` ```mermaid ```` block, and Preflight draws diagrams at build \
                time with Mermaid in headless Chromium, so that pages need no script and work \
                offline. One of the two was not found: no Chromium on `PATH` (or \
                `CHROMIUM_BIN`), or no Mermaid build (the one the PyPI package `nicegui` ships, \
                found through `python3`, or the folder `PREFLIGHT_MERMAID_DIR` names). The \
                diagrams' sources are shown instead, and the build says so once.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Flow\n\n```mermaid\nflowchart LR\n  A --> B\n```\n")],
                arguments: ["build"],
                condition: .noBrowser,
                output:
                    "content/docs: warning[mermaid_unavailable]: 1 Mermaid diagram is shown as source: no Chromium or Chrome was found on PATH (or CHROMIUM_BIN); expected a browser to draw diagrams."
            ),
            fix: """
                Install both: `apt-get install chromium` and `pip install nicegui` (its \
                Mermaid build is what Preflight loads), or set `CHROMIUM_BIN` and \
                `PREFLIGHT_MERMAID_DIR` (a folder holding Mermaid's ESM `index.js`).
                """),
    ]
}
