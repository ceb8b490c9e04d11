"""Meters' live camera on a meter's page (issue 36, point 8): Chromium's fake camera streams its
test pattern; the view opens full screen with the counter's strip drawn where the reference photo
has it, Snap hands the frame to the same reading flow as the file inputs, Cancel and Escape stop
the stream. Without a camera (permission refused, or no camera API at all, as over plain HTTP
from a phone) the view says so or the button stays hidden, and the file inputs still read."""

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as EC

from filter_lab_support import api
from support import PHONE, javascript_errors, layout_problems, sign_up, tap, unique_email, wait
from test_meters import METER_PHOTOS, _add_reference

REFERENCE = METER_PHOTOS / "demo-sequence" / "reference.jpg"
STRIP = {"x": 0.25, "y": 0.3, "width": 0.5, "height": 0.15}
#: Uploading, identifying and reading a photo in a debug build.
READ_SECONDS = 60

#: Where the strip box is, as fractions of the frame the <video> shows (its letterboxing removed).
STRIP_ON_FRAME = """
const video = document.querySelector('[data-camera-video]');
const box = document.querySelector('[data-camera-strip]').getBoundingClientRect();
const v = video.getBoundingClientRect();
const scale = Math.min(v.width / video.videoWidth, v.height / video.videoHeight);
const left = v.left + (v.width - video.videoWidth * scale) / 2, top = v.top + (v.height - video.videoHeight * scale) / 2;
return {x: (box.left - left) / (video.videoWidth * scale), y: (box.top - top) / (video.videoHeight * scale),
        width: box.width / (video.videoWidth * scale), height: box.height / (video.videoHeight * scale)};
"""


def _meter_with_reference(driver, server):
    _, meter = api(driver, "POST", "/api/v1/meters", {"name": "Kitchen", "kind": "water", "integerDigits": 5})
    _add_reference(driver, server, meter["id"], REFERENCE)
    assert api(driver, "PUT", f"/api/v1/meters/{meter['id']}", {"name": "Kitchen", "strip": STRIP})[0] == 200
    driver.get(f"{server.url}/apps/meters/{meter['id']}")
    return meter


def _playing(driver):
    return driver.execute_script(
        "const v = document.querySelector('[data-camera-video]'); return v.videoWidth > 0 && !v.paused && v.readyState >= 2;")


def _keep_stream(driver):
    """Keeps a handle on the stream shown, to check later that its tracks were stopped."""
    driver.execute_script("window.shownStream = document.querySelector('[data-camera-video]').srcObject;")


def _stream_stopped(driver):
    return driver.execute_script(
        "return window.shownStream.getTracks().every((t) => t.readyState === 'ended')"
        " && document.querySelector('[data-camera-video]').srcObject === null;")


def test_the_camera_aims_at_the_strip_and_snaps_into_the_reading_flow(phone_server, browser, shoot):
    driver = browser(PHONE, fake_camera=True)
    sign_up(driver, phone_server, unique_email("camera"))
    _meter_with_reference(driver, phone_server)
    open_button = driver.find_element(By.CSS_SELECTOR, "[data-camera-open]")
    assert open_button.is_displayed() and open_button.text == "Use the camera"
    # Beside the camera view, the file inputs are still there.
    assert len(driver.find_elements(By.CSS_SELECTOR, "input[data-read-photo]")) == 2

    tap(driver, open_button)
    view = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))
    wait(driver).until(_playing)
    snap = driver.find_element(By.CSS_SELECTOR, "[data-camera-snap]")
    wait(driver).until(lambda d: snap.is_enabled())
    assert driver.switch_to.active_element == snap, "focus moves into the view"
    # Full screen, over the tab bar.
    rect = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.width, r.height, innerWidth, innerHeight];", view)
    assert rect[:4] == [0, 0, rect[4], rect[5]], rect
    strip = wait(driver).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-camera-strip]")))
    shown = driver.execute_script(STRIP_ON_FRAME)
    for key, value in STRIP.items():
        assert abs(shown[key] - value) < 0.01, (key, shown, STRIP)
    assert strip.is_displayed()
    assert "yellow frame" in driver.find_element(By.CSS_SELECTOR, "[data-camera-message]").text
    assert layout_problems(driver) == []
    shoot(driver, "camera")

    _keep_stream(driver)
    tap(driver, snap)
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))
    assert _stream_stopped(driver), "snapping closes the camera"
    assert driver.switch_to.active_element == driver.find_element(By.CSS_SELECTOR, "[data-camera-open]"), "focus comes back"
    # The snapped frame went through the same flow as a chosen file: uploaded, shown, checked, read.
    shot = wait(driver, READ_SECONDS).until(EC.visibility_of_element_located((By.CSS_SELECTOR, "[data-shot-image]")))
    assert "/api/v1/photos/" in shot.get_attribute("src")
    status = driver.find_element(By.CSS_SELECTOR, "[data-read-status]")
    busy = ("Uploading", "Looking for", "Reading the counter")
    wait(driver, READ_SECONDS).until(lambda d: status.text and not status.text.startswith(busy))
    # The test pattern is no counter: the flow ends in a reading to check, or in saying it failed.
    read = driver.find_element(By.CSS_SELECTOR, "[data-photo-id]").get_attribute("value")
    assert read or "did not work" in status.text, status.text
    assert javascript_errors(driver) == []
    shoot(driver, "snapped")

    # Escape closes the view and stops the stream; so does Cancel.
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-open]"))
    wait(driver).until(_playing)
    _keep_stream(driver)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))
    assert _stream_stopped(driver)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-open]"))
    wait(driver).until(_playing)
    _keep_stream(driver)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-cancel]"))
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))
    assert _stream_stopped(driver)
    assert javascript_errors(driver) == []


