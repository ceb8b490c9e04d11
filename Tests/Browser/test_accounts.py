"""Accounts in the browser: sign up, sign out, sign in (and a wrong password), forms' checks."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select

from support import PASSWORD, javascript_errors, sign_in, sign_out, sign_up, tap, unique_email, wait


def test_sign_up_sign_out_and_sign_in_again(server, browser, shoot):
    driver = browser()
    driver.get(f"{server.url}/")
    hero = driver.find_element(By.CSS_SELECTOR, ".hero")
    assert hero.find_element(By.CSS_SELECTOR, 'a[href="/sign-up"]').is_displayed()
    assert hero.find_element(By.CSS_SELECTOR, 'a[href="/sign-in"]').is_displayed()
    shoot(driver, "home-signed-out")

    email = unique_email("elizabeth")
    driver.get(f"{server.url}/sign-up")
    shoot(driver, "sign-up")
    sign_up(driver, server, email)
    assert driver.current_url == f"{server.url}/"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".tiles .tile")) == 6, "five app tiles and Your photos"
    shoot(driver, "home-signed-in")

    sign_out(driver)
    assert not driver.find_elements(By.CSS_SELECTOR, ".account__email")

    # A signed-out visit to a private page goes to sign-in and comes back afterwards.
    driver.get(f"{server.url}/photos")
    wait(driver).until(EC.url_contains("/sign-in"))
    assert "next=" in driver.current_url
    assert driver.find_element(By.NAME, "next").get_attribute("value") == "/photos"
    shoot(driver, "sign-in")
    sign_in(driver, server, email)
    wait(driver).until(EC.url_to_be(f"{server.url}/photos"))
    assert driver.find_element(By.CSS_SELECTOR, ".account__email").text.endswith(email)
    assert driver.title == "Your photos · Readout"
    assert javascript_errors(driver) == []


def test_wrong_password_shows_an_error_next_to_the_form(server, browser, shoot):
    driver = browser()
    email = unique_email("wrong")
    sign_up(driver, server, email)
    sign_out(driver)

    sign_in(driver, server, email, PASSWORD + " but wrong")
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "form.form .banner--error")))
    assert error.get_attribute("role") == "alert"
    assert len(error.text.strip()) > 10, "the error says what went wrong in words"
    assert "/sign-in" in driver.current_url
    assert not driver.find_elements(By.CSS_SELECTOR, ".account__email"), "still signed out"
    # The form keeps the email, marks the fields, and points them at the message.
    email_field = driver.find_element(By.NAME, "email")
    assert email_field.get_attribute("value") == email
    assert email_field.get_attribute("aria-invalid") == "true"
    assert email_field.get_attribute("aria-describedby") == "form-error"
    assert driver.find_element(By.NAME, "password").get_attribute("value") == ""
    shoot(driver, "sign-in-error")

    sign_in(driver, server, email)
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), email))


def test_sign_up_checks_the_repeated_password_before_sending(server, browser, shoot):
    driver = browser()
    driver.get(f"{server.url}/sign-up")
    password = driver.find_element(By.NAME, "password")
    assert password.get_attribute("minlength") == "10"
    assert password.get_attribute("autocomplete") == "new-password"
    driver.find_element(By.NAME, "email").send_keys(unique_email("typo"))
    password.send_keys(PASSWORD)
    driver.find_element(By.NAME, "passwordConfirmation").send_keys(PASSWORD + "!")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))

    message = wait(driver).until(EC.visibility_of_element_located((By.ID, "sign-up-confirmation-message")))
    assert "not the same" in message.text
    assert driver.current_url.endswith("/sign-up"), "the browser kept the form instead of sending it"
    assert not driver.find_elements(By.CSS_SELECTOR, ".account__email")

    # Show/Hide reveals the password for checking on a phone keyboard.
    toggle = driver.find_element(By.CSS_SELECTOR, '[data-password-toggle="sign-up-password"]')
    assert toggle.is_displayed()
    tap(driver, toggle)
    assert password.get_attribute("type") == "text"
    assert toggle.get_attribute("aria-label") == "Hide password"
    shoot(driver, "sign-up-mismatch")


def test_the_account_page_changes_the_password_exports_and_deletes(server, browser, shoot):
    from support import layout_problems
    driver = browser()
    email = unique_email("account")
    sign_up(driver, server, email)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "a.account__email"))
    wait(driver).until(EC.url_contains("/account"))
    assert driver.find_element(By.CSS_SELECTOR, "[data-account-email]").text == email
    assert layout_problems(driver) == []
    shoot(driver, "account")

    # A new password, with the current one.
    form = driver.find_element(By.CSS_SELECTOR, "[data-change-password]")
    form.find_element(By.NAME, "currentPassword").send_keys(PASSWORD)
    form.find_element(By.NAME, "newPassword").send_keys("a much better one")
    form.find_element(By.NAME, "newPasswordConfirmation").send_keys("a much better one")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    notice = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".banner--notice")))
    assert "password is changed" in notice.text

    # The export is a ZIP.
    href = driver.find_element(By.CSS_SELECTOR, "[data-export]").get_attribute("href")
    head = driver.execute_async_script(
        "const [p, done] = arguments; fetch(p, {credentials: 'same-origin'})"
        ".then(async r => done([r.status, r.headers.get('content-type'), Array.from(new Uint8Array(await r.arrayBuffer())).slice(0, 2)]));",
        href)
    assert head == [200, "application/zip", [0x50, 0x4B]], head

    # Delete: a wrong password is refused in the sheet, the right one deletes and signs out.
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".account-delete summary"))
    sheet = driver.find_element(By.CSS_SELECTOR, "[data-delete-account]")
    sheet.find_element(By.NAME, "password").send_keys(PASSWORD)
    tap(driver, sheet.find_element(By.CSS_SELECTOR, "[type=submit]"))
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".banner--error")))
    assert "not your password" in error.text
    sheet = driver.find_element(By.CSS_SELECTOR, "[data-delete-account]")
    assert sheet.is_displayed(), "the sheet stays open after a wrong password"
    sheet.find_element(By.NAME, "password").send_keys("a much better one")
    tap(driver, sheet.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".hero"))
    assert driver.find_elements(By.CSS_SELECTOR, "a.account__email") == []
    driver.get(f"{server.url}/sign-in")
    form = driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in']")
    form.find_element(By.NAME, "email").send_keys(email)
    form.find_element(By.NAME, "password").send_keys("a much better one")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    assert "do not match" in wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, ".banner--error, [role=alert]"))).text
    assert javascript_errors(driver) == []


def _api_status(server, path: str, secret: str) -> int:
    """The status of GET path with a bearer token, as a script would send it (no browser)."""
    import urllib.error
    import urllib.request
    from https_servers import UNVERIFIED_TLS
    request = urllib.request.Request(f"{server.url}{path}", headers={"Authorization": f"Bearer {secret}"})
    try:
        with urllib.request.urlopen(request, timeout=10, context=UNVERIFIED_TLS) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def test_an_access_token_is_made_shown_once_used_and_revoked_on_the_account_page(server, browser, shoot):
    from support import layout_problems
    driver = browser()
    sign_up(driver, server, unique_email("tokens"))
    driver.get(f"{server.url}/account")
    form = driver.find_element(By.CSS_SELECTOR, "[data-new-token-form]")
    form.find_element(By.NAME, "name").send_keys("Home Assistant")
    Select(form.find_element(By.CSS_SELECTOR, "[data-token-scope=meters]")).select_by_value("meters:read")
    Select(form.find_element(By.CSS_SELECTOR, "[data-token-scope=photos]")).select_by_value("photos:write")
    Select(form.find_element(By.NAME, "expiresInDays")).select_by_value("90")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    shown = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-token-secret]")))
    secret = shown.text
    assert secret.startswith("ro_") and len(secret) == 46
    # The page opens at the tokens, so the secret is on screen without scrolling.
    assert driver.execute_script("const r = arguments[0].getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight;", shown)
    row = driver.find_element(By.CSS_SELECTOR, "[data-token]")
    assert "Home Assistant" in row.text and "meters:read" in row.text and "photos:write" in row.text
    assert layout_problems(driver) == []
    shoot(driver, "account-token")

    # A script reads meters with it; not homework; and the secret is not shown again.
    assert _api_status(server, "/api/v1/meters", secret) == 200
    assert _api_status(server, "/api/v1/homework/items", secret) == 403
    driver.get(f"{server.url}/account")
    assert secret not in driver.page_source

    # Revoked, it is refused at once.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-revoke-token]"))
    wait(driver).until(lambda d: "revoked" in " ".join(e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-notice]")))
    assert driver.find_elements(By.CSS_SELECTOR, "[data-token]") == []
    assert _api_status(server, "/api/v1/meters", secret) == 401
    assert javascript_errors(driver) == []


def _closed_port() -> int:
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_a_webhook_is_added_tested_and_its_deliveries_shown_on_the_account_page(server, browser, shoot):
    import http.server
    import threading
    from support import layout_problems

    received = []

    class Receiver(http.server.BaseHTTPRequestHandler):
        def do_POST(self):  # noqa: N802
            received.append((self.headers.get("Readout-Event"), self.rfile.read(int(self.headers["Content-Length"]))))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args):
            pass

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        driver = browser()
        sign_up(driver, server, unique_email("webhooks"))
        driver.get(f"{server.url}/account")
        assert "No webhooks yet." in driver.find_element(By.CSS_SELECTOR, "[data-webhooks]").text

        def add(url, tick_homework=False):
            form = driver.find_element(By.CSS_SELECTOR, "[data-new-webhook-form]")
            form.find_element(By.NAME, "url").send_keys(url)
            if tick_homework:
                tap(driver, form.find_element(By.CSS_SELECTOR, "[value='homework.item.due']"))
            tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
            return wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-webhook-secret]"))).text

        secret = add(f"http://127.0.0.1:{receiver.server_address[1]}/hook", tick_homework=True)
        assert secret.startswith("whsec_") and len(secret) == 49
        row = driver.find_element(By.CSS_SELECTOR, "[data-webhook]")
        assert "a meter reading is saved" in row.text and "homework is due within 24 hours" in row.text
        assert "Nothing sent yet." in row.text

        # A test event goes out within a couple of seconds; the row says how it went.
        tap(driver, row.find_element(By.CSS_SELECTOR, "[data-webhook-test]"))
        wait(driver).until(lambda d: "on its way" in " ".join(e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-notice]")))
        wait(driver, 15).until(lambda d: received)
        assert received[0][0] == "ping"

        def reload_until(text):
            seen = []

            def shown(d):
                d.get(f"{server.url}/account")
                seen[:] = [e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-webhook-deliveries]")]
                return text in " ".join(seen)
            try:
                wait(driver, 15).until(shown)
            except Exception:
                raise AssertionError(f"never showed {text!r}; the deliveries said {seen}") from None

        reload_until("delivered (HTTP 200)")
        assert secret not in driver.page_source, "the secret is shown once"

        # A webhook nobody listens at: its test event fails and waits for its next try.
        add(f"http://127.0.0.1:{_closed_port()}/gone")
        second = driver.find_elements(By.CSS_SELECTOR, "[data-webhook]")[1]
        tap(driver, second.find_element(By.CSS_SELECTOR, "[data-webhook-test]"))
        # The tap submits a form: reloading before its answer arrives would cancel it unsent.
        wait(driver).until(lambda d: "on its way" in " ".join(e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-notice]")))
        reload_until("failed once (connection refused); next try")
        assert layout_problems(driver) == []
        driver.execute_script("document.querySelector('[data-webhooks]').scrollIntoView()")
        shoot(driver, "account-webhooks")

        # Deleted, it is gone with its deliveries.
        tap(driver, driver.find_elements(By.CSS_SELECTOR, "[data-webhook-delete]")[1])
        wait(driver).until(lambda d: "Webhook deleted" in " ".join(e.text for e in d.find_elements(By.CSS_SELECTOR, "[data-notice]")))
        assert len(driver.find_elements(By.CSS_SELECTOR, "[data-webhook]")) == 1
        assert javascript_errors(driver) == []
    finally:
        receiver.shutdown()
