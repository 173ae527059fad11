import HTML
import JSONDocument
import OpenAPI

// The fields the reader fills: servers and their variables, credentials, parameters, body.
extension TryItPanel {
    static func renderServers(_ request: TryItRequest, ids: TryItIDs, words: ReferenceWords, into html: inout HTMLBuffer) {
        let servers = request.operation.servers
        let variables = servers.first?.variables ?? []
        guard servers.count > 1 || !variables.isEmpty else { return }
        legend(words["apiServer"], into: &html)
        if servers.count > 1 {
            openField(id: ids.server, hint: nil, into: &html)
            html.raw(">")
            html.text(words["apiBaseURL"])
            html.raw("</label><select class=\"pf-try-input\" data-try-server")
            html.attribute("id", ids.server)
            html.raw(">")
            for (index, server) in servers.enumerated() {
                html.raw("<option")
                html.attribute("value", String(index))
                html.raw(">")
                html.text(server.description.map { "\(server.url) — \($0)" } ?? server.url)
                html.raw("</option>")
            }
            html.raw("</select></div>")
        }
        // Variables of every server, each shown while its server is chosen.
        for (serverIndex, server) in servers.enumerated() {
            for (index, variable) in server.variables.enumerated() {
                let id = ids.variable(serverIndex * 1000 + index)
                openField(id: id, hint: variable.description, serverIndex: serverIndex, into: &html)
                html.raw("><code>{")
                html.text(variable.name)
                html.raw("}</code></label>")
                if variable.choices.isEmpty {
                    html.raw("<input type=\"text\" class=\"pf-try-input\" autocomplete=\"off\" spellcheck=\"false\"")
                    html.attribute("value", variable.defaultValue)
                } else {
                    html.raw("<select class=\"pf-try-input\"")
                }
                html.attribute("id", id)
                html.attribute("data-try-var", variable.name)
                html.attribute("data-try-for-server", String(serverIndex))
                describedBy(id: id, hint: variable.description, into: &html)
                html.raw(">")
                if !variable.choices.isEmpty {
                    options(variable.choices, selected: variable.defaultValue, into: &html)
                    html.raw("</select>")
                }
                closeField(id: id, hint: variable.description, into: &html)
            }
        }
        html.raw("</fieldset>")
    }

    static func renderAuthentication(
        _ request: TryItRequest, ids: TryItIDs, words: ReferenceWords, into html: inout HTMLBuffer
    ) {
        guard !request.schemes.isEmpty else { return }
        legend(words["apiAuthentication"], into: &html)
        note(words["apiCredentialsNote"], into: &html)
        if request.alternatives.count > 1 {
            openField(id: ids.auth, hint: nil, into: &html)
            html.raw(">")
            html.text(words["apiAuthMethod"])
            html.raw("</label><select class=\"pf-try-input\" data-try-auth-choice")
            html.attribute("id", ids.auth)
            html.raw(">")
            for (index, alternative) in request.alternatives.enumerated() {
                html.raw("<option")
                html.attribute("value", String(index))
                html.raw(">")
                html.text(
                    alternative.isEmpty ? words["apiNone"] : alternative.map { request.schemes[$0].name }.joined(separator: " + ")
                )
                html.raw("</option>")
            }
            html.raw("</select></div>")
        }
        for (index, scheme) in request.schemes.enumerated() {
            let named = ["scheme": scheme.name]
            switch scheme.kind {
            case .http(let name, _) where name.lowercased() == "basic":
                secret(
                    ids.scheme(index, "user"), scheme: index, part: "user", label: words["apiUsername", named],
                    hint: scheme.description, password: false, into: &html)
                secret(
                    ids.scheme(index, "password"), scheme: index, part: "password", label: words["apiPassword", named],
                    hint: nil, password: true, into: &html)
            case .apiKey(let name, let location):
                let delivery = words[
                    location == .query ? "apiSentAsQuery" : location == .cookie ? "apiSentAsCookie" : "apiSentAsHeader",
                    ["name": name]]
                secret(
                    ids.scheme(index, "key"), scheme: index, part: "key", label: words["apiKeyLabel", named],
                    hint: joined(delivery, scheme.description), password: true, into: &html)
            case .http(let name, let format) where name.lowercased() == "bearer":
                secret(
                    ids.scheme(index, "token"), scheme: index, part: "token", label: words["apiBearerLabel", named],
                    hint: joined(format.map { words["apiFormat", ["format": $0]] }, scheme.description), password: true,
                    into: &html)
            case .http(let name, _):
                secret(
                    ids.scheme(index, "token"), scheme: index, part: "token",
                    label: words["apiCredentialsLabel", ["scheme": scheme.name, "kind": name]],
                    hint: joined(words["apiSentAsAuthorization", ["kind": name]], scheme.description), password: true, into: &html
                )
            case .oauth2, .openIDConnect:
                secret(
                    ids.scheme(index, "token"), scheme: index, part: "token", label: words["apiAccessTokenLabel", named],
                    hint: joined(words["apiSentAsBearer"], scheme.description), password: true, into: &html)
            case .mutualTLS:
                html.raw("<p class=\"pf-try-note\"")
                html.attribute("data-try-scheme", String(index))
                html.raw(">")
                html.text(words["apiCertificateNote", named])
                html.raw("</p>")
            }
        }
        html.raw("</fieldset>")
    }

