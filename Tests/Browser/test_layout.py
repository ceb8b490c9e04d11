"""The look that every page promises: fits a 360×740 phone, titled, touch targets ≥ 44 px,
nothing from other origins, a bottom tab bar on phones and a side bar on desktops, and a
keyboard path with visible focus."""

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from support import DESKTOP, PHONE, javascript_errors, layout_problems, set_dark, set_viewport, sign_up, unique_email

SIGNED_OUT_PAGES = ["/", "/sign-in", "/sign-up", "/about", "/apps/filter-lab", "/no-such-page"]
SIGNED_IN_PAGES = ["/", "/photos", "/about", "/apps/math-sprint", "/apps/vocabulary", "/apps/homework",
                   "/apps/meters", "/account", "/no-such-page"]


def _name(path: str) -> str:
    return path.strip("/").replace("/", "-") or "home"


def test_every_page_fits_a_phone_and_has_a_title(server, browser, shoot):
    driver = browser(PHONE)
    problems = {}
    for signed_in, pages in ((False, SIGNED_OUT_PAGES), (True, SIGNED_IN_PAGES)):
        if signed_in:
            sign_up(driver, server, unique_email("layout"))
        for path in pages:
            driver.get(f"{server.url}{path}")
            title = driver.title
            assert title.strip() and title.endswith(" · Readout") and len(title) > len(" · Readout"), f"{path}: title {title!r}"
            assert driver.find_elements(By.TAG_NAME, "h1"), f"{path}: no h1"
            found = layout_problems(driver)
            if found:
                problems[path] = found
            shoot(driver, f"{'in' if signed_in else 'out'}-{_name(path)}")
    assert problems == {}
    assert javascript_errors(driver) == []


@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_home_has_a_bottom_tab_bar_on_phones_and_a_side_bar_on_desktops(server, browser, shoot, dark):
    driver = browser(PHONE)
    set_dark(driver, dark)
    sign_up(driver, server, unique_email("home"))
    driver.get(f"{server.url}/")
    theme = "dark" if dark else "light"

    tabbar = driver.find_element(By.CSS_SELECTOR, "nav.tabbar")
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.bottom, r.width];", tabbar)
    inner_width, inner_height = driver.execute_script("return [window.innerWidth, window.innerHeight]")
    assert rect[1] == pytest.approx(inner_height, abs=1) and rect[2] == pytest.approx(inner_width, abs=1), "tab bar along the bottom"
    tabs = [t for t in driver.find_elements(By.CSS_SELECTOR, ".tabbar__item") if t.is_displayed()]
    assert [t.get_attribute("href").removeprefix(server.url) for t in tabs] == [
        "/", "/apps/filter-lab", "/apps/math-sprint", "/apps/vocabulary", "/apps/homework", "/apps/meters"]
    current = driver.find_elements(By.CSS_SELECTOR, '.tabbar__item[aria-current="page"]')
    assert [c.get_attribute("href").removeprefix(server.url) for c in current] == ["/"]
    assert layout_problems(driver) == []
    # The page's body text is readable in both themes (the colours really switch).
    colours = driver.execute_script("const s = getComputedStyle(document.body); return [s.color, s.backgroundColor];")
    assert colours[0] != colours[1]
    assert (colours[1] == "rgb(0, 0, 0)") == dark
    shoot(driver, f"home-phone-{theme}")

    set_viewport(driver, DESKTOP, mobile=False)
    driver.get(f"{server.url}/")
    side = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.width, r.height];",
                                 driver.find_element(By.CSS_SELECTOR, "nav.tabbar"))
    assert side[0] == 0 and side[1] < 400 and side[2] > 400, f"side bar on the left, got {side}"
    visible = [t.text for t in driver.find_elements(By.CSS_SELECTOR, ".tabbar__item") if t.is_displayed()]
    assert "Your photos" in visible and "About" in visible and "Math Sprint" in visible
    assert layout_problems(driver) == []
    shoot(driver, f"home-desktop-{theme}")


def _describe_focus(driver) -> str:
    return driver.execute_script(
        "const e = document.activeElement; return e.id || e.getAttribute('name') || e.className || e.tagName;")


def test_keyboard_reaches_the_sign_in_form_with_a_visible_focus_ring(server, browser, shoot):
    driver = browser(PHONE)
    driver.get(f"{server.url}/sign-in")

    order = []
    for _ in range(40):
        ActionChains(driver).send_keys(Keys.TAB).perform()
        order.append(_describe_focus(driver))
        if order[-1] == "sign-in-email":
            ring = driver.execute_script(
                "const s = getComputedStyle(document.activeElement); return [s.outlineStyle, parseFloat(s.outlineWidth)];")
            assert ring[0] != "none" and ring[1] >= 2, f"email field focus ring: {ring}"
            shoot(driver, "sign-in-focus-email")
        if order[-1].startswith("button") and "button--primary" in order[-1]:
            break
    assert order[0] == "skip-link", f"the skip link comes first: {order}"
    fields = [order.index(name) for name in ("sign-in-email", "sign-in-password")]
    submit = next(i for i, name in enumerate(order) if "button--primary" in name)
    assert fields[0] < fields[1] < submit, f"email, password, then Sign in: {order}"
    ring = driver.execute_script(
        "const s = getComputedStyle(document.activeElement); return [s.outlineStyle, parseFloat(s.outlineWidth)];")
    assert ring[0] != "none" and ring[1] >= 2, f"Sign in button focus ring: {ring}"
    shoot(driver, "sign-in-focus-button")

    # The skip link appears when focused and moves focus to the page's content.
    driver.get(f"{server.url}/sign-in")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    skip = driver.switch_to.active_element
    assert skip.get_attribute("class") == "skip-link" and skip.is_displayed()
    top = driver.execute_script("return arguments[0].getBoundingClientRect().top", skip)
    assert top >= 0, "the focused skip link is on screen"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    assert driver.switch_to.active_element.get_attribute("id") == "main"