def test_a_missing_or_refused_camera_says_so_and_the_file_inputs_still_read(server, browser, shoot):
    driver = browser(PHONE)  # no fake camera: getUserMedia fails (no device here, and the permission denied)
    sign_up(driver, server, unique_email("camera-refused"))
    driver.execute_cdp_cmd("Browser.setPermission", {"permission": {"name": "camera"}, "setting": "denied", "origin": server.url})
    _meter_with_reference(driver, server)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-open]"))
    message = driver.find_element(By.CSS_SELECTOR, "[data-camera-message]")
    wait(driver).until(lambda d: message.text and message.text != "Starting the camera…")
    # This machine has no camera, so Chromium answers "not found" before it asks; a phone whose
    # user said no gets the sentence about permission. Either way the view says what to do.
    assert "No camera was found" in message.text or "may not use the camera" in message.text, message.text
    assert not driver.find_element(By.CSS_SELECTOR, "[data-camera-snap]").is_enabled()
    assert driver.switch_to.active_element == driver.find_element(By.CSS_SELECTOR, "[data-camera-cancel]")
    assert layout_problems(driver) == []
    shoot(driver, "camera-failed")
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-cancel]"))
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))

    # The library input reads the counter as before.
    driver.find_element(By.CSS_SELECTOR, "input[data-read-photo][data-library-input]").send_keys(str(REFERENCE))
    wait(driver, READ_SECONDS).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-photo-id]").get_attribute("value"))
    assert driver.find_element(By.CSS_SELECTOR, "[data-read-status]").text.startswith("Read")
    assert javascript_errors(driver) == []


def test_without_a_camera_api_the_button_stays_hidden(server, browser):
    driver = browser(PHONE)
    # What a phone gets over plain HTTP: no navigator.mediaDevices outside a secure context.
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {
        "source": "Object.defineProperty(Navigator.prototype, 'mediaDevices', {get: () => undefined});"})
    sign_up(driver, server, unique_email("camera-none"))
    _meter_with_reference(driver, server)
    assert not driver.find_element(By.CSS_SELECTOR, "[data-camera-open]").is_displayed()
    assert [p.is_enabled() for p in driver.find_elements(By.CSS_SELECTOR, "input[data-read-photo]")] == [True, True]
    assert driver.find_element(By.CSS_SELECTOR, "[data-photo-read]").is_displayed()
    assert javascript_errors(driver) == []


def test_a_refused_camera_permission_says_how_to_allow_it(server, browser):
    driver = browser(PHONE)
    # What the browser answers once the user said no (Chromium's fake camera always grants, and
    # this machine has no real one, so the refusal is the page's own stand-in for the browser's).
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": """
        MediaDevices.prototype.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));"""})
    sign_up(driver, server, unique_email("camera-denied"))
    _meter_with_reference(driver, server)
    tap(driver, driver.find_element(By.CSS_SELECTOR, "[data-camera-open]"))
    message = driver.find_element(By.CSS_SELECTOR, "[data-camera-message]")
    wait(driver).until(lambda d: message.text and message.text != "Starting the camera…")
    assert "may not use the camera" in message.text and "site settings" in message.text, message.text
    assert not driver.find_element(By.CSS_SELECTOR, "[data-camera-snap]").is_displayed()
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait(driver).until(EC.invisibility_of_element_located((By.CSS_SELECTOR, "[data-camera]")))
    assert driver.switch_to.active_element == driver.find_element(By.CSS_SELECTOR, "[data-camera-open]")
    assert javascript_errors(driver) == []
