"""Filter Lab's pages in the browser: the picture and the text side by side on a desktop (light
and dark), the glance on a watch-sized screen, and the page without JavaScript."""

import pytest
from selenium.webdriver.common.by import By

from filter_lab_support import GLANCE, LAB, WATCH, open_lab, read_glance
from support import (DESKTOP, PHONE, javascript_errors, layout_problems, set_dark, set_viewport, sign_up,
                     unique_email, wait)


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_desktop_puts_the_picture_and_the_text_side_by_side(server, browser, shoot, dark):
    driver = browser(DESKTOP, mobile=False)
    set_dark(driver, dark)
    sign_up(driver, server, unique_email("wide"))
    open_lab(driver, server)
    figure, panel = driver.execute_script(
        """
        const rect = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; };
        return [rect(document.querySelector('[data-text-figure]')), rect(document.querySelector('[data-lab-text]'))];
        """
    )
    assert figure[2] <= panel[0], f"text to the right of the picture: {figure} {panel}"
    assert panel[1] < figure[3], "side by side, not below"
    assert layout_problems(driver) == []
    shoot(driver, f"desktop-{'dark' if dark else 'light'}")


def test_the_glance_fits_a_watch_and_needs_a_session(server, browser, shoot):
    driver = browser(PHONE)
    driver.get(f"{server.url}{GLANCE}")
    wait(driver, 10).until(lambda d: "/sign-in" in d.current_url)

    sign_up(driver, server, unique_email("watch"))
    open_lab(driver, server)  # the first visit recognises the first picture
    set_viewport(driver, WATCH, mobile=True)
    driver.get(f"{server.url}{GLANCE}")
    wait(driver, 15).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-live]").get_attribute("data-mode") == "on")
    glance = read_glance(driver)
    assert driver.title.endswith(" · Readout") and driver.find_elements(By.TAG_NAME, "h1")
    assert not driver.find_elements(By.CSS_SELECTOR, "nav.tabbar, header.appbar")
    assert glance.updated.startswith("Updated ")
    if glance.words:
        sizes = driver.execute_script(
            """
            const size = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
            return [size('.glance__word'), size('.glance__count'), size('[data-updated]')];
            """
        )
        assert sizes[0] > 1.5 * sizes[1] and sizes[0] > 1.5 * sizes[2], f"the words are the big thing: {sizes}"
    overflow = driver.execute_script(
        "const r = document.documentElement; return [r.scrollWidth, r.clientWidth, r.scrollHeight, r.clientHeight];")
    assert overflow[0] <= overflow[1], f"no horizontal scroll on a watch: {overflow}"
    assert overflow[2] <= overflow[3] + 1, f"fits the watch's height: {overflow}"
    colours = driver.execute_script("const s = getComputedStyle(document.body); return s.backgroundColor;")
    assert colours == "rgb(0, 0, 0)", "dark, like a watch face"
    shoot(driver, "glance-watch")
    assert javascript_errors(driver) == []


def test_without_javascript_the_page_says_so(server, browser, shoot):
    driver = browser(PHONE, javascript=False)
    sign_up(driver, server, unique_email("nojs"))
    driver.get(f"{server.url}{LAB}")
    assert driver.find_element(By.TAG_NAME, "h1").text == "Text recognition vs Image filters"
    note = driver.find_element(By.CSS_SELECTOR, ".lab noscript + *, .lab .banner--error")
    assert note.is_displayed() and "JavaScript" in note.text
    assert not driver.find_element(By.CSS_SELECTOR, "[data-lab-view]").is_displayed(), "no controls that cannot work"
    assert driver.find_element(By.CSS_SELECTOR, '.lab a[href="/photos"]').is_displayed()
    assert layout_problems(driver) == []
    shoot(driver, "no-javascript")
