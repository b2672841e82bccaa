"""`python -m tests.bench.placement`: placing an order against its ceiling, per payment method, on SQLite and
PostgreSQL, with the round trips each placement makes to PostgreSQL.

Ours: signed-in customers place Buy Now orders (one line, no cart to fill first) through our server
(Granian), each with an `Idempotency-Key` of its own, paying by cash on delivery, from the wallet, digitally
(the demo gateway: the order and its payment record) or partly from the wallet. The ceiling
(tests/bench/ceilings/placement.py) receives the same number of placements from the same load and writes
the same rows (copied from an order ours placed) in one transaction on the bare driver. Each run reports
placements per second for both, their ratio, and each method's figure as a ratio to cash on delivery.

Round trips are counted on PostgreSQL's wire (tests/bench/round_trips.py) over sequential placements after a
warm-up, for ours and for the ceiling. A partial payment spends the whole balance when it is smaller than the
total, so its customers are many, each with a small balance, placing once; the other methods loop over
`--customers` customers.

Usage: python -m tests.bench.placement [--placements N] [--customers N] [--workers N] [--only sqlite|postgresql]
Results go to tests/bench/results/placement.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import sqlite3
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import httpx
import jwt
import msgspec
from sqlalchemy import make_url

from adapters.db.orders.placing import LINE_COLUMNS, ORDER_COLUMNS
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
from tests.bench.orders import SECRET, _orderable, _restock
from tests.bench.report import now
from tests.bench.round_trips import counting_proxy
from tests.bench.run import UNLIMITED
from tests.bench.servers import NO_SHEDDING_ENV, granian

RESULTS = Path(__file__).parent / "results" / "placement.md"
LOGS = BENCH_DIR / "logs"
PLACE = "/api/v1/customer/order/place"
METHODS = ("cash_on_delivery", "wallet", "digital_payment", "partial_payment")
RICH = 10**11  # minor units credited to a wallet that pays whole orders for the whole run
SMALL = 1  # minor unit credited to a wallet that pays part of one order
COUNTED = 20  # sequential placements whose round trips are counted, after as many to warm up
PAYMENT_COLUMNS = ("token", "purpose", "owner", "amount", "digits", "currency", "gateway", "bonus", "cart")


class Figure(msgspec.Struct):
    database: str
    method: str
    placements: int
    ours_per_second: float
    ceiling_per_second: float
    ratio: float
    ours_round_trips: float | None
    ceiling_round_trips: float | None
    errors: int


def _body(method: str, item: tuple[int, int], key: str) -> dict[str, Any]:
    body: dict[str, Any] = {
        "order_type": "take_away",
        "address": "Counter",
        "contact_person_name": "Bench Customer",
        "contact_person_number": "+33612345678",
        "payment_method": method,
        "item": {"item_id": item[0], "quantity": 1},
    }
    if method == "digital_payment":
        body["payment_gateway"] = "demo"
    if method == "partial_payment":
        body["partial_rest"] = "cash_on_delivery"
    return body


def _customer_id(token: str) -> int:
    return int(jwt.decode(token, options={"verify_signature": False})["sub"])


def _sql(database: Database, statement: str, values: Sequence[Any] = ()) -> list[Any]:
    """Run one statement on the bench database (qmark placeholders on SQLite, $n on PostgreSQL)."""
    if database.name == "sqlite":
        with contextlib.closing(sqlite3.connect(database.url.split("///", 1)[1])) as connection:
            rows = connection.execute(statement, values).fetchall()
            connection.commit()
            return rows
    if not values:
        return list(asyncio.run(_execute(make_url(database.url), statement)))
    import asyncpg

    async def run() -> list[Any]:
        url = make_url(database.url).set(drivername="postgresql")
        connection = await asyncpg.connect(url.render_as_string(hide_password=False))
        try:
            return list(await connection.fetch(statement, *values))
        finally:
            await connection.close()

    return asyncio.run(run())


def _credit(database: Database, tokens: list[str], amount: int, run: str) -> None:
    """Give each customer's wallet `amount` minor units (an admin bonus, as the ledger keeps it)."""
    mark = "?" if database.name == "sqlite" else "$1"
    for token in tokens:
        customer = _customer_id(token)
        found = _sql(
            database,
            "SELECT balance FROM ledger_entries WHERE customer_id = "
            f"{mark} AND account = 'wallet' ORDER BY id DESC LIMIT 1",
            (customer,),
        )
        balance = int(found[0][0]) if found else 0
        _sql(
            database,
            "INSERT INTO ledger_entries (customer_id, account, reason, source, amount, balance) VALUES "
            f"({customer}, 'wallet', 'admin_bonus', 'bench:{run}:{customer}', {amount}, {balance + amount})",
        )


