"""A topic on one channel is a row with a switch: role=switch, its state in aria-checked."""

from selenium.webdriver.common.keys import Keys

from preview import is_checked


def test_click_flips_a_switch_both_ways(open_preview):
    page = open_preview()
    switch = page.switch("class-changes")
    assert is_checked(switch), "class-changes defaults to on"

    switch.click()
    assert not is_checked(switch)
    switch.click()
    assert is_checked(switch)


def test_click_flips_only_that_switch(open_preview):
    page = open_preview()
    page.switch("partner-news").click()
    assert is_checked(page.switch("partner-news"))
    assert is_checked(page.switch("class-changes")), "the other switch must not move"


def test_space_flips_a_focused_switch(open_preview):
    page = open_preview()
    switch = page.switch("partner-news")
    assert not is_checked(switch), "partner-news defaults to off"

    page.focus(switch)
    page.press(Keys.SPACE)
    assert is_checked(switch)
    page.press(Keys.SPACE)
    assert not is_checked(switch)


def test_a_switch_is_labelled_by_its_row_title(open_preview):
    page = open_preview()
    switch = page.switch("class-changes")
    title = page.row("class-changes").find_element("css selector", "[data-title]")
    assert switch.get_dom_attribute("aria-labelledby") == title.get_dom_attribute("id")
    assert switch.accessible_name == "Class changes"
