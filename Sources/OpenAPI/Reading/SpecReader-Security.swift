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
    mutating func security(_ value: SpecValue?) -> [APISecurityRequirement]? {
        guard let alternatives = array(value) else { return nil }
        return alternatives.compactMap { alternative in
            guard let requirement = object(alternative) else { return nil }
            for (name, _) in requirement.members where !spec.securitySchemes.contains(where: { $0.name == name }) {
                fail(
                    .brokenRef, requirement,
                    "The security requirement names \"\(name)\", which components.securitySchemes does not define; expected one of: \(spec.securitySchemes.map(\.name).joined(separator: ", "))."
                )
            }
            return APISecurityRequirement(schemes: requirement.members.map(\.key))
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
                    fail(
                        .invalidOpenAPI, scheme["in"] ?? scheme,
                        "The API key scheme \"\(name)\" is sent in \"\(written)\"; expected header, query or cookie.")
                    return nil
                }
                kind = .apiKey(name: string(scheme["name"]) ?? name, location: location)
            case "oauth2": kind = .oauth2
            case "openIdConnect": kind = .openIDConnect
            case "mutualTLS": kind = .mutualTLS
            default:
                fail(
                    .invalidOpenAPI, scheme["type"] ?? scheme,
                    "The security scheme \"\(name)\" has type \"\(type)\"; expected http, apiKey, oauth2, openIdConnect or mutualTLS."
                )
                return nil
            }
            return APISecurityScheme(
                name: name, kind: kind, description: string(scheme["description"]),
                defaultValue: string(scheme["x-default"]))
        }
    }
}