    static func renderParameters(_ request: TryItRequest, ids: TryItIDs, words: ReferenceWords, into html: inout HTMLBuffer) {
        for location in APIParameter.Location.allCases {
            let parameters = request.parameters.filter { $0.parameter.location == location }
            guard !parameters.isEmpty else { continue }
            legend(
                words[
                    location == .path
                        ? "apiTryPathParameters"
                        : location == .query ? "apiTryQueryParameters" : location == .header ? "apiHeaders" : "apiCookies"],
                into: &html)
            if location == .cookie { note(words["apiCookiesNote"], into: &html) }
            for (index, parameter) in parameters {
                renderParameter(
                    parameter, index: index, schema: parameter.schema.map { request.spec[$0] }, ids: ids, words: words,
                    into: &html)
            }
            html.raw("</fieldset>")
        }
    }

    private static func renderParameter(
        _ parameter: APIParameter, index: Int, schema: APISchema?, ids: TryItIDs, words: ReferenceWords,
        into html: inout HTMLBuffer
    ) {
        let id = ids.parameter(index)
        let required = parameter.required || parameter.location == .path
        let hint = joined(schema.map { typeSummary($0, words: words) }, parameter.description)
        let initial = (parameter.example ?? schema?.defaultValue ?? schema?.examples.first).flatMap(plainText)
        openField(id: id, hint: hint, into: &html)
        html.raw("><code>")
        html.text(parameter.name)
        html.raw("</code>")
        if required { requiredMark(words, into: &html) }
        html.raw("</label>")
        let types = schema?.nonNullTypes ?? []
        let choices = (schema?.enumValues ?? []).compactMap(plainText)
        if !choices.isEmpty || types == ["boolean"] {
            html.raw("<select class=\"pf-try-input\"")
        } else {
            html.raw("<input type=\"text\" class=\"pf-try-input\" autocomplete=\"off\" spellcheck=\"false\"")
            if types == ["integer"] { html.raw(" inputmode=\"numeric\"") }
            if types == ["number"] { html.raw(" inputmode=\"decimal\"") }
            if let initial { html.attribute("value", initial) }
        }
        html.attribute("id", id)
        html.attribute("data-try-param", String(index))
        if required { html.raw(" required") }
        describedBy(id: id, hint: hint, into: &html)
        html.raw(">")
        if !choices.isEmpty || types == ["boolean"] {
            html.raw("<option value=\"\">")
            html.text(words[required ? "apiChoose" : "apiNotSet"])
            html.raw("</option>")
            options(choices.isEmpty ? ["true", "false"] : choices, selected: initial, into: &html)
            html.raw("</select>")
        }
        closeField(id: id, hint: hint, into: &html)
    }

    static func renderBody(
        _ request: TryItRequest, ids: TryItIDs, bodyExample: String?, words: ReferenceWords, into html: inout HTMLBuffer
    ) {
        guard let body = request.body else { return }
        let required = request.operation.requestBody?.required ?? false
        let hint = words[request.bodyIsJSON ? "apiBodyHintJSON" : "apiBodyHintText"]
        legend(words["apiBody"], into: &html)
        openField(id: ids.body, hint: hint, into: &html)
        html.raw(">")
        html.text(words["apiRequestBody"])
        html.raw(" <code>")
        html.text(body.name)
        html.raw("</code>")
        if required { requiredMark(words, into: &html) }
        html.raw(
            "</label><textarea class=\"pf-try-input pf-try-body\" rows=\"10\" spellcheck=\"false\" autocomplete=\"off\" data-try-body"
        )
        html.attribute("id", ids.body)
        if required { html.raw(" required") }
        describedBy(id: ids.body, hint: hint, into: &html)
        html.raw(">")
        // A newline right after <textarea> is dropped by the parser; one more keeps a body
        // that starts with a newline intact.
        html.raw("\n")
        if request.bodyIsJSON, let bodyExample { html.text(bodyExample) }
        html.raw("</textarea>")
        closeField(id: ids.body, hint: hint, into: &html)
        html.raw("</fieldset>")
    }

