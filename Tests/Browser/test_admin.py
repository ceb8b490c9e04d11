"""The admin's day one in the browser, at phone size: "Forgot your password?" mails a one-time
link through Debian's msmtp to a real SMTP receiver (aiosmtpd, STARTTLS and a password required),
which sets a new password; an
invitation from `readout user invite` opens sign-up on a server where it is closed, in Polish too;
a form posted while the server cannot be reached keeps what was typed and says so."""

import email
import email.policy
import re
import shutil
import socket
import ssl
import subprocess
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from support import PASSWORD, PHONE, ROOT, javascript_errors, layout_problems, sign_in, sign_out, sign_up, tap, unique_email, wait


class Inbox:
    """What the SMTP receiver was handed, as parsed messages."""

    def __init__(self):
        self.messages = []

    async def handle_DATA(self, server, session, envelope):
        message = email.message_from_bytes(envelope.content, policy=email.policy.default)
        self.messages.append((envelope.rcpt_tos, message))
        return "250 Message accepted for delivery"

    def wait_for(self, recipient: str, seconds: float = 20):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            for recipients, message in self.messages:
                if recipient in recipients:
                    return message
            time.sleep(0.1)
        raise AssertionError(f"no mail to {recipient} within {seconds} s: {[r for r, _ in self.messages]}")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _check(driver):
    assert layout_problems(driver) == []
    assert javascript_errors(driver) == []


def _fill(driver, name, value):
    field = driver.find_element(By.NAME, name)
    field.clear()
    field.send_keys(value)


def _smtp_receiver(folder, inbox):
    """A local SMTP server that, like a real relay, insists on STARTTLS and a password, with a
    self-signed certificate for 127.0.0.1; and the msmtp configuration that reaches it."""
    certificate, key = folder / "smtp.pem", folder / "smtp.key"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(certificate)],
                   check=True, capture_output=True)
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certificate, key)

    def authenticator(server, session, envelope, mechanism, auth_data):
        return AuthResult(success=auth_data.login == b"readout" and auth_data.password == b"relay secret")

    port = _free_port()
    receiver = Controller(inbox, hostname="127.0.0.1", port=port, tls_context=context, require_starttls=True,
                          authenticator=authenticator, auth_require_tls=True)
    configuration = folder / "msmtprc"
    configuration.write_text(f"""account readout
host 127.0.0.1
port {port}
tls on
tls_starttls on
tls_trust_file {certificate}
auth plain
user readout
password relay secret
from readout@example.org
account default : readout
""")
    configuration.chmod(0o600)  # msmtp refuses a readable file that holds a password
    return receiver, configuration


def test_forgot_password_mails_a_one_time_link_that_sets_a_new_password(start_server, browser, shoot, tmp_path):
    msmtp = shutil.which("msmtp")
    assert msmtp, "msmtp is installed by make deps"
    inbox = Inbox()
    receiver, configuration = _smtp_receiver(tmp_path, inbox)
    receiver.start()
    try:
        server = start_server(["--sendmail", f"{msmtp} --file={configuration}", "--mail-from", "readout@example.org"])
        driver = browser(PHONE)
        address = unique_email("forgetful")
        sign_up(driver, server, address)
        sign_out(driver)

        driver.get(f"{server.url}/sign-in")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-forgot-password]"))
        wait(driver).until(EC.url_contains("/forgot-password"))
        _check(driver)
        shoot(driver, "forgot-password")
        # An unknown address gets the same answer, and no mail.
        _fill(driver, "email", "nobody-here@example.com")
        tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-forgot-form] [type=submit]"))
        notice = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-notice]")))
        same_answer = notice.text
        assert "on its way" in same_answer
        driver.get(f"{server.url}/forgot-password")
        _fill(driver, "email", address.upper())
        tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-forgot-form] [type=submit]"))
        wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == same_answer)

        mail = inbox.wait_for(address)
        assert [r for r, _ in inbox.messages] == [[address]], "one mail, to the account only"
        assert mail["Subject"] == "Set a new Readout password" and "readout@example.org" in mail["From"]
        link = re.search(r"http://\S+/reset-password\?token=\S+", mail.get_content()).group(0)
        assert link.startswith(server.url)

        driver.get(link)
        assert address in driver.find_element(By.CSS_SELECTOR, "[data-reset-form]").text
        _check(driver)
        shoot(driver, "reset-password")
        new_password = "a brand new password"
        _fill(driver, "password", new_password)
        _fill(driver, "passwordConfirmation", new_password)
        tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-reset-form] [type=submit]"))
        wait(driver).until(EC.url_contains("/sign-in"))
        wait(driver).until(lambda d: "new password is set" in d.find_element(By.CSS_SELECTOR, "[data-notice]").text)
        sign_in(driver, server, address, PASSWORD)
        wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "main [role=alert]")))
        sign_in(driver, server, address, new_password)
        wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), address))

        # The link worked once.
        driver.get(link)
        assert driver.find_elements(By.CSS_SELECTOR, "[data-reset-invalid]")
    finally:
        receiver.stop()


