import Diagnostics
import PreferenceModel
import Testing

@Suite("Loading: the API envelope and resolved topics (PRODUCT.md §1.4)")
struct LoadEnvelopeTests {
    static let failure = """
        {
          "success": false,
          "data": null,
          "error": { "code": "unauthorized", "message": "The API key was revoked." },
          "metadata": {}
        }
        """

    @Test("`api_error`: a failure envelope is a `.failure` document whose diagnostic names the API's code")
    func apiError() throws {
        let result = load(Self.failure, file: "catalog.json")
        #expect(result.diagnostics.isEmpty, "a failed response is a document, not a malformed file")
        let failure = try #require(result.failure)
        #expect(failure == APIFailure(code: "unauthorized", message: "The API key was revoked."))
        #expect(result.document?.kindDescription == "a failed API response")
        let diagnostic = failure.diagnostic(file: "catalog.json")
        #expect(diagnostic.code == .apiError)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.file == "catalog.json")
        #expect(diagnostic.message.contains("unauthorized"))
        #expect(diagnostic.message.contains("The API key was revoked."))
    }

    @Test("A failure envelope is a failure whatever kind is expected", arguments: [DocumentKind.any, .catalog, .state, .screen])
    func failureForEveryKind(kind: DocumentKind) {
        #expect(load(Self.failure, expecting: kind).failure?.code == "unauthorized")
    }

