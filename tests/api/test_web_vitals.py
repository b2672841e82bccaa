"""Field data: sampled browsers' web vitals are stored per page type (nothing about the sender), refused
with 422 when out of the bounds the schema states, dropped while sampling is off, summarised by `storefront vitals`, and deleted by
housekeeping after VITALS_DAYS."""

from __future__ import annotations

import datetime as dt
import os
import subprocess
import sys
from typing import Any

import pytest
from litestar.testing import AsyncTestClient
from sqlalchemy import text

from adapters.db.gateway import Database, stored_time
from adapters.housekeeping import run_once
from adapters.settings import Settings
from tests.api.test_cart_owners import cart_container
from tests.api.world import world

SECRET = "vitals-tests-secret-of-at-least-thirty-two-bytes"
PATH = "/api/v1/vitals"


async def _nothing(_: str) -> dict[str, Any]:
    return {}


on = world("vitals", _nothing, SECRET, web_vitals_sample=0.5, vitals_days=30)
vitals_database, vitals_settings, _, vitals_container, vitals_client = on[:5]
off = world("vitals_off", _nothing, SECRET, web_vitals_sample=0.0)
vitals_off_database, vitals_off_settings, _, vitals_off_container, vitals_off_client = off[:5]
del _

Client = AsyncTestClient  # type: ignore[type-arg]


async def _sql(settings: Settings, statement: str, **values: Any) -> list[tuple[Any, ...]]:
    """Run one statement on this test's own loop (the test client serves the app on another)."""
    async with cart_container(settings) as container:
        database = await container.get(Database)
        async with database.session() as session:
            found = await session.execute(text(statement), values)
            rows = [tuple(row) for row in found] if found.returns_rows else []
            await session.commit()
    return rows


async def _rows(settings: Settings) -> list[tuple[Any, ...]]:
    return await _sql(settings, "SELECT page_type, metric, value FROM web_vitals ORDER BY id")


async def _clear(settings: Settings) -> None:
    await _sql(settings, "DELETE FROM web_vitals")


def _beacon(page_type: str, **metrics: float) -> dict[str, Any]:
    return {"page_type": page_type, "metrics": [{"name": n, "value": v} for n, v in metrics.items()]}


async def test_a_beacon_is_stored_one_row_per_metric_and_nothing_else(
    vitals_client: Client, vitals_settings: Settings
) -> None:
    await _clear(vitals_settings)
    sent = await vitals_client.post(
        PATH,
        json=_beacon("store", LCP=2450.5, INP=180, CLS=0.08),
        headers={"User-Agent": "Probe/1.0", "X-Forwarded-For": "203.0.113.9"},
    )
    assert sent.status_code == 200, sent.text
    assert sent.json() == {"stored": True}
    assert "set-cookie" not in sent.headers
    assert await _rows(vitals_settings) == [
        ("store", "LCP", 2450.5),
        ("store", "INP", 180.0),
        ("store", "CLS", 0.08),
    ]
    async with cart_container(vitals_settings) as container:
        database = await container.get(Database)
        async with database.session() as session:
            columns = await session.execute(text("SELECT * FROM web_vitals LIMIT 1"))
            assert set(columns.keys()) == {"id", "page_type", "metric", "value", "recorded_at"}


@pytest.mark.parametrize(
    ("body", "code"),
    [
        (_beacon("profile-of-ada", LCP=1000), "page_type"),
        (_beacon("home", TTFB=100), "name"),
        (_beacon("home", LCP=-1), "value"),
        (_beacon("home", LCP=120_001), "value"),
        (_beacon("home", INP=60_000.5), "value"),
        (_beacon("home", CLS=101), "value"),
        ({"page_type": "home", "metrics": []}, "metrics"),
        ({"page_type": "home", "metrics": [{"name": "LCP", "value": 1}] * 4}, "metrics"),
        ({"page_type": "home", "metrics": [{"name": "LCP", "value": "fast"}]}, "value"),
    ],
)
async def test_bad_beacons_are_refused_in_the_errors_shape(
    vitals_client: Client, vitals_settings: Settings, body: dict[str, Any], code: str
) -> None:
    await _clear(vitals_settings)
    refused = await vitals_client.post(PATH, json=body)
    assert refused.status_code == 422, refused.text
    assert [error["code"] for error in refused.json()["errors"]] == [code]
    assert await _rows(vitals_settings) == []


