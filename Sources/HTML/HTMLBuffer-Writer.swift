extension HTMLBuffer {
    /// Runs `body` with a writer that appends straight into this buffer's memory.
    ///
    /// For renderers that append many short pieces in a row (a code block writes a tag and an
    /// escaped run for every token): each call to ``raw(_:)`` or ``text(utf8:)`` checks that
    /// the storage is unshared and crosses into this module, several times the cost of copying
    /// a short piece. The writer checks once, and its appends are inlined into the caller.
    package mutating func write<Result>(_ body: (inout Writer) -> Result) -> Result {
        let storage = uniqueStorage()
        var writer = Writer(storage: storage)
        let result = body(&writer)
        storage.count = writer.count
        return result
    }

    /// Appends to one ``HTMLBuffer`` for the length of a ``HTMLBuffer/write(_:)`` call.
    ///
    /// It keeps the buffer's pointer and counts in its own fields, handing them back when
    /// the call ends (or the memory has to grow). It cannot be copied, so it cannot outlive
    /// the call and write into storage another buffer has come to share.
    public struct Writer: ~Copyable {
        @usableFromInline let storage: Storage
        @usableFromInline var start: UnsafeMutablePointer<UInt8>
        @usableFromInline var count: Int
        @usableFromInline var capacity: Int

        init(storage: Storage) {
            self.storage = storage
            start = storage.start
            count = storage.count
            capacity = storage.capacity
        }

        /// Appends markup written into the program as a literal, like ``HTMLBuffer/raw(_:)``.
        @inline(__always) @inlinable
        package mutating func raw(_ markup: StaticString) {
            if markup.hasPointerRepresentation {
                append(markup.utf8Start, count: markup.utf8CodeUnitCount)
            } else {
                appendScalar(markup)
            }
        }

        /// A one-character literal, held as a scalar rather than a pointer: rare, and kept out
        /// of line so that ``raw(_:)`` stays small enough to inline.
        @usableFromInline
        mutating func appendScalar(_ markup: StaticString) {
            for byte in String(markup.unicodeScalar).utf8 { append(byte) }
        }

        /// Appends UTF-8 text with `& < > " '` as entities, like ``HTMLBuffer/text(utf8:)``.
        ///
        /// Eight bytes are tested at a time for the five that need escaping (three zero-byte
        /// tests on the word), and the runs between them are copied whole.
        @inline(__always) @inlinable
        package mutating func text(utf8 text: UnsafeBufferPointer<UInt8>) {
            guard let source = text.baseAddress else { return }
            let length = text.count
            var runStart = 0
            var index = 0
            while index &+ 8 <= length {
                let word = UInt64(littleEndian: UnsafeRawPointer(source + index).loadUnaligned(as: UInt64.self))
                let found = HTMLEscaping.escapedBytes(in: word)
                if found == 0 {
                    index &+= 8
                    continue
                }
                index &+= found.trailingZeroBitCount >> 3
                append(source + runStart, count: index &- runStart)
                appendEntity(for: source[index])
                index &+= 1
                runStart = index
            }
            while index < length {
                let byte = source[index]
                if HTMLEscaping.isEscaped(byte) {
                    append(source + runStart, count: index &- runStart)
                    appendEntity(for: byte)
                    runStart = index &+ 1
                }
                index &+= 1
            }
            append(source + runStart, count: length &- runStart)
        }

        @inline(__always) @inlinable
        mutating func appendEntity(for byte: UInt8) {
            guard let entity = HTMLEscaping.entity(for: byte) else { return }
            append(entity.utf8Start, count: entity.utf8CodeUnitCount)
        }

        @inline(__always) @inlinable
        mutating func append(_ byte: UInt8) {
            if count == capacity { grow(toHold: count &+ 1) }
            start[count] = byte
            count &+= 1
        }

        @inline(__always) @inlinable
        mutating func append(_ source: UnsafePointer<UInt8>, count length: Int) {
            guard length > 0 else { return }
            if count &+ length > capacity { grow(toHold: count &+ length) }
            (start + count).update(from: source, count: length)
            count &+= length
        }

        /// Hands the count back, lets the storage grow, and takes its new pointer.
        @usableFromInline
        mutating func grow(toHold needed: Int) {
            storage.count = count
            storage.grow(to: needed)
            start = storage.start
            capacity = storage.capacity
        }
    }
}
