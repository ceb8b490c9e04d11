"""Readout in your pocket: over HTTPS (built in, and behind Caddy) the site is an installable app
by Chromium's own check, its service worker shows kept pages and the offline page when the server
cannot be reached, and a photo shared from the phone's share sheet lands on "which app?"."""

from __future__ import annotations

import base64

import pytest

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from support import SAMPLE_PAGE, javascript_errors, sign_up, tap, unique_email, wait


def wait_for_service_worker(driver) -> str:
    """Waits until the service worker controls the page; answers its script's address."""
    script = driver.execute_async_script(
        """
        const done = arguments[0];
        navigator.serviceWorker.ready.then((registration) => done(registration.active.scriptURL), () => done(null));
        """)
    assert script and script.endswith("/service-worker.js"), script
    # The first page was loaded before the worker existed: reload so the worker controls it.
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !!navigator.serviceWorker.controller"))
    return script


def installability_errors(driver) -> list:
    return driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]


def assert_installable(driver, server, shoot, name: str) -> None:
    sign_up(driver, server, unique_email(name))
    wait_for_service_worker(driver)
    manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
    assert manifest.get("errors") == [], manifest.get("errors")
    assert manifest["url"].endswith("/manifest.webmanifest")
    wait(driver, 20).until(lambda d: installability_errors(d) == [])
    # HSTS and Secure cookies, as the browser saw them.
    hsts = driver.execute_async_script(
        "const done = arguments[0]; fetch('/about', {cache: 'no-store'}).then((r) => done(r.headers.get('strict-transport-security')), () => done(null));")
    assert hsts == "max-age=31536000"
    cookies = driver.execute_cdp_cmd("Network.getCookies", {})["cookies"]
    session = [cookie for cookie in cookies if cookie["name"] == "readout_session"]
    assert session and session[0]["secure"] and session[0]["httpOnly"], cookies
    assert javascript_errors(driver) == []
    shoot(driver, "installable-home")


def test_installable_over_the_built_in_tls(browser, tls_server, shoot):
    assert_installable(browser(), tls_server, shoot, "tls")


def test_installable_behind_caddy(browser, caddy_server, shoot):
    assert_installable(browser(), caddy_server, shoot, "caddy")


def test_without_the_server_kept_pages_open_and_others_say_offline(browser, tls_server, shoot):
    driver = browser()
    sign_up(driver, tls_server, unique_email("offline"))
    wait_for_service_worker(driver)
    driver.get(f"{tls_server.url}/photos")
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-photo-picker]")))

    tls_server.process.terminate()
    tls_server.process.wait(timeout=10)

    # A page seen before opens as it was.
    driver.get(f"{tls_server.url}/photos")
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-photo-picker]")))
    # A page never seen: the offline page, at its own address, saying what still works.
    driver.get(f"{tls_server.url}/apps/math-sprint")
    heading = wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, ".page--offline h1")))
    assert heading.text == "You're offline"
    assert driver.current_url.endswith("/apps/math-sprint")
    assert "uploads by itself" in driver.find_element(By.CSS_SELECTOR, "main").text
    # Styled from the kept shell: the stylesheet applied (the card has its background).
    assert driver.execute_script(
        "return getComputedStyle(document.querySelector('.card')).borderRadius") not in ("", "0px")
    shoot(driver, "offline-page")


def share_photo(driver) -> None:
    """Posts the sample page to /share as the share sheet does: a multipart form navigation."""
    data = base64.b64encode(SAMPLE_PAGE.read_bytes()).decode("ascii")
    driver.execute_script(
        """
        const bytes = Uint8Array.from(atob(arguments[0]), (c) => c.charCodeAt(0));
        const form = document.createElement('form');
        form.method = 'post';
        form.action = '/share';
        form.enctype = 'multipart/form-data';
        const input = document.createElement('input');
        input.type = 'file';
        input.name = 'image';
        const files = new DataTransfer();
        files.items.add(new File([bytes], 'page.jpg', {type: 'image/jpeg'}));
        input.files = files.files;
        const title = document.createElement('input');
        title.name = 'title';
        title.value = 'Shared from Photos';
        form.append(input, title);
        document.body.append(form);
        form.dataset.serverChecked = 'true';
        HTMLFormElement.prototype.submit.call(form);
        """,
        data)


@pytest.mark.parametrize("https", ["tls_server", "caddy_server"])
def test_a_shared_photo_asks_which_app_and_goes_on_there(browser, https, request, shoot):
    server = request.getfixturevalue(https)
    driver = browser()
    sign_up(driver, server, unique_email("share"))
    share_photo(driver)
    wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-share-choices]")))
    assert "/share/" in driver.current_url
    photo = wait(driver).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-shared-photo]")))
    wait(driver).until(lambda d: d.execute_script("return arguments[0].naturalWidth", photo) > 0)
    choices = [c.get_attribute("data-share-choice") for c in driver.find_elements(By.CSS_SELECTOR, "[data-share-choice]")]
    assert choices == ["homework", "vocabulary", "meters", "filter-lab"]
    shoot(driver, "share-choices")
    tap(driver, driver.find_element(By.CSS_SELECTOR, '[data-share-choice="homework"]'))
    wait(driver).until(EC.url_contains("/apps/homework/new?photo="))
    assert javascript_errors(driver) == []


def test_a_share_while_signed_out_says_to_share_again_after_signing_in(browser, server):
    driver = browser()
    driver.get(f"{server.url}/about")
    share_photo(driver)
    wait(driver).until(EC.url_contains("/sign-in?next=/share"))
