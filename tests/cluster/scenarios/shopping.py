"""How the fleet scenarios shop: a client of the load balancer and one of each node, guests and the mixed
load they send (tests/cluster/load.py), the steady load's pace, and an order followed live to its delivery."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator

import httpx

from tests.api.visitor import new_guest_id
from tests.bench.load import Request
from tests.cluster import load
from tests.cluster.fleet import Fleet
from tests.cluster.load import Mix, Shoppers

STEPS = ["pending", "confirmed", "processing", "handover", "picked_up", "delivered"]
STREAM = "/api/v1/customer/order/stream"
CONTACT = load.TAKE_AWAY["contact_person_number"]
# The failure scenarios: a steady load well under what the fleet serves flat out (some 700 requests a second).
STEADY_RATE, STEADY_CONNECTIONS = 150.0, 16
GUESTS = 24


@contextlib.asynccontextmanager
async def clients(fleet: Fleet) -> AsyncIterator[tuple[httpx.AsyncClient, list[httpx.AsyncClient]]]:
    """A client of the load balancer, and one of each node."""
    async with contextlib.AsyncExitStack() as stack:
        urls = [fleet.url, *(node.url for node in fleet.nodes)]
        opened = [
            await stack.enter_async_context(httpx.AsyncClient(base_url=url, timeout=30)) for url in urls
        ]
        yield opened[0], opened[1:]


async def shoppers(fleet: Fleet, count: int = GUESTS) -> Shoppers:
    """`count` guests issued through the load balancer, and the items they add and buy."""
    async with httpx.AsyncClient(base_url=fleet.url, timeout=30) as client:
        guests = [await new_guest_id(client) for _ in range(count)]
    return Shoppers(guests, await load.food_items(fleet.database_url()))


async def the_mix(fleet: Fleet, reads: list[Request]) -> Mix:
    return Mix(reads, await shoppers(fleet))


async def followed(client: httpx.AsyncClient, guest_id: str, order_id: int, module: int) -> list[str]:
    """The statuses a tracking page connected to `client`'s node is sent, until the order is delivered."""
    params: dict[str, str | int] = {"order_id": order_id, "guest_id": guest_id, "contact_number": CONTACT}
    seen: list[str] = []
    async with client.stream("GET", STREAM, params=params, headers={"moduleId": str(module)}) as answer:
        assert answer.status_code == 200
        event = ""
        async for line in answer.aiter_lines():
            if line.startswith("event: "):
                event = line.removeprefix("event: ")
            elif line.startswith("data: ") and event == "status":
                seen.append(json.loads(line.removeprefix("data: "))["status"])
    return seen
