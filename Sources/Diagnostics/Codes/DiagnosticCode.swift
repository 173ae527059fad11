/// Every kind of problem Preflight reports, each with a stable snake_case name.
///
/// The names are an interface: scripts, editors and tests match on them, so a case is never
/// renamed. Each case has a severity and a one-line summary (`DiagnosticCode+Summary.swift`)
/// and an explanation with an example that `preflight explain` prints (`Explanations/`); the
/// compiler and the tests make sure no case goes without them.
package enum DiagnosticCode: String, CaseIterable, Sendable, Hashable, Codable, CustomStringConvertible {
    // MARK: JSON files
    case emptyFile = "empty_file"
    case invalidJSON = "invalid_json"
    case invalidUTF8 = "invalid_utf8"
    case invalidYAML = "invalid_yaml"
    case nestingTooDeep = "nesting_too_deep"

    // MARK: Catalogs, states and API envelopes
    case apiError = "api_error"
    case blankCategory = "blank_category"
    case blankName = "blank_name"
    case duplicateChannel = "duplicate_channel"
    case duplicateSlug = "duplicate_slug"
    case emptyCatalog = "empty_catalog"
    case invalidChannel = "invalid_channel"
    case invalidDailyCap = "invalid_daily_cap"
    case invalidSlug = "invalid_slug"
    case missingDefault = "missing_default"
    case missingField = "missing_field"
    case oddDisplayName = "odd_display_name"
    case orphanedChoice = "orphaned_choice"
    case topicHasNoChannels = "topic_has_no_channels"
    case unknownDocument = "unknown_document"
    case unknownKey = "unknown_key"
    case unlistedChannel = "unlisted_channel"
    case wrongType = "wrong_type"

    // MARK: Reading input files
    case contentNotFound = "content_not_found"
    case fileNotFound = "file_not_found"
    case fileTooLarge = "file_too_large"
    case isADirectory = "is_a_directory"
    case pathOutsideContent = "path_outside_content"
    case symlinkOutsideContent = "symlink_outside_content"
    case unreadableFile = "unreadable_file"

    // MARK: Docs pages
    case brokenAnchor = "broken_anchor"
    case brokenLink = "broken_link"
    case duplicatePage = "duplicate_page"
    case duplicatePreviewPath = "duplicate_preview_path"
    case feedNeedsBaseURL = "feed_needs_base_url"
    case invalidAttribute = "invalid_attribute"
    case invalidComponentTag = "invalid_component_tag"
    case invalidFrontMatter = "invalid_front_matter"
    case invalidPage = "invalid_page"
    case invalidPreview = "invalid_preview"
    case mismatchedComponent = "mismatched_component"
    case misplacedComponent = "misplaced_component"
    case missingAttribute = "missing_attribute"
    case missingPage = "missing_page"
    case pageTooLarge = "page_too_large"
    case renderFailed = "render_failed"
    case settingsPreviewFailed = "settings_preview_failed"
    case snippetCycle = "snippet_cycle"
    case tableTooLarge = "table_too_large"
    case tooManyImages = "too_many_images"
    case unclosedComponent = "unclosed_component"
    case unclosedFrontMatter = "unclosed_front_matter"
    case undefinedVariable = "undefined_variable"
    case unknownComponent = "unknown_component"
    case unresolvedSnippet = "unresolved_snippet"
    case unsafeHTMLAttribute = "unsafe_html_attribute"
    case unsafeHTMLElement = "unsafe_html_element"
    case unsafeURL = "unsafe_url"
    case unsupportedMDX = "unsupported_mdx"
    case unsupportedSetting = "unsupported_setting"

    // MARK: OpenAPI specs
    case brokenRef = "broken_ref"
    case invalidOpenAPI = "invalid_openapi"
    case unknownOperation = "unknown_operation"
    case unknownSchemaType = "unknown_schema_type"
    case undefinedSecurityScheme = "undefined_security_scheme"
    case unsupportedOpenAPIVersion = "unsupported_openapi_version"
    case unsupportedSecurityScheme = "unsupported_security_scheme"

    // MARK: Diagrams and math
    case invalidDiagram = "invalid_diagram"
    case mermaidUnavailable = "mermaid_unavailable"
    case invalidMath = "invalid_math"
    case mathUnavailable = "math_unavailable"
    case mathTypesetInBrowser = "math_typeset_in_browser"

    // MARK: Code samples
    case sampleCheckUnavailable = "sample_check_unavailable"
    case sampleDoesNotCompile = "sample_does_not_compile"
    case sdkInterfaceInvalid = "sdk_interface_invalid"

    // MARK: Templates
    case emptyTag = "empty_tag"
    case invalidDelimiter = "invalid_delimiter"
    case mismatchedSection = "mismatched_section"
    case missingPartial = "missing_partial"
    case recursiveBlock = "recursive_block"
    case recursivePartial = "recursive_partial"
    case templateError = "template_error"
    case templateFolderNotFound = "template_folder_not_found"
    case templateNotFound = "template_not_found"
    case templateOutputTooLarge = "template_output_too_large"
    case templateRenderTooLong = "template_render_too_long"
    case templatesNotFound = "templates_not_found"
    case unclosedSection = "unclosed_section"
    case unclosedTag = "unclosed_tag"
    case unopenedSection = "unopened_section"
    case unreadableTemplate = "unreadable_template"

    // MARK: Building, previewing and reviewing
    case buildFailed = "build_failed"
    case buildInterrupted = "build_interrupted"
    case conflictingOptions = "conflicting_options"
    case invalidBaseURL = "invalid_base_url"
    case invalidTableName = "invalid_table_name"
    case reviewInputNotFound = "review_input_not_found"
    case staleAcceptance = "stale_acceptance"
    case duplicateAcceptance = "duplicate_acceptance"
    case stateIgnored = "state_ignored"
    case browserNotFound = "browser_not_found"
    case snapshotFailed = "snapshot_failed"
    case duplicateSubscriber = "duplicate_subscriber"
    case unrecognizedStateFile = "unrecognized_state_file"

    // MARK: Where output goes
    case outputContainsContent = "output_contains_content"
    case outputContainsTemplates = "output_contains_templates"
    case outputContainsWorkingFolder = "output_contains_working_folder"
    case outputIsProtected = "output_is_protected"
    case outputNotAFile = "output_not_a_file"
    case outputNotAFolder = "output_not_a_folder"
    case outputNotAPage = "output_not_a_page"
    case outputNotASite = "output_not_a_site"
    case outputNotWritable = "output_not_writable"

    // MARK: Serving
    case outputInWatchedFolder = "output_in_watched_folder"
    case portInUse = "port_in_use"
    case portNotPermitted = "port_not_permitted"
    case serverFailed = "server_failed"
    case watcherFailed = "watcher_failed"

    /// The snake_case name, as printed in `error[name]`.
    package var name: String { rawValue }

    package var description: String { rawValue }

    /// The code named `name`, if there is one.
    package init?(named name: String) {
        self.init(rawValue: name)
    }
}
