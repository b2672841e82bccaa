"""A steady mixed load through the load balancer (what it saw is tests/cluster/answers.py's to tell).

Per twenty requests: sixteen catalogue reads (configuration, item details, a store's latest items, popular
stores, rotating over the demo's keys as tests/bench/keys.py draws them), three cart adds by guests and one
Buy Now order. Each add puts one more of a food item in a guest's cart; each order has an Idempotency-Key of
its own. The load runs on a few keep-alive connections, paced at a rate (a steady load) or flat out (the
figures), on raw HTTP/1.1: an HTTP client library's own CPU would be most of what the two cores spend.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import time
from collections.abc import AsyncIterator, Sequence

import asyncpg
import msgspec

from tests.bench.load import Request
from tests.bench.open_loop import encode
from tests.cluster.answers import Answer, Tally
from tests.waiting import until

MIX = (
    "read", "read", "read", "cart", "read", "read", "read", "read", "read", "cart",
    "read", "read", "read", "order", "read", "read", "read", "read", "read", "cart",
)  # fmt: skip
ADD = "/api/v1/customer/cart/add"
PLACE = "/api/v1/customer/order/place"
TIMEOUT = 10.0  # seconds an answer may take before the request counts as timed out
TAKE_AWAY = {
    "order_type": "take_away",
    "address": "Counter",
    "contact_person_name": "Fleet Shopper",
    "contact_person_number": "+33612345678",
    "payment_method": "cash_on_delivery",
}
# Food items an add never refuses (no stock rule, no maximum, no options, no date or time window), at stores
# that take take-away orders of any amount at any hour (orders ahead of their opening hours: an order for now
# at a store closed now is refused, and the test may run at night): a guest's cart holds one store's, a Buy Now
# order is one of them.
_ITEMS = """
SELECT i.id, i.module_id, i.store_id FROM items i JOIN stores s ON s.id = i.store_id
JOIN modules m ON m.id = i.module_id
WHERE m.module_type = 'food' AND i.status AND s.status AND m.status AND s.take_away AND s.minimum_order = 0
  AND s.schedule_order
  AND COALESCE(i.maximum_cart_quantity, 0) = 0 AND CAST(i.variations AS TEXT) = '[]'
  AND CAST(i.food_variations AS TEXT) = '[]' AND i.available_date_starts IS NULL
  AND i.available_date_ends IS NULL AND i.available_time_starts = '00:00:00'
  AND i.available_time_ends = '23:59:59'