async def _place_loop(
    port: int, bodies: list[list[tuple[dict[str, Any], dict[str, str]]]]
) -> tuple[float, int]:
    """Each list of (body, headers) sent in turn by one client, all clients at once: seconds, errors."""
    limits = httpx.Limits(max_connections=len(bodies))
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60, limits=limits) as client:

        async def one(requests: list[tuple[dict[str, Any], dict[str, str]]]) -> int:
            errors = 0
            for body, headers in requests:
                answer = await client.post(PLACE, json=body, headers=headers)
                if answer.status_code != 200:
                    if not errors:  # one said per client: enough to see why
                        print(
                            f"port {port}: place answered {answer.status_code}: {answer.text[:300]}",
                            flush=True,
                        )
                    errors += 1
            return errors

        started = time.perf_counter()
        errors = sum(await asyncio.gather(*(one(r) for r in bodies)))
        return time.perf_counter() - started, errors


def _our_requests(
    tokens: list[str], method: str, item: tuple[int, int], turns: int, run: str
) -> list[list[tuple[dict[str, Any], dict[str, str]]]]:
    return [
        [
            (
                _body(method, item, f"{run}-{c}-{t}"),
                {
                    "Authorization": f"Bearer {token}",
                    "moduleId": str(item[1]),
                    "Idempotency-Key": f"{run}-{c}-{t}",
                },
            )
            for t in range(turns)
        ]
        for c, token in enumerate(tokens)
    ]


def _as_clients(
    per_customer: list[list[tuple[dict[str, Any], dict[str, str]]]], clients: int
) -> list[list[tuple[dict[str, Any], dict[str, str]]]]:
    """The requests of many customers sent by `clients` clients at once, each in turn: the same load as the
    other methods' (partial payments come one per customer)."""
    flat = [request for requests in per_customer for request in requests]
    return [flat[i::clients] for i in range(clients)]


def _template(database: Database, method: str) -> dict[str, Any]:
    """The rows of the newest order ours placed with `method`: what the ceiling writes again."""
    mark = "?" if database.name == "sqlite" else "$1"
    [order] = _sql(
        database,
        f"SELECT id, {', '.join(ORDER_COLUMNS)} FROM orders WHERE payment_method = {mark} "
        "ORDER BY id DESC LIMIT 1",
        (method,),
    )
    values = dict(zip(ORDER_COLUMNS, tuple(order)[1:], strict=True))
    values.pop("created_at")
    for name in ("distance_km", "latitude", "longitude"):
        values[name] = float(values[name]) if values[name] is not None else None
    [line] = _sql(
        database,
        f"SELECT {', '.join(LINE_COLUMNS)} FROM order_lines WHERE order_id = {mark}",
        (order[0],),
    )
    payment = _sql(
        database, f"SELECT {', '.join(PAYMENT_COLUMNS)} FROM payments WHERE order_id = {mark}", (order[0],)
    )
    return {
        "order": values,
        "line": {k: v for k, v in zip(LINE_COLUMNS, tuple(line), strict=True) if k != "order_id"},
        "payment": dict(zip(PAYMENT_COLUMNS, tuple(payment[0]), strict=True)) if payment else None,
    }


def _ceiling_requests(
    template: dict[str, Any], tokens: list[str], turns: int, run: str
) -> list[list[tuple[dict[str, Any], dict[str, str]]]]:
    found = []
    for c, token in enumerate(tokens):
        customer = _customer_id(token)
        requests: list[tuple[dict[str, Any], dict[str, str]]] = []
        for t in range(turns):
            key = f"{run}-ceiling-{c}-{t}"
            body: dict[str, Any] = {
                "order": {**template["order"], "owner": f"customer:{customer}"},
                "line": template["line"],
                "key": key,
                "wallet": {"customer_id": customer, "amount": template["order"]["wallet_paid"]}
                if template["order"]["wallet_paid"]
                else None,
                "payment": {**template["payment"], "token": key, "owner": f"customer:{customer}"}
                if template["payment"]
                else None,
            }
            requests.append((body, {}))
        found.append(requests)
    return found


