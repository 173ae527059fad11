import Diagnostics
import PreferenceModel
import Testing

@Suite("Loading a preference state")
struct LoadStateTests {
    @Test("The specification's example state loads exactly, with where each choice sits")
    func specExample() throws {
        let result = load(
            """
            {
              "subscriber": "user-4821",
              "label": "Turned off marketing email",
              "choices": {
                "gym-reminders": false,
                "digest": { "email": true, "push": false }
              }
            }
            """, file: "state.json")
        #expect(result.diagnostics.isEmpty)
        let state = try #require(result.state)
        #expect(
            state
                == PreferenceState(
                    subscriber: "user-4821", label: "Turned off marketing email",
                    choices: ["gym-reminders": .all(false), "digest": .channels([.email: true, .push: false])]))
        #expect(result.choicePositions == ["gym-reminders": at(5, 5), "digest": at(6, 5)])
        #expect(result.document?.kindDescription == "a preference state")
    }

    @Test("A state loads the same expecting `.state` or `.any`; subscriber and label are optional")
    func kinds() {
        let json = #"{ "choices": { "a": true } }"#
        #expect(load(json, expecting: .state).state == PreferenceState(choices: ["a": .all(true)]))
        #expect(load(json, expecting: .any).state == PreferenceState(choices: ["a": .all(true)]))
        #expect(load(#"{ "subscriber": null, "choices": {} }"#).state == PreferenceState())
    }

    @Test("`missing_field`: a state without `choices`")
    func missingChoices() {
        let result = load(
            """
            {
              "subscriber": "user-1"
            }
            """, expecting: .state)
        #expect(result.document == nil)
        #expect(result.summaries == ["error missing_field choices 1:1"])
    }

    @Test("`invalid_slug` in a state's choices is reported at the key")
    func invalidSlugInChoices() {
        let result = load(
            """
            {
              "choices": {
                "ok": true,
                "Gym_Reminders": false,
                "": true
              }
            }
            """)
        #expect(result.document == nil)
        #expect(result.summaries == ["error invalid_slug choices.Gym_Reminders 4:5", #"error invalid_slug choices[""] 5:5"#])
    }

    @Test(
        "`wrong_type` for choices of the wrong kind",
        arguments: [
            (#"{"choices": []}"#, "error wrong_type choices 1:13"),
            (#"{"choices": {"a": "off"}}"#, "error wrong_type choices.a 1:19"),
            (#"{"choices": {"a": null}}"#, "error wrong_type choices.a 1:19"),
            (#"{"choices": {"a": {"push": 1}}}"#, "error wrong_type choices.a.push 1:28"),
            (#"{"choices": {"a": {"in app": "no"}}}"#, #"error wrong_type choices.a["in app"] 1:30"#),
            (#"{"subscriber": 4821, "choices": {}}"#, "error wrong_type subscriber 1:16"),
            (#"{"label": [], "choices": {}}"#, "error wrong_type label 1:11"),
        ])
    func wrongType(json: String, expected: String) {
        let result = load(json, expecting: .state)
        #expect(result.document == nil)
        #expect(result.summaries == [expected])
    }

    @Test("`unknown_key` in a state")
    func unknownKey() {
        let result = load(
            """
            {
              "subscriber": "u",
              "choices": {},
              "updatedAt": "2024-01-01"
            }
            """)
        #expect(result.summaries == ["warning unknown_key updatedAt 4:3"])
        #expect(result.state != nil)
    }

    @Test("`PreferenceLoader.state` returns the state, or throws its errors")
    func throwingState() throws {
        let state = try PreferenceLoader.state(Array(#"{"choices": {"a": {"push": true}}}"#.utf8), file: "s.json")
        #expect(state.choices == ["a": .channels([.push: true])])
        #expect(throws: DiagnosticList.self) {
            try PreferenceLoader.state(Array(#"{"topics": []}"#.utf8), file: "s.json")
        }
    }
}

func at(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}
