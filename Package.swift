// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Preflight",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "preflight", targets: ["preflight"])
    ],
    targets: [
        // Shared vocabulary: positioned diagnostics with stable codes.
        .target(name: "Diagnostics"),
        // A JSON parser that remembers where every value came from.
        .target(name: "JSONDocument", dependencies: ["ByteTools", "Diagnostics"]),
        // The SDK's data layer: catalogs, states, resolution, grouping, validation.
        .target(name: "PreferenceModel", dependencies: ["Diagnostics", "JSONDocument"]),
        // Byte classes, byte search (memchr-backed) and ASCII names, for every parser.
        .target(name: "ByteTools"),
        // A value behind a lock that threads can also wait on (one type for every target).
        .target(name: "Locking"),
        // Child processes started with posix_spawn (Foundation's Process can crash the spawner on Linux).
        .target(name: "ChildProcess", dependencies: ["CSpawn", "Locking"]),
        // glibc's posix_spawn extensions (closefrom, chdir) and pipe2, which need _GNU_SOURCE.
        .target(name: "CSpawn"),
        // The one place that escapes text for HTML.
        .target(name: "HTML"),
        // The settings-screen preview; its stylesheet and script live in Assets/ and are embedded.
        .target(
            name: "ScreenPreview", dependencies: ["PreferenceModel", "HTML"], exclude: ["Assets"],
            plugins: ["EmbedFiles"]),
        // The shipped templates/, compiled in so the binary works from any folder.
        .target(name: "BuiltInTemplates", plugins: ["EmbedFiles"]),
        .executableTarget(name: "FileEmbedder"),
        .plugin(name: "EmbedFiles", capability: .buildTool(), dependencies: ["FileEmbedder"]),
        // zlib, through pkg-config: gzip-compressed subscriber exports are read as a stream.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // What a catalog change does to every subscriber's screen.
        .target(
            name: "CatalogReview",
            dependencies: ["ByteTools", "CZlib", "Diagnostics", "JSONDocument", "PreferenceModel", "ScreenPreview", "HTML"]),
        // libcmark-gfm, through pkg-config.
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
        ),
        // The per-thread arena cmark allocates its trees in, in C for a thread-local (see CMarkArena).
        .target(name: "CArena"),
        // Markdown pages: front matter, components, highlighting, headings (the only cmark importer).
        .target(name: "Docs", dependencies: ["ByteTools", "CArena", "CCmarkGFM", "Diagnostics", "HTML"]),
        // libyaml, through pkg-config; only the OpenAPI target reads YAML.
        .systemLibrary(
            name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // OpenAPI 3.0/3.1 specs (JSON or YAML): the model, `$ref` resolution, positions; no HTML.
        .target(name: "OpenAPI", dependencies: ["CYAML", "Diagnostics", "JSONDocument"]),
        // Endpoint pages from an OpenAPI operation: the reference as MDX, request examples, Try it.
        .target(
            name: "APIReference", dependencies: ["Diagnostics", "OpenAPI", "JSONDocument", "HTML"], exclude: ["Assets"],
            plugins: ["EmbedFiles"]),
        // Docs' Swift samples type-checked with the toolchain's swiftc against an SDK's interface.
        .target(name: "SampleCheck", dependencies: ["ChildProcess", "Diagnostics", "Locking"]),
        // A spec-conformant Mustache engine.
        .target(name: "Templates", dependencies: ["Diagnostics", "HTML"]),
        // The content graph and the written site.
        .target(
            name: "SiteBuilder",
            dependencies: [
                "ByteTools", "Diagnostics", "JSONDocument", "PreferenceModel", "HTML", "ScreenPreview", "CatalogReview",
                "Docs", "Templates", "BuiltInTemplates", "ChildProcess", "Locking", "OpenAPI", "APIReference", "SampleCheck",
            ]
        ),
        // `preflight serve`: a loopback HTTP server, live reload over Server-Sent Events, a file watcher.
        .target(name: "DevServer", dependencies: ["ByteTools", "Diagnostics", "HTML", "Locking"]),
        // Argument parsing, subcommands, diagnostics printing, exit codes.
        .target(
            name: "PreflightCLI",
            dependencies: [
                "ChildProcess", "Diagnostics", "Locking", "ScreenPreview", "CatalogReview", "SiteBuilder", "DevServer",
            ]),
        .executableTarget(name: "preflight", dependencies: ["PreflightCLI"]),
        // Runs the official conformance suites (`make conformance`).
        .executableTarget(name: "ConformanceRunner", dependencies: ["Templates", "Docs"]),

        .testTarget(name: "JSONDocumentTests", dependencies: ["JSONDocument", "Diagnostics"]),
        .testTarget(name: "OpenAPITests", dependencies: ["OpenAPI", "JSONDocument", "Diagnostics"]),
        .testTarget(
            name: "APIReferenceTests", dependencies: ["APIReference", "ChildProcess", "OpenAPI", "JSONDocument", "HTMLQuery"]),
        .testTarget(name: "PreferenceModelTests", dependencies: ["PreferenceModel", "Diagnostics"]),
        .testTarget(name: "SampleCheckTests", dependencies: ["SampleCheck", "Diagnostics", "TestSupport"]),
        .testTarget(name: "TemplatesTests", dependencies: ["Templates", "Diagnostics"]),
        .testTarget(name: "HTMLTests", dependencies: ["HTML", "HTMLQuery"]),
        .testTarget(name: "ScreenPreviewTests", dependencies: ["ScreenPreview", "PreferenceModel", "HTML", "HTMLQuery"]),
        .testTarget(name: "DocsTests", dependencies: ["Docs", "ByteTools", "CCmarkGFM", "Diagnostics", "HTMLQuery", "Locking"]),
        .testTarget(
            name: "CatalogReviewTests",
            dependencies: ["CatalogReview", "ChildProcess", "Diagnostics", "PreferenceModel", "ScreenPreview", "HTMLQuery"]),
        .testTarget(name: "DevServerTests", dependencies: ["DevServer", "Diagnostics", "TestSupport", "Locking"]),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "SiteBuilder", "APIReference", "ChildProcess", "Diagnostics", "PreferenceModel", "ByteTools", "Locking",
                "TestSupport",
            ]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                "preflight", "ChildProcess", "Diagnostics", "DevServer", "TestSupport", "HTMLQuery", "Locking",
            ], exclude: ["Golden"]),
        .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess"]),
        // Helpers shared by test targets (a raw loopback HTTP client, golden-file comparison).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        // A small HTML reader and selector query for tests, with the product's vocabulary
        // (main content, sidebar, headings, settings-screen rows).
        .target(name: "HTMLQuery", path: "Tests/HTMLQuery"),
    ]
)
