import CCmarkGFM

#if canImport(Glibc)
    import Glibc
#endif

/// Lets pages parse on every core at once, despite libcmark-gfm's shared table of special
/// characters.
///
/// libcmark-gfm 0.29.0.gfm.6 keeps the inline parser's special characters in one
/// process-wide array. `cmark_parser_finish` calls `cmark_manage_extensions_special_characters`
/// to add the attached extensions' characters (`~`, `:`, `w`, …) before parsing a document's
/// inlines and to remove them afterwards (github/cmark-gfm#176), so two parses at once make
/// each other miss `~~strikethrough~~` and autolinks (measured: about one page in four).
///
/// Every parser of this process attaches the same five extensions, so the table need never
/// change after it is first filled. On Linux the executable defines its own
/// `cmark_manage_extensions_special_characters` (below); the library calls that function
/// through its procedure linkage table, so the executable's definition takes its place. It
/// does nothing: ``enable(with:)`` filled the table once, with the library's own function,
/// and nothing removes the characters any more. Whether the library really calls ours is
/// checked at run time; if it does not (linked differently, another platform), parses stay
/// serialized as before.
enum SpecialCharacters {
    /// Whether cmark now calls ``cmarkManageExtensionsSpecialCharacters(_:_:)``: set once
    /// by ``enable(with:)``, before any page parses.
    nonisolated(unsafe) private(set) static var parsesMayOverlap = false
    /// Calls of ours seen while checking; only written during ``enable(with:)``.
    nonisolated(unsafe) fileprivate static var calls = 0

    /// Fills the table once with the library's own function, then checks that cmark calls
    /// ours from now on. Runs once, from the extension registry's initializer.
    static func enable(with extensions: [OpaquePointer]) {
        #if os(Linux)
            let name = "cmark_manage_extensions_special_characters"
            // RTLD_NEXT: the definition after the executable's own, the library's.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), name) else { return }
            let original = unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, Int32) -> Void).self)
            guard let parser = cmark_parser_new(CMark.options) else { return }
            defer { cmark_parser_free(parser) }
            for pointer in extensions { cmark_parser_attach_syntax_extension(parser, pointer) }
            original(parser, 1)
            // A parse must now reach our function (twice: add, then remove) and still see `~~`.
            let probe = "~~x~~"
            cmark_parser_feed(parser, probe, probe.utf8.count)
            guard let root = cmark_parser_finish(parser) else { return }
            defer { cmark_node_free(root) }
            let struck = cmark_node_first_child(root).flatMap(cmark_node_first_child).flatMap(cmark_node_get_type_string).map {
                String(cString: $0)
            }
            parsesMayOverlap = calls == 2 && struck == "strikethrough"
        #endif
    }
}

#if os(Linux)
    /// Takes the place of libcmark-gfm's function of the same name (see ``SpecialCharacters``):
    /// the special characters were added once for good, so there is nothing to add or remove.
    @_cdecl("cmark_manage_extensions_special_characters")
    package func cmarkManageExtensionsSpecialCharacters(_ parser: OpaquePointer?, _ add: Int32) {
        if !SpecialCharacters.parsesMayOverlap { SpecialCharacters.calls += 1 }
    }
#endif
