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
                run by Node.js, so that pages need no script. One of the two was not found: \
                no `node` on `PATH` (or `PREFLIGHT_NODE`), or no KaTeX module (Debian's \
                `katex` package, or the folder `PREFLIGHT_KATEX_DIR` names). The formulas show \
                their TeX instead, and the build says so once.
                """,
            example: Example(
                files: [Example.File("content/docs/index.md", "# Energy\n\n$E = mc^2$\n")],
                arguments: ["build"],
                condition: .noBrowser,
                output:
                    "content/docs: warning[math_unavailable]: 1 formula is shown as TeX: no Node.js was found on PATH (or PREFLIGHT_NODE); expected node to run KaTeX."
            ),
            fix: """
                Install Node.js and KaTeX: `apt-get install nodejs katex libjs-katex` (the \
                last gives the stylesheet and fonts pages load), or set `PREFLIGHT_NODE` and \
                `PREFLIGHT_KATEX_DIR` (a folder holding KaTeX's `package.json` and `dist/`).
                """),
    ]
}