ORDER BY i.store_id, i.id
"""
ITEMS_PER_STORE = 5


class Shoppers(msgspec.Struct, frozen=True):
    """Guests issued by the fleet, and the food items they add and buy: (item id, module id) by store."""

    guests: list[str]
    stores: list[list[tuple[int, int]]]


async def food_items(database_url: str) -> list[list[tuple[int, int]]]:
    """(item id, module id) of food items a cart always takes, a few per store, from the database at
    `database_url`."""
    connection = await asyncpg.connect(database_url.replace("postgresql+asyncpg://", "postgresql://"))
    try:
        rows = await connection.fetch(_ITEMS)
    finally:
        await connection.close()
    stores: dict[int, list[tuple[int, int]]] = {}
    for item_id, module_id, store_id in rows:
        stores.setdefault(store_id, []).append((item_id, module_id))
    return [items[:ITEMS_PER_STORE] for items in stores.values()]


class Mix:
    """The requests of the mixed load, in turn: reads from `reads`, adds and orders by `shoppers`."""

    def __init__(self, reads: Sequence[Request], shoppers: Shoppers) -> None:
        self._reads = [encode(request) for request in reads]
        self._shoppers = shoppers
        self._turn = itertools.count()
        self._writes = {"cart": itertools.count(), "order": itertools.count()}
        self._tag = f"{time.time_ns():x}"

    def next(self) -> tuple[str, bytes, object]:
        """The next request: its kind, its bytes, and what a 2xx acknowledges (an add's guest and item)."""
        turn = next(self._turn)
        kind = MIX[turn % len(MIX)]
        if kind == "read":
            return kind, self._reads[turn % len(self._reads)], None
        guests, stores = self._shoppers.guests, self._shoppers.stores
        round_ = next(self._writes[kind])  # each kind of write goes round every guest in turn
        number = round_ % len(guests)
        items = stores[number % len(stores)]  # a guest's cart holds one store's items
        item_id, module_id = items[(round_ // len(guests)) % len(items)]
        guest = guests[number]
        headers = (("moduleId", str(module_id)), ("X-localization", "en"))
        if kind == "cart":
            body = msgspec.json.encode({"guest_id": guest, "item_id": item_id, "quantity": 1}).decode()
            return kind, encode(Request(ADD, headers, "POST", body)), (guest, item_id)
        place = {**TAKE_AWAY, "guest_id": guest, "item": {"item_id": item_id, "quantity": 1}}
        key = (("Idempotency-Key", f"fleet-{self._tag}-{round_}"),)
        return kind, encode(Request(PLACE, headers + key, "POST", msgspec.json.encode(place).decode())), None


class _Connection:
    """One keep-alive HTTP/1.1 connection to the load balancer, opened again after a failure."""

    def __init__(self, port: int) -> None:
        self._port = port
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None

    async def exchange(self, wire: bytes) -> tuple[int, dict[bytes, bytes], bytes]:
        if self._writer is None:
            self._reader, self._writer = await asyncio.open_connection("127.0.0.1", self._port)
        assert self._reader is not None
        self._writer.write(wire)
        head = await self._reader.readuntil(b"\r\n\r\n")
        lines = head.split(b"\r\n")
        status = int(lines[0].split(b" ", 2)[1])
        headers = {}
        for line in lines[1:]:
            name, _, value = line.partition(b":")
            headers[name.strip().lower()] = value.strip()
        if b"content-length" in headers:
            body = await self._reader.readexactly(int(headers[b"content-length"]))
        elif headers.get(b"transfer-encoding", b"").lower() == b"chunked":
            body = await self._chunks()
        else:
            body = await self._reader.read()
            headers[b"connection"] = b"close"
        if headers.get(b"connection", b"").lower() == b"close":
            self.close()
        return status, headers, body

    async def _chunks(self) -> bytes:
        assert self._reader is not None
        parts = []
        while size := int((await self._reader.readuntil(b"\r\n")).split(b";")[0], 16):
            parts.append(await self._reader.readexactly(size))
            await self._reader.readexactly(2)
        await self._reader.readuntil(b"\r\n")
        return b"".join(parts)

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
        self._reader = self._writer = None


async def drive(
    port: int,
    mix: Mix,
    seconds: float,
    connections: int,
    rate: float | None,
    tally: Tally,
    stop: asyncio.Event | None = None,
) -> None:
    """Send `mix` to `port` for `seconds` (or until `stop` is set) on `connections` connections: `rate`
    requests a second in all (a steady load: the n-th is sent at start + n / rate, or as soon as a connection
    is free), or as fast as the answers come when `rate` is None. Every answer goes to `tally`."""
    start = time.monotonic()
    end = start + seconds
    tickets = itertools.count()
    stop = stop or asyncio.Event()

    async def one_connection() -> None:
        connection = _Connection(port)
        try:
            while True:
                ticket = next(tickets)
                due = start + ticket / rate if rate else time.monotonic()
                if due >= end or stop.is_set():
                    return
                if (wait := due - time.monotonic()) > 0:
                    await asyncio.sleep(wait)  # the pace of a steady load
                kind, wire, acknowledges = mix.next()
                sent = time.monotonic()
                try:
                    status, headers, body = await asyncio.wait_for(connection.exchange(wire), TIMEOUT)
                except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError):
                    status, headers, body = 0, {}, b""
                    connection.close()
                except TimeoutError:
                    status, headers, body = -1, {}, b""
                    connection.close()
                tally.answers.append(
                    Answer(kind, sent, time.monotonic() - sent, status, b"retry-after" in headers)
                )
                if 200 <= status < 300 and kind == "cart":
                    tally.added[acknowledges] += 1  # type: ignore[index]
                elif 200 <= status < 300 and kind == "order":
                    tally.orders.append(msgspec.json.decode(body)["order_id"])
        finally:
            connection.close()

    await asyncio.gather(*(one_connection() for _ in range(connections)))


async def warm(port: int, reads: Sequence[Request], connections: int = 8) -> None:
    """Send every read once to `port` (one node): its caches hold what the mixed load reads, as a node's
    caches do after its first minutes of service."""
    wires = [encode(request) for request in reads]

    async def share(first: int) -> None:
        connection = _Connection(port)
        try:
            for wire in wires[first::connections]:
                await asyncio.wait_for(connection.exchange(wire), TIMEOUT)
        finally:
            connection.close()

    await asyncio.gather(*(share(first) for first in range(connections)))


@contextlib.asynccontextmanager
async def steady(
    port: int, mix: Mix, connections: int, rate: float, tally: Tally, longest: float = 180.0
) -> AsyncIterator[None]:
    """A steady load running while the block runs (at most `longest` seconds), which may kill and restart
    parts of the fleet meanwhile; the load ends with the block, once its last answers are in."""
    stop = asyncio.Event()
    task = asyncio.create_task(drive(port, mix, longest, connections, rate, tally, stop))
    try:
        yield
    finally:
        stop.set()
        await asyncio.wait_for(task, TIMEOUT + 5)


async def until_answered(tally: Tally, since: float, count: int, within: float = 30.0) -> None:
    """Wait until `count` requests sent after `since` were answered 2xx (a load that serves again)."""

    async def answered() -> bool:
        return len(tally.good(tally.between(since, float("inf")))) >= count

    await until(answered, within, lambda: f"{count} good answers ({tally.statuses()})")
