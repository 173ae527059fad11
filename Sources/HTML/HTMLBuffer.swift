#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growing byte buffer for HTML output: markup goes in raw, outside text goes in escaped.
///
/// Renderers write into one buffer and hand its bytes to the writer once, so no page is
/// assembled from intermediate strings.
///
/// The bytes live in memory the buffer manages itself (copied on write, like an array):
/// renderers append hundreds of thousands of short pieces per build, and `Array`'s
/// `append(contentsOf:)` spends a few hundred instructions on each, several times the copy
/// itself. Growing uses `realloc`, which can extend a large buffer in place.
///
/// Public, though only this package uses it: Swift inlines a member into another module only
/// when its type is public too (`@inlinable` on a member of a `package` type is not enough).
public struct HTMLBuffer: Sendable {
    private var storage: Storage

    package init(capacity: Int = 4096) {
        storage = Storage(capacity: capacity)
    }

    /// The bytes written so far.
    package var bytes: [UInt8] {
        Array(storage.buffer)
    }

    /// Appends markup written into the program as a literal.
    ///
    /// String literals pick this overload over the `String` one, which is disfavoured: a
    /// `StaticString` is a pointer and a length fixed at compile time, so the append is a
    /// bounds check and a copy, where a `String` is first asked for contiguous UTF-8 through
    /// a closure. Renderers append hundreds of thousands of literal tags per build.
    package mutating func raw(_ markup: StaticString) {
        let unique = uniqueStorage()
        if markup.hasPointerRepresentation {
            unique.append(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
        } else {
            markup.withUTF8Buffer { unique.append($0) }  // a one-character literal
        }
    }

    /// Appends markup the program builds at run time (an icon's SVG, an interpolated tag).
    @_disfavoredOverload
    package mutating func raw(_ markup: String) {
        let unique = uniqueStorage()
        if markup.utf8.withContiguousStorageIfAvailable({ unique.append($0) }) == nil {
            for byte in markup.utf8 { unique.append(byte) }
        }
    }

    /// Appends text from an input file, escaped for text or a quoted attribute value.
    package mutating func text(_ text: String) {
        write { writer in
            if text.utf8.withContiguousStorageIfAvailable({ writer.text(utf8: $0) }) == nil {
                Array(text.utf8).withUnsafeBufferPointer { writer.text(utf8: $0) }
            }
        }
    }

    /// Appends outside text held as UTF-8 bytes, escaped like ``text(_:)``.
    ///
    /// Renderers that work on byte ranges of a source file (code blocks, say) escape them
    /// here without building a `String`, or retaining an array slice, for every range.
    package mutating func text(utf8 text: UnsafeBufferPointer<UInt8>) {
        write { $0.text(utf8: text) }
    }

    /// Appends ` name="value"` with the value escaped.
    package mutating func attribute(_ name: StaticString, _ value: String) {
        uniqueStorage().append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        text(value)
        uniqueStorage().append(UInt8(ascii: "\""))
    }

    /// Appends ` name="value"` for a name known only at run time (a component's own
    /// attribute, say), the value escaped.
    @_disfavoredOverload
    package mutating func attribute(_ name: String, _ value: String) {
        uniqueStorage().append(UInt8(ascii: " "))
        raw(name)
        raw("=\"")
        text(value)
        uniqueStorage().append(UInt8(ascii: "\""))
    }

    /// `<name class="className">text</name>`, the text escaped: the shape of most titles,
    /// captions and labels a component writes. Written piece by piece rather than through
    /// an interpolated string, which would allocate on every call.
    package mutating func element(_ name: StaticString, class className: StaticString, text content: String) {
        raw("<")
        raw(name)
        raw(" class=\"")
        raw(className)
        raw("\">")
        text(content)
        raw("</")
        raw(name)
        raw(">")
    }

    /// Appends another buffer's bytes.
    package mutating func append(_ other: HTMLBuffer) {
        let source = other.storage
        uniqueStorage().append(source.buffer)
        withExtendedLifetime(source) {}
    }

    package var string: String { String(decoding: storage.buffer, as: UTF8.self) }

    /// How many bytes have been written.
    package var count: Int { storage.buffer.count }

    /// Calls `body` with the bytes written so far, in place: a caller that hands them to C
    /// (which copies them) needs no `Array` of its own first.
    package func withUnsafeBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let source = storage
        return try withExtendedLifetime(source) { try body(source.buffer) }
    }

    /// The storage, copied first if another buffer shares it.
    mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

/// The bytes of an ``HTMLBuffer``: `malloc`ed memory, owned by one buffer at a time.
///
/// Visible to inlined code only as a type: ``HTMLBuffer/Writer`` holds one and copies its
/// pointer and counts into its own fields, so code inlined into other modules never touches
/// the class's stored properties (whose accesses would each need a dynamic exclusivity check).
@usableFromInline
final class Storage: @unchecked Sendable {
    var start: UnsafeMutablePointer<UInt8>
    var count = 0
    var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        guard let memory = malloc(self.capacity) else { fatalError("HTMLBuffer: out of memory") }
        start = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(start) }

    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

    func copy() -> Storage {
        let copy = Storage(capacity: capacity)
        copy.append(buffer)
        return copy
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        start[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        let length = bytes.count
        guard length > 0, let source = bytes.baseAddress else { return }
        if count + length > capacity { grow(to: count + length) }
        (start + count).update(from: source, count: length)
        count += length
    }

    func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(start, newCapacity) else { fatalError("HTMLBuffer: out of memory") }
        start = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }
}
