"""`python -m tests.bench.orders`: order placement at 20 concurrent customers on our server (Granian), on
SQLite and on PostgreSQL: placements per second, latency percentiles of `POST /customer/order/place`, and
after the run the orders counted in the database: exactly one per placement, none lost, none doubled.

Each customer (signed up through the API) loops: put one item in its cart, place it as a take-away order
with an `Idempotency-Key` of its own, and once in ten sends the same key again (a client retrying), which
must answer the same order. Run it briefly (`--placements`); results go to tests/bench/results/orders.md.

Usage: python -m tests.bench.orders [--placements N] [--customers N] [--workers N] [--only sqlite|postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import math
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import msgspec

from tests.bench import accounts
from tests.bench.databases import (
    BENCH_DIR,
    MEDIA_DIR,
    Database,
    _execute,
    postgres_admin_url,
    postgres_database,
    sqlite_database,
)
from tests.bench.report import now
from tests.bench.run import UNLIMITED
from tests.bench.servers import NO_SHEDDING_ENV, granian

RESULTS = Path(__file__).parent / "results" / "orders.md"
LOGS = BENCH_DIR / "logs"
SECRET = "bench-secret-of-at-least-thirty-two-bytes"
RESTOCK = 1_000_000
PLACE = {
    "order_type": "take_away",
    "address": "Counter",
    "contact_person_name": "Bench Customer",
    "contact_person_number": "+33612345678",
    "payment_method": "cash_on_delivery",
}


def percentile(sorted_values: list[float], share: float) -> float:
    """The value under which `share` percent of the sorted values fall (nearest rank)."""
    if not sorted_values:
        return 0.0
    rank = max(0, min(len(sorted_values) - 1, math.ceil(share / 100 * len(sorted_values)) - 1))
    return sorted_values[rank]


class Outcome(msgspec.Struct):
    database: str
    placements: int
    customers: int
    seconds: float
    per_second: float
    p50_ms: float
    p99_ms: float
    errors: int
    replays_same_order: int
    orders_counted: int
    distinct_keys: int


def _count(database: Database, statement: str) -> int:
    if database.name == "sqlite":
        path = database.url.split("///", 1)[1]
        with contextlib.closing(sqlite3.connect(path)) as connection:
            return int(connection.execute(statement).fetchone()[0])
    from sqlalchemy import make_url

    return int(asyncio.run(_execute(make_url(database.url), statement))[0][0])


def _restock(database: Database) -> None:
    """Fill every shelf and drop the stores' minimum orders: placing takes stock, a one-item order is under
    some stores' minimum, and the run measures placing, not running out or being refused."""
    statements = (f"UPDATE items SET stock = {RESTOCK}", "UPDATE stores SET minimum_order = 0")
    if database.name == "sqlite":
        path = database.url.split("///", 1)[1]
        with contextlib.closing(sqlite3.connect(path)) as connection:
            for statement in statements:
                connection.execute(statement)
            connection.commit()
        return
    from sqlalchemy import make_url

    for statement in statements:
        asyncio.run(_execute(make_url(database.url), statement))


async def _orderable(client: httpx.AsyncClient, token: str) -> tuple[int, int]:
    """An item (and its module) a cart takes as it is: the demo's grocery items, tried in turn."""
    headers = {"Authorization": f"Bearer {token}"}
    modules = (await client.get("/api/v1/module")).json()
    for module in modules:
        if module["module_type"] not in ("grocery", "pharmacy", "ecommerce"):
            continue
        items = await client.get(
            "/api/v1/items/latest",
            params={"offset": 1, "limit": 20},
            headers={"moduleId": str(module["id"]), "zoneId": "[1,2,3,4]"},
        )
        for item in items.json().get("items", []):
            added = await client.post(
                "/api/v1/customer/cart/add", json={"item_id": item["id"], "quantity": 1}, headers=headers
            )
            if added.status_code == 200:
                await client.delete(
                    "/api/v1/customer/cart/remove", headers={**headers, "moduleId": str(module["id"])}
                )
                return item["id"], module["id"]
    raise RuntimeError("no demo item could be put in a cart")


