#!/usr/bin/env python3
"""Writes a deterministic subscriber export for the `diff --states` benchmark.

    generate_states.py SUBSCRIBERS OUT [--gzip]

OUT/old.json and OUT/new.json: a catalog of 60 topics in sections over push, email, sms and
in_app, and the same catalog after a release (defaults flipped, topics removed and added, a
slug renamed, channels added and removed, daily caps and wording changed). OUT/states-N.jsonl
(and .jsonl.gz with --gzip): SUBSCRIBERS states as a database export gives them, one JSON
object a line: most subscribers choose for 0–12 topics (whole topics or single channels), some
for topics that no longer exist; a few have labels. Ids are unique; the same seed always
writes the same bytes.
"""
import gzip
import json
import os
import random
import sys

CHANNELS = ["push", "email", "sms", "in_app"]
WORDS = "order delivery class coach reminder streak record statement balance alert security login payment refund".split()


def catalogs(rng):
    topics = []
    for index in range(60):
        channels = {}
        for channel in rng.sample(CHANNELS, rng.randint(1, len(CHANNELS))):
            setting = {"default": rng.random() < 0.6}
            if channel == "push" and rng.random() < 0.3:
                setting["dailyCap"] = rng.randint(1, 5)
            channels[channel] = setting
        name = " ".join(rng.choice(WORDS) for _ in range(2)).capitalize()
        topics.append({"slug": f"topic-{index:03d}", "name": f"{name} {index}", "category": f"Section {index // 12}",
                       "channels": channels})
    old = {"workspace": "Bench Workspace", "channels": CHANNELS, "topics": topics}
    new_topics = json.loads(json.dumps(topics))
    for topic in new_topics[0:6]:  # defaults flipped
        channel = sorted(topic["channels"])[0]
        topic["channels"][channel]["default"] = not topic["channels"][channel]["default"]
    new_topics[6]["slug"] = "topic-006-renamed"
    new_topics[7]["name"] += " (new name)"
    for topic in new_topics[8:10]:  # a channel added where there is room
        missing = [c for c in CHANNELS if c not in topic["channels"]]
        if missing:
            topic["channels"][missing[0]] = {"default": True}
    for topic in new_topics[10:12]:  # a channel removed where one remains
        if len(topic["channels"]) > 1:
            del topic["channels"][sorted(topic["channels"])[-1]]
    del new_topics[50:53]  # topics removed
    new_topics.append({"slug": "topic-new", "name": "Brand new", "category": "Section 0", "channels": {"push": {"default": True}}})
    return old, {"workspace": "Bench Workspace", "channels": CHANNELS, "topics": new_topics}


def state(rng, index, topics):
    choices = {}
    count = min(len(topics), int(rng.expovariate(1 / 4)))
    for topic in rng.sample(topics, count):
        if rng.random() < 0.4:
            choices[topic["slug"]] = rng.random() < 0.5
        else:
            channels = list(topic["channels"])
            choices[topic["slug"]] = {c: rng.random() < 0.5 for c in rng.sample(channels, rng.randint(1, len(channels)))}
    if rng.random() < 0.05:
        choices[f"retired-{rng.randint(0, 9)}"] = rng.random() < 0.5  # a topic no catalog has any more
    record = {"subscriber": f"sub-{index:08d}", "choices": choices}
    if rng.random() < 0.1:
        record["label"] = f"Subscriber {index}"
    return record


def main():
    count, out = int(sys.argv[1]), sys.argv[2]
    compress = "--gzip" in sys.argv[3:]
    rng = random.Random(20261201)
    os.makedirs(out, exist_ok=True)
    old, new = catalogs(rng)
    for name, data in (("old.json", old), ("new.json", new)):
        with open(os.path.join(out, name), "w") as f:
            json.dump(data, f, indent=2)
    path = os.path.join(out, f"states-{count}.jsonl")
    with open(path, "w") as f:
        lines = []
        for index in range(count):
            lines.append(json.dumps(state(rng, index, old["topics"]), separators=(",", ":")))
            if len(lines) == 10000:
                f.write("\n".join(lines) + "\n")
                lines = []
        if lines:
            f.write("\n".join(lines) + "\n")
    if compress:
        with open(path, "rb") as source, gzip.open(path + ".gz", "wb", compresslevel=6) as target:
            while block := source.read(1 << 20):
                target.write(block)


if __name__ == "__main__":
    main()