def test_an_invitation_opens_a_closed_sign_up_in_polish(start_server, browser, shoot):
    server = start_server(["--sign-up", "closed"])
    database = server.process.args[server.process.args.index("--database") + 1]
    driver = browser(PHONE)
    driver.get(f"{server.url}/sign-up")
    closed = driver.find_element(By.CSS_SELECTOR, "[data-sign-up-closed]")
    assert "closed" in closed.text and not driver.find_elements(By.CSS_SELECTOR, "[data-sign-up]")

    invited = unique_email("invited")
    made = subprocess.run([str(ROOT / ".build" / "debug" / "readout"), "user", "invite", invited, "--database", database,
                           "--public-url", server.url], capture_output=True, text=True, check=True)
    link = made.stdout.strip()
    assert link.startswith(f"{server.url}/sign-up?invite="), made.stdout

    driver.get(link)
    tap(driver, driver.find_element(By.CSS_SELECTOR, '.language-switch [value="pl"]'))
    wait(driver).until(lambda d: d.find_element(By.TAG_NAME, "html").get_attribute("lang") == "pl")
    assert "invite=" in driver.current_url, "the switch comes back to the invitation"
    form = driver.find_element(By.CSS_SELECTOR, "[data-sign-up]")
    assert form.find_element(By.NAME, "email").get_attribute("value") == invited
    assert form.find_element(By.NAME, "email").get_attribute("readonly") is not None
    assert "zaproszenie" in form.find_element(By.CSS_SELECTOR, "[data-invited]").text
    _check(driver)
    shoot(driver, "pl-invited-sign-up")
    _fill(driver, "password", PASSWORD)
    _fill(driver, "passwordConfirmation", PASSWORD)
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), invited))

    listed = subprocess.run([str(ROOT / ".build" / "debug" / "readout"), "user", "list", "--database", database],
                            capture_output=True, text=True, check=True).stdout
    assert invited in listed and "admin" in listed, "the first account of the server is its admin"

    # The admin's page, reached from the account page: an invitation made there, shown once with Copy.
    driver.get(f"{server.url}/account")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-admin-link]"))
    wait(driver).until(EC.url_contains("/admin"))
    assert invited in driver.find_element(By.CSS_SELECTOR, "[data-users]").text
    _fill(driver, "email", "next-one@example.com")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-invite] [type=submit]"))
    made = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-made-link]")))
    assert "next-one@example.com" in made.text
    assert "/sign-up?invite=" in made.find_element(By.CSS_SELECTOR, "input").get_attribute("value")
    assert made.find_element(By.CSS_SELECTOR, "[data-copy]").is_displayed()
    _check(driver)
    shoot(driver, "pl-admin")


def test_a_form_posted_offline_keeps_what_was_typed(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("offline"))
    driver.get(f"{server.url}/apps/vocabulary")
    form = driver.find_element(By.CSS_SELECTOR, "[data-new-notebook]")
    form.find_element(By.NAME, "title").send_keys("Written on the train")
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                           {"offline": True, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    try:
        tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
        banner = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-offline-banner]")))
        assert "can't be reached" in banner.text
        assert driver.current_url.endswith("/apps/vocabulary"), "still on the page, not the browser's error page"
        assert form.find_element(By.NAME, "title").get_attribute("value") == "Written on the train"
        shoot(driver, "offline-form")
    finally:
        driver.execute_cdp_cmd("Network.emulateNetworkConditions",
                               {"offline": False, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})
    # Back online, the same form goes through.
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.url_contains("/apps/vocabulary/notebooks/"))
    assert driver.find_element(By.CSS_SELECTOR, "[data-notebook-title]").text == "Written on the train"
