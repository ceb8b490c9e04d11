"""Meters (seed 004) in the browser: add a meter, type readings, see a lower one refused until
confirmed, the use charted per day and the readings as a line, delete a reading, export CSV,
rename and delete the meter; the pages fit a phone and a desktop. (The photo flow is API-only
for now.)"""

from datetime import datetime, timedelta

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from support import DESKTOP, PHONE, javascript_errors, layout_problems, sign_up, tap, unique_email, wait


def _check(driver, shoot, name):
    problems = layout_problems(driver)
    assert problems == [], f"{name}: {problems}"
    errors = javascript_errors(driver)
    assert errors == [], f"{name}: {errors}"
    shoot(driver, name)


def _readings(driver):
    return driver.find_elements(By.CSS_SELECTOR, "[data-readings] .meters-reading")


def _type_reading(driver, value, when, confirm=False):
    form = driver.find_element(By.CSS_SELECTOR, "[data-add-reading]")
    field = form.find_element(By.NAME, "value")
    field.clear()
    field.send_keys(value)
    # datetime-local takes its value as text in the page's own format; set it directly.
    driver.execute_script("arguments[0].value = arguments[1]", form.find_element(By.NAME, "takenAt"), when)
    if confirm:
        tap(driver, form.find_element(By.CSS_SELECTOR, "[data-confirm-reading]"))
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))


def test_a_meter_from_creation_to_deletion(server, browser, shoot):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("meters"))
    driver.get(f"{server.url}/apps/meters")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-meters]") == []
    _check(driver, shoot, "meters-empty")

    form = driver.find_element(By.CSS_SELECTOR, "[data-new-meter]")
    form.find_element(By.NAME, "name").send_keys("Kitchen water")
    decimals = form.find_element(By.NAME, "decimalDigits")
    decimals.clear()
    decimals.send_keys("3")
    tap(driver, form.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.url_contains("/apps/meters/"))
    meter_url = driver.current_url
    assert driver.find_element(By.CSS_SELECTOR, "[data-meter-name]").text == "Kitchen water"
    assert driver.find_element(By.CSS_SELECTOR, "[data-taken-at]").get_attribute("value"), "the time starts at now"

    today = datetime.now().replace(hour=8, minute=0, second=0, microsecond=0)
    for count, (days_ago, value) in enumerate(((6, "100,5"), (4, "101.7"), (1, "103.9")), start=1):
        _type_reading(driver, value, (today - timedelta(days=days_ago)).strftime("%Y-%m-%dT%H:%M"))
        wait(driver).until(lambda d, n=count: len(_readings(d)) == n)
    assert "103.900" in _readings(driver)[0].text, "newest first, with the meter's three decimals"
    assert driver.find_elements(By.CSS_SELECTOR, "[data-use-chart] rect.chart__bar"), "the use is charted"
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-readings-chart] circle")) == 3
    _check(driver, shoot, "meters-meter")

    # A lower reading is refused with the reason until confirmed.
    _type_reading(driver, "90", today.strftime("%Y-%m-%dT%H:%M"))
    concern = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-concerns]")))
    assert "lower_than_previous" in concern.text
    assert len(_readings(driver)) == 3, "nothing saved before the confirmation"
    assert driver.find_element(By.NAME, "value").get_attribute("value") == "90", "the typed reading is kept"
    _check(driver, shoot, "meters-concern")
    _type_reading(driver, "90", today.strftime("%Y-%m-%dT%H:%M"), confirm=True)
    wait(driver).until(lambda d: len(_readings(d)) == 4)

    # Delete the confirmed one; the CSV has the other three.
    reading = _readings(driver)[0]
    tap(driver, reading.find_element(By.CSS_SELECTOR, ".meters-reading__delete [type=submit]"))
    wait(driver).until(lambda d: len(_readings(d)) == 3)
    href = driver.find_element(By.CSS_SELECTOR, "[data-export-csv]").get_attribute("href")
    text = driver.execute_async_script(
        "const [p, done] = arguments; fetch(p, {credentials: 'same-origin'}).then(r => r.text()).then(done);", href)
    assert text.count("\r\n") == 4 and ",100.500,m³,,manual," in text, text

    # Rename, then delete after the confirmation sheet.
    rename = driver.find_element(By.CSS_SELECTOR, "[data-rename]")
    name = rename.find_element(By.NAME, "name")
    name.clear()
    name.send_keys("Kitchen cold water")
    tap(driver, rename.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-meter-name]").text == "Kitchen cold water")
    meter_id = meter_url.rstrip("/").split("/")[-1].split("?")[0]
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".meters-delete summary"))
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".meters-delete .confirm__actions [type=submit]"))
    wait(driver).until(EC.url_matches(r"/apps/meters$"))
    assert api(driver, "GET", f"/api/v1/meters/{meter_id}")[0] == 404


def test_the_meter_pages_fit_a_desktop(server, browser, shoot):
    driver = browser(DESKTOP)
    sign_up(driver, server, unique_email("meters-desktop"))
    status, meter = api(driver, "POST", "/api/v1/meters", {"name": "Power", "kind": "electricity", "integerDigits": 6})
    assert status == 201
    start = datetime.now() - timedelta(days=40)
    for day in range(0, 40, 5):
        when = (start + timedelta(days=day)).strftime("%Y-%m-%dT08:00:00Z")
        assert api(driver, "POST", f"/api/v1/meters/{meter['id']}/readings", {"value": 1000 + day * 7.5, "takenAt": when})[0] == 201
    driver.get(f"{server.url}/apps/meters")
    assert "Power" in driver.find_element(By.CSS_SELECTOR, "[data-meters]").text
    _check(driver, shoot, "meters-desktop")
    driver.get(f"{server.url}/apps/meters/{meter['id']}?period=year")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-use-chart] rect.chart__bar")
    _check(driver, shoot, "meters-meter-desktop")
