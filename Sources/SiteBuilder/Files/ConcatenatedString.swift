extension String {
    /// `head`, then `separator` when there is one, then `tail`, made in one allocation at its
    /// size: an interpolation fills a buffer of its own first (some 700 instructions), and these
    /// are made for every file a listing finds and for every page's output and twin paths.
    static func concatenated(_ head: String, _ tail: String, separator: UInt8? = nil) -> String {
        var head = head
        var tail = tail
        return head.withUTF8 { head in
            tail.withUTF8 { tail in
                let middle = separator == nil ? 0 : 1
                let count = head.count + middle + tail.count
                return String(unsafeUninitializedCapacity: count) { buffer in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[..<head.count]).initialize(fromContentsOf: head)
                    if let separator { buffer[head.count] = separator }
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[(head.count + middle)..<count])
                        .initialize(fromContentsOf: tail)
                    return count
                }
            }
        }
    }
}
