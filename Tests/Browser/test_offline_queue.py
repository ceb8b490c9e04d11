"""Photos taken offline wait on the phone and go up once (issue 36, point 6): Chromium's network
emulation takes the page offline, two meter photos wait ("2 photos waiting to upload"), and back
online each arrives exactly once (a reading, or a link to enter its value); an upload whose answer
is a 503 is sent again and still arrives once; a homework photo taken offline arrives once, with a
link to its review."""

import json

from PIL import Image
from selenium.webdriver.common.by import By

from filter_lab_support import api
from support import PHONE, SAMPLE_PAGE, javascript_errors, sign_up, unique_email, wait
from test_meters import METER_PHOTOS, _add_reference

STATUS = "[data-offline-status]"
RESULTS = "[data-offline-results] li"
# Where the garage meter's counter is on its reference photo (640×480), as test_meters marks it.
GARAGE_STRIP = {"x": 210 / 640, "y": 128 / 480, "width": 235 / 640, "height": 52 / 480}


def _offline(driver, offline: bool) -> None:
    """Takes the page offline (or back) with Chromium's network emulation, and its service worker
    too: a worker is a target of its own, which would otherwise stay online and send the photos.
    The worker's emulation lives in a debugging session kept on the driver, ended to go back."""
    conditions = {"offline": offline, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", conditions)
    sessions = getattr(driver, "worker_sessions", [])
    for session in sessions:
        message = json.dumps({"id": 3, "method": "Network.emulateNetworkConditions", "params": conditions})
        driver.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})
        driver.execute_cdp_cmd("Target.detachFromTarget", {"sessionId": session})
    driver.worker_sessions = []
    if not offline:
        return _wait_online(driver, True)
    for target in driver.execute_cdp_cmd("Target.getTargets", {})["targetInfos"]:
        if target["type"] != "service_worker":
            continue
        session = driver.execute_cdp_cmd("Target.attachToTarget", {"targetId": target["targetId"], "flatten": False})["sessionId"]
        for number, (method, params) in enumerate((("Network.enable", {}), ("Network.emulateNetworkConditions", conditions)), 1):
            message = json.dumps({"id": number, "method": method, "params": params})
            driver.execute_cdp_cmd("Target.sendMessageToTarget", {"sessionId": session, "message": message})
        driver.worker_sessions.append(session)
    _wait_online(driver, False)


def _wait_online(driver, online: bool) -> None:
    wait(driver).until(lambda d: d.execute_script("return navigator.onLine") is online)


def _show_panel(driver) -> None:
    driver.execute_script("document.querySelector('.offline-uploads').scrollIntoView({block: 'center'})")


def _status(driver) -> str:
    return driver.find_element(By.CSS_SELECTOR, STATUS).text


def _photo_ids(driver) -> list[str]:
    status, answer = api(driver, "GET", "/api/v1/photos?limit=100")
    assert status == 200, answer
    return [photo["id"] for photo in answer["photos"]]


def _queued(driver) -> int:
    """How many photos the page's IndexedDB queue still holds."""
    return driver.execute_async_script("""
        const done = arguments[0];
        import('/static/js/offline-queue.js').then((queue) => queue.pendingCount()).then(done, () => done(-1));
        """)


def _tries(driver) -> list[int]:
    """How often each waiting photo was tried."""
    return driver.execute_async_script("""
        const done = arguments[0];
        import('/static/js/offline-queue.js').then((queue) => queue.pendingItems())
          .then((items) => done(items.map((item) => item.tries)), () => done(null));
        """)


def _meter_page(driver, server, strip: bool) -> str:
    _, meter = api(driver, "POST", "/api/v1/meters", {"name": "Garage", "kind": "water", "integerDigits": 4, "decimalDigits": 1})
    if strip:
        _add_reference(driver, server, meter["id"], METER_PHOTOS / "single" / "aiotedge-config-reference.jpg")
        assert api(driver, "PUT", f"/api/v1/meters/{meter['id']}", {"name": "Garage", "strip": GARAGE_STRIP})[0] == 200
    driver.get(f"{server.url}/apps/meters/{meter['id']}")
    return meter["id"]


def test_two_meter_photos_taken_offline_arrive_once_back_online(phone_server, browser, shoot, tmp_path):
    driver = browser(PHONE)
    sign_up(driver, phone_server, unique_email("offline-meter"))
    meter_id = _meter_page(driver, phone_server, strip=True)
    before = _photo_ids(driver)
    shots = []
    for name, box in (("left", (40, 30, 640, 480)), ("top", (0, 20, 620, 480))):
        shots.append(tmp_path / f"garage-{name}.jpg")
        Image.open(METER_PHOTOS / "single" / "aiotedge-config-reference.jpg").crop(box).save(shots[-1], quality=92)

    _offline(driver, True)
    library = driver.find_elements(By.CSS_SELECTOR, "input[data-read-photo]")[1]
    library.send_keys(str(shots[0]))
    wait(driver).until(lambda d: _status(d) == "1 photo waiting to upload")
    library.send_keys(str(shots[1]))
    wait(driver).until(lambda d: _status(d) == "2 photos waiting to upload")
    _show_panel(driver)
    shoot(driver, "offline-two-waiting")
    assert _queued(driver) == 2

    _offline(driver, False)
    wait(driver, 90).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, RESULTS)) == 2 and _status(d) == "")
    _show_panel(driver)
    shoot(driver, "offline-sent")
    assert _queued(driver) == 0
    new = [photo for photo in _photo_ids(driver) if photo not in before]
    assert len(new) == 2, f"each photo arrived exactly once: {new}"
    readings = api(driver, "GET", f"/api/v1/meters/{meter_id}/readings")[1]["readings"]
    links = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, f"{RESULTS} a")]
    # Each photo became a reading, or (when its value was doubted) a link to enter it: never both, never twice.
    assert len(readings) + len(links) == 2, (readings, links)
    assert sorted([r["photo"].lower() for r in readings] + [link.split("photo=")[1] for link in links]) == sorted(new), \
        (readings, links, new)
    assert javascript_errors(driver) == []

    # Nothing waits after a reload either.
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert _status(driver) == "" and _queued(driver) == 0