def _count_trips(app: str, url: Any, requests: list[tuple[dict[str, Any], dict[str, str]]]) -> float:
    """Round trips per placement of `app` (one worker, its database reached through a counting proxy) over
    the last COUNTED of `requests`, sent one at a time after the others (a warm-up)."""
    log = LOGS / "placement-trips.log"
    with counting_proxy(url.host or "127.0.0.1", url.port or 5432) as proxy:
        through = url.set(host="127.0.0.1", port=proxy.port).render_as_string(hide_password=False)
        with granian(app, _env(through), 1, "/api/v1/module", log) as (_pid, port):

            async def send() -> float:
                async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
                    for body, headers in requests[:-COUNTED]:
                        assert (await client.post(PLACE, json=body, headers=headers)).status_code == 200
                    before = proxy.trips
                    for body, headers in requests[-COUNTED:]:
                        assert (await client.post(PLACE, json=body, headers=headers)).status_code == 200
                    return (proxy.trips - before) / COUNTED

            return asyncio.run(send())


def _env(url: str) -> dict[str, str]:
    return {
        "LOG_LEVEL": os.environ.get("BENCH_LOG_LEVEL", "WARNING"),
        "MEDIA_DIR": str(MEDIA_DIR),
        "DATABASE_URL": url,
        "STOREFRONT_SECRET_KEY": SECRET,
        "REDIS_URL": "",
        "PAYMENT_TIMEOUT_MINUTES": "600",  # no placement of the run is released while it runs
        **UNLIMITED,
        **NO_SHEDDING_ENV,
    }


