extension DiagnosticCode {
    static let mathExplanations: [DiagnosticCode: Explanation] = [
        .invalidMath: Explanation(
            meaning: """
                A formula (`$…$`, `$$…$$` or `<Latex>…</Latex>`) holds TeX that KaTeX cannot \
                typeset: an unknown command, a brace left open, an environment KaTeX does not \
                have. The message is KaTeX's, at the formula's opening delimiter.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Ratio\n\nThe ratio is $\\frac{a}{b$.\n")],
                arguments: ["build"],
                output: "content/docs/index.md:3:14: error[invalid_math]: KaTeX cannot typeset this formula: …"),
            fix: """
                Correct the TeX as the message says; KaTeX's list of supported functions \
                (katex.org/docs/supported) names what it knows. A dollar that is not math is \
                written `\\$`, or kept apart from the next one: `$5 and $10` is text.
                """),
        .mathUnavailable: Explanation(
            meaning: """
                A page has a formula, and Preflight typesets formulas at build time with KaTeX \
                run by Node.js, so that pages need no script, or else in the reader's browser \
                with KaTeX's browser build. Neither could: no `node` on `PATH` (or \
                `PREFLIGHT_NODE`) or no KaTeX module (Debian's `katex` package, or the folder \
                `PREFLIGHT_KATEX_DIR` names), and no browser build (Debian's `libjs-katex`, or \
                the folder `PREFLIGHT_KATEX_ASSETS` names). The formulas show their TeX \
                instead, and the build says so once.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Energy\n\n$E = mc^2$\n")],
                arguments: ["build"],
                condition: .noKaTeX,
                output:
                    "content/docs: warning[math_unavailable]: 1 formula is shown as TeX: no Node.js was found on PATH (or PREFLIGHT_NODE); expected node to run KaTeX."
            ),
            fix: """
                Install Node.js and KaTeX: `apt-get install nodejs katex libjs-katex` (the \
                last gives the stylesheet and fonts pages load), or set `PREFLIGHT_NODE` and \
                `PREFLIGHT_KATEX_DIR` (a folder holding KaTeX's `package.json` and `dist/`). \
                `libjs-katex` alone has formulas typeset in the browser \
                (`math_typeset_in_browser`).
                """),
        .mathTypesetInBrowser: Explanation(
            meaning: """
                A page has a formula, and KaTeX could not run at build time (no `node` on \
                `PATH` or `PREFLIGHT_NODE`, or no KaTeX module), but KaTeX's browser build is \
                installed (Debian's `libjs-katex`, or the folder `PREFLIGHT_KATEX_ASSETS` \
                names). The formulas are typeset when a page loads: the build copies KaTeX's \
                script, stylesheet and fonts into `assets/katex/`, and only pages with a \
                formula load them. Without the build-time run, TeX that KaTeX cannot read is \
                not an `invalid_math` error: the page shows KaTeX's message in red in its \
                place. Before the script runs, or without JavaScript, each formula shows its TeX.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Energy\n\n$E = mc^2$\n")],
                arguments: ["build"],
                condition: .noNode,
                output:
                    "content/docs: warning[math_typeset_in_browser]: 1 formula is typeset in the browser: no Node.js was found on PATH (or PREFLIGHT_NODE); expected node to run KaTeX."
            ),
            fix: """
                Install Node.js and KaTeX's module: `apt-get install nodejs katex`, or set \
                `PREFLIGHT_NODE` and `PREFLIGHT_KATEX_DIR`. Formulas are then typeset at build \
                time, pages need no script, and a formula KaTeX cannot read is reported at its \
                place.
                """),
    ]
}
