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
/// Every parser of this process attaches the same five extensions (or the same four, where a
/// page has nothing for autolink to link, see ``Autolinks``), so the table need never lose a
/// character once it has it. On Linux the executable defines its own versions of the
/// library's functions that take characters out (below), which do nothing; which of them the
/// library calls depends on how it is linked:
/// - **As a shared library**, `cmark_parser_finish` calls
///   `cmark_manage_extensions_special_characters` through the procedure linkage table, so the
///   executable's definition takes its place. ``enable(with:)`` fills the table once with the
///   library's own function, found with `dlsym(RTLD_NEXT)`.
/// - **Linked into a static executable** (`make release`), the library's `cmark_parser_finish`
///   has that function inlined and calls `cmark_inlines_add_special_character` and
///   `cmark_inlines_remove_special_character` itself; the executable's remover is linked
///   before the library's (`--allow-multiple-definition` keeps the first definition). Every
///   parse then adds the same characters again, which changes no byte of the table, and
///   none is removed.
///
/// Whether the library really calls ours is checked at run time; if it does not (linked
/// differently, another platform), parses stay serialized as before.
enum SpecialCharacters {
    /// Whether cmark now calls one of our stand-ins rather than removing characters: set once
    /// by ``enable(with:)``, before any page parses.
    nonisolated(unsafe) private(set) static var parsesMayOverlap = false
    /// Calls of each stand-in seen while checking; only written during ``enable(with:)``.
    nonisolated(unsafe) fileprivate static var managerCalls = 0
    nonisolated(unsafe) fileprivate static var removerCalls = 0

    /// Fills the table once with the library's own function where it is a shared library's,
    /// then checks that a parse calls one of ours and still sees `~~`. Runs once, from the
    /// extension registry's initializer.
    static func enable(with extensions: [OpaquePointer]) {
        #if os(Linux)
            guard let parser = cmark_parser_new(CMark.options) else { return }
            defer { cmark_parser_free(parser) }
            for pointer in extensions { cmark_parser_attach_syntax_extension(parser, pointer) }
            // RTLD_NEXT: the definition after the executable's own, the shared library's. A
            // static executable has none (and its parses add the characters themselves).
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "cmark_manage_extensions_special_characters") {
                let original = unsafeBitCast(symbol, to: (@convention(c) (OpaquePointer?, Int32) -> Void).self)
                original(parser, 1)
            }
            let probe = "~~x~~"
            cmark_parser_feed(parser, probe, probe.utf8.count)
            guard let root = cmark_parser_finish(parser) else { return }
            defer { cmark_node_free(root) }
            let struck = cmark_node_first_child(root).flatMap(cmark_node_first_child).flatMap(cmark_node_get_type_string).map {
                String(cString: $0)
            }
            // Ours, twice (add, then remove), as a shared library; or our remover, once for
            // each of the extensions' characters (`~`, `:`, `w`), linked in.
            let isOurs = (managerCalls == 2 && removerCalls == 0) || (managerCalls == 0 && removerCalls > 0)
            parsesMayOverlap = isOurs && struck == "strikethrough"
        #endif
    }
}

#if os(Linux)
    /// Takes the place of libcmark-gfm's function of the same name (see ``SpecialCharacters``):
    /// the special characters were added once for good, so there is nothing to add or remove.
    @_cdecl("cmark_manage_extensions_special_characters")
    package func cmarkManageExtensionsSpecialCharacters(_ parser: OpaquePointer?, _ add: Int32) {
        if !SpecialCharacters.parsesMayOverlap { SpecialCharacters.managerCalls += 1 }
    }

    /// Takes the place of libcmark-gfm's remover where the library is linked into the
    /// executable (see ``SpecialCharacters``): a character once special stays so.
    @_cdecl("cmark_inlines_remove_special_character")
    package func cmarkInlinesRemoveSpecialCharacter(_ character: UInt8, _ emphasis: Bool) {
        if !SpecialCharacters.parsesMayOverlap { SpecialCharacters.removerCalls += 1 }
    }
#endif
