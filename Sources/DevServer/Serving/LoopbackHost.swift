/// Whether a request's `Host` names the loopback address the server listens on.
///
/// Binding to 127.0.0.1 keeps the network out, but not a web page in the developer's own
/// browser: a site that points its domain at 127.0.0.1 (DNS rebinding) could otherwise read
/// the dev server's pages as its own. Refusing every other name closes that door.
enum LoopbackHost {
    /// `host` is the `Host` header's value; a request without one (HTTP/1.0) comes from a
    /// local tool, not a browser, and is allowed.
    static func accepts(_ host: String?) -> Bool {
        guard let host else { return true }
        let name: Substring
        let port: Substring
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return false }
            name = host[...close]
            port = host[host.index(after: close)...]
        } else {
            name = host.prefix { $0 != ":" }
            port = host[name.endIndex...]
        }
        guard port.isEmpty || (port.first == ":" && port.dropFirst().allSatisfy(\.isASCIIDigit)) else { return false }
        let lowercased = name.lowercased()
        return lowercased == "127.0.0.1" || lowercased == "localhost" || lowercased == "[::1]"
            || lowercased.hasSuffix(".localhost")
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