def measure(database: Database, customers: int, placements: int, workers: int) -> list[Figure]:
    run = f"place{int(time.time())}"
    _restock(database)
    figures = []
    ours_log, ceiling_log = (
        LOGS / f"placement-{database.name}.log",
        LOGS / f"placement-ceiling-{database.name}.log",
    )
    turns = max(1, placements // customers)
    with granian("adapters.asgi:app", _env(database.url), workers, "/api/v1/module", ours_log) as (
        _pid,
        port,
    ):
        looping = [t for _e, t in accounts.prepare(port, customers, f"{run}{database.name}")]
        once = [t for _e, t in accounts.prepare(port, turns * customers, f"{run}once", first=customers)]
        _credit(database, looping, RICH, run)
        _credit(database, once, SMALL, f"{run}-small")
        item = asyncio.run(_first_item(port, looping[0]))
        ours: dict[str, tuple[float, int, list[str], int]] = {}
        for method in METHODS:
            tokens, method_turns = (once, 1) if method == "partial_payment" else (looping, turns)
            requests = _our_requests(tokens, method, item, method_turns, f"{run}-{method}")
            seconds, errors = asyncio.run(_place_loop(port, _as_clients(requests, customers)))
            ours[method] = (seconds, errors, tokens, method_turns)
    templates = {method: _template(database, method) for method in METHODS}
    _credit(
        database, once, SMALL, f"{run}-small-again"
    )  # spent by ours: the ceiling's partial payments spend it
    ceiling_env = _env(database.url)
    with granian(
        "tests.bench.ceilings.placement:app", ceiling_env, workers, "/api/v1/module", ceiling_log
    ) as (_p, port):
        for method in METHODS:
            seconds, errors, tokens, method_turns = ours[method]
            requests = _ceiling_requests(templates[method], tokens, method_turns, f"{run}-{method}")
            ceiling_seconds, ceiling_errors = asyncio.run(_place_loop(port, _as_clients(requests, customers)))
            done = len(tokens) * method_turns
            figures.append(
                Figure(
                    database=database.name,
                    method=method,
                    placements=done,
                    ours_per_second=round(done / seconds, 1),
                    ceiling_per_second=round(done / ceiling_seconds, 1),
                    ratio=round(ceiling_seconds / seconds, 2),
                    ours_round_trips=None,
                    ceiling_round_trips=None,
                    errors=errors + ceiling_errors,
                )
            )
    if database.name == "postgresql":
        _count_round_trips(database, figures, templates, item, run)
    return figures


async def _first_item(port: int, token: str) -> tuple[int, int]:
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
        return await _orderable(client, token)


def _count_round_trips(
    database: Database, figures: list[Figure], templates: dict[str, Any], item: tuple[int, int], run: str
) -> None:
    url = make_url(database.url)
    for figure in figures:
        method = figure.method
        tokens = _fresh_customers(database, method, run)
        name = f"{run}-trips-{method}"
        if method == "partial_payment":  # one placement per customer: one request from each
            ours = [r[0] for r in _our_requests(tokens, method, item, 1, name)]
        else:
            ours = _our_requests(tokens[:1], method, item, 2 * COUNTED, name)[0]
        figure.ours_round_trips = _count_trips("adapters.asgi:app", url, ours)
        if (
            method == "partial_payment"
        ):  # ours spent the small balances: the ceiling's placements spend them again
            _credit(database, tokens, SMALL, f"{run}-trips-again")
            ceiling = [r[0] for r in _ceiling_requests(templates[method], tokens, 1, name)]
        else:
            ceiling = _ceiling_requests(templates[method], tokens[:1], 2 * COUNTED, name)[0]
        figure.ceiling_round_trips = _count_trips("tests.bench.ceilings.placement:app", url, ceiling)


def _fresh_customers(database: Database, method: str, run: str) -> list[str]:
    """Customers for a counting pass (signed up on a server of their own, which the pass then replaces)."""
    log = LOGS / f"placement-trips-{database.name}.log"
    with granian("adapters.asgi:app", _env(database.url), 1, "/api/v1/module", log) as (_pid, port):
        many = 2 * COUNTED if method == "partial_payment" else 1
        first = 100_000 * (1 + METHODS.index(method))  # past the run's other customers
        tokens = [t for _e, t in accounts.prepare(port, many, f"{run}trips{method}", first=first)]
    _credit(database, tokens, SMALL if method == "partial_payment" else RICH, f"{run}-trips-{method}")
    return tokens


@contextlib.contextmanager
def _databases(only: str | None) -> Iterator[list[Database]]:
    with contextlib.ExitStack() as stack:
        found = []
        if only in (None, "sqlite"):
            work = BENCH_DIR / "placement-run"
            work.mkdir(parents=True, exist_ok=True)
            found.append(stack.enter_context(sqlite_database(work)))
        if only in (None, "postgresql") and (admin := postgres_admin_url()) is not None:
            found.append(stack.enter_context(postgres_database(admin)))
        yield found


def _markdown(figures: list[Figure], customers: int, workers: int) -> str:
    cash = {f.database: f.ours_per_second for f in figures if f.method == "cash_on_delivery"}

    def trips(value: float | None) -> str:
        return "-" if value is None else f"{value:g}"

    lines = [
        "# Order placement against its ceiling",
        "",
        f"{now()}; `python -m tests.bench.placement`, Granian with {workers} workers each, {customers} clients "
        "at once (partial payment: one placement per customer, the customers' placements shared among the "
        "clients), load from the same machine. Round trips to "
        "PostgreSQL counted on the wire per placement (SQLite runs in the process: none).",
        "",
        "| Database | Payment method | Placements | Ours /s | Ceiling /s | Ours / ceiling | Ours / cash | Round trips ours | Round trips ceiling | Errors |",
        "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ]
    for f in figures:
        to_cash = round(f.ours_per_second / cash[f.database], 2) if cash.get(f.database) else "-"
        lines.append(
            f"| {f.database} | {f.method} | {f.placements} | {f.ours_per_second} | {f.ceiling_per_second} | "
            f"{f.ratio} | {to_cash} | {trips(f.ours_round_trips)} | {trips(f.ceiling_round_trips)} | {f.errors} |"
        )
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--placements", type=int, default=400)
    parser.add_argument("--customers", type=int, default=20)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--only", choices=("sqlite", "postgresql"))
    options = parser.parse_args(argv)
    figures: list[Figure] = []
    with _databases(options.only) as databases:
        for database in databases:
            found = measure(database, options.customers, options.placements, options.workers)
            for figure in found:
                print(msgspec.json.encode(figure).decode(), flush=True)
            figures.extend(found)
    RESULTS.write_text(_markdown(figures, options.customers, options.workers))
    return 0 if all(f.errors == 0 for f in figures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
