/// A template's node tree laid out flat for rendering: one list of steps whose payloads are
/// plain numbers, with the text, paths and names they refer to kept in tables beside it.
///
/// Rendering walks templates thousands of times per site. Walking `[TemplateNode]` would copy
/// each node out of its array, retaining and releasing every array and string it holds; a step
/// is copied for free, and literal text is appended straight from memory the program owns.
///
/// `@unchecked Sendable` because of the raw text buffer: it is written once in `init`, never
/// again, and freed in `deinit`, so sharing it between threads is safe.
final class TemplateProgram: @unchecked Sendable {
    enum Step {
        /// Literal text: `text[range]`.
        case text(Range<Int>)
        case variable(path: Int, escaped: Bool)
        /// A section whose body is the steps after it, up to `end`.
        case section(path: Int, inverted: Bool, end: Int)
        case partial(name: Int, indentation: Range<Int>?)
        /// A parent whose block overrides, `overrides[table]`, are the steps after it, up to `end`;
        /// they render only where the parent's blocks ask for them.
        case parent(name: Int, indentation: Range<Int>?, table: Int, end: Int)
        /// A block whose default body is the steps after it, up to `end`.
        case block(name: Int, indentation: Range<Int>, end: Int)
    }

    let steps: [Step]
    /// Literal text and indentation, all in one buffer.
    let text: UnsafeBufferPointer<UInt8>
    let paths: [TemplatePath]
    /// Partial, parent and block names.
    let names: [String]
    /// Each parent's block overrides: the steps of each override's body, by block name.
    let overrides: [[String: Range<Int>]]

    init(_ nodes: [TemplateNode]) {
        var builder = Builder()
        builder.append(nodes)
        steps = builder.steps
        paths = builder.paths
        names = builder.names
        overrides = builder.overrides
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: builder.text.count)
        _ = buffer.initialize(from: builder.text)
        text = UnsafeBufferPointer(buffer)
    }

    deinit {
        text.deallocate()
    }

    subscript(text range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[range])
    }

    private struct Builder {
        var steps: [Step] = []
        var text: [UInt8] = []
        var paths: [TemplatePath] = []
        var names: [String] = []
        var overrides: [[String: Range<Int>]] = []

        mutating func append(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes):
                    steps.append(.text(store(bytes)))
                case .variable(let path, let escaped):
                    paths.append(path)
                    steps.append(.variable(path: paths.count - 1, escaped: escaped))
                case .section(let path, let inverted, let body):
                    paths.append(path)
                    let path = paths.count - 1
                    let start = reserveStep()
                    append(body)
                    steps[start] = .section(path: path, inverted: inverted, end: steps.count)
                case .partial(let name, let indentation):
                    steps.append(.partial(name: store(name), indentation: indentation.map { store($0) }))
                case .parent(let name, let indentation, let blocks):
                    let name = store(name)
                    let indentation = indentation.map { store($0) }
                    let start = reserveStep()
                    var table: [String: Range<Int>] = [:]
                    for (block, body) in blocks {
                        let bodyStart = steps.count
                        append(body)
                        table[block] = bodyStart..<steps.count
                    }
                    overrides.append(table)
                    steps[start] = .parent(name: name, indentation: indentation, table: overrides.count - 1, end: steps.count)
                case .block(let name, let indentation, let defaultBody):
                    let name = store(name)
                    let indentation = store(indentation)
                    let start = reserveStep()
                    append(defaultBody)
                    steps[start] = .block(name: name, indentation: indentation, end: steps.count)
                }
            }
        }

        /// A place for a step whose end is known once its body is appended.
        private mutating func reserveStep() -> Int {
            steps.append(.text(0..<0))
            return steps.count - 1
        }

        private mutating func store(_ bytes: [UInt8]) -> Range<Int> {
            text += bytes
            return text.count - bytes.count..<text.count
        }

        private mutating func store(_ name: String) -> Int {
            names.append(name)
            return names.count - 1
        }
    }
}
