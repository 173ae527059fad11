import Diagnostics
import Dispatch
import Glibc
import PreferenceModel

/// Counts the subscribers of `--states` as their states stream in: inputs are cut into
/// chunks of whole records, chunks are parsed and evaluated on every core while the next ones
/// are read, and their results are merged in input order, so the last state of a subscriber
/// wins and the counts are the same however the work was split.
package enum StateCounting {
    /// The counts and what to tell the user about the states.
    package struct Result: Sendable {
        package var impact: SubscriberImpact
        package var errors: [Diagnostic]
        package var warnings: [Diagnostic]
        /// Invalid states left out under `--skip-invalid-states`.
        package var skipped: Int
        /// The subscribers kept for the outputs that name them, when asked for.
        package var sample: SubscriberSample?
    }

    /// One input: a path given on the command line (any name; `-` is standard input), or a
    /// file found in a states folder (which must be named like states).
    package struct Input: Sendable {
        package var path: String
        package var inFolder: Bool

        package init(path: String, inFolder: Bool) {
            self.path = path
            self.inFolder = inFolder
        }
    }

    /// How large one state (a whole `.json` document, or one line) may be, and the error
    /// when one is larger: the caller's `--max-file-size` rule.
    package struct SizeLimit: Sendable {
        package var bytes: Int
        package var tooLarge: @Sendable (String) -> Diagnostic

        package init(bytes: Int, tooLarge: @escaping @Sendable (String) -> Diagnostic) {
            self.bytes = bytes
            self.tooLarge = tooLarge
        }
    }

    /// Reading stops after this many errors: enough to fix, never millions.
    static let errorLimit = 100

    /// Counts the states of `inputs` against `diff`. Invalid states are errors unless
    /// `skipInvalid`, when they are only counted. With `collect`, it also keeps the
    /// subscribers the outputs will name (see ``SubscriberCollector``).
    package static func count(
        diff: CatalogDiff, inputs: [Input], skipInvalid: Bool, limit: SizeLimit? = nil,
        collect: SubscriberCollector.Limits? = nil
    ) -> Result {
        let source = ChunkSource(inputs: inputs, limit: limit)
        let exact = SubscriberEvaluator(diff: diff)
        let workers = System.coreCount
        let evaluators = (0..<workers).map { _ in LocalEvaluator(exact) }
        var tally = SubscriberTally()
        var collector = collect.map { SubscriberCollector(limits: $0, changeCount: diff.changes.count) }
        var result = Result(
            impact: SubscriberImpact(subscribers: 0, changes: [], affected: 0, losingChoice: 0, followingDefault: 0), errors: [],
            warnings: [], skipped: 0)
        let batchSize = workers * 4
        var batch = source.read(batchSize)
        while !batch.isEmpty {
            let upcoming = Box<[ChunkSource.Item]>([])
            let group = DispatchGroup()
            if result.errors.count < errorLimit {
                DispatchQueue.global().async(group: group) { upcoming.value = source.read(batchSize) }
            }
            let outcomes = Box([ChunkOutcome?](repeating: nil, count: batch.count))
            let chunks = batch
            // Worker w takes chunks w, w + workers, …: chunks are alike in size, and each
            // worker keeps its evaluator's cache warm from batch to batch.
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for index in stride(from: worker, to: chunks.count, by: workers) {
                    guard case .chunk(let chunk) = chunks[index] else { continue }
                    let outcome = ChunkOutcome(chunk: chunk, evaluator: evaluators[worker], skipInvalid: skipInvalid)
                    outcomes.lock { $0[index] = outcome }
                }
            }
            for (item, outcome) in zip(batch, outcomes.value) {
                switch item {
                case .chunk(let chunk): outcome!.merge(chunk, into: &tally, collector: &collector, result: &result)
                case .diagnostic(let diagnostic) where diagnostic.severity == .error: result.errors.append(diagnostic)
                case .diagnostic(let diagnostic): result.warnings.append(diagnostic)
                }
            }
            group.wait()
            batch = result.errors.count < errorLimit ? upcoming.value : []
        }
        result.impact = tally.impact(of: diff)
        result.sample = collector?.sample()
        return result
    }
}

/// The chunks of every input in turn, and the diagnostics met while reading them.
private final class ChunkSource: @unchecked Sendable {
    enum Item {
        case chunk(StateChunk)
        case diagnostic(Diagnostic)
    }

    private var inputs: ArraySlice<StateCounting.Input>
    private var reader: StateRecordReader?

    private let limit: StateCounting.SizeLimit?

    init(inputs: [StateCounting.Input], limit: StateCounting.SizeLimit?) {
        self.inputs = inputs[...]
        self.limit = limit
    }

