"""Meters (seed 004) in the browser: add a meter, type readings, see a lower one refused until
confirmed, the use charted per day and the readings as a line, edit and delete a reading, export
CSV, rename and delete the meter; two meters with reference photos, the counter marked by
dragging, a photo identified and its counter read, confirmed and charted; the pages fit a phone
and a desktop."""

from datetime import datetime, timedelta

from PIL import Image
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from support import DESKTOP, PHONE, ROOT, check_page, sign_up, tap, unique_email, wait

METER_PHOTOS = ROOT.parent / "shared" / "data" / "meter-photos"


def _readings(driver):
    return driver.find_elements(By.CSS_SELECTOR, "[data-readings] .meters-reading")


def _concern_saying(driver, words):
    """The shown concern once it says `words`: the page replaces an earlier concern's element
    when the next refusal arrives, so waiting for any visible one can catch the old element."""
    def shown(d):
        concern = d.find_element(By.CSS_SELECTOR, "[data-concerns]")
        return concern if concern.is_displayed() and words in concern.text else False
    return wait(driver).until(shown, f"no concern on screen says {words!r}")


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
    check_page(driver, shoot, "meters-empty")

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
    # Every y-axis label is whole inside its chart at phone width.
    clipped = driver.execute_script("""return [...document.querySelectorAll('.meters-chart svg')].flatMap((svg) => {
        const left = svg.getBoundingClientRect().left;
        return [...svg.querySelectorAll('.chart__tick, .chart__unit')].filter((t) => t.getBoundingClientRect().left < left - 0.5)
            .map((t) => t.textContent); });""")
    assert clipped == [], f"tick labels cut at the left edge: {clipped}"
    check_page(driver, shoot, "meters-meter")

    wait(driver).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-notice]").text == "The reading is saved.")
    # Decimals the counter does not show are refused in words, never dropped.
    _type_reading(driver, "103.9123", today.strftime("%Y-%m-%dT%H:%M"))
    error = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-add-reading] [role=alert]")))
    assert "3 digits after the point" in error.text, error.text
    assert len(_readings(driver)) == 3

    # A misread a minute later (the walkthrough's 99,079 after 531) is refused although one
    # earlier reading gives no usual use yet: no household uses that much water.
    _type_reading(driver, "99079", (today - timedelta(days=1) + timedelta(minutes=1)).strftime("%Y-%m-%dT%H:%M"))
    _concern_saying(driver, "more than any household uses")

    # A lower reading is refused with the reason, in words with the reading it was judged
    # against, on screen where the page opens (not under the chart at the top), until confirmed.
    _type_reading(driver, "90", today.strftime("%Y-%m-%dT%H:%M"))
    concern = _concern_saying(driver, "lower than the previous reading (103.900 m³ on")
    assert "_" not in concern.text, "no internal code in the sentence"
    box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.top, r.bottom, window.innerHeight];", concern)
    assert 0 <= box[0] and box[1] <= box[2], f"the refusal is off screen on a phone: {box}"
    assert len(_readings(driver)) == 3, "nothing saved before the confirmation"
    assert driver.find_element(By.NAME, "value").get_attribute("value") == "90", "the typed reading is kept"
    check_page(driver, shoot, "meters-concern")
    _type_reading(driver, "90", today.strftime("%Y-%m-%dT%H:%M"), confirm=True)
    wait(driver).until(lambda d: len(_readings(d)) == 4)

    # Delete the confirmed one; the CSV has the other three.
    reading = _readings(driver)[0]
    tap(driver, reading.find_element(By.CSS_SELECTOR, ".meters-reading__edit summary"))
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
        assert api(driver, "POST", f"/api/v1/meters/{meter['id']}/readings", {"value": 1000 + day * 8, "takenAt": when})[0] == 201
    driver.get(f"{server.url}/apps/meters")
    assert "Power" in driver.find_element(By.CSS_SELECTOR, "[data-meters]").text
    check_page(driver, shoot, "meters-desktop")
    driver.get(f"{server.url}/apps/meters/{meter['id']}?period=year")
    assert driver.find_elements(By.CSS_SELECTOR, "[data-use-chart] rect.chart__bar")
    check_page(driver, shoot, "meters-meter-desktop")


