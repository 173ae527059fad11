extension DiagnosticCode {
    static let catalogExplanations: [DiagnosticCode: Explanation] = [
        .apiError: Explanation(
            meaning: """
                The file is not data but a failed BuzzKit API response: its envelope says \
                `"success": false` and carries the API's error (an expired key, say) instead of a \
                catalog or a state. `preview` draws the app's failed-first-load screen from it; \
                `lint` and `build` report it as an error, since there is nothing to build from.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "success": false,
                          "data": null,
                          "error": {"code": "unauthorized", "message": "The API key has expired."}
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:1:1: error: error[api_error]: The file is a failed API response (error code "unauthorized": The API key has expired.); expected a successful response with data."#
            ),
            fix: "Fetch the catalog or state again with a request that succeeds, and save that response (or its `data`) instead."),
        .blankCategory: Explanation(
            meaning: """
                A topic's `category` is empty or only spaces. The app treats that as no category, \
                so the topic joins the uncategorized section, which has no header: usually a \
                category name deleted by accident.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "category": " ", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:52: topics[0].category: warning[blank_category]: Category " " is blank, so this topic joins the uncategorized section with no header; expected a category name or null."#
            ),
            fix: "Give the topic its category's name, or write `null` (or leave `category` out) when it really has none."),
        .blankName: Explanation(
            meaning: """
                A topic's `name` is empty or only spaces. The name is the title of the topic's \
                row on the settings screen, so subscribers would see a row without a title.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    "shop.json:3:31: topics[0].name: error[blank_name]: The topic's name is blank; expected the row's title as non-blank text."
            ),
            fix: "Give the topic a name: the title its row shows, such as \"Sales\"."),
        .duplicateChannel: Explanation(
            meaning: """
                The catalog's top-level `channels` list names the same channel twice. The list \
                sets the order of channels in menus and summaries, so only a channel's first \
                place counts and the repeat is ignored.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "channels": ["push", "email", "push"],
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:2:33: channels[2]: warning[duplicate_channel]: Channel "push" is listed twice; only its first place counts."#
            ),
            fix: "Remove the repeated channel from the top-level `channels` list, keeping it in the place where it should sort."),
        .duplicateSlug: Explanation(
            meaning: """
                Two topics have the same `slug`. Subscribers' choices are stored by slug, so the \
                app could not tell the two topics apart: a choice made for one would apply to \
                both.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": true}}},
                            {"slug": "sales", "name": "Flash sales", "channels": {"push": {"default": false}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:4:14: topics[1].slug: error[duplicate_slug]: Slug "sales" is already used by the topic at line 3; expected every slug to be unique, since choices are keyed by it."#
            ),
            fix: """
                Give each topic a slug of its own, such as `flash-sales`. Keep the slug of the \
                topic that is already live: subscribers' choices are stored under it.
                """),
        .emptyCatalog: Explanation(
            meaning: """
                The catalog's `topics` list is empty, so the settings screen would be an empty \
                list. That can be right for a workspace just set up, but is rarely what a \
                released catalog should look like, so lint warns.
                """,
            example: Example(
                files: [Example.File("shop.json", #"{"workspace": "Corner Shop", "topics": []}"#)],
                arguments: ["lint", "shop.json"],
                output:
                    "shop.json:1:40: topics: warning[empty_catalog]: The catalog has no topics; the screen will be an empty list."
            ),
            fix: "Add the topics the screen should offer (or export the catalog again if they went missing)."),
        .invalidChannel: Explanation(
            meaning: """
                A topic offers a channel whose name is empty (`""`). A channel is named by its \
                raw value (`push`, `email`, `sms`), which is also what the screen shows, so it \
                cannot be empty.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:57: topics[0].channels[""]: error[invalid_channel]: A channel's name is empty; expected a raw value such as "push"."#
            ),
            fix: "Name the channel by its raw value, such as `\"push\"`, or remove the entry."),
        .invalidDailyCap: Explanation(
            meaning: """
                A channel's `dailyCap` is not a positive whole number: zero, a negative number, a \
                fraction or text. The cap limits deliveries per day, so it must be at least 1; a \
                channel without a limit has no cap at all.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": true, "dailyCap": 0}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    "shop.json:3:91: topics[0].channels.push.dailyCap: error[invalid_daily_cap]: Daily cap 0 is not valid; expected a positive whole number of deliveries per day."
            ),
            fix: "Set `dailyCap` to a whole number of 1 or more, or remove it (or set it to `null`) for no daily limit."),
        .invalidSlug: Explanation(
            meaning: """
                A topic's `slug`, or a key of a state's `choices`, is not the identifier the SDK \
                accepts: lowercase letters and digits in words joined by single hyphens \
                (`gym-reminders`). Capitals, spaces, underscores and leading, trailing or doubled \
                hyphens are refused, because subscribers' choices are stored by slug.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "Flash Sales", "name": "Flash sales", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:14: topics[0].slug: error[invalid_slug]: Slug "Flash Sales" is not valid; expected lowercase letters and digits in words joined by single hyphens (like "gym-reminders")."#
            ),
            fix: """
                Write the slug as lowercase words joined by hyphens, such as `flash-sales`. \
                Renaming the slug of a released topic orphans the choices stored under it, so \
                settle slugs before release.
                """),
        .missingDefault: Explanation(
            meaning: """
                A channel a topic is offered on has no `default`. The default is what every \
                subscriber who never chose gets (on or off), so the screen cannot be drawn \
                without one for each channel.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"dailyCap": 2}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:61: topics[0].channels.push.default: error[missing_default]: Missing "default"; expected true or false."#
            ),
            fix: "Add `\"default\": true` or `\"default\": false` to the channel."),
        .missingField: Explanation(
            meaning: """
                A field the file needs is absent: a catalog without `topics`, a topic without \
                `slug` or `name`, a state without `choices`, a review without `old` or `new`, a \
                failed API response without `error`. The message names the field, its place and \
                what it should hold.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:5: topics[0].name: error[missing_field]: Missing "name"; expected the topic's title as a non-blank string."#
            ),
            fix: "Add the field at the JSON path shown (here, the topic's `\"name\"`)."),
        .oddDisplayName: Explanation(
            meaning: """
                The app shows a channel by its raw value capitalized the way Foundation does it \
                (`rawValue.capitalized`), and this channel will read oddly on the screen: \
                `in_app` shows as "In_App", `sms` as "Sms". It is a hint; nothing breaks.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"in_app": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:63: topics[0].channels.in_app: warning[odd_display_name]: Channel "in_app" shows on screen as "In_App" (underscores show as they are and each word is capitalized)."#
            ),
            fix: """
                When adding a channel, pick a raw value that reads well capitalized (`push` \
                shows as "Push"); for a channel already in use, the app and dashboard rely on \
                its raw value, so accept the name as the screen shows it.
                """),
        .orphanedChoice: Explanation(
            meaning: """
                A subscriber state holds a choice for a topic slug, or for a channel of a topic, \
                that no catalog offers. The screen ignores it: it is what renaming a slug or \
                removing a channel leaves behind, and it means those subscribers lose the choice \
                they made.
                """,
            example: Example(
                files: [
                    Example.File(
                        "content/catalogs/shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "flash-sales", "name": "Sales", "channels": {"push": {"default": true}}}
                          ]
                        }
                        """),
                    Example.File("content/states/ana.json", #"{"choices": {"sales": false}}"#),
                ],
                arguments: ["lint"],
                output:
                    #"content/states/ana.json:1:14: choices.sales: warning[orphaned_choice]: The choice for "sales" matches no topic in content/catalogs/shop.json; expected a slug a catalog offers (was the topic renamed or removed?)."#
            ),
            fix: """
                If the topic was renamed, keep its old slug so subscribers keep their choice; if \
                it was removed on purpose, remove the choice from the state.
                """),
        .topicHasNoChannels: Explanation(
            meaning: """
                A topic is offered on no channel: its `channels` is missing or empty. Its row \
                would have no switch or menu, so the screen leaves it out and subscribers \
                cannot see or change it.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:52: topics[0].channels: warning[topic_has_no_channels]: Topic "sales" is offered on no channel, so it gets no row on the screen; expected at least one channel."#
            ),
            fix: "Offer the topic on at least one channel, such as `\"push\": {\"default\": true}`, or remove the topic."),
        .unknownDocument: Explanation(
            meaning: """
                The file is a JSON object, but neither a catalog (with `topics`), a subscriber \
                state (with `choices`), a resolved topic array nor a BuzzKit API envelope (with \
                `success`), so Preflight cannot tell what it is. Often it is another JSON file in \
                the folder, or a catalog whose `topics` key is misspelled.
                """,
            example: Example(
                files: [Example.File("shop.json", #"{"workspace": "Corner Shop", "topic": []}"#)],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:1:1: error[unknown_document]: This object is neither a catalog nor a state; expected a catalog (with "topics"), a preference state (with "choices"), a resolved topic array, or an API envelope."#
            ),
            fix:
                "Add the key that says what the file is (`topics` for a catalog, `choices` for a state), or move the file out of the folders Preflight reads."
        ),
        .unknownKey: Explanation(
            meaning: """
                The file has a key Preflight does not know, often a misspelled one (`colour`, \
                `dailycap`). It is ignored, so that files from newer dashboards still load, but \
                lint lists it in case a typo hides a setting.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": true, "dailycap": 2}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:3:79: topics[0].channels.push.dailycap: warning[unknown_key]: Unknown key "dailycap" is ignored; known keys here are "dailyCap", "default"."#
            ),
            fix: "Correct the key to one of those the message lists, or remove it; a key a newer dashboard added can stay."),
        .unlistedChannel: Explanation(
            meaning: """
                The catalog's top-level `channels` list fixes the order of channels in menus and \
                summaries, and a topic uses a channel the list leaves out. That channel sorts \
                after all the listed ones, which is rarely what was meant.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "channels": ["push"],
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"email": {"default": true}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    #"shop.json:4:62: topics[0].channels.email: warning[unlisted_channel]: Channel "email" is not in the catalog's top-level "channels" list, so it sorts after the listed ones; expected it listed."#
            ),
            fix: "Add the channel to the top-level `channels` list, in the place where it should sort."),
        .wrongType: Explanation(
            meaning: """
                A value has the wrong kind of JSON: text where `true` or `false` belongs \
                (`"yes"`), a number where text belongs, an object where a list belongs. This \
                applies to catalogs, states, reviews and `docs.json` alike; the message says \
                what was found and what is expected.
                """,
            example: Example(
                files: [
                    Example.File(
                        "shop.json",
                        """
                        {
                          "topics": [
                            {"slug": "sales", "name": "Sales", "channels": {"push": {"default": "yes"}}}
                          ]
                        }
                        """)
                ],
                arguments: ["lint", "shop.json"],
                output:
                    "shop.json:3:73: topics[0].channels.push.default: error[wrong_type]: Found a string; expected true or false."),
            fix: "Write the value as the kind the message expects; on/off values are `true` or `false`, without quotes."),
    ]
}
