/// Codes that belong together, as `preflight explain --list` and the reference group them.
package struct DiagnosticArea: Sendable {
    package let title: String
    /// In declaration order.
    package let codes: [DiagnosticCode]
    let explanations: [DiagnosticCode: Explanation]

    init(_ title: String, _ explanations: [DiagnosticCode: Explanation]) {
        self.title = title
        self.codes = DiagnosticCode.allCases.filter { explanations[$0] != nil }
        self.explanations = explanations
    }
}

extension DiagnosticCode {
    /// Every explained code, by area.
    package static let areas: [DiagnosticArea] = [
        DiagnosticArea("JSON and YAML files", jsonExplanations.merging(yamlExplanations) { json, _ in json }),
        DiagnosticArea("Catalogs, states and API envelopes", catalogExplanations),
        DiagnosticArea("Reading input files", inputFileExplanations),
        DiagnosticArea("Docs pages", docsExplanations),
        DiagnosticArea("OpenAPI specs", openAPIExplanations),
        DiagnosticArea("Diagrams and math", diagramExplanations.merging(mathExplanations) { diagram, _ in diagram }),
        DiagnosticArea("Code samples", sampleExplanations),
        DiagnosticArea("Templates", templateExplanations),
        DiagnosticArea("Building, previewing and reviewing", buildExplanations),
        DiagnosticArea("Where output goes", outputExplanations),
        DiagnosticArea("Serving", serveExplanations),
    ]

    /// What `preflight explain` prints for this code. Every code has one (the tests check).
    package var explanation: Explanation? {
        Self.areas.lazy.compactMap { $0.explanations[self] }.first
    }
}
