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
public struct HTMLBuffer: Sendable {
    private var storage: Storage

    public init(capacity: Int = 4096) {
        storage = Storage(capacity: capacity)
    }

    /// The bytes written so far.
    public var bytes: [UInt8] {
        Array(storage.buffer)
    }

    /// Appends markup written by the program itself.
    public mutating func raw(_ markup: String) {
        let unique = uniqueStorage()
        if markup.utf8.withContiguousStorageIfAvailable({ unique.append($0) }) == nil {
            for byte in markup.utf8 { unique.append(byte) }
        }
    }

    /// Appends text from an input file, escaped for text or a quoted attribute value.
    public mutating func text(_ text: String) {
        let unique = uniqueStorage()
        if text.utf8.withContiguousStorageIfAvailable({ unique.appendEscaped($0) }) == nil {
            unique.appendEscaped(Array(text.utf8))
        }
    }

    /// Appends ` name="value"` with the value escaped.
    public mutating func attribute(_ name: String, _ value: String) {
        uniqueStorage().append(0x20)
        raw(name)
        raw("=\"")
        text(value)
        uniqueStorage().append(0x22)
    }

    /// Appends markup the program already holds as UTF-8 bytes (a rendered fragment, say).
    /// `<name class="className">text</name>`, the text escaped: the shape of most titles,
    /// captions and labels a component writes.
    public mutating func element(_ name: String, class className: String, text content: String) {
        raw("<\(name) class=\"\(className)\">")
        text(content)
        raw("</\(name)>")
    }

    public mutating func raw(utf8 markup: ArraySlice<UInt8>) {
        let unique = uniqueStorage()
        markup.withUnsafeBufferPointer { unique.append($0) }
    }

    /// Appends outside text held as UTF-8 bytes, escaped like ``text(_:)``.
    ///
    /// Renderers that work on byte slices of a source file (code blocks, say) escape them
    /// here without first building a `String` for every slice.
    public mutating func text(utf8 text: ArraySlice<UInt8>) {
        let unique = uniqueStorage()
        text.withUnsafeBufferPointer { unique.appendEscaped($0) }
    }

    /// Appends another buffer's bytes.
    public mutating func append(_ other: HTMLBuffer) {
        let source = other.storage
        uniqueStorage().append(source.buffer)
        withExtendedLifetime(source) {}
    }

    public var string: String { String(decoding: storage.buffer, as: UTF8.self) }

    /// The storage, copied first if another buffer shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }
}

/// The bytes of an ``HTMLBuffer``: `malloc`ed memory, owned by one buffer at a time.
private final class Storage: @unchecked Sendable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int

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
        let destination = start + count
        if length <= 16 {
            // Short pieces (tags, attribute names) are most of the calls; a loop beats a call.
            for offset in 0..<length { destination[offset] = source[offset] }
        } else {
            memcpy(destination, source, length)
        }
        count += length
    }

    /// Appends `text` with `& < > " '` as entities, copying the runs between them in one go.
    func appendEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for index in text.indices {
            guard let entity = HTMLEscaping.entity(for: text[index]) else { continue }
            append(UnsafeBufferPointer(rebasing: text[runStart..<index]))
            append(UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            runStart = index + 1
        }
        append(UnsafeBufferPointer(rebasing: text[runStart...]))
    }

    func appendEscaped(_ text: [UInt8]) {
        text.withUnsafeBufferPointer { appendEscaped($0) }
    }

    private func grow(to needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(start, newCapacity) else { fatalError("HTMLBuffer: out of memory") }
        start = memory.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }
}