async def test_a_metric_named_twice_counts_once_with_its_last_value(
    vitals_client: Client, vitals_settings: Settings
) -> None:
    # The schema cannot say "each name once" of a list of objects; what it allows is taken, so the last wins.
    await _clear(vitals_settings)
    twice = {"page_type": "item", "metrics": [{"name": "LCP", "value": 1}, {"name": "LCP", "value": 2}]}
    sent = await vitals_client.post(PATH, json=twice)
    assert (sent.status_code, sent.json()) == (200, {"stored": True})
    assert await _rows(vitals_settings) == [("item", "LCP", 2.0)]


async def test_nothing_is_stored_while_the_sample_is_zero(
    vitals_off_client: Client, vitals_off_settings: Settings
) -> None:
    config = await vitals_off_client.get("/api/v1/config")
    assert config.json()["web_vitals_sample_rate"] == 0
    sent = await vitals_off_client.post(PATH, json=_beacon("home", LCP=1200))
    assert sent.status_code == 200, sent.text
    assert sent.json() == {"stored": False}
    assert await _rows(vitals_off_settings) == []


async def test_the_config_answer_tells_the_sample_rate(vitals_client: Client) -> None:
    config = await vitals_client.get("/api/v1/config")
    assert config.json()["web_vitals_sample_rate"] == 0.5


async def test_the_vitals_command_prints_count_and_p75_per_page_type(
    vitals_client: Client, vitals_settings: Settings
) -> None:
    await _clear(vitals_settings)
    for lcp in (1000, 2000, 3000, 4000, 9000):  # nearest rank: the 4th of 5 values
        assert (await vitals_client.post(PATH, json=_beacon("home", LCP=lcp))).status_code == 200
    for inp, cls in ((100, 0.1), (300, 0.25)):
        sent = await vitals_client.post(PATH, json=_beacon("item", INP=inp, CLS=cls))
        assert sent.status_code == 200
    env = {**os.environ, "DATABASE_URL": vitals_settings.database_url, "LOG_LEVEL": "WARNING"}
    done = subprocess.run(  # noqa: ASYNC221 (the command runs in a process of its own, as an operator runs it)
        [sys.executable, "-m", "adapters.cli", "vitals", "--days", "7"],
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    lines = [line.split() for line in done.stdout.splitlines()]
    assert lines[0] == ["web", "vitals,", "last", "7", "days", "(p75)"]
    assert lines[2:] == [
        ["home", "LCP", "5", "4000", "ms"],
        ["item", "INP", "2", "300", "ms"],
        ["item", "CLS", "2", "0.250"],
    ]


async def test_housekeeping_deletes_field_data_older_than_its_window(
    vitals_client: Client, vitals_settings: Settings
) -> None:
    await _clear(vitals_settings)
    for page_type in ("search", "checkout"):
        assert (await vitals_client.post(PATH, json=_beacon(page_type, LCP=1500))).status_code == 200
    async with cart_container(vitals_settings) as container:
        database = await container.get(Database)
        old = stored_time(database, dt.datetime.now(dt.UTC) - dt.timedelta(days=31))
        async with database.session() as session:
            await session.execute(
                text("UPDATE web_vitals SET recorded_at = :old WHERE page_type = 'search'"), {"old": old}
            )
            await session.commit()
        purged = await run_once(container)
    assert purged.vitals == 1
    assert await _rows(vitals_settings) == [("checkout", "LCP", 1500.0)]


def test_beacons_spend_the_ordinary_write_budget() -> None:
    from adapters.http.edge.rate_limits import purpose_of

    assert purpose_of("POST", PATH) == "writes"
