"""The phone is a real device's screen (IOS-LOOK.md, Devices): exactly its size, the list
scrolling under the status and navigation bars, the large title folding into the bar, the home
indicator, pull to refresh, a full-length option, and scaling (said out loud) where the window
is too narrow."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import WebDriverWait

from phone import DESKTOP, DEVICES, box, scroll_list, window
from preview import FIXTURES, is_checked

LONG = FIXTURES / "long-catalog.json"


@pytest.mark.parametrize("device", DEVICES.keys())
def test_the_phone_is_exactly_the_device_the_toolbar_names(driver, open_preview, device):
    width, height, top, bottom = DEVICES[device]
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        page.choose("width", device)
        phone = page.find(".ios-phone")
        assert page.computed(phone, "--ios-phone-width").strip() == f"{width}px"
        assert page.computed(phone, "--ios-phone-height").strip() == f"{height}px"
        drawn = box(page, phone)
        assert (drawn["width"], drawn["height"]) == (width, height)
        assert box(page, page.find(".ios-statusbar"))["height"] == top
        indicator = page.find(".ios-home-indicator")
        assert indicator.is_displayed() == (bottom > 0), "a home indicator exactly where there is a bottom safe area"
        assert not page.find_all(".ios-scale-note"), "nothing is scaled in a wide window"


def test_the_list_scrolls_inside_the_screen_under_the_status_bar(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        scroll = page.find(".ios-scroll")
        assert page.driver.execute_script("return arguments[0].scrollHeight > arguments[0].clientHeight", scroll)
        bar_before = box(page, page.find(".ios-statusbar"))
        last = page.find('[data-topic="emoji"]')
        assert box(page, last)["bottom"] > box(page, page.find(".ios-phone"))["bottom"], "the last row is below the fold"
        assert scroll_list(page, "end") > 0
        assert box(page, page.find(".ios-statusbar")) == bar_before, "the status bar stays put"
        assert box(page, last)["bottom"] <= box(page, page.find(".ios-phone"))["bottom"]


def test_the_large_title_folds_into_the_bar_as_the_list_scrolls(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        phone, inline = page.find(".ios-phone"), page.find(".ios-nav-inline")
        large = page.find(".ios-nav-title")
        assert phone.get_dom_attribute("data-scrolled") is None
        assert page.computed(large, "font-size") == "34px" and page.computed(large, "font-weight") == "700"
        assert page.computed(inline, "opacity") == "0"

        scroll_list(page, 200)
        WebDriverWait(driver, 5).until(lambda _: phone.get_dom_attribute("data-scrolled") is not None)
        WebDriverWait(driver, 5).until(lambda _: page.computed(inline, "opacity") == "1")
        assert page.computed(inline, "font-weight") == "600", "the inline title is headline, semibold"
        assert page.computed(inline, "font-size") == "17px"

        scroll_list(page, 0)
        WebDriverWait(driver, 5).until(lambda _: phone.get_dom_attribute("data-scrolled") is None)


def test_full_length_makes_the_screen_as_tall_as_its_content(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        page.choose("text-size", "ax3")
        page.tick("full-length")
        phone = page.find(".ios-phone")
        assert phone.get_dom_attribute("data-length") == "full"
        last = page.find('[data-topic="emoji"]')
        assert box(page, phone)["height"] > 852
        assert box(page, last)["bottom"] < box(page, phone)["bottom"], "every row inside the frame"
        page.choose("screen-state", "empty")
        assert box(page, phone)["height"] == 852, "never shorter than the device"


def pull(page, distance):
    """Drags the list down by `distance` pixels with the mouse, from its large title."""
    title = page.find(".ios-nav-title")
    chain = ActionChains(page.driver, duration=50).click_and_hold(title)
    for _ in range(5):
        chain.move_by_offset(0, distance // 5)
    chain.perform()
    return chain


def test_pulling_the_list_down_refreshes_it_from_the_same_data(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        page.switch("abfahrt").click()  # saved: a reload shows it as it is now
        phone = page.find(".ios-phone")
        page.driver.execute_script("document.querySelector('[data-list]').pfOld = true")

        chain = pull(page, 200)
        assert phone.get_dom_attribute("data-pulling") is not None
        indicator = page.find(".ios-refresh .ios-activity")
        assert indicator.is_displayed(), "the activity indicator shows while pulling"
        assert len(indicator.find_elements("css selector", "path")) == 8, "eight spokes"
        chain.release().perform()

        assert phone.get_dom_attribute("data-refreshing") is not None
        WebDriverWait(driver, 5).until(lambda _: phone.get_dom_attribute("data-refreshing") is None)
        assert page.driver.execute_script("return !document.querySelector('[data-list]').pfOld"), "drawn again"
        assert not is_checked(page.switch("abfahrt"))
        assert page.summary("nahverkehr") == "Push, Email, Sms"
        assert not page.find(".ios-refresh").is_displayed()


def test_a_short_pull_springs_back_and_taps_nothing(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        phone = page.find(".ios-phone")
        switch = page.switch("abfahrt")
        chain = ActionChains(driver, duration=50).click_and_hold(switch)
        for _ in range(3):
            chain.move_by_offset(0, 20)
        chain.release().perform()
        assert phone.get_dom_attribute("data-refreshing") is None
        assert phone.get_dom_attribute("data-pulling") is None
        assert is_checked(switch), "the drag that started on the switch did not flip it"
        assert page.computed(phone, "--ios-pull").strip() == "0px"


def test_the_toolbar_refreshes_from_the_keyboard(driver, open_preview):
    with window(driver, DESKTOP):
        page = open_preview(LONG)
        phone = page.find(".ios-phone")
        button = page.find('[data-action="refresh"]')
        page.focus(button)
        page.press(" ")
        assert phone.get_dom_attribute("data-refreshing") is not None
        WebDriverWait(driver, 5).until(lambda _: phone.get_dom_attribute("data-refreshing") is None)
        assert len(page.topics()) == 10


def test_a_narrow_window_scales_the_whole_device_and_says_so(open_preview):
    page = open_preview(LONG)  # the session's 393-point phone window: too narrow for phone and bezel
    phone = page.find(".ios-phone")
    zoom = float(page.driver.execute_script("return arguments[0].style.zoom", phone))
    assert 0.5 < zoom < 1
    drawn = box(page, phone)
    assert drawn["width"] == pytest.approx(393 * zoom, abs=0.5)
    assert drawn["height"] == pytest.approx(852 * zoom, abs=0.5), "scaled, never squeezed"
    assert drawn["left"] - 11 * zoom >= -0.5, "the bezel fits the window"
    assert drawn["left"] + drawn["width"] + 11 * zoom <= page.driver.execute_script("return innerWidth") + 0.5
    note = page.find(".ios-scale-note")
    assert note.text == f"Scaled to {int(zoom * 100)} %"
    page.choose("width", "375x667")
    smaller = float(page.driver.execute_script("return arguments[0].style.zoom", phone))
    assert smaller > zoom and page.find(".ios-scale-note").text == f"Scaled to {int(smaller * 100)} %"


@pytest.mark.parametrize(
    "options, device, size",
    [([], "375x667", "ax5"), (["--look", "ios26", "--theme", "dark"], "440", "large")],
    ids=["se-ax5", "promax-ios26-dark"])
def test_a_scrolled_phone_has_no_axe_violations(driver, open_preview, options, device, size):
    from test_accessibility import assert_no_violations

    with window(driver, DESKTOP):
        page = open_preview(LONG, *options)
        page.choose("width", device)
        page.choose("text-size", size)
        scroll_list(page, 400)
        WebDriverWait(driver, 5).until(lambda _: page.find(".ios-phone").get_dom_attribute("data-scrolled") is not None)
        page.wait_until_still(page.find(".ios-nav-inline"))
        assert_no_violations(page)
