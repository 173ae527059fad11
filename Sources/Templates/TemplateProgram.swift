import Diagnostics

/// A template's node tree laid out flat for rendering: one list of steps whose payloads are
/// plain numbers, with the text, paths and names they refer to kept in tables beside it.
///
/// Rendering walks templates thousands of times per site. Walking `[TemplateNode]` would copy
/// each node out of its array, retaining and releasing every array and string it holds; a step
/// is copied for free, and literal text is appended straight from memory the program owns.
///
/// `@unchecked Sendable` because of the raw buffers (text, paths and their names): they are
/// written once in `init`, never again, and freed in `deinit`, so sharing them between threads
/// is safe.
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
    /// Where each step starts in the source, as a byte offset; read only to report a problem.
    let offsets: [Int]
    /// The template's name, as partials and parents name it.
    let name: String
    /// The source, kept to turn an offset into a line and column for a diagnostic.
    let source: TemplateSource
    /// Literal text and indentation, all in one buffer.
    let text: UnsafeBufferPointer<UInt8>
    /// The paths tags name, as plain numbers into ``pathNames``: see ``PathSlot``.
    let paths: UnsafeBufferPointer<PathSlot>
    /// Every name of every path, one after another.
    let pathNames: UnsafeBufferPointer<String>
    /// Partial, parent and block names.
    let names: [String]
    /// Each parent's block overrides: the steps of each override's body, by block name.
    let overrides: [[String: Range<Int>]]

    init(_ nodes: [TemplateNode], name: String, source: TemplateSource) {
        var builder = Builder()
        builder.append(nodes)
        steps = builder.steps
        offsets = builder.offsets
        self.name = name
        self.source = source
        var slots: [PathSlot] = []
        var flatNames: [String] = []
        for path in builder.paths {
            slots.append(PathSlot(start: flatNames.count, count: path.components.count, firstHash: path.firstHash))
            flatNames += path.components
        }
        paths = Self.owned(slots)
        pathNames = Self.owned(flatNames)
        names = builder.names
        overrides = builder.overrides
        let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: builder.text.count)
        _ = buffer.initialize(from: builder.text)
        text = UnsafeBufferPointer(buffer)
    }

    deinit {
        text.deallocate()
        UnsafeMutableBufferPointer(mutating: paths).deinitialize().deallocate()
        UnsafeMutableBufferPointer(mutating: pathNames).deinitialize().deallocate()
    }

    /// A tag's path as rendering reads it: where its names are in ``pathNames``, and the first
    /// name's ``TemplateRootIndex/hash(_:)`` (nil for `.` and for a name that is not ASCII).
    ///
    /// Plain numbers, and out of memory the program owns rather than an array, because both
    /// rendering threads read every path of the page template for every page: copying a path
    /// that held an array retained and released it, an atomic write to memory both threads
    /// share, and the threads took turns with it (3 % of a 5,000-page build's time). A name
    /// read from ``pathNames`` is copied too: one of up to 15 bytes, as nearly all are, is
    /// held in the string itself; a longer one still retains its storage.
    struct PathSlot {
        let start: Int
        let count: Int
        let firstHash: UInt64?
    }

    /// `values` copied into memory the program owns, freed in `deinit`.
    private static func owned<Value>(_ values: [Value]) -> UnsafeBufferPointer<Value> {
        let storage = UnsafeMutableBufferPointer<Value>.allocate(capacity: values.count)
        _ = storage.initialize(fromContentsOf: values)
        return UnsafeBufferPointer(storage)
    }

    subscript(text range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: text[range])
    }

    /// The line and column where step `index` starts.
    func position(ofStep index: Int) -> SourcePosition {
        source.position(of: offsets[index])
    }

    private struct Builder {
        var steps: [Step] = []
        var offsets: [Int] = []
        var text: [UInt8] = []
        var paths: [TemplatePath] = []
        var names: [String] = []
        var overrides: [[String: Range<Int>]] = []

        mutating func append(_ nodes: [TemplateNode]) {
            for node in nodes {
                switch node {
                case .text(let bytes, let offset):
                    append(.text(store(bytes)), at: offset)
                case .variable(let path, let escaped, let offset):
                    paths.append(path)
                    append(.variable(path: paths.count - 1, escaped: escaped), at: offset)
                case .section(let path, let inverted, let body, let offset):
                    paths.append(path)
                    let path = paths.count - 1
                    let start = reserveStep(at: offset)
                    append(body)
                    steps[start] = .section(path: path, inverted: inverted, end: steps.count)
                case .partial(let name, let indentation, let offset):
                    append(.partial(name: store(name), indentation: indentation.map { store($0) }), at: offset)
                case .parent(let name, let indentation, let blocks, let offset):
                    let name = store(name)
                    let indentation = indentation.map { store($0) }
                    let start = reserveStep(at: offset)
                    var table: [String: Range<Int>] = [:]
                    for (block, body) in blocks {
                        let bodyStart = steps.count
                        append(body)
                        table[block] = bodyStart..<steps.count
                    }
                    overrides.append(table)
                    steps[start] = .parent(name: name, indentation: indentation, table: overrides.count - 1, end: steps.count)
                case .block(let name, let indentation, let defaultBody, let offset):
                    let name = store(name)
                    let indentation = store(indentation)
                    let start = reserveStep(at: offset)
                    append(defaultBody)
                    steps[start] = .block(name: name, indentation: indentation, end: steps.count)
                }
            }
        }

        private mutating func append(_ step: Step, at offset: Int) {
            steps.append(step)
            offsets.append(offset)
        }

        /// A place for a step whose end is known once its body is appended.
        private mutating func reserveStep(at offset: Int) -> Int {
            append(.text(0..<0), at: offset)
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
