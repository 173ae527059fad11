import Diagnostics

/// One rendering in progress: the output buffer, the context stack and the indentation of the
/// standalone partials being expanded. Each render makes its own, which is what lets many
/// threads render one `Template` at once.
///
/// A render that passes one of its ``TemplateLimits`` throws at the tag it reached; its output
/// is then of no use and is dropped, never returned cut short.
struct TemplateRenderer {
    let partials: TemplateLibrary
    /// The limits in force: only the floor (``TemplateLimits/base``) while `unmeasured` holds
    /// what the render's own limits are worked out from.
    private(set) var limits: TemplateLimits
    /// The template and data of a render whose limits are not worked out yet. Measuring the
    /// data walks all of it, every render; a render's limits are never below the floor, so
    /// that walk waits until a render passes the floor, which almost none does.
    private var unmeasured: (program: TemplateProgram, context: TemplateValue)?
    private(set) var steps = 0
    private(set) var output: [UInt8] = []
    /// The context stack, innermost last.
    private var contexts: [TemplateValue]
    /// The bottom of the stack, the render's own data, indexed for the names looked up in it.
    private let rootIndex: TemplateRootIndex?
    /// What every template line starts with: the indentation of the standalone partials, parents
    /// and blocks being expanded.
    private var indentation: [UInt8] = []
    /// Whether the output is at the start of a template line, where `indentation` is due before
    /// anything else. Newlines that come from data do not count, so an interpolated multi-line
    /// value is not re-indented, as the spec's partial tests require.
    private var atLineStart = true
    /// Sections, partials, parents and blocks being rendered inside one another.
    private var depth = 0
    /// The template the render started with.
    private(set) var root: TemplateProgram?
    /// The partial, parent and block tags being expanded, outermost first, so that a render
    /// that gets too deep can name the tag that keeps coming back.
    private(set) var expansions: [Expansion] = []

    /// A tag being expanded: step `step` of `program`.
    struct Expansion {
        let program: TemplateProgram
        let step: Int
    }

    init(context: TemplateValue, partials: TemplateLibrary, limits: TemplateLimits) {
        self.partials = partials
        self.limits = limits
        contexts = [context]
        rootIndex = TemplateRootIndex(context)
        output.reserveCapacity(Self.expectedSize(of: context))
    }

    /// A render of `program` against `context` whose limits are worked out only once it
    /// passes their floor.
    init(rendering program: TemplateProgram, against context: TemplateValue, partials: TemplateLibrary) {
        self.init(context: context, partials: partials, limits: .base)
        unmeasured = (program, context)
    }

    /// A first guess at the output's size: 4 KB of markup plus the context's top-level strings.
    ///
    /// A page shell's output is mostly one or two big values (a page body, a sidebar, a
    /// 400 KB settings screen); reserving for them up front saves growing the buffer by
    /// doubling, which copied the page several times over and touched fresh memory each time.
    private static func expectedSize(of context: TemplateValue) -> Int {
        guard case .object(let members) = context else { return 4096 }
        var size = 4096
        for value in members.values {
            switch value {
            case .string(let text): size += text.utf8.count
            case .utf8(let bytes): size += bytes.count
            default: break
            }
        }
        return size
    }

    /// A block override: the steps of its body, in the program of the template that wrote it.
    struct Override {
        let program: TemplateProgram
        let steps: Range<Int>
    }

    /// Renders a whole template.
    mutating func render(_ program: TemplateProgram) throws(Diagnostic) {
        root = program
        try render(program, program.steps.indices, overrides: [:])
    }

    /// Renders `program`'s steps in `range`, filling each block from `overrides` when it has an
    /// entry there.
    mutating func render(_ program: TemplateProgram, _ range: Range<Int>, overrides: [String: Override]) throws(Diagnostic) {
        var index = range.lowerBound
        while index < range.upperBound {
            steps += 1
            guard steps <= limits.steps || measuredLimits().steps >= steps else { throw tooLong(at: index, of: program) }
            switch program.steps[index] {
            case .text(let text):
                appendText(program[text: text])
                guard output.count <= limits.outputBytes || measuredLimits().outputBytes >= output.count else {
                    throw tooLarge(at: index, of: program)
                }
                index += 1
            case .variable(let path, let escaped):
                startLine()
                resolve(program.paths[path], in: program)?.appendInterpolation(to: &output, escaped: escaped)
                guard output.count <= limits.outputBytes || measuredLimits().outputBytes >= output.count else {
                    throw tooLarge(at: index, of: program)
                }
                index += 1
            case .section(let path, let inverted, let end):
                let value = resolve(program.paths[path], in: program) ?? .null
                try enter(index, of: program)
                try renderSection(program, index + 1..<end, value: value, inverted: inverted, overrides: overrides)
                depth -= 1
                index = end
            case .partial(let name, let indentation):
                if let template = partials[program.names[name]] {
                    try include(
                        template.program, from: index, of: program, indentation: indentation.map { program[text: $0] },
                        overrides: overrides)
                }
                index += 1
            case .parent(let name, let indentation, let table, let end):
                if let template = partials[program.names[name]] {
                    // The outermost template's overrides win, so the parent's own go underneath.
                    var merged = overrides
                    for (block, steps) in program.overrides[table] where merged[block] == nil {
                        merged[block] = Override(program: program, steps: steps)
                    }
                    try include(
                        template.program, from: index, of: program, indentation: indentation.map { program[text: $0] },
                        overrides: merged)
                }
                index = end
            case .block(let name, let blockIndentation, let end):
                if let override = overrides[program.names[name]] {
                    // An override may hold the very block it fills, so it counts as an expansion.
                    expansions.append(Expansion(program: program, step: index))
                    try enter(index, of: program)
                    indentation.append(contentsOf: program[text: blockIndentation])
                    try render(override.program, override.steps, overrides: overrides)
                    indentation.removeLast(blockIndentation.count)
                    depth -= 1
                    expansions.removeLast()
                } else {
                    try enter(index, of: program)
                    try render(program, index + 1..<end, overrides: overrides)
                    depth -= 1
                }
                index = end
            }
        }
    }

