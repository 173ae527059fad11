"""Seeded catalogs, catalog pairs that together make every kind of change, and random
subscriber states, written both as the JSON Lines `--states` reads and as the two tables
`--format sql` reads."""

import copy
import csv
import json
import random

# Channel names are any raw value: a quote, a backslash and accents must reach the engines
# as string literals and still match.
CHANNELS = ["push", "email", "sms", "in_app", "pager's \\ été"]

EVERY_KIND = {
    "slug_renamed", "topic_added", "topic_removed", "section_added", "section_removed", "section_renamed",
    "section_changed", "order_changed", "row_shape_changed", "channel_added", "channel_removed", "default_changed",
    "daily_cap_changed", "title_changed", "footnote_changed", "channel_order_changed",
}


def base_catalog(rng, topics=14):
    """A catalog of a few topics in three sections, each on one to three channels."""
    catalog = {"workspace": "Generated", "channels": list(CHANNELS), "topics": []}
    for index in range(topics):
        channels = {}
        for channel in rng.sample(CHANNELS, rng.randint(1, 3)):
            offering = {"default": rng.random() < 0.5}
            if rng.random() < 0.3:
                offering["dailyCap"] = rng.randint(1, 5)
            channels[channel] = offering
        topic = {"slug": f"topic-{index}", "name": f"Topic {index}", "channels": channels}
        if rng.random() < 0.7:
            topic["description"] = f"About topic {index}."
        category = ["Training", "Offers", None][index % 3]
        if category:
            topic["category"] = category
        catalog["topics"].append(topic)
    return catalog


def mutate(catalog, rng, everything=False):
    """The new catalog: each kind of edit applied with some chance (all of them when
    `everything`), to distinct topics so the edits do not cancel out."""
    new = copy.deepcopy(catalog)
    topics = new["topics"]
    pool = list(range(len(topics)))
    rng.shuffle(pool)

    def chance():
        return everything or rng.random() < 0.5

    def take():
        return topics[pool.pop()] if pool else None

    if chance():  # a slug rename, with a flipped default and a channel added on the same row
        topic = take()
        topic["slug"] = topic["slug"] + "-renamed"
        channel = next(iter(topic["channels"]))
        topic["channels"][channel]["default"] = not topic["channels"][channel]["default"]
        missing = [c for c in CHANNELS if c not in topic["channels"]]
        topic["channels"][rng.choice(missing)] = {"default": rng.random() < 0.5}
    if chance():  # a plain rename
        topic = take()
        topic["slug"] = topic["slug"] + "-v2"
    if chance():  # a default flipped
        topic = take()
        for offering in topic["channels"].values():
            offering["default"] = not offering["default"]
    if chance():  # a channel added (a switch may become a menu)
        topic = take()
        missing = [c for c in CHANNELS if c not in topic["channels"]]
        topic["channels"][rng.choice(missing)] = {"default": True}
    if chance():  # a channel removed (where one stays)
        candidates = [i for i in pool if len(topics[i]["channels"]) >= 2]
        if candidates:
            pool.remove(candidates[0])
            topic = topics[candidates[0]]
            del topic["channels"][rng.choice(sorted(topic["channels"]))]
    if chance():  # a daily cap changed
        topic = take()
        offering = topic["channels"][rng.choice(sorted(topic["channels"]))]
        offering["dailyCap"] = offering.get("dailyCap", 0) + 7
    if chance():  # title and footnote reworded
        topic = take()
        topic["name"] = topic["name"] + " (new)"
        topic["description"] = "Reworded."
    if chance():  # a row moved to another section
        topic = take()
        topic["category"] = "Offers" if topic.get("category") != "Offers" else "Training"
    if chance():  # a brand-new section
        topic = take()
        topic["category"] = "Brand new"
    if chance():  # a topic removed, one added
        topic = take()
        topics.remove(topic)
        topics.append({"slug": "fresh", "name": "Fresh", "channels": {"push": {"default": True}, "email": {"default": False}}})
    if chance():  # a section renamed: every row of "Training" moves to "Coaching"
        for topic in topics:
            if topic.get("category") == "Training":
                topic["category"] = "Coaching"
    if chance():  # two rows of one section swapped
        offers = [i for i, t in enumerate(topics) if t.get("category") == "Offers"]
        if len(offers) >= 2:
            a, b = offers[0], offers[-1]
            topics[a], topics[b] = topics[b], topics[a]
    if chance():  # the menu order changes
        new["channels"] = list(reversed(new["channels"]))
    return new


def catalog_pairs(seed, count):
    """`count` (old, new) pairs: the first with every edit, the rest random."""
    rng = random.Random(seed)
    pairs = []
    for index in range(count):
        old = base_catalog(rng)
        # A row with three channels, so that reordering channels moves something on screen.
        old["topics"][0]["channels"] = {c: {"default": i % 2 == 0} for i, c in enumerate(CHANNELS[:3])}
        # A section that disappears: its only row moves away.
        if index == 0:
            old["topics"][-1]["category"] = "Soon empty"
            old["topics"][-1], old["topics"][1] = old["topics"][1], old["topics"][-1]
        new = mutate(old, rng, everything=index == 0)
        if index == 0:
            for topic in new["topics"]:
                if topic.get("category") == "Soon empty":
                    topic["category"] = "Offers"
        pairs.append((old, new))
    return pairs


def random_states(rng, old, new, subscribers):
    """States over both catalogs' topics (and an orphaned one): some subscribers never chose,
    others made whole-topic or per-channel choices, explicit on and off, including channels
    the topic does not offer."""
    slugs = sorted({t["slug"] for t in old["topics"]} | {t["slug"] for t in new["topics"]} | {"orphaned-topic"})
    channels = CHANNELS + ["fax"]
    states = []
    for index in range(subscribers):
        choices = {}
        if rng.random() >= 0.2:
            for slug in slugs:
                roll = rng.random()
                if roll < 0.15:
                    choices[slug] = rng.random() < 0.5
                elif roll < 0.35:
                    chosen = rng.sample(channels, rng.randint(0, 3))
                    choices[slug] = {channel: rng.random() < 0.5 for channel in chosen}
        states.append({"subscriber": f"sub-{index:06d}", "choices": choices})
    return states


def write_states(states, folder):
    """The states as JSON Lines, and as the two tables in CSV (channel empty, that is NULL,
    for a whole-topic choice). Returns the three paths."""
    jsonl = folder / "states.jsonl"
    with jsonl.open("w", encoding="utf-8") as out:
        for state in states:
            out.write(json.dumps(state, ensure_ascii=False) + "\n")
    subscribers = folder / "subscribers.csv"
    choices = folder / "subscriber_choices.csv"
    with subscribers.open("w", newline="", encoding="utf-8") as s_out, choices.open("w", newline="", encoding="utf-8") as c_out:
        s_writer = csv.writer(s_out)
        c_writer = csv.writer(c_out)
        for state in states:
            s_writer.writerow([state["subscriber"]])
            for slug, choice in state["choices"].items():
                if isinstance(choice, bool):
                    c_writer.writerow([state["subscriber"], slug, "", "true" if choice else "false"])
                else:
                    for channel, opted_in in choice.items():
                        c_writer.writerow([state["subscriber"], slug, channel, "true" if opted_in else "false"])
    return jsonl, subscribers, choices