async def _customer(
    client: httpx.AsyncClient,
    token: str,
    name: str,
    item: tuple[int, int],
    turns: int,
    latencies: list[float],
) -> tuple[int, int]:
    headers = {"Authorization": f"Bearer {token}", "moduleId": str(item[1])}
    errors = replays = 0
    for turn in range(turns):
        added = await client.post(
            "/api/v1/customer/cart/add", json={"item_id": item[0], "quantity": 1}, headers=headers
        )
        key = f"{name}-{turn}"
        started = time.perf_counter()
        placed = await client.post(
            "/api/v1/customer/order/place", json=PLACE, headers={**headers, "Idempotency-Key": key}
        )
        latencies.append(time.perf_counter() - started)
        if added.status_code != 200 or placed.status_code != 200:
            errors += 1
            continue
        if turn % 10 == 0:  # a client retrying: the same order, never a second one
            again = await client.post(
                "/api/v1/customer/order/place", json=PLACE, headers={**headers, "Idempotency-Key": key}
            )
            replays += again.status_code == 200 and again.json()["order_id"] == placed.json()["order_id"]
    return errors, replays


async def _load(
    port: int, tokens: list[str], placements: int, run: str
) -> tuple[float, list[float], int, int]:
    limits = httpx.Limits(max_connections=len(tokens))
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) as client:
        item = await _orderable(client, tokens[0])
        latencies: list[float] = []
        turns = placements // len(tokens)
        started = time.perf_counter()
        found = await asyncio.gather(
            *(_customer(client, t, f"{run}-{i}", item, turns, latencies) for i, t in enumerate(tokens))
        )
        seconds = time.perf_counter() - started
    return seconds, latencies, sum(e for e, _ in found), sum(r for _, r in found)


def measure(database: Database, customers: int, placements: int, workers: int) -> Outcome:
    env: dict[str, str] = {
        "LOG_LEVEL": "WARNING",
        "MEDIA_DIR": str(MEDIA_DIR),
        "DATABASE_URL": database.url,
        "STOREFRONT_SECRET_KEY": SECRET,
        "REDIS_URL": "",
        **UNLIMITED,
        **NO_SHEDDING_ENV,
    }
    run = f"orders{int(time.time())}"
    _restock(database)
    before = _count(database, "SELECT count(*) FROM orders")
    log = LOGS / f"orders-{database.name}.log"
    with granian("adapters.asgi:app", env, workers, "/api/v1/module", log) as (_pid, port):
        tokens = [token for _email, token in accounts.prepare(port, customers, f"{run}{database.name}")]
        seconds, latencies, errors, replays = asyncio.run(_load(port, tokens, placements, run))
    done = len(tokens) * (placements // len(tokens))
    counted = _count(database, "SELECT count(*) FROM orders") - before
    keys = _count(
        database, f"SELECT count(DISTINCT key) FROM order_idempotency_keys WHERE key LIKE '{run}-%'"
    )
    latencies.sort()
    return Outcome(
        database=database.name,
        placements=done,
        customers=len(tokens),
        seconds=round(seconds, 2),
        per_second=round(done / seconds, 1),
        p50_ms=round(percentile(latencies, 50) * 1000, 1),
        p99_ms=round(percentile(latencies, 99) * 1000, 1),
        errors=errors,
        replays_same_order=replays,
        orders_counted=counted,
        distinct_keys=keys,
    )


@contextlib.contextmanager
def _databases(only: str | None) -> Iterator[list[Database]]:
    with contextlib.ExitStack() as stack:
        found = []
        if only in (None, "sqlite"):
            work = BENCH_DIR / "orders-run"
            work.mkdir(parents=True, exist_ok=True)
            found.append(stack.enter_context(sqlite_database(work)))
        if only in (None, "postgresql") and (admin := postgres_admin_url()) is not None:
            found.append(stack.enter_context(postgres_database(admin)))
        yield found


def _markdown(outcomes: list[Outcome], workers: int) -> str:
    lines = [
        "# Order placement",
        "",
        f"{now()}; `python -m tests.bench.orders`, Granian with {workers} workers, load from the same machine.",
        "",
        "| Database | Placements | Customers at once | Placements/s | p50 ms | p99 ms | Errors | Replays answered the same order | Orders in the database | Distinct keys |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for o in outcomes:
        lines.append(
            f"| {o.database} | {o.placements} | {o.customers} | {o.per_second} | {o.p50_ms} | {o.p99_ms} | "
            f"{o.errors} | {o.replays_same_order} | {o.orders_counted} | {o.distinct_keys} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--placements", type=int, default=1000)
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", choices=("sqlite", "postgresql"))
    options = parser.parse_args(argv)
    outcomes = []
    with _databases(options.only) as databases:
        for database in databases:
            outcome = measure(database, options.customers, options.placements, options.workers)
            print(msgspec.json.encode(outcome).decode(), flush=True)
            outcomes.append(outcome)
    RESULTS.write_text(_markdown(outcomes, options.workers))
    # None lost, none doubled: exactly one stored order per placement, every retry answered with it.
    return 0 if all(o.orders_counted == o.placements and o.errors == 0 for o in outcomes) else 1


if __name__ == "__main__":
    raise SystemExit(main())
