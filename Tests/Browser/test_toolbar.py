"""The designer's toolbar: appearance and the screen-state control."""

from selenium.webdriver.support.ui import WebDriverWait

from preview import is_checked

# docs/ios-look.md: secondarySystemGroupedBackground, the row groups' color.
ROW_BACKGROUND = {"light": "rgb(255, 255, 255)", "dark": "rgb(28, 28, 30)"}
# systemGroupedBackground, the screen behind the groups.
SCREEN_BACKGROUND = {"light": "rgb(242, 242, 247)", "dark": "rgb(0, 0, 0)"}


def colors(page):
    phone = page.find(".ios-phone")
    group = page.find('[data-topic="class-changes"]').find_element("xpath", "..")
    return page.computed(phone, "background-color"), page.computed(group, "background-color")


def test_dark_appearance_recolors_the_phone(open_preview):
    page = open_preview()
    assert page.find(".ios-phone").get_dom_attribute("data-theme") == "light"
    assert colors(page) == (SCREEN_BACKGROUND["light"], ROW_BACKGROUND["light"])

    page.choose("theme", "dark")
    assert page.find_all('.ios-phone[data-theme="dark"]'), "the phone carries data-theme=dark"
    assert colors(page) == (SCREEN_BACKGROUND["dark"], ROW_BACKGROUND["dark"])
    title = page.find('[data-topic="class-changes"] [data-title]')
    assert page.computed(title, "color") == "rgb(255, 255, 255)", "label turns white on the dark rows"

    page.choose("theme", "light")
    assert colors(page) == (SCREEN_BACKGROUND["light"], ROW_BACKGROUND["light"])


def test_screen_state_control_walks_every_state_and_back_to_the_same_rows(open_preview):
    page = open_preview()
    screen = page.screen()
    rows = page.topics()
    assert screen.get_dom_attribute("data-state") == "loaded"
    assert rows == ["class-changes", "gym-reminders", "account-security", "partner-news"]
    page.switch("partner-news").click()  # a change made before must survive the round trip

    page.choose("screen-state", "loading")
    assert screen.get_dom_attribute("data-state") == "loading"
    assert page.find('[data-screen] [role="progressbar"]').is_displayed()
    assert page.topics() == []

    page.choose("screen-state", "failed")
    assert screen.get_dom_attribute("data-state") == "failed"
    retry = page.find('[data-screen] [data-action="retry"]')
    assert retry.text == "Try again"
    assert page.topics() == []

    page.choose("screen-state", "empty")
    assert screen.get_dom_attribute("data-state") == "empty"
    assert page.find_all("[data-screen] [data-list]"), "the empty state is an empty list"
    assert page.topics() == []

    page.choose("screen-state", "loaded")
    assert screen.get_dom_attribute("data-state") == "loaded"
    assert page.topics() == rows
    assert is_checked(page.switch("partner-news")), "the rows come back as they were left"
    page.switch("class-changes").click()
    assert not is_checked(page.switch("class-changes")), "and still work"


def test_try_again_loads_the_list_after_a_failed_first_load(open_preview):
    page = open_preview()
    page.choose("screen-state", "failed")
    page.find('[data-action="retry"]').click()
    assert page.screen().get_dom_attribute("data-state") == "loading"
    WebDriverWait(page.driver, 5).until(lambda _: page.screen().get_dom_attribute("data-state") == "loaded")
    assert len(page.topics()) == 4
    # The toolbar follows, or picking "Failed first load" again would fire no change and do nothing.
    assert page.find('[data-control="screen-state"]').get_property("value") == "loaded"
    page.choose("screen-state", "failed")
    assert page.screen().get_dom_attribute("data-state") == "failed"
