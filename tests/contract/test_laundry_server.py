"""The laundry demo server (tests/contract/laundry_server.py) starts, answers as the browser journey expects
and stops cleanly on SIGTERM."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import httpx

from tests.ports import free_port
from tests.waiting import wait_for

ROOT = Path(__file__).parents[2]


def _wait_for(url: str, server: subprocess.Popen[bytes], seconds: float) -> None:
    def answers() -> bool:
        assert server.poll() is None, "the demo server stopped before answering"
        try:
            return httpx.get(url, timeout=2).status_code == 200
        except httpx.TransportError:
            return False

    wait_for(answers, f"{url} answering", seconds)


def test_the_laundry_demo_server_serves_the_laundry_module_and_its_route(tmp_path: Path) -> None:
    port = free_port()
    database = f"sqlite+aiosqlite:///{tmp_path / 'laundry.db'}"
    server = subprocess.Popen(
        [sys.executable, "-m", "tests.contract.laundry_server", "--port", str(port), "--database", database],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_for(f"{base}/api/v1/config", server, 120)
        french = {"X-localization": "fr"}
        prices = httpx.get(f"{base}/api/v1/laundry/price-list", headers=french).json()
        modules = httpx.get(f"{base}/api/v1/module", headers=french).json()
        laundry = [m for m in modules if m["module_type"] == "laundry"]
        assert prices["services"][0] == {"name": "Lavage et pliage (au kg)", "price": 2.5}
        assert [m["module_name"] for m in laundry] == ["Blanchisserie"]
        assert laundry[0]["policy"]["wishlist"] is False
        assert {"food", "grocery", "pharmacy", "ecommerce", "parcel", "rental"} <= {
            m["module_type"] for m in modules
        }
        stores = httpx.get(
            f"{base}/api/v1/stores/latest",
            headers={
                "moduleId": str(laundry[0]["id"]),
                "zoneId": str([z["id"] for z in laundry[0]["zones"]]),
            },
        )
        assert stores.status_code == 200, stores.text
        assert [s["name"] for s in stores.json()["stores"]] == ["Bubbles Laundry"]
    finally:
        server.send_signal(signal.SIGTERM)
        status = server.wait(timeout=30)
    assert status in (0, -signal.SIGTERM), "SIGTERM stops the server"
