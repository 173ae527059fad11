/// A growing byte buffer for HTML output: markup goes in raw, outside text goes in escaped.
///
/// Renderers write into one buffer and hand its bytes to the writer once, so no page is
/// assembled from intermediate strings.
public struct HTMLBuffer: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 4096) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends markup written by the program itself.
    public mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Appends text from an input file, escaped for text or a quoted attribute value.
    public mutating func text(_ text: String) {
        HTMLEscaping.appendEscaped(text, to: &bytes)
    }

    /// Appends ` name="value"` with the value escaped.
    public mutating func attribute(_ name: String, _ value: String) {
        bytes.append(0x20)
        bytes.append(contentsOf: name.utf8)
        bytes.append(contentsOf: "=\"".utf8)
        HTMLEscaping.appendEscaped(value, to: &bytes)
        bytes.append(0x22)
    }

    /// Appends markup the program already holds as UTF-8 bytes (a rendered fragment, say).
    public mutating func raw(utf8 markup: ArraySlice<UInt8>) {
        bytes.append(contentsOf: markup)
    }

    /// Appends outside text held as UTF-8 bytes, escaped like ``text(_:)``.
    ///
    /// Renderers that work on byte slices of a source file (code blocks, say) escape them
    /// here without first building a `String` for every slice.
    public mutating func text(utf8 text: ArraySlice<UInt8>) {
        HTMLEscaping.appendEscaped(utf8: text, to: &bytes)
    }

    /// Appends another buffer's bytes.
    public mutating func append(_ other: HTMLBuffer) {
        bytes.append(contentsOf: other.bytes)
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
