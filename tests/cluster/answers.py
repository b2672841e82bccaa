"""What a load through the load balancer (tests/cluster/load.py) saw: every answer's status, latency and
Retry-After, and the writes the fleet acknowledged, checked against the primary afterwards (so a test can
check that each one was kept)."""

from __future__ import annotations

import collections
from collections.abc import Sequence

import asyncpg
import msgspec


class Answer(msgspec.Struct, frozen=True):
    """One request's outcome: its kind, when it was sent (monotonic seconds), how long its answer took, the
    status (0: the connection failed, -1: no answer in time) and whether a Retry-After came with it."""

    kind: str
    sent: float
    seconds: float
    status: int
    retry_after: bool


class Tally:
    """Everything one run saw, and the writes acknowledged (2xx) during it."""

    def __init__(self) -> None:
        self.answers: list[Answer] = []
        self.added: collections.Counter[tuple[str, int]] = (
            collections.Counter()
        )  # (guest id, item) -> 2xx adds
        self.orders: list[int] = []  # ids of the orders placed with a 2xx

    def between(self, start: float, end: float) -> list[Answer]:
        return [a for a in self.answers if start <= a.sent < end]

    def statuses(self, answers: Sequence[Answer] | None = None) -> dict[int, int]:
        return dict(collections.Counter(a.status for a in (self.answers if answers is None else answers)))

    def good(self, answers: Sequence[Answer] | None = None) -> list[Answer]:
        return [a for a in (self.answers if answers is None else answers) if 200 <= a.status < 300]

    def per_second(self, start: float, end: float) -> list[int]:
        """2xx answers of requests sent in each whole second from `start` to `end`."""
        counts = [0] * max(1, int(end - start))
        for answer in self.good(self.between(start, start + len(counts))):
            counts[int(answer.sent - start)] += 1
        return counts


def p99_ms(answers: Sequence[Answer]) -> float:
    ordered = sorted(a.seconds for a in answers)
    return round(ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1000, 1) if ordered else 0.0


class Kept(msgspec.Struct, frozen=True):
    """What the database holds of the acknowledged writes."""

    adds_acknowledged: int
    adds_missing: int  # acknowledged adds the carts do not hold
    orders_acknowledged: int
    orders_missing: int


async def kept(database_url: str, tally: Tally) -> Kept:
    """Check every acknowledged write against the primary: each guest holds at least as many of each item as
    its adds were acknowledged (an add that failed or timed out may or may not have been kept), and every
    order answered 2xx exists."""
    connection = await asyncpg.connect(database_url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        owners = sorted({f"guest:{guest}" for guest, _ in tally.added})
        rows = await connection.fetch(
            "SELECT owner, item_id, SUM(quantity) FROM cart_lines WHERE owner = ANY($1) GROUP BY owner, item_id",
            owners,
        )
        held = {(row[0].removeprefix("guest:"), row[1]): int(row[2]) for row in rows}
        found = {
            row[0] for row in await connection.fetch("SELECT id FROM orders WHERE id = ANY($1)", tally.orders)
        }
    finally:
        await connection.close()
    missing = sum(max(0, count - held.get(key, 0)) for key, count in tally.added.items())
    return Kept(
        adds_acknowledged=sum(tally.added.values()),
        adds_missing=missing,
        orders_acknowledged=len(tally.orders),
        orders_missing=len(set(tally.orders) - found),
    )
