import CZlib
import Diagnostics

/// A gzip-compressed stream inflated as it is read, through zlib (Foundation cannot stream
/// gzip on Linux). Concatenated gzip members, as `cat a.gz b.gz` makes, read as one stream.
final class GzipStream: StateByteStream {
    private let source: StateByteStream
    private var zlib = z_stream()
    private var input: [UInt8] = []
    private var inputOffset = 0
    private var sourceEnded = false
    private var finished = false
    /// Right after a member's end: the input may end here without being cut short.
    private var betweenMembers = false

    init(source: StateByteStream) {
        self.source = source
        super.init(name: source.name)
        // 15 window bits + 16: gzip framing only.
        inflateInit2_(&zlib, 15 + 16, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
    }

    deinit {
        inflateEnd(&zlib)
    }

    override func read(into buffer: inout [UInt8], count: Int) throws(Diagnostic) -> Int {
        let start = buffer.count
        buffer += repeatElement(0, count: count)
        var produced = 0
        while produced == 0 && !finished {
            if inputOffset == input.count && !sourceEnded {
                input.removeAll(keepingCapacity: true)
                inputOffset = 0
                if try source.read(into: &input, count: 1 << 18) == 0 { sourceEnded = true }
            }
            let available = input.count - inputOffset
            if available == 0 && sourceEnded && betweenMembers {
                finished = true
                break
            }
            if available > 0 { betweenMembers = false }
            var status: Int32 = Z_OK
            input.withUnsafeMutableBufferPointer { inputBytes in
                buffer.withUnsafeMutableBufferPointer { output in
                    zlib.next_in = available > 0 ? inputBytes.baseAddress! + inputOffset : nil
                    zlib.avail_in = UInt32(available)
                    zlib.next_out = output.baseAddress! + start + produced
                    zlib.avail_out = UInt32(count - produced)
                    status = inflate(&zlib, Z_NO_FLUSH)
                    produced = count - Int(zlib.avail_out)
                }
            }
            inputOffset = input.count - Int(zlib.avail_in)
            switch status {
            case Z_STREAM_END:
                // Another member may follow; only the end of the input ends the stream.
                if inputOffset == input.count && sourceEnded {
                    finished = true
                } else {
                    inflateReset(&zlib)
                    betweenMembers = true
                }
            case Z_OK:
                break
            case Z_BUF_ERROR where sourceEnded && inputOffset == input.count:
                buffer.removeLast(count - produced)
                throw damaged("The compressed data ends early")
            case Z_BUF_ERROR:
                break
            default:
                buffer.removeLast(count - produced)
                throw damaged("The compressed data is damaged")
            }
        }
        buffer.removeLast(count - produced)
        return produced
    }

    private func damaged(_ what: String) -> Diagnostic {
        Diagnostic(.unreadableFile, "\(what); expected a whole gzip file.", file: name)
    }
}
