import Diagnostics

/// One libyaml event, copied out of C memory so the C event can be freed at once.
enum YAMLEvent {
    /// How a scalar was written: only plain scalars go through the core schema.
    enum ScalarStyle {
        case plain
        /// Single- or double-quoted, literal (`|`) or folded (`>`).
        case quotedOrBlock
    }

    case streamStart
    case documentStart(SourcePosition)
    case documentEnd
    case streamEnd(SourcePosition)
    case alias(anchor: String, at: SourcePosition)
    case scalar(value: String, style: ScalarStyle, tag: String?, anchor: String?, at: SourcePosition)
    case sequenceStart(anchor: String?, at: SourcePosition)
    case sequenceEnd
    case mappingStart(anchor: String?, at: SourcePosition)
    case mappingEnd
}
