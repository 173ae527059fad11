extension DiagnosticCode {
    static let jsonExplanations: [DiagnosticCode: Explanation] = [
        .emptyFile: Explanation(
            meaning: """
                A JSON file Preflight reads (a catalog, a state, a review or `docs.json`) holds \
                nothing, or only white space; an OpenAPI spec in YAML is empty too when it holds \
                only comments. That is usually an export or a copy cut short, so Preflight stops \
                rather than guess what the file should hold.
                """,
            example: Example(
                files: [Example.File("shop.json", "")],
                arguments: ["lint", "shop.json"],
                output: "shop.json:1:1: error[empty_file]: The file is empty; expected a JSON value."),
            fix:
                "Put the JSON back into the file (export the catalog from the dashboard again), or delete the file if it should not be there."
        ),
        .invalidJSON: Explanation(
            meaning: """
                The file is not valid JSON: a missing comma or brace, a comma after the last \
                item, a key without double quotes, a comment. Preflight names the first place \
                where the text stops being JSON, since nothing in the file can be used until it \
                parses.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "workspace": "Corner Shop"
                          "topics": []
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output: #"shop.json:3:3: error[invalid_json]: Unexpected '"' in an object; expected ',' or '}'."#),
            fix: """
                Correct the JSON at the line and column shown (here, add the comma after \
                `"Corner Shop"`); a JSON-aware editor or formatter shows the same place.
                """),
        .invalidUTF8: Explanation(
            meaning: """
                The file holds bytes that are not UTF-8 text, which every file Preflight reads \
                must be. It usually means the file was saved as UTF-16 or in a legacy encoding \
                such as Latin-1, where an accented letter is stored differently.
                """,
            example: Example(
                // "Café" saved as Latin-1: é is the single byte E9, which UTF-8 never uses alone.
                files: [
                    Example.File("shop.json", bytes: Array(#"{"topics": [{"name": "Caf"#.utf8) + [0xE9] + Array(#""}]}"#.utf8))
                ],
                arguments: ["lint", "shop.json"],
                output: "shop.json:1:26: error[invalid_utf8]: The file holds bytes that are not valid UTF-8; expected UTF-8 text."
            ),
            fix:
                "Save the file again as UTF-8 (most editors offer it under Save As or Encoding), or export it again from the dashboard."
        ),
        .nestingTooDeep: Explanation(
            meaning: """
                Something nests deeper than Preflight follows: arrays and objects in a JSON file \
                (sequences and mappings in a YAML one) more than 512 levels deep, components in a docs page (a `<Note>` in a `<Note>` \
                and so on) more than 512 deep, or sections in a template more than 100 deep (200 \
                levels of sections, partials and blocks while rendering). No real file comes \
                near these limits; they keep a damaged or hostile file from crashing Preflight.
                """,
            example: Example(
                files: [Example.File("deep.json", String(repeating: "[", count: 513))],
                arguments: ["lint", "deep.json"],
                output:
                    "deep.json:1:513: error[nesting_too_deep]: Arrays and objects are nested more than 512 levels deep; expected a shallower document."
            ),
            fix: """
                Flatten the file, page or template at the place shown. When the file was \
                generated, it is usually damaged: generate it again.
                """),
    ]
}
