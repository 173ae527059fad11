import Diagnostics
import JSONDocument

extension SpecReader {
    mutating func readPaths(_ value: SpecValue?) {
        guard let paths = object(value) else { return }
        for (path, item) in paths.members {
            guard !path.hasPrefix("x-") else { continue }
            guard path.hasPrefix("/") else {
                fail(.invalidOpenAPI, item, "The path \"\(path)\" does not start with /; expected a path such as \"/users\".")
                continue
            }
            spec.operations += operations(in: item, path: path, isWebhook: false)
        }
    }

    mutating func readWebhooks(_ value: SpecValue?) {
        guard let webhooks = object(value) else { return }
        for (name, item) in webhooks.members where !name.hasPrefix("x-") {
            spec.webhooks += operations(in: item, path: name, isWebhook: true)
        }
    }

    /// The operations of one path item, with the item's parameters and servers shared in.
    private mutating func operations(in written: SpecValue, path: String, isWebhook: Bool) -> [APIOperation] {
        guard let item = resolved(written), object(item) != nil else { return [] }
        let shared = parameters(item["parameters"])
        let itemServers = servers(item["servers"])
        var operations: [APIOperation] = []
        for (key, value) in item.members {
            guard let method = HTTPMethod(rawValue: key), let value = object(value) else { continue }
            // `x-excluded` leaves an operation out of the reference altogether.
            if value["x-excluded"]?.node.bool == true { continue }
            var operation = APIOperation(method: method, path: path, position: value.node.position)
            operation.isWebhook = isWebhook
            operation.operationID = string(value["operationId"])
            operation.summary = string(value["summary"])
            operation.description = string(value["description"])
            operation.tags = strings(value["tags"])
            operation.deprecated = bool(value["deprecated"]) ?? false
            operation.hidden = value["x-hidden"]?.node.bool == true
            operation.parameters = merged(shared, parameters(value["parameters"]))
            if let body = value["requestBody"] { operation.requestBody = requestBody(body) }
            operation.responses = responses(value["responses"])
            operation.security = security(value["security"]) ?? spec.security
            operation.servers = servers(value["servers"]) ?? itemServers ?? spec.servers
            operation.codeSamples = codeSamples(value["x-codeSamples"] ?? value["x-code-samples"])
            readMintExtension(value["x-mint"], into: &operation)
            operations.append(operation)
        }
        return operations
    }

    /// The operation's parameters replace the path item's of the same name and location.
    private func merged(_ shared: [APIParameter], _ own: [APIParameter]) -> [APIParameter] {
        shared.filter { common in !own.contains { $0.name == common.name && $0.location == common.location } } + own
    }

    private mutating func parameters(_ value: SpecValue?) -> [APIParameter] {
        (array(value) ?? []).compactMap { written in
            guard let value = resolved(written), object(value) != nil else { return nil }
            guard let name = string(value["name"]) else {
                fail(.invalidOpenAPI, value, "\(value.path) has no `name`; expected the parameter's name.")
                return nil
            }
            let locationText = string(value["in"]) ?? ""
            guard let location = APIParameter.Location(rawValue: locationText) else {
                fail(
                    .invalidOpenAPI, value["in"] ?? value,
                    "The parameter \"\(name)\" is in \"\(locationText)\"; expected path, query, header or cookie.")
                return nil
            }
            return parameter(value, name: name, location: location)
        }
    }

    /// A parameter or a response header (which has no `name` or `in` of its own).
    private mutating func parameter(_ value: SpecValue, name: String, location: APIParameter.Location) -> APIParameter {
        var schemaID = value["schema"].flatMap { schema($0) }
        // A parameter may describe its value by `content` (one media type) instead of `schema`.
        if schemaID == nil, let content = object(value["content"]), let first = content.members.first {
            schemaID = first.value["schema"].flatMap { schema($0) }
        }
        return APIParameter(
            name: name, location: location,
            // Path parameters are always required, whatever the spec says.
            required: location == .path || (bool(value["required"]) ?? false),
            deprecated: bool(value["deprecated"]) ?? false,
            description: string(value["description"]), schema: schemaID,
            example: value["example"]?.node ?? examples(value["examples"]).first?.value,
            position: value.node.position)
    }

    private mutating func requestBody(_ written: SpecValue) -> APIRequestBody? {
        guard let value = resolved(written), object(value) != nil else { return nil }
        return APIRequestBody(
            description: string(value["description"]), required: bool(value["required"]) ?? false,
            content: mediaTypes(value["content"]))
    }

    private mutating func mediaTypes(_ value: SpecValue?) -> [APIMediaType] {
        (object(value)?.members ?? []).compactMap { name, value in
            guard object(value) != nil else { return nil }
            var examples = examples(value["examples"])
            if let example = value["example"] { examples.insert(APIExample(name: nil, summary: nil, value: example.node), at: 0) }
            return APIMediaType(name: name, schema: value["schema"].flatMap { schema($0) }, examples: examples)
        }
    }

    /// `examples`: a map of Example objects (`summary`, `value`), each possibly a `$ref`.
    private mutating func examples(_ value: SpecValue?) -> [APIExample] {
        (object(value)?.members ?? []).compactMap { name, written in
            guard let example = resolved(written), object(example) != nil, let value = example["value"] else { return nil }
            return APIExample(name: name, summary: string(example["summary"]), value: value.node)
        }
    }

    private mutating func responses(_ value: SpecValue?) -> [APIResponse] {
        (object(value)?.members ?? []).compactMap { status, written in
            guard !status.hasPrefix("x-"), let value = resolved(written), object(value) != nil else { return nil }
            let headers = (object(value["headers"])?.members ?? []).compactMap { name, written -> APIParameter? in
                guard let header = resolved(written), object(header) != nil else { return nil }
                return parameter(header, name: name, location: .header)
            }
            return APIResponse(
                status: status, description: string(value["description"]), content: mediaTypes(value["content"]),
                headers: headers)
        }
    }

    /// `x-codeSamples`: `{lang, label, source}` objects.
    private mutating func codeSamples(_ value: SpecValue?) -> [APICodeSample] {
        (array(value) ?? []).compactMap { sample in
            guard object(sample) != nil, let source = string(sample["source"]) else { return nil }
            return APICodeSample(language: string(sample["lang"]) ?? "", label: string(sample["label"]), source: source)
        }
    }

    /// Mintlify's `x-mint`: page metadata (title, sidebarTitle, description, …) and content
    /// shown before the generated reference.
    private mutating func readMintExtension(_ value: SpecValue?, into operation: inout APIOperation) {
        guard let mint = object(value) else { return }
        for (key, field) in object(mint["metadata"])?.members ?? [] {
            if let text = field.node.string {
                operation.metadata[key] = text
            } else if let flag = field.node.bool {
                operation.metadata[key] = flag ? "true" : "false"
            }
        }
        operation.content = string(mint["content"])
        operation.href = string(mint["href"])
    }
}
