"""A changelog page's RSS feed (`rss: true`), built by the real binary and read by the PyPI
package feedparser, as a feed reader would read it."""

import os
import subprocess
import time
from pathlib import Path

import feedparser
import pytest

REPO = Path(__file__).resolve().parents[2]
BASE = "https://docs.acme.test/product/"

CHANGELOG = """---
title: Changelog
description: What's new in Acme.
rss: true
---

Every change to Acme, newest first.

<Update label="2024-10-12" description="v2.0.0" tags={["SDK", "Dashboard"]}>
## Faster sync

Read the [setup guide](/guide#keys) & then see the new dashboard:

![The new dashboard](/images/dashboard.png)
</Update>

<Update label="September 3, 2024" description="v1.1.0" tags={["API"]}>
Smaller payloads with `gzip` <em>and</em> fewer requests.
</Update>

<Update label="Coming soon" tags={["Roadmap"]}>
Plans without a date.
</Update>
"""


def preflight_binary():
    # Resolved now: the site is built from another folder.
    return Path(os.environ.get("PREFLIGHT_BIN", REPO / ".build/debug/preflight")).resolve()


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A small docs site with a changelog, built with --base-url; the output folder."""
    binary = preflight_binary()
    if not binary.is_file():
        pytest.fail(f"no preflight binary at {binary}: build it (swift build --product preflight) or set PREFLIGHT_BIN")
    root = tmp_path_factory.mktemp("feed-site")
    content = root / "content"
    (content / "images").mkdir(parents=True)
    (content / "docs.json").write_text(
        '{ "name": "Acme", "navigation": { "pages": ["index", "guide", "changelog"] } }', encoding="utf-8")
    (content / "index.md").write_text("---\ntitle: Home\n---\n\nWelcome.\n", encoding="utf-8")
    (content / "guide.md").write_text("---\ntitle: Guide\n---\n\n## Keys\n\nKeys.\n", encoding="utf-8")
    (content / "changelog.md").write_text(CHANGELOG, encoding="utf-8")
    (content / "images" / "dashboard.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    built = subprocess.run(
        [str(binary), "build", "--quiet", "--base-url", BASE], cwd=root, capture_output=True, text=True)
    assert built.returncode == 0, built.stderr
    return root / "_site"


@pytest.fixture(scope="module")
def feed(site):
    return feedparser.parse((site / "changelog" / "rss.xml").read_bytes())


def test_the_feed_is_well_formed_rss_2(feed):
    assert feed.bozo == 0, feed.get("bozo_exception")
    assert feed.version == "rss20"


def test_the_channel_names_the_site_and_the_page(feed):
    assert feed.feed.title == "Acme · Changelog"
    assert feed.feed.link == BASE + "changelog.html"
    assert feed.feed.subtitle == "What's new in Acme."
    # The newest update's day, never the time of the build.
    assert feed.feed.updated_parsed[:3] == (2024, 10, 12)


def test_one_item_per_update_in_page_order(feed):
    assert [entry.title for entry in feed.entries] == ["2024-10-12", "September 3, 2024", "Coming soon"]
    assert [entry.link for entry in feed.entries] == [
        BASE + "changelog.html#2024-10-12",
        BASE + "changelog.html#september-3-2024",
        BASE + "changelog.html#coming-soon",
    ]
    assert [entry.id for entry in feed.entries] == [entry.link for entry in feed.entries]


def test_dates_come_from_the_labels_and_an_undated_update_has_none(feed):
    first, second, third = feed.entries
    assert time.strftime("%Y-%m-%d", first.published_parsed) == "2024-10-12"
    assert time.strftime("%Y-%m-%d", second.published_parsed) == "2024-09-03"
    assert "published" not in third


def test_tags_are_categories(feed):
    assert [[tag.term for tag in entry.get("tags", [])] for entry in feed.entries] == [
        ["SDK", "Dashboard"], ["API"], ["Roadmap"]]


def test_an_items_html_has_absolute_links_and_images(feed):
    html = feed.entries[0].summary
    assert f'<a href="{BASE}guide.html#keys">setup guide</a>' in html
    assert f'src="{BASE}images/dashboard.png"' in html
    assert "Faster sync" in html
    assert "pf-anchor" not in html
    assert "<code>gzip</code>" in feed.entries[1].summary


def test_the_page_links_the_feed_for_readers_to_find(site):
    page = (site / "changelog.html").read_text(encoding="utf-8")
    assert '<link rel="alternate" type="application/rss+xml" title="Acme · Changelog" href="changelog/rss.xml">' in page
