extension DiagnosticCode {
    static let sampleExplanations: [DiagnosticCode: Explanation] = [
        .sampleCheckUnavailable: Explanation(
            meaning: """
                docs.json names an SDK interface (`"preflight": {"sdkInterface": …}`), so the \
                docs' Swift samples are to be type-checked with the toolchain's `swiftc`, but \
                there is none: no `swiftc` on `PATH`, or `SWIFTC` names no executable. The \
                samples are not checked; everything else is, and the site is built.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Shop", "preflight": {"sdkInterface": "sdk/Shop.swift"}}"#),
                    Example.File("content/sdk/Shop.swift", "public enum Shop {\n    public static func open() {}\n}\n"),
                    Example.File("content/index.md", "# Shop\n\n```swift fragment\nShop.open()\n```\n"),
                ],
                arguments: ["lint", "content"],
                condition: .noSwiftCompiler,
                output:
                    "content/docs.json:1:48: warning[sample_check_unavailable]: No Swift compiler was found (swiftc on PATH, or SWIFTC), so 1 Swift sample was not type-checked."
            ),
            fix: """
                Install a Swift toolchain (swift.org) and put its `swiftc` on `PATH`, or set \
                `SWIFTC` to its path. CI that publishes the docs should have one, so a broken \
                sample cannot ship.
                """),
        .sampleDoesNotCompile: Explanation(
            meaning: """
                A ```` ```swift ```` block of a docs page does not compile against the SDK \
                interface named in docs.json: it calls something the SDK does not have, with \
                the wrong arguments or types, or is not valid Swift. The compiler's own message \
                is kept and placed at the sample's line and column in the page (or snippet). A \
                block marked `fragment` is checked inside an `async throws` function with the \
                interface's modules imported; one marked `continues` is checked together with \
                the block before it; `nocheck` leaves a block out.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Shop", "preflight": {"sdkInterface": "sdk/Shop.swift"}}"#),
                    Example.File("content/sdk/Shop.swift", "public enum Shop {\n    public static func open() {}\n}\n"),
                    Example.File("content/index.md", "# Shop\n\n```swift fragment\nShop.close()\n```\n"),
                ],
                arguments: ["lint", "content"],
                output:
                    "content/index.md:4:6: error[sample_does_not_compile]: The Swift sample does not compile: type 'Shop' has no member 'close'"
            ),
            fix: """
                Correct the sample so it uses the SDK as its interface declares it. If the \
                interface is what is wrong, correct the interface. A block that is \
                deliberately not valid Swift (pseudo-code, a diff) takes `nocheck` in its info \
                string: ```` ```swift nocheck ````.
                """),
        .sdkInterfaceInvalid: Explanation(
            meaning: """
                docs.json's `preflight.sdkInterface` names the Swift file of the SDK's public \
                declarations that samples are checked against, and that file cannot be read or \
                does not compile. No sample can be checked until it does.
                """,
            example: Example(
                files: [
                    Example.File("content/docs.json", #"{"name": "Shop", "preflight": {"sdkInterface": "sdk/Shop.swift"}}"#),
                    Example.File("content/index.md", "# Shop\n\n```swift fragment\nShop.open()\n```\n"),
                ],
                arguments: ["lint", "content"],
                output:
                    #"content/docs.json:1:48: error[sdk_interface_invalid]: docs.json names the SDK interface "content/sdk/Shop.swift", which cannot be read; expected a Swift file of the SDK's public declarations."#
            ),
            fix: """
                Correct the path (relative to the folder of docs.json), or the declarations the \
                compiler points at in the interface file.
                """),
    ]
}
