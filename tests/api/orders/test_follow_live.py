"""Following an order live: GET /customer/order/stream (server-sent events), the feeds behind it (in one
process, and through Redis across processes), and the demo dispatcher moving orders to delivered."""

from __future__ import annotations

import asyncio
import datetime as dt
import json
import os
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest
from dishka import Provider, Scope, provide
from httpx import Response
from litestar import Litestar

from adapters.orders.feeds import BoundedFeed, MemoryFeed, RedisFeed
from adapters.settings import Settings
from core.orders.ports import StatusFeed
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import ORDER, PLACE, OrderShopper
from tests.api.raw_asgi import Answer, call
from tests.api.visitor import application, client_at, running_app, served
from tests.conftest import make_settings
from tests.waiting import until

pytestmark = pytest.mark.anyio


def events(body: str) -> list[dict[str, Any]]:
    """The `status` events of a server-sent events body, their data decoded."""
    found = []
    for block in body.replace("\r\n", "\n").split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.split("\n") if ": " in line and line[0] != ":")
        if lines.get("event") == "status":
            found.append(json.loads(lines["data"]))
    return found


async def stream(shopper: OrderShopper, order_id: int, contact: str | None = None) -> Any:
    params: dict[str, Any] = {"order_id": order_id}
    if shopper.guest_id:
        params.update(guest_id=shopper.guest_id, contact_number=contact or "+33612345678")
    return await shopper.client.get(f"{ORDER}/stream", params=params, headers=shopper.headers())


def follow(
    app: Litestar, shopper: OrderShopper, order_id: int
) -> tuple[asyncio.Task[Response], Callable[[], Awaitable[list[dict[str, Any]]]]]:
    """The stream of `order_id` opened on `app` (its whole answer, once it ends), and the status events
    it has sent so far, read while it is still open. (An HTTP client on the app hands a body over only
    once it is complete: the stream is read as raw ASGI.)"""
    query = urlencode({"order_id": order_id, **shopper.reached(PLACE["contact_person_number"])})
    sending = Answer(0, {}, b"")

    async def answered() -> Response:
        await call(app, "GET", f"{ORDER}/stream", query=query, headers=shopper.headers(), into=sending)
        return Response(sending.status, headers=list(sending.headers.items()), content=sending.body)

    async def sent() -> list[dict[str, Any]]:
        whole_events = sending.body.decode().replace("\r\n", "\n").rpartition("\n\n")[0]
        return events(whole_events)

    return asyncio.create_task(answered()), sent


async def test_the_stream_sends_the_status_then_each_change_until_final(
    order_settings: Settings, ids: dict[str, int]
) -> None:
    async with served(application(order_settings)) as app, client_at(app) as client:
        guest = await OrderShopper.guest(client, ids)
        order_id = await guest.placed()
        following, sent = follow(app, guest, order_id)
        await until(sent)  # the stream has sent "pending" and waits
        assert (await guest.cancel(order_id)).status_code == 200
        answer = await asyncio.wait_for(following, 10)
    assert answer.status_code == 200
    assert answer.headers["content-type"].startswith("text/event-stream")
    assert [e["status"] for e in events(answer.text)] == ["pending", "canceled"]


class OneFollower(Provider):
    """A worker that may follow one order at a time."""

    @provide(scope=Scope.APP)
    async def feed(self) -> AsyncIterator[StatusFeed]:
        found = BoundedFeed(MemoryFeed(), limit=1)
        yield found
        await found.close()


async def test_past_the_followers_bound_a_stream_answers_503_until_one_ends(
    order_settings: Settings, ids: dict[str, int]
) -> None:
    async with served(application(order_settings, OneFollower())) as app, client_at(app) as client:
        guest = await OrderShopper.guest(client, ids)
        order_id = await guest.placed()
        following, sent = follow(app, guest, order_id)
        await until(sent)  # the first stream holds the only place
        refused = await stream(guest, order_id)
        assert refused.status_code == 503
        assert refused.json()["errors"] == [
            {"code": "service_unavailable", "message": "Too many orders are followed now."}
        ]
        assert (await guest.cancel(order_id)).status_code == 200
        assert (await asyncio.wait_for(following, 10)).status_code == 200
        # The first stream ended with the order: its place is free again.
        again = await asyncio.wait_for(stream(guest, order_id), 10)
        assert [e["status"] for e in events(again.text)] == ["canceled"]


async def test_a_stream_of_another_owners_order_is_404(
    new_guest: NewShopper, new_customer: NewShopper
) -> None:
    guest, other, customer = await new_guest(), await new_guest(), await new_customer()
    order_id = await guest.placed()
    assert (await stream(guest, order_id, contact="+33600000000")).status_code == 404
    assert (await stream(other, order_id)).status_code == 404
    assert (await stream(customer, order_id)).status_code == 404
    await guest.cancel(order_id)  # a final order's stream sends its status and ends
    assert [e["status"] for e in events((await stream(guest, order_id)).text)] == ["canceled"]


async def _feeds(redis_url: str | None) -> AsyncIterator[tuple[Any, Any]]:
    if redis_url is None:
        feed = MemoryFeed()
        yield feed, feed
        await feed.close()
        return
    one, two = RedisFeed(redis_url), RedisFeed(redis_url)  # as two server processes would hold
    yield one, two
    await one.close()
    await two.close()


@pytest.mark.parametrize("engine_name", ["memory", "redis"])
async def test_a_change_published_by_one_process_reaches_a_follower_of_another(engine_name: str) -> None:
    url = os.environ.get("TEST_REDIS_URL") if engine_name == "redis" else None
    if engine_name == "redis" and not url:
        pytest.skip("TEST_REDIS_URL is not set")
    async for publisher, follower in _feeds(url):
        order_id = 10**12 + os.getpid()
        subscription = await follower.subscribe(order_id)
        other = await follower.subscribe(order_id + 1)
        at = dt.datetime(2026, 1, 2, 3, 4, 5, tzinfo=dt.UTC)
        await publisher.publish(order_id, "confirmed", at)
        assert await subscription.next(2) == ("confirmed", at)
        assert await other.next(0.2) is None
        await subscription.close()
        await other.close()


async def test_the_demo_dispatcher_moves_an_order_to_delivered(
    order_settings: Settings, ids: dict[str, int], tmp_path: Path, new_customer: NewShopper
) -> None:
    real = await new_customer()  # placed while the dispatcher is off: a real order, never moved by it
    real_order = await real.placed()
    settings = make_settings(
        order_settings.database_url, tmp_path, secret_key=order_settings.secret_key, demo_dispatch_seconds=1
    )
    async with running_app(settings) as client:
        guest = await OrderShopper.guest(client, ids)
        order_id = await guest.placed()
        answer = await asyncio.wait_for(stream(guest, order_id), 30)
        assert [e["status"] for e in events(answer.text)] == [
            "pending",
            "confirmed",
            "processing",
            "handover",
            "picked_up",
            "delivered",
        ]
        tracked = (await guest.track(order_id)).json()
        assert [s["status"] for s in tracked["status_history"]][-1] == "delivered"
        assert (await guest.cancel(order_id)).status_code == 409
    assert (await real.track(real_order)).json()["order_status"] == "pending"
