"""The Try-it panel of an endpoint page, on a site built with the real `preflight build`.

The test serves the built site and a small JSON API from one local HTTP server (127.0.0.1,
a free port), so sending from the page is same-origin; the API is also reached through
`localhost` (another origin), once with CORS headers and once without, for the message the
reader gets when the browser blocks a request.
"""

import json
import subprocess
import threading
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from axe_runner import describe, run_axe
from preview import REPO, preflight_binary

PAGE = "api-reference/send-a-message.html"


def spec(port):
    """One operation with a path, query, header and cookie parameter, two ways to
    authenticate and a recursive JSON body; its servers are the test server three ways."""
    return {
        "openapi": "3.1.0",
        "info": {"title": "Messages", "version": "1"},
        "servers": [
            {"url": "/api", "description": "This site"},
            {"url": f"http://localhost:{port}/api", "description": "Another origin that allows it"},
            {"url": f"http://localhost:{port}/closed", "description": "Another origin that does not"},
        ],
        "components": {
            "securitySchemes": {
                "bearerAuth": {"type": "http", "scheme": "bearer"},
                "tenantKey": {"type": "apiKey", "in": "header", "name": "X-Api-Key"},
            },
            "schemas": {
                "Message": {
                    "type": "object",
                    "additionalProperties": False,
                    "required": ["to", "text"],
                    "properties": {
                        "to": {"type": "string", "pattern": "^[a-z]+$"},
                        "text": {"type": "string", "minLength": 1, "maxLength": 10},
                        "priority": {"type": "string", "enum": ["low", "high"]},
                        "count": {"type": "integer", "minimum": 1, "maximum": 5},
                        "reply": {"$ref": "#/components/schemas/Message"},
                    },
                }
            },
        },
        "security": [{"bearerAuth": []}, {"tenantKey": []}],
        "paths": {
            "/messages/{channel}": {
                "post": {
                    "summary": "Send a message",
                    "parameters": [
                        {"name": "channel", "in": "path", "required": True,
                         "schema": {"type": "string", "enum": ["push", "email"]}},
                        {"name": "limit", "in": "query", "description": "How many at most",
                         "schema": {"type": "integer", "minimum": 1, "maximum": 100}},
                        {"name": "BuzzKit-Tenant", "in": "header", "required": True, "schema": {"type": "string"}},
                    ],
                    "requestBody": {
                        "required": True,
                        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Message"}}},
                    },
                    "responses": {"200": {"description": "Sent"}},
                }
            }
        },
    }


class Handler(SimpleHTTPRequestHandler):
    """The built site as files; /api/… and /closed/… answer JSON echoing the request, and
    only /api/… sends CORS headers."""

    def log_message(self, *args):
        pass

    def cors(self):
        if self.path.startswith("/api/"):
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Access-Control-Allow-Methods", "GET, POST, OPTIONS")
            self.send_header("Access-Control-Allow-Headers", "Authorization, Content-Type, BuzzKit-Tenant, X-Api-Key")

    def do_OPTIONS(self):
        self.send_response(204)
        self.cors()
        self.end_headers()

    def do_POST(self):
        if not self.path.startswith(("/api/", "/closed/")):
            return self.send_error(405)
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0)).decode()
        self.server.received.append({"method": "POST", "path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body})
        answer = json.dumps({"success": True, "data": {"path": self.path, "sent": json.loads(body or "null")}}).encode()
        self.send_response(200)
        self.cors()
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(answer)))
        self.end_headers()
        self.wfile.write(answer)


@pytest.fixture
def site(tmp_path):
    """(base URL, built folder, requests the API received) for a site with one endpoint page."""
    yield from served_site(tmp_path, {"groups": [
        {"group": "Guides", "pages": ["index"]}, {"group": "API", "openapi": "openapi.json"}]})


@pytest.fixture
def french_site(tmp_path):
    """The same, with the endpoint page also in French (fr/api/…), whose spec has a server
    nothing listens on."""
    def groups(folder):
        return [{"group": "Guides", "pages": [f"{folder}index"]},
                {"group": "API", "openapi": {"source": "openapi.json", "directory": f"{folder}api"}}]
    yield from served_site(tmp_path, {"languages": [
        {"language": "en", "groups": groups("")}, {"language": "fr", "groups": groups("fr/")}]},
        pages=["index.md", "fr/index.md"], unreachable=True)


