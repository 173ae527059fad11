import Diagnostics
import JSONDocument

extension SpecReader {
    /// `servers`, or nil when the key is absent (so a level without it inherits).
    mutating func servers(_ value: SpecValue?) -> [APIServer]? {
        guard let elements = array(value) else { return nil }
        return elements.compactMap { server in
            guard object(server) != nil, let url = string(server["url"]) else { return nil }
            let variables = (object(server["variables"])?.members ?? []).map { name, variable in
                APIServer.Variable(
                    name: name, defaultValue: string(variable["default"]) ?? "", choices: strings(variable["enum"]),
                    description: string(variable["description"]))
            }
            return APIServer(url: url, description: string(server["description"]), variables: variables)
        }
    }

    mutating func tags(_ value: SpecValue?) -> [APITag] {
        (array(value) ?? []).compactMap { tag in
            guard object(tag) != nil, let name = string(tag["name"]) else { return nil }
            return APITag(name: name, description: string(tag["description"]), displayName: string(tag["x-group"]))
        }
    }

    /// `security`: alternatives, each an object naming schemes used together; nil when absent.
    ///
    /// A scheme that `components.securitySchemes` does not define is a warning and left out
    /// of its alternative, as Mintlify shows no authorization for it; an alternative left with
    /// no scheme is dropped, since an empty one would say the operation needs none.
    mutating func security(_ value: SpecValue?) -> [APISecurityRequirement]? {
        guard let alternatives = array(value) else { return nil }
        return alternatives.compactMap { alternative in
            guard let requirement = object(alternative) else { return nil }
            var schemes: [String] = []
            for (name, member) in requirement.members {
                if spec.securitySchemes.contains(where: { $0.name == name }) {
                    schemes.append(name)
                } else if !leftOutSchemes.contains(name) {
                    let defined = spec.securitySchemes.map { "\"\($0.name)\"" }
                    warn(
                        .undefinedSecurityScheme, member,
                        "The security requirement names \"\(name)\", which components.securitySchemes does not define, so the page shows no authorization for it; expected "
                            + (defined.isEmpty
                                ? "a scheme defined under components.securitySchemes."
                                : "one of \(defined.joined(separator: ", "))."))
                }
            }
            guard !schemes.isEmpty || requirement.members.isEmpty else { return nil }
            return APISecurityRequirement(schemes: schemes)
        }
    }

    mutating func securitySchemes(_ value: SpecValue?) -> [APISecurityScheme] {
        (object(value)?.members ?? []).compactMap { name, written in
            guard let scheme = resolved(written), object(scheme) != nil else { return nil }
            let type = string(scheme["type"]) ?? ""
            let kind: APISecurityScheme.Kind
            switch type {
            case "http":
                kind = .http(
                    scheme: (string(scheme["scheme"]) ?? "bearer").lowercased(), bearerFormat: string(scheme["bearerFormat"]))
            case "apiKey":
                let written = string(scheme["in"]) ?? ""
                // A key travels in a header, the query or a cookie; never in the path.
                guard let location = APIParameter.Location(rawValue: written), location != .path else {
                    leaveOut(
                        name, scheme["in"] ?? scheme,
                        "The API key scheme \"\(name)\" is sent in \"\(written)\", so the pages leave it out; expected header, query or cookie."
                    )
                    return nil
                }
                kind = .apiKey(name: string(scheme["name"]) ?? name, location: location)
            case "oauth2": kind = .oauth2
            case "openIdConnect": kind = .openIDConnect
            case "mutualTLS": kind = .mutualTLS
            default:
                leaveOut(
                    name, scheme["type"] ?? scheme,
                    "The security scheme \"\(name)\" has type \"\(type)\", so the pages leave it out; expected http, apiKey, oauth2, openIdConnect or mutualTLS."
                )
                return nil
            }
            return APISecurityScheme(
                name: name, kind: kind, description: string(scheme["description"]),
                defaultValue: string(scheme["x-default"]))
        }
    }
}

extension SpecReader {
    /// Warns about a scheme the pages cannot show and remembers it, so the requirements that
    /// name it drop it without a warning of their own.
    fileprivate mutating func leaveOut(_ name: String, _ value: SpecValue, _ message: String) {
        leftOutSchemes.insert(name)
        warn(.unsupportedSecurityScheme, value, message)
    }
}
