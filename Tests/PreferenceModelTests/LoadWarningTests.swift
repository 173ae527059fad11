import Diagnostics
import PreferenceModel
import Testing

@Suite("Loading: warnings keep the document")
struct LoadWarningTests {
    @Test("`topic_has_no_channels`: empty, null or missing `channels`; the topic is kept with none")
    func topicHasNoChannels() throws {
        let result = load(
            """
            {
              "topics": [
                { "slug": "empty", "name": "Empty", "channels": {} },
                { "slug": "null", "name": "Null", "channels": null },
                { "slug": "missing", "name": "Missing" },
                { "slug": "fine", "name": "Fine", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(
            result.summaries == [
                "warning topic_has_no_channels topics[0].channels 3:53",
                "warning topic_has_no_channels topics[1].channels 4:51",
                "warning topic_has_no_channels topics[2].channels 5:5",
            ])
        let catalog = try #require(result.catalog)
        #expect(catalog.topics.map(\.slug) == ["empty", "null", "missing", "fine"])
        #expect(catalog.topics.map(\.channels.count) == [0, 0, 0, 1])
        #expect(TopicGroup.group(catalog.resolve()).map { $0.topics.map(\.slug) } == [["fine"]])
    }

    @Test("`empty_catalog`: a catalog with no topics")
    func emptyCatalog() {
        let result = load(
            """
            {
              "workspace": "Pulse",
              "topics": []
            }
            """)
        #expect(result.summaries == ["warning empty_catalog topics 3:13"])
        #expect(result.catalog == Catalog(workspace: "Pulse", topics: []))
    }

    @Test(
        "`blank_category`: an empty or whitespace-only category; the topic becomes uncategorized", arguments: ["", "   ", "\\t"])
    func blankCategory(category: String) throws {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "A", "category": "\(category)", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.summaries == ["warning blank_category topics[0].category 3:45"])
        let catalog = try #require(result.catalog)
        #expect(catalog.resolve()[0].sectionCategory == nil)
    }

    @Test("`odd_display_name`: once per channel per file, at its first appearance, with a hint")
    func oddDisplayName() throws {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "A", "channels": { "sms": { "default": true } } },
                { "slug": "b", "name": "B", "channels": { "in_app": { "default": true }, "sms": { "default": false } } },
                { "slug": "c", "name": "C", "channels": { "in_app": { "default": true }, "push": { "default": true } } }
              ]
            }
            """)
        #expect(
            result.summaries == [
                "warning odd_display_name topics[0].channels.sms 3:54",
                "warning odd_display_name topics[1].channels.in_app 4:57",
            ])
        #expect(result.diagnostics[0].message.contains("\"Sms\""))
        #expect(result.diagnostics[1].message.contains("\"In_App\""))
        #expect(result.diagnostics.allSatisfy { $0.hint?.isEmpty == false })
        #expect(result.catalog?.topics.count == 3)
    }

    @Test("`odd_display_name` counts the top-level list as the first appearance")
    func oddDisplayNameInList() {
        let result = load(
            """
            {
              "channels": ["push", "sms"],
              "topics": [
                { "slug": "a", "name": "A", "channels": { "sms": { "default": true } } }
              ]
            }
            """)
        #expect(result.summaries == ["warning odd_display_name channels[1] 2:24"])
    }

    @Test("Each file gets its own `odd_display_name` warnings")
    func oddDisplayNamePerFile() {
        let json = #"{"topics": [{"slug": "a", "name": "A", "channels": {"sms": {"default": true}}}]}"#
        #expect(load(json, file: "one.json").summaries == ["warning odd_display_name topics[0].channels.sms 1:60"])
        #expect(load(json, file: "two.json").diagnostics.map(\.file) == ["two.json"])
    }

    @Test(
        "`DisplayNameCheck` says why a name looks odd, and stays quiet for names that read well",
        arguments: [
            ("push", false), ("email", false), ("web-push", false), ("sms", true), ("SMS", true), ("in_app", true),
            ("Push", true), ("2fa", true), ("channel2", true), ("-push", true), ("slack.dm", true),
        ])
    func displayNameCheck(raw: String, odd: Bool) {
        #expect((DisplayNameCheck.oddness(of: Channel(raw)) != nil) == odd)
    }

    @Test("`unknown_key`: at the key, wherever it is, for forward compatibility")
    func unknownKey() throws {
        let result = load(
            """
            {
              "version": 2,
              "topics": [
                {
                  "slug": "a",
                  "colour": "red",
                  "name": "A",
                  "channels": { "push": { "default": true, "priority": "high" } }
                }
              ]
            }
            """)
        #expect(
            result.summaries == [
                "warning unknown_key version 2:3",
                "warning unknown_key topics[0].colour 6:7",
                "warning unknown_key topics[0].channels.push.priority 8:48",
            ])
        #expect(result.diagnostics[0].message.contains("\"version\""))
        #expect(result.catalog?.topics.first?.channels[.push] == ChannelOffering(default: true))
    }

    @Test("`unlisted_channel`: a topic offers a channel the top-level list leaves out")
    func unlistedChannel() {
        let result = load(
            """
            {
              "channels": ["email", "push"],
              "topics": [
                { "slug": "a", "name": "A", "channels": { "push": { "default": true }, "web": { "default": false } } },
                { "slug": "b", "name": "B", "channels": { "web": { "default": true } } }
              ]
            }
            """)
        #expect(
            result.summaries == [
                "warning unlisted_channel topics[0].channels.web 4:83",
                "warning unlisted_channel topics[1].channels.web 5:54",
            ])
        #expect(result.catalog?.channels == [.email, .push])
    }

    @Test("No `unlisted_channel` without a top-level list")
    func noListNoUnlisted() {
        let result = load(#"{"topics": [{"slug": "a", "name": "A", "channels": {"web": {"default": true}}}]}"#)
        #expect(result.diagnostics.isEmpty)
    }

    @Test("`duplicate_channel`: a channel listed twice at the top level; its first place counts")
    func duplicateChannel() {
        let result = load(
            """
            {
              "channels": ["email", "push", "email"],
              "topics": [
                { "slug": "a", "name": "A", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.summaries == ["warning duplicate_channel channels[2] 2:33"])
        #expect(result.catalog?.channels == [.email, .push])
        #expect(result.catalog?.channelOrder.sorted([.push, .email]) == [.email, .push])
    }

    @Test("`null` channels at the top level mean no list")
    func nullChannelList() {
        let result = load(#"{"channels": null, "topics": [{"slug": "a", "name": "A", "channels": {"push": {"default": true}}}]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(result.catalog?.channels == nil)
    }

    @Test("Warnings are warnings: severity, file, and a full sentence")
    func warningShape() {
        let result = load(#"{"topics": [], "extra": true}"#, file: "content/catalogs/pulse.json")
        #expect(result.document != nil)
        #expect(result.errors.isEmpty)
        #expect(result.warnings.count == 2)
        for warning in result.diagnostics {
            #expect(warning.severity == .warning)
            #expect(warning.file == "content/catalogs/pulse.json")
            #expect(warning.message.hasSuffix("."))
        }
    }
}
