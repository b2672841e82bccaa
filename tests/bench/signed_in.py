"""`python -m tests.bench.signed_in`: what a signed-in cart add costs the server beside a guest's, in CPU.

The same cart adds (one item, quantity 1, into the owner's cart of its module) sent by guests and by signed-in
customers to our server (Granian, one worker) on SQLite and PostgreSQL; the server's CPU time per add is read
from /proc around each run (tests/bench/metrics.py), alternating guests and customers over several rounds so
that a busy moment of the machine falls on both. A signed-in add checks the bearer token's signature and
whether its session is still open, answered from memory on most requests
(adapters/identity/remembered_sessions.py): the target is at most 10% more CPU than a guest's add.

Usage: python -m tests.bench.signed_in [--adds N] [--rounds N] [--only sqlite|postgresql]
Results go to tests/bench/results/signed-in.md.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import msgspec

from tests.bench import accounts
from tests.bench.databases import BENCH_DIR, Database, postgres_admin_url, postgres_database, sqlite_database
from tests.bench.metrics import cpu_seconds, process_tree
from tests.bench.orders import _orderable, _restock
from tests.bench.placement import _env
from tests.bench.report import now
from tests.bench.servers import granian

RESULTS = Path(__file__).parent / "results" / "signed-in.md"
LOGS = BENCH_DIR / "logs"
ADD = "/api/v1/customer/cart/add"
REMOVE = "/api/v1/customer/cart/remove"
TARGET = 1.10  # a signed-in add at most 10% more CPU than a guest's


class Figure(msgspec.Struct):
    database: str
    adds: int
    guest_cpu_ms: float
    customer_cpu_ms: float
    ratio: float


class Owner(msgspec.Struct, frozen=True):
    """A cart owner as requests name it: a customer's bearer token, or a guest's id."""

    headers: dict[str, str]
    guest_id: str | None = None


async def _adds(port: int, owners: list[Owner], item: tuple[int, int], adds: int) -> None:
    """`adds` cart adds, the owners taking turns, four at a time; each owner's cart emptied first."""
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:

        async def one(owner: Owner, count: int) -> None:
            headers = {**owner.headers, "moduleId": str(item[1])}
            guest = {"guest_id": owner.guest_id} if owner.guest_id else {}
            await client.delete(REMOVE, headers=headers, params=guest)
            for _ in range(count):
                answer = await client.post(
                    ADD, json={"item_id": item[0], "quantity": 1, **guest}, headers=headers
                )
                if answer.status_code != 200:
                    raise RuntimeError(f"cart add answered {answer.status_code}: {answer.text[:200]}")

        await asyncio.gather(*(one(owner, adds // len(owners)) for owner in owners))


def _cpu_ms(pid: int, port: int, owners: list[Owner], item: tuple[int, int], adds: int) -> float:
    """The server's CPU milliseconds per add over `adds` adds by `owners`."""
    tree = process_tree(pid)
    before = cpu_seconds(tree)
    asyncio.run(_adds(port, owners, item, adds))
    return (cpu_seconds(tree) - before) * 1000 / adds


def measure(database: Database, adds: int, rounds: int) -> Figure:
    _restock(database)
    log = LOGS / f"signed-in-{database.name}.log"
    with granian("adapters.asgi:app", _env(database.url), 1, "/api/v1/module", log) as (pid, port):
        tokens = [t for _e, t in accounts.prepare(port, 4, f"signedin{int(time.time())}", first=900_000)]
        customers = [Owner({"Authorization": f"Bearer {t}"}) for t in tokens]
        guests = [
            Owner({}, accounts._post(port, "/api/v1/auth/guest/request", {})["guest_id"]) for _ in tokens
        ]
        item = asyncio.run(_first(port, tokens[0]))
        _cpu_ms(pid, port, guests, item, adds // 4)  # warm both paths up
        _cpu_ms(pid, port, customers, item, adds // 4)
        guest = customer = 0.0
        for _ in range(rounds):
            guest += _cpu_ms(pid, port, guests, item, adds)
            customer += _cpu_ms(pid, port, customers, item, adds)
    return Figure(
        database=database.name,
        adds=adds * rounds,
        guest_cpu_ms=round(guest / rounds, 3),
        customer_cpu_ms=round(customer / rounds, 3),
        ratio=round(customer / guest, 3),
    )


async def _first(port: int, token: str) -> tuple[int, int]:
    async with httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=60) as client:
        return await _orderable(client, token)


@contextlib.contextmanager
def _databases(only: str | None) -> Iterator[list[Database]]:
    with contextlib.ExitStack() as stack:
        found = []
        if only in (None, "sqlite"):
            work = BENCH_DIR / "signed-in-run"
            work.mkdir(parents=True, exist_ok=True)
            found.append(stack.enter_context(sqlite_database(work)))
        if only in (None, "postgresql") and (admin := postgres_admin_url()) is not None:
            found.append(stack.enter_context(postgres_database(admin)))
        yield found


def _markdown(figures: list[Figure]) -> str:
    lines = [
        "# A signed-in cart add beside a guest's",
        "",
        f"{now()}; `python -m tests.bench.signed_in`, Granian with one worker, the server's CPU per add "
        f"(user and system, from /proc), guests and customers alternating. Target: at most {TARGET:.2f} times.",
        "",
        "| Database | Adds each | Guest CPU ms/add | Customer CPU ms/add | Customer / guest |",
        "|---|--:|--:|--:|--:|",
    ]
    for f in figures:
        lines.append(f"| {f.database} | {f.adds} | {f.guest_cpu_ms} | {f.customer_cpu_ms} | {f.ratio} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--adds", type=int, default=400)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--only", choices=("sqlite", "postgresql"))
    options = parser.parse_args(argv)
    figures = []
    with _databases(options.only) as databases:
        for database in databases:
            figure = measure(database, options.adds, options.rounds)
            print(msgspec.json.encode(figure).decode(), flush=True)
            figures.append(figure)
    RESULTS.write_text(_markdown(figures))
    return 0 if all(f.ratio <= TARGET for f in figures) else 1


if __name__ == "__main__":
    raise SystemExit(main())