def _without_service_worker(driver) -> None:
    """Unregisters the service worker and reloads: the page alone sends what waits, at the
    `online` event (what browsers without Background Sync do), so its own fetch can be watched."""
    driver.execute_async_script("""
        const done = arguments[0];
        navigator.serviceWorker.getRegistrations()
          .then((all) => Promise.all(all.map((registration) => registration.unregister()))).then(() => done(true));
        """)
    # The reloaded page would install it again: its script cannot be fetched this time.
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/service-worker.js"]})
    driver.refresh()
    wait(driver).until(lambda d: d.execute_script("return !navigator.serviceWorker.controller"))


def test_an_upload_the_server_failed_is_sent_again_and_arrives_once(server, browser):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("offline-retry"))
    meter_id = _meter_page(driver, server, strip=False)
    _without_service_worker(driver)
    _offline(driver, True)
    driver.find_elements(By.CSS_SELECTOR, "input[data-read-photo]")[1].send_keys(str(SAMPLE_PAGE))
    wait(driver).until(lambda d: _status(d) == "1 photo waiting to upload")

    # The first try never reaches the server (blocked); the second reaches it (the photo is stored)
    # but its answer is a 503, as from a proxy that gave up: the page must send it again, with the
    # same key, and get the first photo.
    driver.execute_script("""
        const real = window.fetch;
        window.__uploads = [];
        window.fetch = async (url, init = {}) => {
          const upload = String(url).endsWith('/api/v1/photos') && init.method === 'POST';
          if (!upload) return real(url, init);
          let response;
          try {
            response = await real(url, init);
          } catch (error) {
            window.__uploads.push('no answer');
            throw error;
          }
          window.__uploads.push(response.status);
          if (window.__uploads.length > 2) return response;
          return new Response('{"error":{"code":"busy","message":"Busy"}}', {status: 503, headers: {'Content-Type': 'application/json'}});
        };
        """)
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/api/v1/photos"]})
    _offline(driver, False)
    wait(driver).until(lambda d: _tries(d) == [1])
    assert _status(driver) == "1 photo waiting to upload"
    driver.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    link = wait(driver, 60).until(lambda d: d.find_elements(By.CSS_SELECTOR, f"{RESULTS} a"))[0]
    assert link.text == "Photo uploaded — enter its value"
    uploads = driver.execute_script("return window.__uploads")
    assert uploads == ["no answer", 201, 201], f"blocked, answered 503, then the first photo again: {uploads}"
    photos = _photo_ids(driver)
    assert len(photos) == 1, photos
    assert link.get_attribute("href").endswith(f"/apps/meters/{meter_id.lower()}?photo={photos[0]}")
    assert _status(driver) == "" and _queued(driver) == 0


def test_a_homework_photo_taken_offline_arrives_once_with_a_link_to_its_review(server, browser):
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("offline-homework"))
    driver.get(f"{server.url}/apps/homework/new")
    _offline(driver, True)
    driver.find_element(By.CSS_SELECTOR, "input[data-library-input]").send_keys(str(SAMPLE_PAGE))
    wait(driver).until(lambda d: _status(d) == "1 photo waiting to upload")
    assert driver.find_element(By.CSS_SELECTOR, "[data-review]").get_attribute("hidden") is not None

    _offline(driver, False)
    link = wait(driver, 30).until(lambda d: d.find_elements(By.CSS_SELECTOR, f"{RESULTS} a"))[0]
    assert link.text == "Photo uploaded — review it"
    photos = _photo_ids(driver)
    assert len(photos) == 1, photos
    assert link.get_attribute("href").endswith(f"/apps/homework/new?photo={photos[0]}")
    wait(driver).until(lambda d: _status(d) == "")
    assert _queued(driver) == 0
    assert javascript_errors(driver) == []


def test_photos_wait_for_the_account_that_took_them(server, browser):
    """A phone that changes hands: what one account left in the queue never goes up into another's."""
    driver = browser(PHONE)
    sign_up(driver, server, unique_email("offline-other"))
    driver.get(f"{server.url}/apps/homework/new")
    summary = driver.execute_async_script("""
        const done = arguments[0];
        (async () => {
          const queue = await import('/static/js/offline-queue.js');
          const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], {type: 'image/jpeg'});
          await queue.enqueue({kind: 'homework', blob, account: 'someone-else@example.com'});
          const result = await queue.drainQueue().catch((error) => error.summary);
          return {result, mine: await queue.pendingCount(document.querySelector('meta[name=readout-account]').content),
                  all: await queue.pendingCount()};
        })().then(done, (error) => done(String(error)));
        """)
    assert summary["result"]["done"] == 0 and summary["mine"] == 0 and summary["all"] == 1, summary
    assert _photo_ids(driver) == []
    assert _status(driver) == ""
