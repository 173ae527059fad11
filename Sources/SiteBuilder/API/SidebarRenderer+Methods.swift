import OpenAPI

extension SidebarRenderer {
    /// An endpoint page's method as a small badge before its title (`GET`, `POST`, `HOOK`);
    /// nothing for other pages.
    static func methodBadge(_ head: DocHead?) -> [UInt8] {
        let method: String
        if let value = head?.extra["openapi"], let reference = APIPageReference(value) {
            switch reference.target {
            case .operation(let verb, _): method = verb.rawValue
            case .webhook: method = "hook"
            }
        } else if let value = head?.extra["api"], let verb = value.split(separator: " ").first,
            let known = HTTPMethod(name: verb)
        {
            method = known.rawValue
        } else {
            return []
        }
        return Array(
            "<span class=\"nav-method nav-method-\(method)\">\(method == "delete" ? "DEL" : method.uppercased())</span> ".utf8)
    }
}