    /// Up to `count` items; fewer only at the end. Called by one thread at a time.
    func read(_ count: Int) -> [Item] {
        var items: [Item] = []
        while items.count < count {
            if let reader {
                do {
                    if let chunk = try reader.next() {
                        items.append(.chunk(chunk))
                        continue
                    }
                } catch {
                    items.append(.diagnostic(error))
                }
                self.reader = nil
            }
            guard let input = inputs.popFirst() else { break }
            let name = StateFraming.named(input.path)
            if input.inFolder && name == nil {
                items.append(
                    .diagnostic(
                        Diagnostic(
                            .unrecognizedStateFile,
                            "This file in the states folder is not read; expected states in .json, .jsonl or .ndjson (optionally .gz).",
                            file: input.path)))
                continue
            }
            do {
                reader = try StateRecordReader(path: input.path, name: name, limit: limit)
            } catch {
                items.append(.diagnostic(error))
            }
        }
        return items
    }
}

/// A chunk's states parsed and evaluated: what each record contributes, in order.
private struct ChunkOutcome: Sendable {
    struct Record: Sendable {
        var subscriber: String?
        var line: Int
        var column: Int
        var pattern: [UInt8]
        /// Where the state's text lies in the chunk: parsed again only for the few subscribers
        /// the collector keeps, so a batch in flight holds no states.
        var range: Range<Int>
    }

    var file: String
    var records: [Record] = []
    var diagnostics: [Diagnostic] = []
    var skipped = 0

    init(chunk: StateChunk, evaluator: LocalEvaluator, skipInvalid: Bool) {
        file = chunk.file
        for record in chunk.records {
            let result = PreferenceLoader.load(Array(chunk.bytes[record.range]), file: chunk.file, expecting: .state)
            let shifted = result.diagnostics.map { Self.shift($0, by: record) }
            var failed = shifted.contains { $0.severity == .error }
            var found = shifted
            if case .failure(let failure)? = result.document {
                failed = true
                found.append(Self.shift(failure.diagnostic(file: chunk.file), by: record))
            }
            if failed && skipInvalid {
                skipped += 1
                continue
            }
            diagnostics += found
            guard !failed, case .state(let state)? = result.document else { continue }
            records.append(
                Record(
                    subscriber: state.subscriber, line: record.line, column: record.column,
                    pattern: evaluator.pattern(for: state), range: record.range))
        }
    }

    /// A diagnostic of one record's text, moved to where that text lies in the input.
    private static func shift(_ diagnostic: Diagnostic, by record: StateChunk.Record) -> Diagnostic {
        var moved = diagnostic
        if let position = diagnostic.position {
            moved.position =
                position.line == 1
                ? SourcePosition(line: record.line, column: record.column + position.column - 1)
                : SourcePosition(line: record.line + position.line - 1, column: position.column)
            // A few parser messages quote the position too ("Unexpected text at 1:22").
            moved.message = moved.message.replacing("at \(position)", with: "at \(moved.position!)")
        }
        return moved
    }

    func merge(
        _ chunk: StateChunk, into tally: inout SubscriberTally, collector: inout SubscriberCollector?,
        result: inout StateCounting.Result
    ) {
        for diagnostic in diagnostics {
            if diagnostic.severity == .error { result.errors.append(diagnostic) } else { result.warnings.append(diagnostic) }
        }
        result.skipped += skipped
        for record in records {
            let hash = record.subscriber.map(SubscriberTable.hash)
            let repeated = tally.add(record.pattern, subscriber: hash)
            collector?.add(
                subscriber: record.subscriber, source: "\(file):\(record.line)", pattern: record.pattern, repeated: repeated
            ) {
                guard
                    case .state(let state)? = PreferenceLoader.load(
                        Array(chunk.bytes[record.range]), file: file, expecting: .state
                    ).document
                else { return PreferenceState(subscriber: record.subscriber) }
                return state
            }
            if repeated {
                result.warnings.append(
                    Diagnostic(
                        .duplicateSubscriber,
                        "Subscriber \"\(record.subscriber!)\" appears more than once; the last state counts, once.",
                        file: file, position: SourcePosition(line: record.line, column: record.column)))
            }
        }
    }
}

/// A value several threads fill in, behind a lock.
private final class Box<Value>: @unchecked Sendable {
    private let mutex = DispatchSemaphore(value: 1)
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    func lock(_ body: (inout Value) -> Void) {
        mutex.wait()
        body(&value)
        mutex.signal()
    }
}

/// How many cores the counting may use.
private enum System {
    static var coreCount: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) > 0 ? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))) : 1 }
}
