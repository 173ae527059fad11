import CYAML
import Diagnostics

/// libyaml's event parser over one file's bytes.
///
/// The parser and a copy of the input live exactly as long as this object, and ``next()``
/// frees each C event before returning its Swift copy, so no path (errors included) leaks
/// libyaml memory. Nothing is shared between instances.
final class YAMLEventParser {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// libyaml reads the input in place, so it must not move while the parser lives.
    private let input: UnsafeMutableBufferPointer<UInt8>

    init(_ bytes: [UInt8]) {
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        parser = .allocate(capacity: 1)
        // Fails only when memory is exhausted, which Swift would not survive either.
        precondition(yaml_parser_initialize(parser) != 0, "libyaml could not allocate a parser")
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event.
    ///
    /// - Throws: `invalid_yaml` with libyaml's problem at its position.
    func next() throws(Diagnostic) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let position = Self.position(event.start_mark)
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart(position)
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_STREAM_END_EVENT: return .streamEnd(position)
        case YAML_ALIAS_EVENT:
            return .alias(anchor: Self.string(event.data.alias.anchor) ?? "", at: position)
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = String(decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
            return .scalar(
                value: value, style: scalar.style == YAML_PLAIN_SCALAR_STYLE ? .plain : .quotedOrBlock,
                tag: Self.string(scalar.tag), anchor: Self.string(scalar.anchor), at: position)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: Self.string(event.data.sequence_start.anchor), at: position)
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: Self.string(event.data.mapping_start.anchor), at: position)
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default:
            // YAML_NO_EVENT: libyaml's parser never hands it out after a successful call.
            throw Diagnostic(.invalidYAML, "The YAML parser stopped without an event; expected valid YAML.", position: position)
        }
    }
}

// MARK: - Positions and errors

extension YAMLEventParser {
    /// libyaml counts from 0, columns in characters (Unicode scalars, the byte order mark not
    /// included), which is what ``SourcePosition`` counts from 1.
    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: mark.line + 1, column: mark.column + 1)
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// The parser's error as `invalid_yaml`: libyaml's problem, where it was found, and the
    /// construct being read when the problem has one ("while parsing a flow sequence").
    private func failure() -> Diagnostic {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "the YAML parser failed"
        let sentence = problem.prefix(1).uppercased() + problem.dropFirst()
        switch state.error {
        case YAML_READER_ERROR:
            // Reader errors (a control character, say) carry a byte offset, not a mark.
            let bytes = Array(input.prefix(state.problem_offset + 1))
            return Diagnostic(
                .invalidYAML, "\(sentence); expected text without control characters.",
                position: YAMLSourceText.position(ofByte: state.problem_offset, in: bytes))
        case YAML_MEMORY_ERROR:
            return Diagnostic(.invalidYAML, "The YAML parser ran out of memory; expected a smaller file.")
        default:
            var message = sentence
            if let context = state.context.map({ String(cString: $0) }) {
                message += " (\(context) at \(Self.position(state.context_mark)))"
            }
            return Diagnostic(.invalidYAML, message + "; expected valid YAML.", position: Self.position(state.problem_mark))
        }
    }
}
