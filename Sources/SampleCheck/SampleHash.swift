import Foundation

/// A 64-bit FNV-1a hash, stable across runs and machines (Swift's `Hasher` is seeded per
/// process): the names of cached results.
struct SampleHash: CustomStringConvertible {
    private var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func combine(_ text: String) {
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value &*= 0x0000_0100_0000_01B3
        }
        // The length too, so different splits of the same bytes differ.
        for shift in stride(from: 0, to: 64, by: 8) {
            value ^= (UInt64(text.utf8.count) >> UInt64(shift)) & 0xFF
            value &*= 0x0000_0100_0000_01B3
        }
    }

    var description: String { String(value, radix: 16) }

    /// Writes a cache file whole or not at all (a temporary file renamed into place), so
    /// processes checking at the same time never read half a result. A failure only costs
    /// the next run its head start.
    static func write(_ text: String, to path: String) {
        let folder = (path as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let temporary = "\(path).\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        guard (try? Data(text.utf8).write(to: URL(fileURLWithPath: temporary))) != nil else { return }
        if rename(temporary, path) != 0 { try? FileManager.default.removeItem(atPath: temporary) }
    }
}
