"""Custom rows: one whole-topic switch per row, as a custom row builder's Binding<Bool> draws it."""

from selenium.webdriver.support.ui import WebDriverWait

from preview import FIXTURES, is_checked


def topic_switch(page, slug):
    return page.find(f'[data-topic="{slug}"] [data-topic-switch]')


def channels(page, slug):
    """Each channel's state, kept by the hidden default controls: {"push": True, …}."""
    items = page.find_all(f'[data-topic="{slug}"] [data-channel]')
    return {i.get_dom_attribute("data-channel"): is_checked(i) for i in items}


def visible_menus(page):
    return [b for b in page.find_all(".ios-menu-button") if b.is_displayed()]


def test_a_whole_topic_switch_sets_every_channel(open_preview):
    page = open_preview(FIXTURES / "catalog.json", "--rows", "custom")
    assert page.screen().get_dom_attribute("data-rows") == "custom"
    rows = page.find_all("[data-topic]")
    assert [r.get_dom_attribute("data-row") for r in rows] == ["toggle"] * 4
    assert all(topic_switch(page, r.get_dom_attribute("data-topic")).is_displayed() for r in rows)
    assert visible_menus(page) == [], "no menus with custom rows"
    # One switch per row that can be seen: the default single-channel switch is hidden.
    assert len([s for s in page.find_all('[data-topic="class-changes"] [role="switch"]') if s.is_displayed()]) == 1

    # On when any channel is on: gym-reminders has push on, email off.
    assert channels(page, "gym-reminders") == {"push": True, "email": False}
    assert is_checked(topic_switch(page, "gym-reminders"))
    topic_switch(page, "gym-reminders").click()
    assert not is_checked(topic_switch(page, "gym-reminders"))
    assert channels(page, "gym-reminders") == {"push": False, "email": False}, "off opts out of every channel"
    topic_switch(page, "gym-reminders").click()
    assert is_checked(topic_switch(page, "gym-reminders"))
    assert channels(page, "gym-reminders") == {"push": True, "email": True}, "on opts in on every channel"

    # The toolbar brings the default rows back, with the choices made.
    page.choose("rows", "default")
    assert page.screen().get_dom_attribute("data-rows") is None
    assert page.find_all("[data-topic-switch]") == []
    assert page.row("gym-reminders").get_dom_attribute("data-row") == "menu"
    assert page.summary("gym-reminders") == "Push, Email"
    assert len(visible_menus(page)) == 2


def test_the_toolbar_turns_custom_rows_on_and_keeps_choices(open_preview):
    page = open_preview()
    assert page.find_all("[data-topic-switch]") == []
    page.menu_button("account-security").click()
    page.menu_item("account-security", "off").click()
    assert page.summary("account-security") == "Off"

    page.choose("rows", "custom")
    assert page.screen().get_dom_attribute("data-rows") == "custom"
    assert visible_menus(page) == []
    assert not is_checked(topic_switch(page, "account-security")), "all channels off: the topic is off"
    assert is_checked(topic_switch(page, "class-changes"))
    switch = topic_switch(page, "account-security")
    assert switch.accessible_name == "Sign-ins and security"
    switch.click()
    assert channels(page, "account-security") == {"push": True, "email": True, "sms": True}
    page.choose("rows", "default")
    assert page.summary("account-security") == "Push, Email, Sms"


def test_a_failed_save_reverts_the_whole_topic(open_preview):
    page = open_preview()
    page.choose("rows", "custom")
    page.tick("fail-saves")
    switch = topic_switch(page, "gym-reminders")
    switch.click()
    assert not is_checked(switch)
    WebDriverWait(page.driver, 5).until(lambda _: is_checked(switch))
    assert channels(page, "gym-reminders") == {"push": True, "email": False}, "back to what it was, channel by channel"


def test_annotate_explains_the_custom_row_builder(open_preview):
    page = open_preview(FIXTURES / "catalog.json", "--rows", "custom", "--annotate")
    note = page.driver.execute_script(
        "return getComputedStyle(document.querySelector('[data-list]'), '::before').content")
    assert "custom row builder: one Binding<Bool> per topic" in note
    page.choose("rows", "default")
    note = page.driver.execute_script(
        "return getComputedStyle(document.querySelector('[data-list]'), '::before').content")
    assert "Binding" not in note