def served_site(tmp_path, navigation, pages=("index.md",), unreachable=False):
    output = tmp_path / "site"
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(output)))
    server.received = []
    port = server.server_address[1]
    content = tmp_path / "content"
    content.mkdir()
    document = spec(port)
    if unreachable:
        # Port 9 (discard) on the loopback: refused at once, no waiting for a timeout.
        document["servers"].append({"url": "http://127.0.0.1:9/api", "description": "Nowhere"})
    (content / "openapi.json").write_text(json.dumps(document))
    (content / "docs.json").write_text(json.dumps({"name": "Messages", "navigation": navigation}))
    for page in pages:
        (content / page).parent.mkdir(parents=True, exist_ok=True)
        (content / page).write_text("# Home\n\nThe API reference is in the sidebar.\n")
    command = [str(preflight_binary()), "build", "--content", str(content), "--output", str(output)]
    result = subprocess.run(command, cwd=REPO, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{port}", output, server.received
    server.shutdown()
    server.server_close()
    thread.join()


class Panel:
    def __init__(self, driver):
        self.driver = driver
        self.root = driver.find_element(By.CSS_SELECTOR, ".pf-try")
        WebDriverWait(driver, 10).until(lambda _: self.send_button.is_enabled())

    def find(self, css):
        return self.root.find_element(By.CSS_SELECTOR, css)

    def field(self, label):
        """The control a visible label names (its text up to the first space, French's narrow one too)."""
        for element in self.root.find_elements(By.CSS_SELECTOR, "label[for]"):
            if element.text.replace("\u202f", " ").split(" ")[0] == label:
                return self.root.find_element(By.ID, element.get_attribute("for"))
        raise AssertionError(f"no field labelled {label}")

    def type(self, label, text):
        field = self.field(label)
        field.clear()
        field.send_keys(text)

    @property
    def body(self):
        return self.find("textarea[data-try-body]")

    def type_body(self, text):
        self.body.clear()
        self.body.send_keys(text)

    @property
    def curl(self):
        return self.find(".pf-try-curl-code").text

    @property
    def send_button(self):
        return self.find(".pf-try-send")

    @property
    def status(self):
        return self.find(".pf-try-status")

    def body_errors(self):
        return [item.text for item in self.root.find_elements(By.CSS_SELECTOR, ".pf-try-body-errors li")]

    def wait(self, condition, message=""):
        WebDriverWait(self.driver, 10).until(lambda _: condition(), message)

    def fill_valid_request(self):
        Select(self.field("channel")).select_by_value("email")
        self.type("limit", "5")
        self.type("BuzzKit-Tenant", "acme")
        self.type("bearerAuth:", "secret-token")
        self.type_body('{"to": "ana", "text": "Hello"}')


def open_panel(driver, url):
    driver.get(url)
    return Panel(driver)


def test_without_script_the_panel_says_it_needs_javascript_and_with_it_the_note_goes(driver, site):
    base, output, _ = site
    html = (output / PAGE).read_text()
    assert "needs JavaScript" in html
    panel = open_panel(driver, f"{base}/{PAGE}")
    assert not panel.find(".pf-try-nojs").is_displayed()
    # The body starts with the page's generated example, which its own schema accepts.
    assert set(json.loads(panel.body.get_attribute("value"))) >= {"to", "text"}
    assert panel.body_errors() == []


def test_the_curl_command_follows_every_field_and_hides_the_token_until_asked(driver, site):
    base, _, _ = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    panel.fill_valid_request()
    curl = panel.curl
    assert f"--url '{base}/api/messages/email?limit=5'" in curl
    assert "--header 'BuzzKit-Tenant: acme'" in curl
    assert "--header 'Authorization: Bearer •••'" in curl
    assert "secret-token" not in curl
    assert """--data-raw '{"to": "ana", "text": "Hello"}'""" in curl

    panel.find(".pf-try-reveal-input").click()
    panel.wait(lambda: "Authorization: Bearer secret-token" in panel.curl)

    # The API key alternative replaces the bearer token.
    Select(panel.field("Method")).select_by_visible_text("tenantKey")
    panel.type("tenantKey:", "k-1")
    panel.wait(lambda: "--header 'X-Api-Key: k-1'" in panel.curl and "Authorization" not in panel.curl)

    Select(panel.field("Base")).select_by_index(1)
    panel.wait(lambda: f"--url 'http://localhost:{base.rsplit(':', 1)[1]}/api/messages/email?limit=5'" in panel.curl)


def test_a_parameter_of_the_wrong_type_is_marked_once_the_reader_leaves_it(driver, site):
    base, _, _ = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    limit = panel.field("limit")
    assert limit.get_attribute("inputmode") == "numeric"
    panel.type("limit", "lots")
    limit.send_keys(Keys.TAB)
    error = panel.find(f"#{limit.get_attribute('id')}-error")
    panel.wait(lambda: error.text == "Expected a whole number.")
    assert limit.get_attribute("aria-invalid") == "true"
    assert error.get_attribute("id") in limit.get_attribute("aria-describedby").split()


def test_the_body_is_checked_against_its_schema_as_the_reader_types(driver, site):
    base, _, _ = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    panel.type_body('{"to": "Ana", "text": "far too long", "priority": "urgent", "count": 9, "extra": 1,'
                    ' "reply": {"to": "bo"}}')
    panel.wait(lambda: len(panel.body_errors()) == 6, panel.body_errors)
    assert panel.body_errors() == [
        "$.to: must match the pattern ^[a-z]+$",
        "$.text: must be at most 10 characters long",
        '$.priority: must be one of "low", "high"',
        "$.count: must be at most 5",
        "$.extra: is not a property this schema allows",
        '$.reply: missing the required property "text"',
    ]
    assert panel.body.get_attribute("aria-invalid") == "true"

    panel.type_body('{"to": "ana",\n  "text": }')
    panel.wait(lambda: panel.body_errors() == ["Not valid JSON at line 2, column 11: expected a value but found '}'"],
               panel.body_errors)

    panel.type_body('{"to": "ana", "text": 5}')
    panel.wait(lambda: panel.body_errors() == ["$.text: expected string, found integer"], panel.body_errors)

    panel.type_body('{"to": "ana", "text": "ok"}')
    panel.wait(lambda: panel.body_errors() == [])
    assert panel.body.get_attribute("aria-invalid") is None


def test_send_makes_the_request_the_curl_command_shows_and_shows_the_answer(driver, site):
    base, _, received = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    panel.fill_valid_request()
    panel.send_button.click()
    panel.wait(lambda: panel.status.text.startswith("200"), "no 200 status")
    assert panel.status.get_attribute("aria-live") == "polite"
    response = panel.find(".pf-try-response")
    assert response.find_element(By.CSS_SELECTOR, ".pf-try-response-status").text.startswith("200 OK")
    body = response.find_element(By.CSS_SELECTOR, ".pf-try-response-body").text
    assert json.loads(body)["data"]["path"] == "/api/messages/email?limit=5"
    assert '\n  "success": true' in body  # pretty-printed
    response.find_element(By.CSS_SELECTOR, "summary").click()
    assert "application/json" in response.find_element(By.CSS_SELECTOR, ".pf-try-headers").text

    [request] = received
    assert request["path"] == "/api/messages/email?limit=5"
    assert request["headers"]["authorization"] == "Bearer secret-token"
    assert request["headers"]["buzzkit-tenant"] == "acme"
    assert request["headers"]["content-type"] == "application/json"
    assert request["body"] == '{"to": "ana", "text": "Hello"}'


def test_send_works_from_the_keyboard_and_refuses_a_request_with_a_missing_required_field(driver, site):
    base, _, received = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    panel.type("limit", "5")
    panel.field("limit").send_keys(Keys.ENTER)  # Enter in a field sends, as in any form
    panel.wait(lambda: "Fix the fields" in panel.status.text)
    channel = panel.field("channel")
    assert driver.switch_to.active_element == channel  # the first field to fix has the focus
    assert panel.find(f"#{channel.get_attribute('id')}-error").text == "Required."
    assert received == []

    panel.fill_valid_request()
    panel.send_button.send_keys(Keys.ENTER)
    panel.wait(lambda: panel.status.text.startswith("200"))
    assert len(received) == 1


def test_another_origin_that_allows_the_page_answers_and_one_that_does_not_is_explained(driver, site):
    base, _, received = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    panel.fill_valid_request()
    Select(panel.field("Base")).select_by_index(1)
    panel.send_button.click()
    panel.wait(lambda: panel.status.text.startswith("200"))

    Select(panel.field("Base")).select_by_index(2)
    panel.send_button.click()
    panel.wait(lambda: "could not complete" in panel.status.text, "no blocked-request message")
    assert "CORS" in panel.status.text
    assert "curl" in panel.status.text
    assert not panel.find(".pf-try-response").is_displayed()


def test_a_page_opened_from_a_file_says_sending_needs_http(driver, site):
    _, output, received = site
    panel = open_panel(driver, (output / PAGE).as_uri())
    panel.fill_valid_request()
    panel.send_button.click()
    panel.wait(lambda: "preflight serve" in panel.status.text)
    assert "curl --request POST" in panel.curl
    assert received == []


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_the_panel_with_errors_and_an_answer_has_no_axe_violations(driver, site, theme):
    base, _, _ = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    driver.execute_script("document.documentElement.setAttribute('data-theme', arguments[0])", theme)
    panel.fill_valid_request()
    panel.send_button.click()
    panel.wait(lambda: panel.status.text.startswith("200"))
    panel.type("limit", "lots")
    panel.type_body('{"to": 1')
    panel.field("limit").send_keys(Keys.TAB)
    panel.wait(lambda: panel.body_errors() != [])
    version, violations = run_axe(driver)
    if violations:
        pytest.fail(f"axe-core {version} found {len(violations)} violation(s):\n{describe(violations)}", pytrace=False)


def test_every_control_is_reached_with_tab_and_shows_where_the_focus_is(driver, site):
    base, _, _ = site
    panel = open_panel(driver, f"{base}/{PAGE}")
    controls = [element for element in panel.root.find_elements(
        By.CSS_SELECTOR, "input, select, textarea, button, [tabindex='0']") if element.is_displayed()]
    assert len(controls) >= 10
    first = controls[0]
    driver.execute_script("arguments[0].focus()", first)
    reached = [first]
    for _ in range(len(controls) * 2):
        driver.switch_to.active_element.send_keys(Keys.TAB)
        active = driver.switch_to.active_element
        inside = driver.execute_script("return arguments[0].contains(arguments[1])", panel.root, active)
        if active in reached or not inside:
            break
        reached.append(active)
        style = driver.execute_script(
            "var s = getComputedStyle(arguments[0]); return [s.outlineStyle, s.outlineWidth]", active)
        assert style[0] != "none" and style[1] != "0px", (active.get_attribute("outerHTML")[:80], style)
    assert [control for control in controls if control not in reached] == []


# MARK: - In the page's language

FRENCH_PAGE = "fr/api/send-a-message.html"
# What the script would say in English; a French page says none of it.
ENGLISH_MESSAGES = ["The browser", "Most likely", "curl command above", "Fix the fields", "Required", "Sending",
                    "expected", "must ", "Not valid JSON", "Headers", "Copied"]


def test_a_french_panel_says_its_messages_in_french(driver, french_site):
    base, _, received = french_site
    panel = open_panel(driver, f"{base}/{FRENCH_PAGE}")
    assert panel.send_button.text == "Envoyer"

    # A field the reader left wrong, a body that breaks its schema, a request refused.
    panel.type("limit", "beaucoup")
    panel.field("limit").send_keys(Keys.TAB)
    limit_error = panel.find(f"#{panel.field('limit').get_attribute('id')}-error")
    panel.wait(lambda: limit_error.text == "Nombre entier attendu.", limit_error.text)
    panel.type_body('{"to": "Ana", "text": 5}')
    panel.wait(lambda: panel.body_errors() == [
        "$.to: doit correspondre au motif ^[a-z]+$", "$.text: string attendu, integer trouvé"], panel.body_errors)
    panel.type_body('{"to": "ana",\n  "text": }')
    panel.wait(lambda: panel.body_errors() == [
        "JSON non valide à la ligne 2, colonne 11\u202f: une valeur était attendue mais '}' a été trouvé"],
        panel.body_errors)
    panel.send_button.click()
    panel.wait(lambda: panel.status.text == "Corrigez les champs signalés ci-dessus avant d’envoyer.", panel.status.text)
    channel = panel.find(f"#{panel.field('channel').get_attribute('id')}-error")
    assert channel.text == "Obligatoire."

    # A server nothing listens on: the browser's failure, explained in French.
    Select(panel.field("channel")).select_by_value("email")
    panel.type("limit", "5")
    panel.type("BuzzKit-Tenant", "acme")
    panel.type("bearerAuth", "secret-token")
    panel.type_body('{"to": "ana", "text": "Hello"}')
    Select(panel.field("URL")).select_by_index(3)
    panel.send_button.click()
    panel.wait(lambda: "n’a pas pu mener à bien la requête vers http://127.0.0.1:9" in panel.status.text,
               panel.status.text)
    assert "règle CORS" in panel.status.text and "La commande curl ci-dessus" in panel.status.text
    for english in ENGLISH_MESSAGES:
        assert english not in panel.status.text, english

    # An answer: its status, headers and body are labelled in French.
    Select(panel.field("URL")).select_by_index(0)
    panel.send_button.click()
    panel.wait(lambda: panel.status.text.startswith("200 OK en "), panel.status.text)
    response = panel.find(".pf-try-response")
    assert response.find_element(By.CSS_SELECTOR, "summary").text.startswith("En-têtes (")
    assert response.find_element(By.CSS_SELECTOR, ".pf-try-response-body").get_attribute("aria-label") == \
        "Corps de la réponse"
    assert len(received) == 1

    # The English page of the same site still speaks English.
    english = open_panel(driver, f"{base}/api/send-a-message.html")
    english.send_button.click()
    english.wait(lambda: "Fix the fields" in english.status.text, english.status.text)