    // MARK: - Pieces

    /// A fieldset's opening and its legend.
    private static func legend(_ text: String, into html: inout HTMLBuffer) {
        html.raw("<fieldset class=\"pf-try-group\"><legend>")
        html.text(text)
        html.raw("</legend>")
    }

    private static func note(_ text: String, into html: inout HTMLBuffer) {
        html.raw("<p class=\"pf-try-note\">")
        html.text(text)
        html.raw("</p>")
    }

    /// Seen, not read: the field's own `required` tells assistive technology already.
    private static func requiredMark(_ words: ReferenceWords, into html: inout HTMLBuffer) {
        html.raw(" <span class=\"pf-try-required\" aria-hidden=\"true\">")
        html.text(words["required"])
        html.raw("</span>")
    }

    /// `<div class="pf-try-field"><label for=…` left open for the label's content.
    private static func openField(id: String, hint: String?, serverIndex: Int? = nil, into html: inout HTMLBuffer) {
        html.raw("<div class=\"pf-try-field\"")
        if let serverIndex { html.attribute("data-try-server-field", String(serverIndex)) }
        html.raw("><label")
        html.attribute("for", id)
    }

    /// The hint under a field and the place its error appears.
    private static func closeField(id: String, hint: String?, into html: inout HTMLBuffer) {
        if let hint {
            html.raw("<p class=\"pf-try-hint\"")
            html.attribute("id", TryItIDs.hint(id))
            html.raw(">")
            html.text(hint)
            html.raw("</p>")
        }
        html.raw("<p class=\"pf-try-error\"")
        html.attribute("id", TryItIDs.error(id))
        html.raw("></p></div>")
    }

    private static func describedBy(id: String, hint: String?, into html: inout HTMLBuffer) {
        html.attribute(
            "aria-describedby", hint == nil ? TryItIDs.error(id) : "\(TryItIDs.hint(id)) \(TryItIDs.error(id))")
    }

    private static func secret(
        _ id: String, scheme: Int, part: String, label: String, hint: String?, password: Bool, into html: inout HTMLBuffer
    ) {
        html.raw("<div class=\"pf-try-field\"")
        html.attribute("data-try-scheme", String(scheme))
        html.raw("><label")
        html.attribute("for", id)
        html.raw(">")
        html.text(label)
        html.raw("</label><input class=\"pf-try-input\" autocomplete=\"off\" spellcheck=\"false\"")
        html.raw(password ? " type=\"password\"" : " type=\"text\"")
        html.attribute("id", id)
        html.attribute("data-try-auth", String(scheme))
        html.attribute("data-try-part", part)
        describedBy(id: id, hint: hint, into: &html)
        html.raw(">")
        closeField(id: id, hint: hint, into: &html)
    }

    private static func options(_ values: [String], selected: String?, into html: inout HTMLBuffer) {
        for value in values {
            html.raw("<option")
            html.attribute("value", value)
            if value == selected { html.raw(" selected") }
            html.raw(">")
            html.text(value)
            html.raw("</option>")
        }
    }

    /// "integer · int64 · 1 to 100": what the field takes, in a few words.
    private static func typeSummary(_ schema: APISchema, words: ReferenceWords) -> String {
        var parts: [String] = []
        let types = schema.nonNullTypes
        if let first = types.first {
            parts.append(types.dropFirst().reduce(first) { words["apiOr", ["first": $0, "second": $1]] })
        }
        if types == ["array"] { parts.append(words["apiCommaSeparated"]) }
        if let format = schema.format { parts.append(format) }
        let limits = schema.limits
        switch (limits.minimum, limits.maximum) {
        case (let low?, let high?): parts.append(words["apiBetween", ["low": low, "high": high]])
        case (let low?, nil): parts.append(words["apiAtLeast", ["low": low]])
        case (nil, let high?): parts.append(words["apiAtMost", ["high": high]])
        default: break
        }
        if let pattern = limits.pattern { parts.append(words["apiPatternHint", ["pattern": pattern]]) }
        return parts.joined(separator: " · ")
    }

    /// A scalar as a field shows it; nil for objects and arrays.
    private static func plainText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): text
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        default: nil
        }
    }

    private static func joined(_ first: String?, _ second: String?) -> String? {
        let parts = [first, second].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: " — ")
    }
}
