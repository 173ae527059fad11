#!/usr/bin/env python3
"""Writes a deterministic previews corpus for the benchmark.

    generate_previews.py TOPICS STATES OUT

OUT/content/catalogs/bench.json: one catalog of TOPICS topics in sections of 20, over push,
email, sms and in_app, with defaults and daily caps; OUT/content/states/state-NNNN.json:
STATES subscriber states, each choosing for 5–40 topics (whole topics or single channels).
`preflight build --content OUT/content` then writes one preview per state plus the default.
"""
import json
import os
import random
import sys

CHANNELS = ["push", "email", "sms", "in_app"]
WORDS = (
    "order delivery class coach reminder streak record statement balance alert security login payment "
    "refund invoice receipt digest news offer event invite comment mention follower message booking"
).split()


def catalog(rng, count):
    topics = []
    for index in range(count):
        channels = {}
        for channel in rng.sample(CHANNELS, rng.randint(1, len(CHANNELS))):
            setting = {"default": rng.random() < 0.6}
            if channel == "push" and rng.random() < 0.3:
                setting["dailyCap"] = rng.randint(1, 5)
            channels[channel] = setting
        name = " ".join(rng.choice(WORDS) for _ in range(2)).capitalize()
        topic = {"slug": f"topic-{index:04d}", "name": f"{name} {index}", "category": f"Section {index // 20:02d}", "channels": channels}
        if rng.random() < 0.7:
            topic["description"] = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 12))).capitalize() + "."
        topics.append(topic)
    return {"workspace": "Bench Workspace", "channels": CHANNELS, "topics": topics}


def state(rng, index, topics):
    choices = {}
    for topic in rng.sample(topics, rng.randint(5, min(40, len(topics)))):
        if rng.random() < 0.4:
            choices[topic["slug"]] = rng.random() < 0.5
        else:
            channels = list(topic["channels"])
            choices[topic["slug"]] = {channel: rng.random() < 0.5 for channel in rng.sample(channels, rng.randint(1, len(channels)))}
    return {"subscriber": f"user-{index:05d}", "label": f"Subscriber {index}", "choices": choices}


def main():
    topic_count, state_count, out = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(20261130)
    content = os.path.join(out, "content")
    os.makedirs(os.path.join(content, "catalogs"), exist_ok=True)
    os.makedirs(os.path.join(content, "states"), exist_ok=True)
    data = catalog(rng, topic_count)
    with open(os.path.join(content, "catalogs", "bench.json"), "w") as f:
        json.dump(data, f, indent=2)
    for index in range(state_count):
        with open(os.path.join(content, "states", f"state-{index:04d}.json"), "w") as f:
            json.dump(state(rng, index, data["topics"]), f, indent=2)


if __name__ == "__main__":
    main()
