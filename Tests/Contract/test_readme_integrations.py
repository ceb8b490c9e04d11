"""The README's integration snippets, run against a live server as a self-hoster would use them.

- The Python signature check verifies a real delivery: a webhook pointed at a local receiver,
  a test event sent from the account API, the server's own dispatcher posting it.
- The Home Assistant YAML parses (with its `!secret` tag), and each sensor's `value_template`
  renders with Jinja2 on the JSON its `resource` answers, fetched with the read tokens it names.
"""

from __future__ import annotations

import http.server
import json
import re
import threading
import time
import urllib.request
from datetime import datetime, timedelta, timezone
from zoneinfo import ZoneInfo

import jinja2
import yaml

from conftest import ROOT, Server, User, sign_up

README = (ROOT / "README.md").read_text()


def readme_block(marker: str, language: str) -> str:
    """The fenced block right after `<!-- readme:marker -->`, its indentation removed."""
    match = re.search(rf"<!-- readme:{marker} -->\n(\s*)```{language}\n(.*?)\n\s*```", README, re.S)
    assert match, f"README has no {language} block after <!-- readme:{marker} -->"
    indent = match.group(1)
    return "\n".join(line[len(indent):] if line.startswith(indent) else line for line in match.group(2).split("\n"))


def api(server: Server, method: str, path: str, *, user: User | None = None, token: str | None = None,
        body: object | None = None) -> dict:
    headers = {"Content-Type": "application/json"}
    if user:
        headers |= {"Cookie": user.session_cookie, "X-Readout": "1"}
    if token:
        headers["Authorization"] = token
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(f"{server.url}{path}", data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as answer:
        text = answer.read()
    return json.loads(text) if text else {}


class Receiver(http.server.BaseHTTPRequestHandler):
    """Keeps every POST it gets (headers and raw body) and answers 204."""
    received: list[tuple[dict[str, str], bytes]] = []

    def do_POST(self) -> None:  # noqa: N802 (the standard library's name)
        body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
        Receiver.received.append(({k.lower(): v for k, v in self.headers.items()}, body))
        self.send_response(204)
        self.end_headers()

    def log_message(self, *args: object) -> None:
        pass


def test_the_readme_signature_check_verifies_a_real_delivery(server: Server) -> None:
    namespace: dict = {}
    exec(readme_block("webhook-check", "python"), namespace)  # noqa: S102 (our own README)
    signature_ok = namespace["readout_signature_ok"]

    receiver = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Receiver)
    threading.Thread(target=receiver.serve_forever, daemon=True).start()
    try:
        user = sign_up(server, "readme-webhooks@contract.test")
        made = api(server, "POST", "/api/v1/webhooks", user=user,
                   body={"url": f"http://127.0.0.1:{receiver.server_address[1]}/hook", "events": ["meter.reading.saved"]})
        secret = made["secret"]
        api(server, "POST", f"/api/v1/webhooks/{made['webhook']['id']}/test", user=user)
        deadline = time.monotonic() + 20
        while not Receiver.received and time.monotonic() < deadline:
            time.sleep(0.2)
        assert Receiver.received, "the test event never arrived"
        headers, body = Receiver.received[0]
        assert headers["readout-event"] == "ping" and json.loads(body)["type"] == "ping"
        assert signature_ok(secret, headers["readout-signature"], body)
        assert not signature_ok(secret, headers["readout-signature"], body + b" ")
        assert not signature_ok(secret + "x", headers["readout-signature"], body)
        old = re.sub(r"t=\d+", f"t={int(time.time()) - 3600}", headers["readout-signature"])
        assert not signature_ok(secret, old, body), "an hour-old timestamp is a replay"
        deliveries = api(server, "GET", f"/api/v1/webhooks/{made['webhook']['id']}/deliveries", user=user)["deliveries"]
        deadline = time.monotonic() + 10
        while deliveries[0]["state"] != "delivered" and time.monotonic() < deadline:
            time.sleep(0.2)
            deliveries = api(server, "GET", f"/api/v1/webhooks/{made['webhook']['id']}/deliveries", user=user)["deliveries"]
        assert deliveries[0]["state"] == "delivered" and deliveries[0]["responseStatus"] == 204
    finally:
        receiver.shutdown()


class SecretLoader(yaml.SafeLoader):
    """Home Assistant's YAML: `!secret name` reads secrets.yaml, here a dictionary."""
    secrets: dict[str, str] = {}


SecretLoader.add_constructor("!secret", lambda loader, node: SecretLoader.secrets[loader.construct_scalar(node)])


def test_the_readme_home_assistant_sensors_render_on_live_resources(server: Server) -> None:
    user = sign_up(server, "readme-dashboards@contract.test")
    meter = api(server, "POST", "/api/v1/meters", user=user, body={"name": "Water", "kind": "water", "decimalDigits": 3})
    today = datetime.now(timezone.utc).replace(hour=0, minute=0, second=0, microsecond=0)
    for value, days in [(100.0, -8), (170.5, -1), (172.25, 0)]:
        api(server, "POST", f"/api/v1/meters/{meter['id']}/readings", user=user,
            body={"value": value, "takenAt": (today + timedelta(days=days)).isoformat(), "confirmed": True})
    due = datetime.now(timezone.utc) + timedelta(hours=3)
    api(server, "POST", "/api/v1/homework/items", user=user,
        body={"title": "Essay", "dueDay": due.strftime("%Y-%m-%d"), "dueTime": due.strftime("%H:%M"), "timeZone": "UTC"})
    SecretLoader.secrets = {
        name: "Bearer " + api(server, "POST", "/api/v1/tokens", user=user, body={"name": name, "scopes": [scope]})["secret"]
        for name, scope in [("readout_meters", "meters:read"), ("readout_homework", "homework:read")]
    }

    configuration = yaml.load(readme_block("home-assistant", "yaml"), Loader=SecretLoader)
    rendered: dict[str, str] = {}
    templates = jinja2.Environment(undefined=jinja2.StrictUndefined)
    for entry in configuration["rest"]:
        resource = entry["resource"].replace("https://readout.example.org", server.url).replace("METER_ID", meter["id"])
        value_json = api(server, "GET", resource.removeprefix(server.url), token=entry["headers"]["Authorization"])
        for sensor in entry["sensor"]:
            rendered[sensor["name"]] = templates.from_string(sensor["value_template"]).render(value_json=value_json)
            for attribute in sensor.get("json_attributes", []):
                assert attribute in value_json, f"{sensor['name']}: no {attribute} in {resource}"
    # "This week" ends with Sunday where the README's resource says (Europe/Warsaw).
    local_due = due.astimezone(ZoneInfo("Europe/Warsaw"))
    week_end = (local_due - timedelta(days=local_due.weekday())).replace(hour=0, minute=0, second=0, microsecond=0) + timedelta(days=7)
    this_week = "1" if local_due < week_end and datetime.now(timezone.utc).astimezone(ZoneInfo("Europe/Warsaw")) >= week_end - timedelta(days=7) else "0"
    assert rendered == {
        "Water meter": "172.25",
        "Water used yesterday": "1.75",
        "Next homework": "Essay",
        "Homework due this week": this_week,
    }