    /// The render's own limits, worked out now if they were not yet.
    private mutating func measuredLimits() -> TemplateLimits {
        if let (program, context) = unmeasured {
            limits = TemplateLimits(rendering: program, with: partials, against: context)
            unmeasured = nil
        }
        return limits
    }

    /// Goes one level deeper for the tag at step `index` of `program`, or throws once that is
    /// past ``TemplateLimits/maximumDepth``.
    private mutating func enter(_ index: Int, of program: TemplateProgram) throws(Diagnostic) {
        depth += 1
        guard depth <= TemplateLimits.maximumDepth else { throw tooDeep(at: index, of: program) }
    }

    private mutating func renderSection(
        _ program: TemplateProgram, _ body: Range<Int>, value: TemplateValue, inverted: Bool, overrides: [String: Override]
    ) throws(Diagnostic) {
        if inverted {
            if !value.isTruthy { try render(program, body, overrides: overrides) }
        } else if case .array(let items) = value {
            for item in items {
                contexts.append(item)
                try render(program, body, overrides: overrides)
                contexts.removeLast()
            }
        } else if value.isTruthy {
            contexts.append(value)
            try render(program, body, overrides: overrides)
            contexts.removeLast()
        }
    }

    /// Expands the partial or parent at step `index` of `caller`, whose template is `program`.
    /// A standalone one (`indentation` not `nil`) indents each of its lines; an inline one
    /// continues the current line and, as in the spec's reference implementation, its later
    /// lines start at the margin.
    private mutating func include(
        _ program: TemplateProgram, from index: Int, of caller: TemplateProgram, indentation extra: UnsafeBufferPointer<UInt8>?,
        overrides: [String: Override]
    ) throws(Diagnostic) {
        expansions.append(Expansion(program: caller, step: index))
        try enter(index, of: caller)
        if let extra {
            // Grow and shrink in place: saving a copy to restore would make every include
            // allocate a fresh buffer.
            indentation.append(contentsOf: extra)
            try render(program, program.steps.indices, overrides: overrides)
            indentation.removeLast(extra.count)
        } else {
            startLine()
            let saved = indentation
            indentation = []
            try render(program, program.steps.indices, overrides: overrides)
            indentation = saved
        }
        depth -= 1
        expansions.removeLast()
    }

    /// Appends literal template text. Outside indented partials and blocks (the usual case)
    /// that is one copy; inside them each line of the text starts with the indentation.
    private mutating func appendText(_ text: UnsafeBufferPointer<UInt8>) {
        guard !indentation.isEmpty else {
            output.append(contentsOf: text)
            atLineStart = text.last == newline
            return
        }
        var lineStart = 0
        while lineStart < text.count {
            let lineEnd = text[lineStart...].firstIndex(of: newline).map { $0 + 1 } ?? text.count
            startLine()
            output.append(contentsOf: UnsafeBufferPointer(rebasing: text[lineStart..<lineEnd]))
            atLineStart = text[lineEnd - 1] == newline
            lineStart = lineEnd
        }
    }

    /// Writes the indentation a template line owes before its first output.
    private mutating func startLine() {
        guard atLineStart else { return }
        output.append(contentsOf: indentation)
        atLineStart = false
    }

    /// The value a tag names: the first part looked up from the innermost context outwards,
    /// each further part inside the value found so far.
    private func resolve(_ path: TemplateProgram.PathSlot, in program: TemplateProgram) -> TemplateValue? {
        guard path.count > 0 else { return contexts.last }
        let first = program.pathNames[path.start]
        var found: TemplateValue?
        var index = contexts.count - 1
        while index >= 0 {
            if index == 0, let rootIndex, let hash = path.firstHash {
                found = rootIndex.value(named: first, hash: hash)
                break
            }
            if case .object(let members) = contexts[index], let value = TemplateValue.member(first, of: members) {
                found = value
                break
            }
            index -= 1
        }
        for component in path.start + 1..<path.start + path.count {
            found = found?[program.pathNames[component]]
        }
        return found
    }
}

private let newline = UInt8(ascii: "\n")