    @Test("The throwing loaders turn a failure envelope into `api_error`")
    func throwingLoaders() {
        do {
            _ = try PreferenceLoader.catalog(Array(Self.failure.utf8), file: "c.json")
            Issue.record("expected api_error")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.apiError])
            #expect(error.diagnostics.first?.file == "c.json")
        }
        do {
            _ = try PreferenceLoader.state(Array(Self.failure.utf8), file: "s.json")
            Issue.record("expected api_error")
        } catch {
            #expect(error.diagnostics.map(\.code) == [.apiError])
            #expect(error.diagnostics.first?.message.contains("unauthorized") == true)
        }
    }

    @Test("A failure envelope without `code` or `message` still loads as a failure")
    func failureWithoutDetails() {
        let result = load(#"{"success": false, "data": null, "error": {}, "metadata": {}}"#)
        #expect(result.failure == APIFailure(code: "unknown_error", message: "no message"))
    }

    @Test("A failure envelope with no `error` is `missing_field`")
    func failureWithoutError() {
        let result = load(
            """
            {
              "success": false,
              "data": null,
              "error": null
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error missing_field error 1:1"])
    }

    @Test(
        "Malformed envelopes are `wrong_type` or `missing_field` at the right place",
        arguments: [
            (#"{"success": "yes", "data": {}}"#, "error wrong_type success 1:13"),
            (#"{"success": false, "error": "unauthorized"}"#, "error wrong_type error 1:29"),
            (#"{"success": true, "error": null}"#, "error missing_field data 1:1"),
            (#"{"success": true, "data": 7}"#, "error wrong_type data 1:27"),
            (#"{"success": true, "data": {"topics": 1}}"#, "error wrong_type data.topics 1:38"),
        ])
    func malformedEnvelope(json: String, expected: String) {
        let result = load(json)
        #expect(result.document == nil)
        #expect(result.summaries == [expected])
    }

    @Test("A successful envelope around a catalog gives the catalog; paths inside start at `data`")
    func envelopeCatalog() throws {
        let result = load(
            """
            {
              "success": true,
              "data": {
                "workspace": "Pulse",
                "topics": [
                  { "slug": "gym", "name": "Gym", "channels": { "push": { "default": true }, "sms": { "default": false } } }
                ]
              },
              "error": null,
              "metadata": { "requestId": "req-1" }
            }
            """, expecting: .catalog)
        #expect(result.summaries == ["warning odd_display_name data.topics[0].channels.sms 6:89"])
        let catalog = try #require(result.catalog)
        #expect(catalog.workspace == "Pulse")
        #expect(catalog.topics.first?.channels == [.push: ChannelOffering(default: true), sms: ChannelOffering(default: false)])
    }

    @Test("An error inside an envelope's data has the `data.` path and no document")
    func envelopeCatalogError() {
        let result = load(
            """
            {
              "success": true,
              "data": {
                "topics": [
                  { "slug": "Gym", "name": "Gym", "channels": { "push": {} } }
                ]
              }
            }
            """)
        #expect(result.document == nil)
        #expect(
            result.summaries == [
                "error invalid_slug data.topics[0].slug 5:17",
                "error missing_default data.topics[0].channels.push.default 5:61",
            ])
    }

    @Test("A successful envelope around a state gives the state", arguments: [DocumentKind.any, .state])
    func envelopeState(kind: DocumentKind) throws {
        let result = load(
            """
            {
              "success": true,
              "data": { "subscriber": "u", "choices": { "gym": { "push": false } } },
              "error": null,
              "metadata": {}
            }
            """, expecting: kind)
        #expect(result.diagnostics.isEmpty)
        #expect(result.state == PreferenceState(subscriber: "u", choices: ["gym": .channels([.push: false])]))
        #expect(result.choicePositions == ["gym": at(3, 45)])
    }

    @Test("A successful envelope around a resolved topic array gives the topics", arguments: [DocumentKind.any, .screen])
    func envelopeResolvedTopics(kind: DocumentKind) throws {
        let result = load(
            """
            {
              "success": true,
              "data": [
                { "slug": "gym", "name": "Gym", "channels": { "push": { "isOptedIn": false, "isDefault": false } } }
              ],
              "error": null,
              "metadata": {}
            }
            """, expecting: kind)
        #expect(result.diagnostics.isEmpty)
        #expect(result.resolvedTopics == [Topic(slug: "gym", name: "Gym", channels: prefs([.push: (false, false)]))])
    }

    @Test("Unknown envelope keys are `unknown_key` warnings")
    func envelopeUnknownKey() {
        let result = load(#"{"success": true, "data": {"choices": {}}, "requestId": "r"}"#)
        #expect(result.summaries == ["warning unknown_key requestId 1:44"])
        #expect(result.state == PreferenceState())
    }

    @Test("`unknown_document`: an object that is neither a catalog nor a state")
    func unknownDocument() {
        let result = load(
            """
            {
              "workspace": "Pulse",
              "topic": []
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error unknown_document <root> 1:1"])
    }

    @Test("`unknown_document` inside an envelope is reported at `data`")
    func unknownDocumentInEnvelope() {
        let result = load(
            """
            {
              "success": true,
              "data": { "items": [] }
            }
            """)
        #expect(result.summaries == ["error unknown_document data 3:11"])
    }

    @Test("A resolved topic array loads into `Topic`s exactly")
    func resolvedTopics() throws {
        let result = load(
            """
            [
              {
                "slug": "gym-reminders",
                "name": "Gym reminders",
                "description": "A heads-up an hour before a class you booked.",
                "category": "Training",
                "isOptedIn": true,
                "channels": {
                  "push": { "isOptedIn": true, "isDefault": true },
                  "email": { "isOptedIn": false, "isDefault": false }
                }
              },
              { "slug": "digest", "name": "Digest", "category": null, "channels": { "email": { "isOptedIn": false, "isDefault": true } } }
            ]
            """, file: "all.json", expecting: .screen)
        #expect(result.diagnostics.isEmpty)
        let topics = try #require(result.resolvedTopics)
        #expect(
            topics == [
                Topic(
                    slug: "gym-reminders", name: "Gym reminders", description: "A heads-up an hour before a class you booked.",
                    category: "Training", channels: prefs([.push: (true, true), .email: (false, false)])),
                Topic(slug: "digest", name: "Digest", channels: prefs([.email: (false, true)])),
            ])
        #expect(topics.map(\.isOptedIn) == [true, false])
        #expect(result.document?.kindDescription == "a resolved topic array")
    }

    @Test("Resolved topics report their errors with paths from the array")
    func resolvedTopicErrors() {
        let result = load(
            """
            [
              { "slug": "a", "name": "A", "channels": { "push": { "isOptedIn": true } } },
              { "slug": "b", "name": "B" },
              { "slug": "a", "name": "A2", "channels": { "push": { "isOptedIn": "yes", "isDefault": true } } },
              { "slug": "c", "name": "C", "channels": { "push": { "isOptedIn": true, "isDefault": true } } },
              { "slug": "c", "name": "C2", "channels": {} }
            ]
            """)
        #expect(result.document == nil)
        #expect(
            result.errors.map(\.summary) == [
                "error missing_field [0].channels.push.isDefault 2:53",
                "error missing_field [1].channels 3:3",
                "error duplicate_slug [2].slug 4:13",
                "error wrong_type [2].channels.push.isOptedIn 4:69",
                "error duplicate_slug [4].slug 6:13",
            ])
    }

    @Test("A resolved topic array is not a catalog or a state")
    func resolvedTopicsWrongKind() {
        #expect(load("[]", expecting: .catalog).summaries == ["error wrong_type <root> 1:1"])
        #expect(load("[]", expecting: .state).summaries == ["error wrong_type <root> 1:1"])
        #expect(load("[]", expecting: .screen).resolvedTopics == [])
    }
}
