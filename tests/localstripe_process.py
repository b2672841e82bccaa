"""A fake but stateful Stripe server on loopback: localstripe (PyPI, pinned in requirements.txt), on a free
port, for the tests of the Stripe gateway (adapters/payments/stripe_gateway.py). Its objects live in its
memory only (the package would also write them to /tmp/localstripe.pickle: turned off, so test runs never
share or load one), and it delivers signed webhooks to the URLs a test registers (`/_config/webhooks`)."""

from __future__ import annotations

import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.ports import free_port
from tests.waiting import wait_for

START_WITHIN = 30.0  # seconds a new server has to answer
SECRET_KEY = "sk_test_storefront"
PUBLISHABLE_KEY = "pk_test_storefront"  # localstripe takes any pk_ key where Stripe.js sends one
RUNNER = (
    "import sys\n"
    "import localstripe.resources as resources\n"
    "resources.Store.dump_to_disk = lambda self: None\n"
    "from aiohttp import web\n"
    "from localstripe.server import app\n"
    "web.run_app(app, host='127.0.0.1', port=int(sys.argv[1]), print=None)\n"
)


@dataclass(frozen=True)
class LocalStripe:
    """A running localstripe: its address (the Stripe client's API base)."""

    url: str

    def register_webhook(self, name: str, url: str, secret: str) -> None:
        """Deliver every event to `url`, signed with `secret` (replaces the webhook `name`)."""
        body = f"url={url}&secret={secret}".encode()
        request = urllib.request.Request(f"{self.url}/_config/webhooks/{name}", data=body, method="POST")
        with urllib.request.urlopen(request, timeout=5) as answer:
            assert answer.status == 200


def _answers(url: str) -> bool:
    try:
        urllib.request.urlopen(f"{url}/v1/customers", timeout=1)
    except urllib.error.HTTPError:
        return True  # 401 without a key: it is up
    except OSError:
        return False
    return True


@pytest.fixture(scope="session")
def localstripe(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalStripe]:
    """The session's localstripe (one per xdist worker)."""
    port = free_port()
    log = Path(tmp_path_factory.mktemp("localstripe")) / "localstripe.log"
    with log.open("ab") as out:
        process = subprocess.Popen(
            [sys.executable, "-c", RUNNER, str(port)], stdout=out, stderr=subprocess.STDOUT
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: _answers(url) or process.poll() is not None, "localstripe answering", START_WITHIN)
        if process.poll() is not None:
            raise RuntimeError(f"localstripe stopped at start: see {log}")
        yield LocalStripe(url)
    finally:
        process.kill()
        process.wait()
