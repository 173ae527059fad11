extension DiagnosticCode {
    static let yamlExplanations: [DiagnosticCode: Explanation] = [
        .invalidYAML: Explanation(
            meaning: """
                A YAML file (an OpenAPI spec written in YAML) does not parse, or holds what a \
                JSON document cannot: more than one document (`---` between them), a mapping \
                or a list as a mapping key, an alias `*name` with no anchor `&name` before it, \
                a value whose explicit tag does not fit (`!!int abc`), or aliases of aliases \
                that would expand to more than a million nodes. Preflight names the first \
                place where the text stops being usable YAML, with the YAML parser's own words.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Corner Shop", "navigation": {"openapi": "spec.yaml"}}"#),
                    Example.File(
                        "content/docs/spec.yaml",
                        """
                        openapi: 3.1.0
                        info:
                          title: Corner Shop: orders
                          version: "1"
                        paths: {}
                        """),
                ],
                arguments: ["build"],
                output:
                    "content/docs/spec.yaml:3:21: error[invalid_yaml]: Mapping values are not allowed in this context; expected valid YAML."
            ),
            fix: """
                Correct the YAML at the line and column shown (here, put the title in quotes: \
                a value holding `: ` must be quoted). An editor with a YAML mode shows the same \
                place; when the file holds several documents, keep the one that is the spec.
                """)
    ]
}
