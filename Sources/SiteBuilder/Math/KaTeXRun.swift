import ChildProcess
import Foundation

/// One Node.js process that typesets many formulas: the formulas go in as JSON on standard
/// input, and KaTeX's HTML and MathML (or its message) for each come back as JSON.
enum KaTeXRun {
    /// One formula's outcome: its HTML, or KaTeX's message.
    struct Outcome: Codable, Sendable, Equatable {
        var html: String?
        var error: String?
    }

    private struct Input: Encodable {
        var katex: String
        var formulas: [Formula]
        struct Formula: Encodable {
            var tex: String
            var display: Bool
        }
    }

    /// Typesets `formulas`; nil when Node.js gave no results (it did not start, KaTeX did not
    /// load, or it ran out of time).
    static func typeset(_ formulas: [(tex: String, display: Bool)], tools: KaTeXTools) -> [Outcome]? {
        let input = Input(katex: tools.module, formulas: formulas.map { Input.Formula(tex: $0.tex, display: $0.display) })
        guard let json = try? JSONEncoder().encode(input) else { return nil }
        // Five minutes is far beyond any real page's formulas: only a hang reaches it.
        guard
            let finished = try? ChildProcess.run(
                tools.node, ["-e", script], input: json, error: .null, deadline: .seconds(300))
        else { return nil }
        guard finished.succeeded,
            let outcomes = try? JSONDecoder().decode([Outcome].self, from: finished.output), outcomes.count == formulas.count
        else { return nil }
        return outcomes
    }

    /// Reads the input, typesets each formula with KaTeX's HTML and MathML output, and prints
    /// the results. `throwOnError` makes a bad formula an error rather than red text; `trust`
    /// stays off, so `\href` and `\htmlClass` add nothing a page could not.
    static let script = """
        const chunks = [];
        process.stdin.on("data", (chunk) => chunks.push(chunk));
        process.stdin.on("end", () => {
          const input = JSON.parse(Buffer.concat(chunks).toString("utf8"));
          const katex = require(input.katex);
          const results = input.formulas.map(({ tex, display }) => {
            try {
              return { html: katex.renderToString(tex, { displayMode: display, output: "htmlAndMathml", throwOnError: true, strict: "ignore", trust: false }) };
            } catch (error) {
              return { error: String((error && error.message) || error) };
            }
          });
          process.stdout.write(JSON.stringify(results));
        });
        """
}
