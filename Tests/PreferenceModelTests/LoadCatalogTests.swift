import Diagnostics
import PreferenceModel
import Testing

@Suite("Loading a catalog")
struct LoadCatalogTests {
    @Test("The specification's example catalog loads exactly")
    func specExample() throws {
        let result = load(
            """
            {
              "workspace": "Pulse Fitness",
              "channels": ["push", "email"],
              "topics": [
                {
                  "slug": "gym-reminders",
                  "name": "Gym reminders",
                  "description": "A heads-up an hour before a class you booked.",
                  "category": "Training",
                  "channels": {
                    "push":  { "default": true, "dailyCap": 3 },
                    "email": { "default": false }
                  }
                }
              ]
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let catalog = try #require(result.catalog)
        #expect(
            catalog
                == Catalog(
                    workspace: "Pulse Fitness", channels: [.push, .email],
                    topics: [
                        CatalogTopic(
                            slug: "gym-reminders", name: "Gym reminders",
                            description: "A heads-up an hour before a class you booked.", category: "Training",
                            channels: [
                                .push: ChannelOffering(default: true, dailyCap: 3),
                                .email: ChannelOffering(default: false),
                            ])
                    ]))
        #expect(result.document?.kindDescription == "a catalog")
    }

    @Test("Topics keep file order; optional fields may be missing or null")
    func minimal() throws {
        let result = load(
            """
            {
              "topics": [
                { "slug": "zeta", "name": "Zeta", "channels": { "sms": { "default": true, "dailyCap": null } } },
                { "slug": "alpha", "name": "Alpha", "description": null, "category": null, "channels": { "push": { "default": false } } },
                { "slug": "2024-recap", "name": "Recap", "channels": { "email": { "default": true } } }
              ]
            }
            """, expecting: .catalog)
        let catalog = try #require(result.catalog)
        #expect(catalog.workspace == nil)
        #expect(catalog.channels == nil)
        #expect(catalog.topics.map(\.slug) == ["zeta", "alpha", "2024-recap"])
        #expect(catalog.topics[0].channels == [sms: ChannelOffering(default: true)])
        #expect(catalog.topics[1].description == nil && catalog.topics[1].category == nil)
        #expect(result.summaries == ["warning odd_display_name topics[0].channels.sms 3:60"])
    }

    @Test("Loaded with `.screen`, a catalog is a catalog")
    func screenKind() {
        let result = load(
            #"{ "topics": [ { "slug": "a", "name": "A", "channels": { "push": { "default": true } } } ] }"#, expecting: .screen)
        #expect(result.catalog?.topics.count == 1)
    }

    // MARK: - Errors, one per code

    @Test("`invalid_json`: a syntax error is reported where it is, and there is no document")
    func invalidJSON() {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error invalid_json - 3:20"])
        #expect(result.diagnostics.first?.file == "catalog.json")
    }

    @Test(
        "`empty_file`: an empty or whitespace-only file",
        arguments: [("", "error empty_file - 1:1"), ("  \n", "error empty_file - 2:1")])
    func emptyFile(json: String, expected: String) {
        let result = load(json, file: "empty.json")
        #expect(result.document == nil)
        #expect(result.summaries == [expected])
        #expect(result.diagnostics.first?.file == "empty.json")
    }

    @Test("Parser errors pass through: `invalid_utf8` and `nesting_too_deep`")
    func parserCodesPassThrough() {
        let utf8 = PreferenceLoader.load(Array("{\"topics\": [\"".utf8) + [0xFF] + Array("\"]}".utf8), file: "latin1.json")
        #expect(utf8.summaries == ["error invalid_utf8 - 1:14"])
        #expect(utf8.diagnostics.first?.file == "latin1.json")
        let deep = load(#"{"topics": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}")
        #expect(deep.summaries == ["error nesting_too_deep - 1:523"])
        #expect(deep.document == nil)
    }

    @Test("`wrong_type`: `topics` that is not an array")
    func topicsNotArray() {
        let result = load(
            """
            {
              "workspace": "Pulse",
              "topics": { "slug": "a" }
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error wrong_type topics 3:13"])
        #expect(result.diagnostics.first?.message == "Found an object; expected an array of topics.")
    }

    @Test("`wrong_type`: a `default` that is a string")
    func defaultIsString() {
        let result = load(
            """
            {
              "topics": [
                {
                  "slug": "a",
                  "name": "A",
                  "channels": {
                    "push": { "default": "yes" }
                  }
                }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error wrong_type topics[0].channels.push.default 7:30"])
        #expect(result.diagnostics.first?.message.contains("Found a string") == true)
    }

    @Test(
        "`wrong_type` for every other field with the wrong kind of value",
        arguments: [
            (#"{"workspace": 1, "topics": []}"#, "error wrong_type workspace 1:15"),
            (#"{"channels": "push", "topics": []}"#, "error wrong_type channels 1:14"),
            (#"{"channels": ["push", 5], "topics": []}"#, "error wrong_type channels[1] 1:23"),
            (#"{"channels": ["push", ""], "topics": []}"#, "error wrong_type channels[1] 1:23"),
            (#"{"topics": [7]}"#, "error wrong_type topics[0] 1:13"),
            (#"{"topics": [{"slug": 1, "name": "A"}]}"#, "error wrong_type topics[0].slug 1:22"),
            (#"{"topics": [{"slug": "a", "name": ["A"]}]}"#, "error wrong_type topics[0].name 1:35"),
            (#"{"topics": [{"slug": "a", "name": "A", "description": false}]}"#, "error wrong_type topics[0].description 1:55"),
            (#"{"topics": [{"slug": "a", "name": "A", "category": 3}]}"#, "error wrong_type topics[0].category 1:52"),
            (#"{"topics": [{"slug": "a", "name": "A", "channels": ["push"]}]}"#, "error wrong_type topics[0].channels 1:52"),
            (
                #"{"topics": [{"slug": "a", "name": "A", "channels": {"push": true}}]}"#,
                "error wrong_type topics[0].channels.push 1:61"
            ),
            (
                #"{"topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": null}}}]}"#,
                "error wrong_type topics[0].channels.push.default 1:73"
            ),
        ])
    func wrongType(json: String, expected: String) {
        let result = load(json)
        #expect(result.document == nil)
        #expect(result.summaries.filter { $0.hasPrefix("error") } == [expected])
    }

    @Test("`wrong_type`: a document that is not an object for the kind expected")
    func wrongDocumentKind() {
        #expect(load("[]", expecting: .catalog).summaries == ["error wrong_type <root> 1:1"])
        #expect(load("\n  \"topics\"").summaries == ["error wrong_type <root> 2:3"])
        #expect(load("42", expecting: .state).summaries == ["error wrong_type <root> 1:1"])
        #expect(load("null", expecting: .screen).summaries == ["error wrong_type <root> 1:1"])
    }

    @Test("`missing_field`: no `topics`, at the object that lacks it")
    func missingTopics() {
        let result = load(
            """
            {
              "workspace": "Pulse"
            }
            """, expecting: .catalog)
        #expect(result.document == nil)
        #expect(result.summaries == ["error missing_field topics 1:1"])
    }

    @Test("`missing_field`: a topic without `slug` or without `name`")
    func missingSlugAndName() {
        let result = load(
            """
            {
              "topics": [
                { "name": "No slug", "channels": {} },
                {
                  "slug": "no-name",
                  "channels": { "push": { "default": true } }
                }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(
            result.errors.map(\.summary) == ["error missing_field topics[0].slug 3:5", "error missing_field topics[1].name 4:5"])
    }

    @Test("`missing_default`: an offering without `default`, with the full path")
    func missingDefault() {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "A", "channels": { "push": { "default": true } } },
                { "slug": "b", "name": "B", "channels": { "email": { "default": false } } },
                {
                  "slug": "c",
                  "name": "C",
                  "channels": {
                    "email": { "default": true },
                    "push": { "dailyCap": 2 }
                  }
                }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error missing_default topics[2].channels.push.default 10:17"])
    }

    @Test(
        "`invalid_slug`: anything but lowercase words joined by single hyphens",
        arguments: [
            "Gym", "gym_reminders", "-gym", "gym-", "gym--reminders", "", "gym reminders", "gym.reminders", "émail",
            "GYM-REMINDERS", "-",
        ])
    func invalidSlug(slug: String) {
        let result = load(
            """
            {
              "topics": [
                {
                  "slug": "\(slug)",
                  "name": "A",
                  "channels": { "push": { "default": true } }
                }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error invalid_slug topics[0].slug 4:15"])
        #expect(result.diagnostics.first?.message.contains("\"\(slug)\"") == true)
    }

    @Test("Valid slugs load", arguments: ["a", "gym-reminders", "2024", "a1-b2-c3", "x-1"])
    func validSlug(slug: String) {
        #expect(Slug.isValid(slug))
        let result = load(#"{"topics": [{"slug": "\#(slug)", "name": "A", "channels": {"push": {"default": true}}}]}"#)
        #expect(result.catalog?.topics.first?.slug == slug)
    }

    @Test("`duplicate_slug`: the second use is the error, and it names the first one's line")
    func duplicateSlug() {
        let result = load(
            """
            {
              "topics": [
                { "slug": "digest", "name": "Digest", "channels": { "push": { "default": true } } },
                { "slug": "other", "name": "Other", "channels": { "push": { "default": true } } },
                { "slug": "digest", "name": "Digest again", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error duplicate_slug topics[2].slug 5:15"])
        #expect(result.diagnostics.first?.message.contains("line 3") == true)
    }

    @Test("`duplicate_slug` is reported even when the topic that first used the slug has errors of its own")
    func duplicateSlugAfterBrokenTopic() {
        let result = load(
            """
            {
              "topics": [
                { "slug": "digest", "name": "", "channels": { "push": { "default": true } } },
                { "slug": "digest", "name": "Digest", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.summaries == ["error blank_name topics[0].name 3:33", "error duplicate_slug topics[1].slug 4:15"])
    }

    @Test("`blank_name`: an empty or whitespace-only name", arguments: ["", " ", "\\t\\n", "\\u00a0"])
    func blankName(name: String) {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "\(name)", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error blank_name topics[0].name 3:28"])
    }

    @Test("`invalid_daily_cap`: zero, negative, fractional or quoted", arguments: ["0", "-1", "2.5", "\"3\"", "1e2", "true"])
    func invalidDailyCap(cap: String) {
        let result = load(
            """
            {
              "topics": [
                {
                  "slug": "a",
                  "name": "A",
                  "channels": { "push": { "default": true, "dailyCap": \(cap) } }
                }
              ]
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error invalid_daily_cap topics[0].channels.push.dailyCap 6:60"])
    }

    @Test("The daily cap's message quotes the number as written")
    func dailyCapMessage() {
        let result = load(#"{"topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": true, "dailyCap": 2.5}}}]}"#)
        #expect(result.diagnostics.first?.message.contains("2.5") == true)
    }

    @Test("A positive whole daily cap loads", arguments: [1, 3, 1000])
    func validDailyCap(cap: Int) {
        let result = load(
            #"{"topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": false, "dailyCap": \#(cap)}}}]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog?.topics.first?.channels[.push] == ChannelOffering(default: false, dailyCap: cap))
    }

    @Test("An empty channel name is `invalid_channel`")
    func emptyChannelName() {
        let result = load(#"{"topics": [{"slug": "a", "name": "A", "channels": {"": {"default": true}}}]}"#)
        #expect(result.document == nil)
        #expect(result.summaries == [#"error invalid_channel topics[0].channels[""] 1:57"#])
    }

    @Test("`PreferenceLoader.catalog` returns the catalog, or throws every error")
    func throwingCatalog() throws {
        let catalog = try PreferenceLoader.catalog(
            Array(#"{"topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": true}}}]}"#.utf8), file: "c.json")
        #expect(catalog.topics.map(\.slug) == ["a"])
        do {
            _ = try PreferenceLoader.catalog(Array(#"{"topics": [{"slug": "A", "name": ""}], "x": 1}"#.utf8), file: "c.json")
            Issue.record("expected errors")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.invalidSlug, .blankName])
            #expect(error.diagnostics.allSatisfy { $0.file == "c.json" && $0.severity == .error })
        }
    }
}
