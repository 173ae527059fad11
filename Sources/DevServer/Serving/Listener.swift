import Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening the listening socket: TCP on 127.0.0.1, never a wildcard address, so nothing on the
/// network can reach the dev server.
enum Listener {
    /// Binds 127.0.0.1:`port` and listens; port 0 lets the system pick a free one.
    ///
    /// - Returns: the socket and the port it listens on.
    /// - Throws: `port_in_use` when another program holds the port, `port_not_permitted` when the
    ///   port is privileged, `server_failed` for anything else.
    static func open(port: UInt16) throws(Diagnostic) -> (descriptor: Int32, port: UInt16) {
        let descriptor = socket(AF_INET, Posix.streamSocket, 0)
        guard descriptor >= 0 else { throw failure("Cannot open a socket (\(Posix.describe(errno)))", port: port) }
        Posix.closeOnExec(descriptor)
        // Lets a restarted server take its port back while the last run's connections linger in
        // TIME_WAIT; it does not let two servers listen on one port.
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        #if canImport(Darwin)
            address.sin_len = UInt8(MemoryLayout<sockaddr_in>.size)
        #endif
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let bound = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 128) == 0 else {
            let code = errno
            close(descriptor)
            throw failure(code, port: port)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(descriptor)
            throw failure("Cannot read the port the system picked (\(Posix.describe(code)))", port: port)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}

// MARK: - Errors

private extension Listener {
    static func failure(_ code: Int32, port: UInt16) -> Diagnostic {
        switch code {
        case EADDRINUSE:
            Diagnostic(
                .portInUse, "Port \(port) on 127.0.0.1 is already in use; expected a free port.", file: "127.0.0.1:\(port)",
                hint: "Stop the program using it, or pick another port with --port N (--port 0 picks a free one).")
        case EACCES:
            Diagnostic(
                .portNotPermitted, "Port \(port) needs administrator rights; expected a port from 1024 up.",
                file: "127.0.0.1:\(port)", hint: "Pick another port with --port N (--port 0 picks a free one).")
        default:
            failure("Cannot listen on port \(port) (\(Posix.describe(code)))", port: port)
        }
    }

    static func failure(_ what: String, port: UInt16) -> Diagnostic {
        Diagnostic(.serverFailed, "\(what); expected to serve on 127.0.0.1.", file: "127.0.0.1:\(port)")
    }
}
