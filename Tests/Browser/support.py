"""Helpers shared by Readout's browser tests (fixtures are in conftest.py)."""

from __future__ import annotations

import base64
import shutil
import subprocess
import uuid
from dataclasses import dataclass
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import NoSuchElementException, StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOTS = ROOT / ".build" / "e2e-screenshots"
SAMPLE_PAGE = ROOT / "Samples" / "page.jpg"
PHONE = (360, 740)
DESKTOP = (1280, 800)
PASSWORD = "correct horse battery"


@dataclass
class Server:
    """A running `readout serve`."""

    url: str
    process: subprocess.Popen
    stderr_path: Path

    def stderr_tail(self, limit: int = 4000) -> str:
        try:
            return self.stderr_path.read_text(errors="replace")[-limit:]
        except OSError:
            return ""


def new_chrome(size: tuple[int, int], mobile: bool, javascript: bool, fake_camera: bool = False) -> WebDriver:
    """A headless Debian Chromium whose viewport is exactly `size` CSS pixels; with `fake_camera`,
    getUserMedia is granted without asking and streams Chromium's test pattern."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--hide-scrollbars", "--force-color-profile=srgb", "--lang=en-GB",
                     # The HTTPS tests' servers have certificates made for the run (a self-signed
                     # one, Caddy's fresh authority) that no browser could know beforehand.
                     "--ignore-certificate-errors",
                     f"--window-size={size[0]},{size[1]}"):
        options.add_argument(argument)
    if fake_camera:
        options.add_argument("--use-fake-device-for-media-stream")
        options.add_argument("--use-fake-ui-for-media-stream")
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(service=service, options=options)
    set_viewport(driver, size, mobile)
    return driver


def set_viewport(driver: WebDriver, size: tuple[int, int], mobile: bool) -> None:
    """Makes the page's viewport exactly `size` CSS pixels (a phone's when `mobile`)."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": mobile,
    })


def set_dark(driver: WebDriver, dark: bool) -> None:
    """Emulates prefers-color-scheme for the pages this browser opens next."""
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": "dark" if dark else "light"}],
    })


def tap(driver: WebDriver, element) -> None:
    """Clicks `element` after scrolling it to the middle of the screen: WebDriver only scrolls
    elements that are off screen, not ones under the phone layout's fixed tab bar."""
    driver.execute_script("arguments[0].scrollIntoView({block: 'center', inline: 'nearest'})", element)
    element.click()


def unique_email(prefix: str = "reader") -> str:
    return f"{prefix}-{uuid.uuid4().hex[:10]}@example.com"


def wait(driver: WebDriver, seconds: float = 15) -> WebDriverWait:
    """A wait that keeps polling when the page is replaced under it: an element read just before a
    navigation (a form post, the language switch) goes stale, which means "not yet", not failure."""
    return WebDriverWait(driver, seconds, ignored_exceptions=(NoSuchElementException, StaleElementReferenceException))


def sign_up(driver: WebDriver, server: Server, email: str, password: str = PASSWORD) -> None:
    """Creates an account through the sign-up form and waits for the signed-in home page."""
    driver.get(f"{server.url}/sign-up")
    driver.find_element(By.NAME, "email").send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(password)
    driver.find_element(By.NAME, "passwordConfirmation").send_keys(password)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, ".account__email"), email))


def sign_in(driver: WebDriver, server: Server, email: str, password: str = PASSWORD) -> None:
    """Fills and sends the sign-in form (the caller checks where it lands)."""
    if "/sign-in" not in driver.current_url:
        driver.get(f"{server.url}/sign-in")
    email_field = driver.find_element(By.NAME, "email")
    email_field.clear()
    email_field.send_keys(email)
    driver.find_element(By.NAME, "password").send_keys(password)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "form.form [type=submit]"))


def sign_out(driver: WebDriver) -> None:
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".account__sign-out [type=submit]"))
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, '.account a[href="/sign-in"]')))


