import Diagnostics
import PreferenceModel
import Testing

@Suite("Loading: every finding, in file order")
struct LoadOrderTests {
    @Test("Several errors in one file are all reported, in file order, and there is no document")
    func severalErrors() {
        let result = load(
            """
            {
              "topics": [
                {
                  "name": " ",
                  "slug": "Bad_Slug",
                  "channels": { "push": {} }
                },
                {
                  "slug": "ok",
                  "name": "OK",
                  "channels": { "push": { "default": true, "dailyCap": 0 } }
                },
                { "slug": "ok", "name": "Again", "channels": { "email": { "default": "no" } } }
              ],
              "colour": "red"
            }
            """)
        #expect(result.document == nil)
        #expect(
            result.summaries == [
                "error blank_name topics[0].name 4:15",
                "error invalid_slug topics[0].slug 5:15",
                "error missing_default topics[0].channels.push.default 6:29",
                "error invalid_daily_cap topics[1].channels.push.dailyCap 11:60",
                "error duplicate_slug topics[2].slug 13:15",
                "error wrong_type topics[2].channels.email.default 13:74",
                "warning unknown_key colour 15:3",
            ])
        #expect(result.errors.count == 6)
        #expect(result.warnings.count == 1)
        #expect(result.diagnostics.allSatisfy { $0.file == "catalog.json" })
    }

    @Test("The top-level channel list is reported where it is, after the topics when it comes after them")
    func channelListAfterTopics() {
        let result = load(
            """
            {
              "topics": [
                { "slug": "a", "name": "A", "channels": { "web": { "default": true } } }
              ],
              "channels": ["push", "push"]
            }
            """)
        #expect(
            result.summaries == [
                "warning unlisted_channel topics[0].channels.web 3:54",
                "warning duplicate_channel channels[1] 5:24",
            ])
    }

    @Test("A warning before an error in the file stays before it")
    func warningThenError() {
        let result = load(
            """
            {
              "note": "draft",
              "topics": [
                { "slug": "a", "name": "", "channels": { "push": { "default": true } } }
              ]
            }
            """)
        #expect(result.summaries == ["warning unknown_key note 2:3", "error blank_name topics[0].name 4:28"])
        #expect(result.document == nil)
    }

    @Test("A state's errors come in file order too")
    func stateErrors() {
        let result = load(
            """
            {
              "choices": {
                "Bad": true,
                "ok": { "push": "yes" }
              },
              "label": 5
            }
            """, expecting: .state)
        #expect(
            result.summaries == [
                "error invalid_slug choices.Bad 3:5",
                "error wrong_type choices.ok.push 4:21",
                "error wrong_type label 6:12",
            ])
    }

    @Test("Only warnings keep the document; one error drops it")
    func warningsKeepDocument() {
        let warned = load(#"{"topics": [], "extra": 1}"#)
        #expect(warned.catalog == Catalog(topics: []))
        #expect(warned.errors.isEmpty && warned.warnings.count == 2)
        let failed = load(#"{"topics": [{"slug": "a", "name": "A"}, {"slug": "b", "name": ""}]}"#)
        #expect(failed.document == nil)
        #expect(failed.errors.map(\.code) == [.blankName])
        #expect(failed.warnings.map(\.code) == [.topicHasNoChannels])
    }
}
