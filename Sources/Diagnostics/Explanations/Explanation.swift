/// What `preflight explain CODE` prints: what a code means, a minimal example that produces
/// it, and how to fix it.
///
/// Examples are executable: the tests write the files into an empty folder, run the real
/// binary with the arguments, and check that it prints `output`. So the reference cannot
/// drift from what Preflight says.
package struct Explanation: Sendable {
    /// What the problem is and why Preflight reports it: a short paragraph.
    package var meaning: String
    /// A minimal input and command that produce the code; nil only where no input can,
    /// with `noExample` saying why.
    package var example: Example?
    /// Why there is no example (a code for failures Preflight does not foresee, say).
    package var noExample: String?
    /// How to make the problem go away.
    package var fix: String

    package init(meaning: String, example: Example, fix: String) {
        self.meaning = meaning
        self.example = example
        self.fix = fix
    }

    package init(meaning: String, noExample: String, fix: String) {
        self.meaning = meaning
        self.noExample = noExample
        self.fix = fix
    }
}

/// Files in an empty working folder and a command run there.
package struct Example: Sendable {
    package struct File: Sendable {
        package enum Contents: Sendable {
            case text(String)
            /// Bytes that are not UTF-8 text.
            case bytes([UInt8])
            /// A symbolic link to this path.
            case link(to: String)
        }

        /// Relative to the working folder; folders on the way are created.
        package var path: String
        package var contents: Contents

        package init(_ path: String, _ text: String) {
            self.path = path
            self.contents = .text(text)
        }

        package init(_ path: String, bytes: [UInt8]) {
            self.path = path
            self.contents = .bytes(bytes)
        }

        package init(_ path: String, linkTo target: String) {
            self.path = path
            self.contents = .link(to: target)
        }
    }

    /// Something besides files that must hold for the example to produce its code.
    package enum Condition: Sendable, Hashable {
        /// Another program listens on this loopback port while the command runs.
        case portInUse(UInt16)
        /// No Swift compiler can be found (`SWIFTC` names a path that does not exist).
        case noSwiftCompiler
        /// No browser can be found (`PATH` holds none and `CHROMIUM_BIN` is empty).
        case noBrowser
        /// No Node.js can be found (`PATH` holds none); KaTeX's browser build (Debian's
        /// `libjs-katex`) is installed.
        case noNode
        /// Neither Node.js nor KaTeX's browser build can be found (`PATH` holds no `node`
        /// and `PREFLIGHT_KATEX_ASSETS` is empty).
        case noKaTeX
    }

    package var files: [File]
    /// The words after `preflight`.
    package var arguments: [String]
    package var condition: Condition?
    /// The line the command prints for this code, exactly; `$PWD` stands for the working
    /// folder's absolute path, where a message gives one, and a closing `…` for the rest of a
    /// line that holds figures which change with the site (a limit in bytes, say).
    package var output: String

    package init(files: [File], arguments: [String], condition: Condition? = nil, output: String) {
        self.files = files
        self.arguments = arguments
        self.condition = condition
        self.output = output
    }
}

extension Example.File {
    /// A valid catalog of one topic on one channel: what most examples need besides the file
    /// that goes wrong.
    static func shopCatalog(_ path: String) -> Example.File {
        Example.File(
            path,
            """
            {
              "topics": [
                {"slug": "sales", "name": "Sales", "channels": {"push": {"default": true}}}
              ]
            }
            """)
    }

    /// A docs.json whose one group is the API reference of `content/docs/openapi.json`: what
    /// an example of a spec's problem needs besides the spec.
    static let apiGroupConfig = Example.File(
        "content/docs.json",
        """
        {
          "name": "Acme",
          "navigation": { "groups": [{ "group": "API", "openapi": "openapi.json" }] }
        }

        """)
}
