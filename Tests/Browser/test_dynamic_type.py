"""Dynamic Type as IOS-LOOK.md's table says: every text style the screen uses, and the symbols
beside the text, read from computed styles at xSmall, Large, AX3 and AX5 (all twelve sizes for
the body); at the accessibility sizes a menu row stacks its value under its title; summaries wrap
rather than hide a channel; words hyphenate by the catalog's language."""

import shutil
import subprocess

import pytest

from phone import DESKTOP, box, window
from preview import FIXTURES

LONG = FIXTURES / "long-catalog.json"
SIZES = ["xsmall", "small", "medium", "large", "xlarge", "xxlarge", "xxxlarge", "ax1", "ax2", "ax3", "ax4", "ax5"]
# IOS-LOOK.md, "Apple's Dynamic Type sizes in points", one column per size above.
TABLE = {
    "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    "caption1": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
}


def points(table_style, size):
    return TABLE[table_style][SIZES.index(size)]


def px(page, element, prop="font-size"):
    return float(page.computed(element, prop).replace("px", ""))


@pytest.fixture
def wide(driver):
    with window(driver, DESKTOP):
        yield


@pytest.mark.parametrize("size", ["xsmall", "large", "ax3", "ax5"])
@pytest.mark.parametrize("look", ["ios18", "ios26"])
def test_every_text_style_follows_the_table(wide, open_preview, look, size):
    page = open_preview(LONG, "--look", look)
    page.choose("text-size", size)
    body, footnote = points("body", size), points("footnote", size)
    assert px(page, page.find(".ios-nav-title")) == points("largeTitle", size), "the large title"
    assert px(page, page.find('[data-topic="nahverkehr"] [data-title]')) == body, "a row's title"
    assert px(page, page.find('[data-topic="nahverkehr"] [data-summary]')) == body, "a menu's summary"
    assert px(page, page.find('[data-topic="nahverkehr"] [data-footnote]')) == footnote, "a row's footnote"
    header = page.find("[data-section-header]")
    expected = footnote if look == "ios18" else points("subheadline", size)
    assert px(page, header) == expected, "the section header: footnote (classic), subheadline (iOS 26)"
    # Symbols beside text scale with its style: drawn at 10 × 16 (chevrons) and 16 (checkmark) at Large's 17.
    chevrons = page.find('[data-topic="nahverkehr"] .ios-chevrons')
    assert px(page, chevrons, "width") == pytest.approx(10 * body / 17, abs=0.02)
    assert px(page, chevrons, "height") == pytest.approx(16 * body / 17, abs=0.02)
    check = page.find('[data-topic="nahverkehr"] [data-channel="push"] .ios-check')
    assert px(page, check, "width") == pytest.approx(16 * body / 17, abs=0.02)
    assert px(page, page.find('[data-topic="nahverkehr"] [data-channel="push"]')) == body, "a menu entry"
    # A switch keeps its size at every text size, as UISwitch does.
    switch = page.switch("abfahrt")
    assert (px(page, switch, "width"), px(page, switch, "height")) == ((51, 31) if look == "ios18" else (63, 28))


@pytest.mark.parametrize("size", SIZES)
def test_body_and_footnote_at_every_size(wide, open_preview, size):
    page = open_preview(LONG)
    page.choose("text-size", size)
    assert px(page, page.find('[data-topic="baustellen"] [data-title]')) == points("body", size)
    assert px(page, page.find('[data-topic="baustellen"] [data-footnote]')) == points("footnote", size)
    assert page.computed(page.find(".ios-phone"), "--ios-caption-size").strip() == f"{points('caption1', size)}px"
    assert page.computed(page.find(".ios-phone"), "--ios-subheadline-size").strip() == f"{points('subheadline', size)}px"


@pytest.mark.parametrize("size", ["ax1", "ax5"])
def test_at_accessibility_sizes_a_menu_row_stacks_its_value_under_the_title(wide, open_preview, size):
    page = open_preview(LONG)
    title, summary = page.find('[data-topic="baustellen"] [data-title]'), page.find('[data-topic="baustellen"] [data-summary]')
    assert box(page, summary)["top"] < box(page, title)["bottom"], "side by side at the default size"
    page.choose("text-size", size)
    footnote = page.find('[data-topic="baustellen"] [data-footnote]')
    assert box(page, summary)["top"] >= box(page, footnote)["bottom"], "the value moves below the title and footnote"
    assert box(page, summary)["left"] == pytest.approx(box(page, title)["left"], abs=1), "aligned with the title"


@pytest.mark.parametrize("size", ["large", "xxxlarge", "ax5"])
def test_a_summary_wraps_rather_than_hide_a_chosen_channel(wide, open_preview, size):
    page = open_preview(LONG)
    page.choose("text-size", size)
    summary = page.find('[data-topic="nahverkehr"] [data-summary]')
    assert summary.text.replace("\n", " ") == "Push, Email, Sms", "every chosen channel is shown"
    assert page.computed(summary, "text-overflow") != "ellipsis"
    assert page.driver.execute_script("return arguments[0].scrollWidth <= arguments[0].clientWidth", summary)
    row, text = page.find('[data-topic="nahverkehr"]'), page.find('[data-topic="nahverkehr"] .ios-row-text')
    assert box(page, text)["width"] >= 0.45 * (box(page, row)["width"] - 32), "the title keeps half the row"


def test_words_hyphenate_by_the_catalogs_language_and_break_only_as_a_last_resort(wide, open_preview):
    page = open_preview(LONG)
    assert page.screen().get_dom_attribute("lang") == "de"
    for css in ("[data-title]", "[data-footnote]", "[data-summary]", "[data-section-header]"):
        element = page.find(css)
        assert page.computed(element, "hyphens") == "auto", css
        assert page.computed(element, "overflow-wrap") == "break-word", f"{css}: never `anywhere`"
    # A short title never breaks inside a word, even at AX5 in the narrowest phone.
    page.choose("width", "375x667")
    page.choose("text-size", "ax5")
    title = page.find('[data-topic="rechnung"] [data-title]')
    assert px(page, title, "height") <= 2 * px(page, title, "line-height") + 0.5


def platform_fonts(driver, css):
    driver.execute_cdp_cmd("DOM.enable", {})
    driver.execute_cdp_cmd("CSS.enable", {})
    root = driver.execute_cdp_cmd("DOM.getDocument", {})["root"]["nodeId"]
    node = driver.execute_cdp_cmd("DOM.querySelector", {"nodeId": root, "selector": css})["nodeId"]
    return [f["familyName"] for f in driver.execute_cdp_cmd("CSS.getPlatformFontsForNode", {"nodeId": node})["fonts"]]


def test_the_font_stack_is_san_francisco_then_inter_and_emoji_in_color(wide, open_preview):
    page = open_preview(LONG)
    family = page.computed(page.find(".ios-phone"), "font-family")
    names = [name.strip().strip('"') for name in family.split(",")]
    assert names[:3] == ["-apple-system", "BlinkMacSystemFont", "SF Pro Text"]
    assert names.index("Inter") < names.index("system-ui") < names.index("sans-serif") < names.index("Noto Color Emoji")
    fonts = subprocess.run(["fc-list"], capture_output=True, text=True).stdout if shutil.which("fc-list") else ""
    if "Inter" not in fonts or "Noto Color Emoji" not in fonts:
        pytest.skip("fonts-inter and fonts-noto-color-emoji are not installed here")
    assert platform_fonts(page.driver, '[data-topic="abfahrt"] [data-title]') == ["Inter"]
    assert "Noto Color Emoji" in platform_fonts(page.driver, '[data-topic="emoji"] [data-title]')