def fetch_status(driver: WebDriver, path: str) -> int:
    """The HTTP status of GET `path` fetched by the page itself (this browser's cookies, no cache)."""
    return driver.execute_async_script(
        """
        const [path, done] = arguments;
        fetch(path, {headers: {'X-Readout': '1'}, credentials: 'same-origin', redirect: 'manual', cache: 'no-store'})
          .then((r) => done(r.status), () => done(-1));
        """,
        path,
    )


def javascript_errors(driver: WebDriver) -> list[str]:
    """Uncaught script errors logged by the pages since the last call."""
    return [entry["message"] for entry in driver.get_log("browser")
            if entry.get("level") == "SEVERE" and entry.get("source") == "javascript"]


def layout_problems(driver: WebDriver) -> list[str]:
    """What is wrong with the current page's layout, in words (empty when all is well)."""
    return driver.execute_script(
        """
        const problems = [];
        const root = document.documentElement;
        // A phone browser widens its layout viewport (innerWidth) to fit content that is too
        // wide, so the width to keep within is the screen's (clientWidth), not innerWidth alone.
        const width = Math.min(root.clientWidth, window.innerWidth);
        if (root.scrollWidth > width) {
          const wide = [...document.querySelectorAll('body *')]
            .filter((e) => e.getBoundingClientRect().right > width + 0.5)
            .slice(0, 3).map((e) => e.tagName.toLowerCase() + '.' + e.className);
          problems.push(`horizontal scroll: content ${root.scrollWidth} px wide, screen ${width} px (${wide.join(', ')})`);
        }
        if (!document.title.trim()) problems.push('empty <title>');
        // Touch targets: every visible button, button-styled link, tab and summary is >= 44 px.
        for (const e of document.querySelectorAll('button, .button, .tabbar__item, summary, input:not([type=hidden])')) {
          const r = e.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) continue;
          const style = getComputedStyle(e);
          if (style.visibility === 'hidden' || e.closest('.visually-hidden, .is-enhanced .photo-picker__plain')) continue;
          if (r.height < 43.5 || r.width < 43.5) {
            problems.push(`small touch target (${Math.round(r.width)}x${Math.round(r.height)}): ${e.tagName.toLowerCase()} "${(e.textContent || e.name || '').trim().slice(0, 30)}"`);
          }
        }
        // Nothing from another origin: scripts, styles, images, icons, frames.
        for (const e of document.querySelectorAll('[src], link[href], use[href], iframe, object')) {
          const value = e.getAttribute('src') || e.getAttribute('href') || '';
          if (!value || value.startsWith('#')) continue;
          const url = new URL(value, location.href);
          if (url.origin !== location.origin) problems.push(`external resource: ${value}`);
        }
        // Every form control has a label.
        for (const e of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
          if (!e.labels?.length && !e.getAttribute('aria-label') && !e.getAttribute('aria-labelledby') && e.getAttribute('aria-hidden') !== 'true') {
            problems.push(`unlabelled control: ${e.name || e.id || e.type}`);
          }
        }
        return problems;
        """
    )


def upload_photo(driver: WebDriver, path: Path) -> str:
    """Adds the image at `path` to the signed-in user's photos through the API (the page's own
    fetch, so its cookies); answers the new photo's id."""
    data = base64.b64encode(path.read_bytes()).decode("ascii")
    status, answer = driver.execute_async_script(
        """
        const [data, done] = arguments;
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        fetch('/api/v1/photos', {method: 'POST', body: new Blob([bytes], {type: 'image/jpeg'}), credentials: 'same-origin',
              headers: {'X-Readout': '1', 'Content-Type': 'image/jpeg', Accept: 'application/json'}})
          .then(async (r) => done([r.status, await r.json().catch(() => null)]), () => done([-1, null]));
        """,
        data,
    )
    assert status in (200, 201) and answer and answer.get("id"), (status, answer)
    return answer["id"].lower()


def check_page(driver: WebDriver, shoot, name: str) -> None:
    """The page as it stands has no layout problem and no script error; then its screenshot."""
    problems = layout_problems(driver)
    assert problems == [], f"{name}: {problems}"
    errors = javascript_errors(driver)
    assert errors == [], f"{name}: {errors}"
    shoot(driver, name)