def _drag(driver, image, start, end):
    """Drags across `image` from one point to another, given as fractions of its size."""
    width, height = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); return [r.width, r.height];", image)
    offset = lambda point: (int((point[0] - 0.5) * width), int((point[1] - 0.5) * height))
    (x1, y1), (x2, y2) = offset(start), offset(end)
    ActionChains(driver).move_to_element_with_offset(image, x1, y1).click_and_hold() \
        .move_by_offset((x2 - x1) // 2, (y2 - y1) // 2).move_by_offset(x2 - x1 - (x2 - x1) // 2, y2 - y1 - (y2 - y1) // 2) \
        .release().perform()


def _add_reference(driver, server, meter_id, photo):
    driver.get(f"{server.url}/apps/meters/{meter_id}")
    count = len(driver.find_elements(By.CSS_SELECTOR, "[data-reference]"))
    driver.find_element(By.CSS_SELECTOR, "input[data-reference-photo]").send_keys(str(photo))
    wait(driver, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-reference]")) == count + 1)


def test_two_meters_with_reference_photos_and_a_reading_from_a_photo(server, browser, shoot, tmp_path):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("meters-photo"))
    _, kitchen = api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water", "integerDigits": 5})
    _, garage = api(driver, "POST", "/api/v1/meters", {"name": "Garage", "kind": "water", "integerDigits": 4, "decimalDigits": 1})
    _add_reference(driver, server, kitchen["id"], METER_PHOTOS / "demo-sequence" / "reference.jpg")
    _add_reference(driver, server, garage["id"], METER_PHOTOS / "single" / "aiotedge-config-reference.jpg")

    # Mark the garage counter by dragging across its wheels on the reference photo (640×480).
    editor = driver.find_element(By.CSS_SELECTOR, "[data-strip-image]")
    assert "Drag across" in driver.find_element(By.CSS_SELECTOR, "[data-strip-hint]").text
    _drag(driver, editor, (210 / 640, 128 / 480), (445 / 640, 180 / 480))
    wait(driver).until(EC.text_to_be_present_in_element((By.CSS_SELECTOR, "[data-strip-status]"), "marked"))
    strip = api(driver, "GET", f"/api/v1/meters/{garage['id']}")[1]["strip"]
    assert abs(strip["x"] - 210 / 640) < 0.02 and abs(strip["width"] - 235 / 640) < 0.02, strip
    check_page(driver, shoot, "meters-reference")
    earlier = (datetime.now() - timedelta(days=6)).strftime("%Y-%m-%dT08:00:00Z")
    assert api(driver, "POST", f"/api/v1/meters/{garage['id']}/readings", {"value": 1.2, "takenAt": earlier})[0] == 201

    # A later shot of the garage meter, from further left and above: which meter is it?
    later = tmp_path / "garage-later.jpg"
    Image.open(METER_PHOTOS / "single" / "aiotedge-config-reference.jpg").crop((40, 30, 640, 480)).save(later, quality=92)
    driver.get(f"{server.url}/apps/meters")
    # The camera, or the library (a photo taken earlier, a screenshot): only one forces the camera.
    pickers = driver.find_elements(By.CSS_SELECTOR, "input[data-identify-photo]")
    assert [p.get_attribute("capture") for p in pickers] == ["environment", None]
    pickers[1].send_keys(str(later))
    question = wait(driver, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-identified-question]")))
    assert question.text == "Is this Garage?"
    check_page(driver, shoot, "meters-identified")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-identify-confirm]"))

    # The garage page reads the counter where the marked strip is in this photo.
    wait(driver, 30).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "[data-wheels] li")) == 5)
    assert driver.find_element(By.ID, "reading-value").get_attribute("value") == "1.6"
    assert driver.find_element(By.CSS_SELECTOR, "[data-photo-id]").get_attribute("value")
    assert "Read 1.6" in driver.find_element(By.CSS_SELECTOR, "[data-read-status]").text
    assert driver.find_element(By.CSS_SELECTOR, "[data-shot-strip]").is_displayed()
    check_page(driver, shoot, "meters-read")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-add-reading] [type=submit]"))
    wait(driver).until(lambda d: len(_readings(d)) == 2)
    newest = _readings(driver)[0]
    assert "1.6" in newest.text and newest.find_elements(By.CSS_SELECTOR, ".meters-reading__photo img"), "kept with its photo"
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-readings-chart] circle")) == 2, "charted"
    assert driver.find_elements(By.CSS_SELECTOR, "[data-use-chart] rect.chart__bar")
    saved = api(driver, "GET", f"/api/v1/meters/{garage['id']}/readings")[1]["readings"]
    assert [r["source"] for r in saved] == ["manual", "photo"] and saved[1]["photo"], saved

    # A photo of the other meter read on this page says so.
    readers = driver.find_elements(By.CSS_SELECTOR, "input[data-read-photo]")
    assert [p.get_attribute("capture") for p in readers] == ["environment", None], "read from the camera or the library"
    readers[1].send_keys(str(METER_PHOTOS / "demo-sequence" / "reference.jpg"))
    banner = wait(driver, 30).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-other-meter]")))
    assert "Kitchen" in banner.text
    assert kitchen["id"].lower() in banner.find_element(By.CSS_SELECTOR, "a").get_attribute("href")

    # Edit the photo's reading; then chart a chosen span of days.
    driver.get(f"{server.url}/apps/meters/{garage['id']}")
    edit = _readings(driver)[0].find_element(By.CSS_SELECTOR, ".meters-reading__edit")
    tap(driver, edit.find_element(By.CSS_SELECTOR, "summary"))
    value = edit.find_element(By.NAME, "value")
    value.clear()
    value.send_keys("1,7")
    tap(driver, edit.find_element(By.CSS_SELECTOR, "[type=submit]"))
    # While the edit's page reloads the list can be empty for a moment; wait through it.
    wait(driver).until(lambda d: any("1.7" in row.text for row in _readings(d)[:1]))
    custom = driver.find_element(By.CSS_SELECTOR, "[data-custom-period]")
    days = [(datetime.now() - timedelta(days=n)).strftime("%Y-%m-%d") for n in (8, 0)]
    for name, day in zip(("from", "to"), days):
        driver.execute_script("arguments[0].value = arguments[1]", custom.find_element(By.NAME, name), day)
    tap(driver, custom.find_element(By.CSS_SELECTOR, "[type=submit]"))
    wait(driver).until(EC.url_contains("period=custom"))
    assert "chosen days" in driver.find_element(By.CSS_SELECTOR, "[data-use-chart]").get_attribute("innerHTML")
    # One bar a day from the first reading (six days ago) to today: use is known only between readings.
    assert len(driver.find_elements(By.CSS_SELECTOR, "[data-use-chart] rect.chart__bar")) == 7
    check_page(driver, shoot, "meters-custom-period")
