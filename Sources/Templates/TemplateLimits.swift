import Diagnostics

/// How far one render may go before it stops with an error at the tag it reached.
///
/// A template that includes itself, or sections nested over the same list, multiply the work
/// at every level: two self-includes 200 deep are 2^200 expansions, 40 nested `{{#toc}}`
/// sections over ten headings 10^40 visits. The limits end such a render after work in
/// proportion to the template and its data, rather than after hours, a crash, or a page cut
/// off without a word.
package struct TemplateLimits: Sendable {
    /// Sections, partials, parents and blocks rendered inside one another at most. A partial
    /// that includes itself unconditionally reaches it after a few hundred steps, since
    /// rendering goes depth first; data-driven recursion such as a navigation tree uses two
    /// levels per level of the tree and stays far below. It also keeps the renderer, which
    /// descends one call per level, well inside a thread's stack.
    package static let maximumDepth = 200
    /// Steps (tags and runs of text) one render may visit with no data at all.
    package static let baseSteps = 1_000_000
    /// Bytes one render may write with no data at all: 16 MiB, far above any hand-written page.
    package static let baseOutputBytes = 16 << 20

    /// The codes of the errors only a render that passes a limit throws. Pages usually share
    /// their templates, so a site builder can stop at the first page with one of these.
    package static let errorCodes: Set<DiagnosticCode> = [
        .recursivePartial, .recursiveBlock, .templateRenderTooLong, .templateOutputTooLarge,
    ]

    /// The limits of a render with no data and no template: every render may go this far.
    static let base = TemplateLimits(steps: baseSteps, outputBytes: baseOutputBytes)

    /// The steps this render may visit.
    package var steps: Int
    /// The bytes this render may write.
    package var outputBytes: Int

    package init(steps: Int, outputBytes: Int) {
        self.steps = steps
        self.outputBytes = outputBytes
    }

    /// The limits for rendering `program` with `library` against `context`.
    ///
    /// A render that goes through its data once visits each value with at most the whole
    /// template (every step, every byte of its text) and interpolates each string a few
    /// times; the limits allow that and a floor besides. Data-driven work (a 200,000-item
    /// list, a navigation tree) stays within them however large the data; work that repeats
    /// over the same data at every level of nesting passes them after work linear in the
    /// template and the data.
    init(rendering program: TemplateProgram, with library: TemplateLibrary, against context: TemplateValue) {
        let data = ContextSize(context)
        let templateSteps = program.steps.count + library.size.steps
        let templateText = program.text.count + library.size.textBytes
        steps = Self.sum(Self.baseSteps, Self.product(templateSteps, data.values))
        outputBytes = Self.sum(
            Self.baseOutputBytes, Self.sum(Self.product(templateText, data.values), Self.product(4, data.textBytes)))
    }

    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.addingReportingOverflow(b)
        return overflow ? .max : result
    }

    private static func product(_ a: Int, _ b: Int) -> Int {
        let (result, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? .max : result
    }
}

/// How much data a context holds: every value (lists and objects included) and the bytes of
/// its text.
struct ContextSize {
    var values = 0
    var textBytes = 0

    /// Walks `context` with a list of its own rather than by recursion, so data nested deeply
    /// cannot exhaust the stack.
    init(_ context: TemplateValue) {
        var pending = [context]
        while let value = pending.popLast() {
            values += 1
            switch value {
            case .string(let text): textBytes += text.utf8.count
            case .utf8(let bytes): textBytes += bytes.count
            case .array(let items): pending += items
            case .object(let members): pending += members.values
            case .null, .bool, .int, .double: break
            }
        }
    }
}
