"""The glance where a watch can see it: Filter Lab links to a page that makes a read-only link;
that link opens the live glance on a 200 × 240 screen with no sign-in, follows the owner's lab,
and stops — also on screens already showing it — once the owner turns it off."""

from __future__ import annotations

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import LAB, WATCH, api, open_lab, read_glance
from support import javascript_errors, layout_problems, sign_up, tap, unique_email, wait


def test_a_read_only_link_shows_the_glance_on_a_watch_without_signing_in(phone_server, browser, shoot):
    owner = browser()
    sign_up(owner, phone_server, unique_email("glance-owner"))
    open_lab(owner, phone_server)  # the first visit recognises the first picture
    tap(owner, owner.find_element(By.CSS_SELECTOR, "[data-glance-share-link]"))
    tap(owner, wait(owner).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-glance-link-make]"))))
    link = wait(owner).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-glance-share-url]"))).get_attribute("value")
    assert link.startswith(f"{phone_server.url}/glance/") and len(link.rsplit("/", 1)[1]) == 32
    assert layout_problems(owner) == []
    shoot(owner, "glance-link-made")

    watch = browser(WATCH)
    watch.get(link)
    wait(watch, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-live]").get_attribute("data-mode") == "on")
    status, state = api(owner, "GET", "/api/v1/filter-lab/glance")
    assert status == 200
    glance = read_glance(watch)
    assert glance.words == [entry["word"] for entry in state["words"]][:3]
    assert not watch.find_elements(By.CSS_SELECTOR, "nav.tabbar, header.appbar, .account")
    overflow = watch.execute_script(
        "const r = document.documentElement; return [r.scrollWidth, r.clientWidth, r.scrollHeight, r.clientHeight];")
    assert overflow[0] <= overflow[1] and overflow[2] <= overflow[3] + 1, f"fits 200 × 240: {overflow}"
    assert watch.get_cookies() == [] or all(c["name"] != "readout_session" for c in watch.get_cookies())
    shoot(watch, "shared-glance-watch")

    # The owner's lab moves on; the watch follows.
    status, _ = api(owner, "POST", "/api/v1/filter-lab/actions", {"action": "new-image"})
    assert status == 200
    _, newer = api(owner, "GET", "/api/v1/filter-lab/glance")
    wait(watch, 30).until(lambda d: read_glance(d).revision == str(newer["revision"]))

    # Turned off: the open screen learns it at the next update and stops.
    owner.get(f"{phone_server.url}/apps/filter-lab/glance-link")
    tap(owner, wait(owner).until(EC.element_to_be_clickable((By.CSS_SELECTOR, "[data-glance-link-off]"))))
    wait(owner).until(EC.presence_of_element_located((By.CSS_SELECTOR, "[data-glance-link-make]")))
    api(owner, "POST", "/api/v1/filter-lab/actions", {"action": "new-image"})
    wait(watch, 30).until(lambda d: "turned off" in d.find_element(By.CSS_SELECTOR, "[data-live]").text)
    shoot(watch, "shared-glance-off")
    watch.get(link)
    assert "Not found" in watch.title or watch.find_element(By.TAG_NAME, "h1").text != "Top words"
    assert javascript_errors(owner) == []


def test_the_lab_links_to_the_glance_and_its_read_only_link(server, browser):
    driver = browser()
    sign_up(driver, server, unique_email("glance-links"))
    driver.get(f"{server.url}{LAB}")
    assert driver.find_element(By.CSS_SELECTOR, "[data-glance-link]").get_attribute("href").endswith("/glance")
    assert driver.find_element(By.CSS_SELECTOR, "[data-glance-share-link]").get_attribute("href").endswith(
        "/apps/filter-lab/glance-link")
