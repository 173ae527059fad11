"""What a designer saw differ from iOS, measured against IOS-LOOK.md: row heights per look, the
section header's inset, the menu's opening state, the iOS 26 menu and bar, the navigation bar's
metrics, the spoked activity indicator, and a failed save reverting without an error color."""

import pytest
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from phone import DESKTOP, box, scroll_list, window
from preview import FIXTURES, is_checked

LONG = FIXTURES / "long-catalog.json"
# IOS-LOOK.md: a one-line row is 44 pt on the classic list, about 53 pt (measured) on iOS 26.
ONE_LINE_ROW = {"ios18": (44, 44), "ios26": (52, 53)}
TRANSPARENT = "rgba(0, 0, 0, 0)"


@pytest.fixture
def wide(driver):
    with window(driver, DESKTOP):
        yield


def pseudo(page, element, which, prop):
    return page.driver.execute_script(
        "return getComputedStyle(arguments[0], arguments[1]).getPropertyValue(arguments[2])", element, which, prop)


@pytest.mark.parametrize("look", ONE_LINE_ROW.keys())
def test_a_one_line_switch_row_is_as_tall_as_on_ios(wide, open_preview, look):
    page = open_preview(LONG, "--look", look)
    low, high = ONE_LINE_ROW[look]
    for slug in ("abfahrt", "passwort"):
        assert low <= box(page, page.row(slug))["height"] <= high, slug


@pytest.mark.parametrize("look", ["ios18", "ios26"])
def test_a_section_header_starts_where_the_row_text_starts(wide, open_preview, look):
    page = open_preview(LONG, "--look", look)
    for section in page.find_all("[data-section][data-category]"):
        header = section.find_element("css selector", "[data-section-header]")
        title = section.find_element("css selector", "[data-title]")
        assert box(page, header)["left"] == pytest.approx(box(page, title)["left"], abs=0.5)


def test_a_menu_opens_with_nothing_shaded(wide, open_preview):
    page = open_preview(LONG)
    page.menu_button("nahverkehr").click()
    assert page.menu_is_open("nahverkehr")
    page.wait_until_still(page.menu("nahverkehr"))
    entries = page.find_all('[data-topic="nahverkehr"] [role="menuitemcheckbox"]')
    assert [page.computed(entry, "background-color") for entry in entries] == [TRANSPARENT] * len(entries)
    assert page.focused() == page.menu_item("nahverkehr", "push"), "focus is on the first checked entry all the same"


def test_a_menu_opened_from_the_keyboard_shows_where_focus_is(wide, open_preview):
    page = open_preview(LONG)
    page.focus(page.menu_button("nahverkehr"))
    page.press(Keys.ARROW_DOWN)
    push = page.menu_item("nahverkehr", "push")
    assert page.focused() == push
    assert page.computed(push, "background-color") != TRANSPARENT


def test_the_ios26_menu_is_rounder_and_has_no_hairlines(wide, open_preview):
    classic = open_preview(LONG)
    classic.menu_button("nahverkehr").click()
    menu = classic.menu("nahverkehr")
    assert classic.computed(menu, "border-top-left-radius") == "13px"
    second = classic.menu_item("nahverkehr", "email")
    assert pseudo(classic, second, "::before", "display") != "none", "classic entries have hairlines"

    page = open_preview(LONG, "--look", "ios26")
    page.menu_button("nahverkehr").click()
    menu = page.menu("nahverkehr")
    assert page.computed(menu, "border-top-left-radius") == "24px"
    assert pseudo(page, page.menu_item("nahverkehr", "email"), "::before", "display") == "none"
    assert page.computed(page.menu_item("nahverkehr", "email"), "border-top-left-radius") == "14px"


@pytest.mark.parametrize("look", ["ios18", "ios26"])
def test_the_navigation_bar_as_ios_look_describes(wide, open_preview, look):
    page = open_preview(LONG, "--look", look)
    phone = page.find(".ios-phone")
    bar, large, inline = page.find(".ios-navbar"), page.find(".ios-nav-title"), page.find(".ios-nav-inline")
    assert box(page, bar)["height"] == 44
    assert box(page, bar)["top"] - box(page, phone)["top"] == 59, "under the status bar"
    assert box(page, large)["height"] == 52, "the large title's 52-point area"
    assert box(page, large)["top"] == box(page, bar)["bottom"]
    scroll_list(page, 300)
    WebDriverWait(page.driver, 5).until(lambda _: page.computed(inline, "opacity") == "1")
    centre = box(page, inline)["left"] + box(page, inline)["width"] / 2
    assert centre == pytest.approx(box(page, phone)["left"] + 393 / 2, abs=0.5), "centred"
    assert page.computed(inline, "font-weight") == "600"
    backdrop = pseudo(page, bar, "::before", "background-image")
    hairline = pseudo(page, bar, "::before", "border-bottom-width")
    if look == "ios18":
        assert backdrop == "none" and hairline != "0px", "a material bar with a hairline"
    else:
        assert backdrop.startswith("linear-gradient") and hairline == "0px", "the scroll edge effect, no hairline"


def test_loading_shows_the_spoked_activity_indicator(open_preview):
    page = open_preview()
    page.choose("screen-state", "loading")
    indicator = page.find('[data-screen] [role="progressbar"] svg.ios-activity')
    spokes = indicator.find_elements("css selector", "path")
    assert len(spokes) == 8
    opacities = [float(spoke.get_dom_attribute("stroke-opacity")) for spoke in spokes]
    assert opacities == sorted(opacities, reverse=True) and opacities[0] == 1, "fading behind the leading spoke"
    assert page.computed(indicator, "animation-name") == "ios-spin"
    assert "gradient" not in page.computed(indicator, "background-image")
    assert "steps(8" in page.computed(indicator, "animation-timing-function"), "a spoke at a time"


def test_a_failed_save_returns_to_the_server_value_without_an_error_color(open_preview):
    page = open_preview()
    page.tick("fail-saves")
    row, switch = page.row("class-changes"), page.switch("class-changes")
    switch.click()
    assert not is_checked(switch)
    WebDriverWait(page.driver, 5).until(lambda _: is_checked(switch))
    assert page.driver.execute_script("return arguments[0].getAnimations().length", row) == 0, "no flash"
    assert page.computed(row, "background-color") == TRANSPARENT
    assert "ios-reverted" not in (row.get_dom_attribute("class") or "")
