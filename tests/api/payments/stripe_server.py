"""The whole application served by `storefront serve` on a free loopback port, with Stripe on against the
session's localstripe (tests/localstripe_process.py): localstripe delivers its signed webhooks to it over
real HTTP, as Stripe would to a deployment."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.localstripe_process import PUBLISHABLE_KEY, SECRET_KEY, LocalStripe
from tests.ports import free_port
from tests.waiting import wait_for

ROOT = Path(__file__).resolve().parents[3]
WEBHOOK_SECRET = "whsec_storefront_tests"
WEBHOOK = "/api/v1/payments/webhook/stripe"
START_WITHIN = 60.0


@dataclass(frozen=True)
class StripeApp:
    """The served application and the webhook it is registered under at localstripe."""

    url: str
    name: str  # the webhook's name at localstripe (one per database engine)
    localstripe: LocalStripe

    def deliver_webhooks(self, to: str | None = None) -> None:
        """localstripe delivers its events to this application (or to `to`, a dead end)."""
        self.localstripe.register_webhook(self.name, to or f"{self.url}{WEBHOOK}", WEBHOOK_SECRET)


def _live(url: str) -> bool:
    try:
        with urllib.request.urlopen(f"{url}/health/live", timeout=2) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


def serve_with_stripe(
    database_url: str, media: Path, secret: str, localstripe: LocalStripe, name: str
) -> Iterator[StripeApp]:
    port = free_port()
    env: dict[str, Any] = {
        **os.environ,
        "DATABASE_URL": database_url,
        "MEDIA_DIR": str(media),
        "HOST": "127.0.0.1",
        "PORT": str(port),
        "STOREFRONT_SECRET_KEY": secret,
        "LOG_LEVEL": "WARNING",
        "STRIPE_SECRET_KEY": SECRET_KEY,
        "STRIPE_WEBHOOK_SECRET": WEBHOOK_SECRET,
        "STRIPE_PUBLISHABLE_KEY": PUBLISHABLE_KEY,
        "STRIPE_API_BASE": localstripe.url,
        "RATE_LIMIT_WRITES": "100000/60",
        "RATE_LIMIT_READS": "100000/60",
        # The tests change this process's settings from outside, with no Redis to announce it through:
        # it reads them afresh on every request.
        "SETTINGS_CACHE_SECONDS": "0",
    }
    env.pop("REDIS_URL", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "adapters.cli", "serve"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=(media / "server.log").open("ab"),
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for(lambda: _live(url) or process.poll() is not None, "the server answering", START_WITHIN)
        if process.poll() is not None:
            pytest.fail(f"the server stopped at start: see {media / 'server.log'}")
        app = StripeApp(url, name, localstripe)
        app.deliver_webhooks()
        yield app
    finally:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
