import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A bare TCP client on 127.0.0.1 that sends exactly the bytes it is given, so no HTTP library
/// normalizes a path or fixes a header before the server sees it.
package final class RawClient {
    package enum Failure: Error {
        case cannotConnect(Int32)
    }

    private let descriptor: Int32
    /// Everything received so far.
    package private(set) var received: [UInt8] = []
    /// Whether the server closed the connection.
    package private(set) var isClosed = false
    private var isClosedByClient = false

    package init(port: UInt16) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw Failure.cannotConnect(code)
        }
    }

    deinit {
        close()
    }

    /// Closes the connection, as a tab that goes away does; later calls do nothing.
    package func close() {
        guard !isClosedByClient else { return }
        isClosedByClient = true
        Glibc.close(descriptor)
    }

    package var text: String { String(decoding: received, as: UTF8.self) }

    /// The status code of the response received, if its status line has arrived.
    package var status: Int? {
        guard text.hasPrefix("HTTP/1.1 ") else { return nil }
        return Int(text.dropFirst(9).prefix(3))
    }

    package func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    /// Reads until `condition` holds for the text received, the server closes, or `timeout` passes;
    /// returns whether the condition holds. The default timeout is generous: only a server that
    /// never answers reaches it, however busy the machine.
    @discardableResult
    package func read(until condition: (String) -> Bool, timeout: Duration = .seconds(30)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !condition(text), !isClosed, ContinuousClock.now < deadline {
            var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let left = ContinuousClock.now.duration(to: deadline)
            guard
                poll(
                    &entry, 1, Int32(max(1, left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000))
                ) > 0
            else { continue }
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count > 0 {
                received += buffer[..<count]
            } else {
                isClosed = true
            }
        }
        return condition(text)
    }

    /// Reads until the server closes the connection or `timeout` passes; returns whether it closed.
    @discardableResult
    package func readToEnd(timeout: Duration = .seconds(30)) -> Bool {
        read(until: { _ in false }, timeout: timeout)
        return isClosed
    }

    /// Sends a whole request and reads the whole response.
    package static func exchange(_ request: String, port: UInt16, timeout: Duration = .seconds(30)) throws -> RawClient {
        let client = try RawClient(port: port)
        client.send(request)
        client.readToEnd(timeout: timeout)
        return client
    }
}
