"""axe-core (4.9, bundled by PyPI's selenium-axe-python) on every page, signed out and in, at a
phone's and a desktop's size: no serious or critical violation."""

from selenium.webdriver.common.by import By
from selenium_axe_python import Axe

from filter_lab_support import api
from support import DESKTOP, PHONE, SAMPLE_PAGE, set_viewport, sign_up, unique_email, wait

SIGNED_OUT = ["/", "/sign-in", "/sign-up", "/about", "/apps/filter-lab", "/no-such-page"]
SIGNED_IN = ["/", "/photos", "/about", "/account", "/apps/filter-lab", "/apps/math-sprint", "/apps/math-sprint/highscores",
             "/apps/vocabulary", "/apps/homework", "/apps/homework/new", "/apps/homework/items", "/apps/meters"]


def _serious(driver) -> list[str]:
    """The serious and critical violations on the page, one line each with where they are."""
    axe = Axe(driver)
    axe.inject()
    results = axe.run()
    found = []
    for violation in results["violations"]:
        if violation.get("impact") in ("serious", "critical"):
            where = ", ".join(" ".join(node["target"]) for node in violation["nodes"][:3])
            found.append(f"{violation['id']} ({violation['impact']}): {violation['help']} at {where}")
    return found


def _audit(driver, server, pages) -> list[str]:
    problems = []
    for size, mobile in ((PHONE, True), (DESKTOP, False)):
        set_viewport(driver, size, mobile)
        for page in pages:
            driver.get(f"{server.url}{page}")
            wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete")
            problems += [f"{page} at {size[0]}px: {line}" for line in _serious(driver)]
    return problems


def test_no_serious_accessibility_violations_signed_out(server, browser):
    driver = browser()
    problems = _audit(driver, server, SIGNED_OUT)
    assert problems == [], "\n".join(problems)


def test_no_serious_accessibility_violations_signed_in(server, browser):
    driver = browser()
    sign_up(driver, server, unique_email("axe"))
    # Pages with something on them: a photo, a notebook, a meter with readings, a homework item, a game.
    photo = driver.execute_async_script(
        """
        const [done] = arguments;
        const canvas = document.createElement('canvas'); canvas.width = 64; canvas.height = 48;
        canvas.getContext('2d').fillRect(8, 8, 20, 10);
        canvas.toBlob(async (blob) => {
          const r = await fetch('/api/v1/photos', {method: 'POST', body: blob, credentials: 'same-origin',
            headers: {'X-Readout': '1', 'Content-Type': 'image/png', Accept: 'application/json'}});
          done((await r.json()).id);
        }, 'image/png');
        """)
    _, notebook = api(driver, "POST", "/api/v1/vocabulary/notebooks", {"title": "Chapter 1"})
    _, meter = api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water"})
    for days, value in ((3, 100), (1, 104)):
        api(driver, "POST", f"/api/v1/meters/{meter['id']}/readings", {"value": value, "takenAt": f"2026-01-0{days}T08:00:00Z"})
    _, item = api(driver, "POST", "/api/v1/homework/items", {"title": "Essay", "dueDay": "2030-12-01"})
    pages = SIGNED_IN + [f"/photos/{photo}", f"/apps/vocabulary/notebooks/{notebook['id']}",
                         f"/apps/vocabulary/notebooks/{notebook['id']}/import", f"/apps/meters/{meter['id']}",
                         f"/apps/homework/items/{item['id']}"]
    problems = _audit(driver, server, pages)
    assert problems == [], "\n".join(problems)
