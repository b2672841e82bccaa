"""The inbox live: GET /customer/message/stream (server-sent events) sends `ready` then each new message,
a reconnection with Last-Event-ID replays what came after it (none lost, none repeated), the demo
responder's reply arrives on it, and a message sent through one server process reaches a stream open on
another (Redis)."""

from __future__ import annotations

import asyncio
import os
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest
from litestar import Litestar
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.conversations.chatter import MESSAGE, Chatter, sse_events
from tests.api.conversations.conftest import SECRET
from tests.api.jobs import REDIS_URL, needs_redis
from tests.api.raw_asgi import Answer, call
from tests.api.visitor import application, client_at, served
from tests.cluster.processes import Node, tail
from tests.conftest import make_settings
from tests.ports import free_ports
from tests.waiting import until

pytestmark = pytest.mark.anyio


@asynccontextmanager
async def inbox_open(
    app: Litestar, customer: Chatter, last_event_id: int | None = None
) -> AsyncIterator[Answer]:
    """The customer's stream open on `app`, read while it is open (raw ASGI: a client hands a body over only
    once complete); closed when the block ends."""
    headers = customer.headers() | (
        {"Last-Event-ID": str(last_event_id)} if last_event_id is not None else {}
    )
    answer = Answer(0, {}, b"")
    task = asyncio.create_task(call(app, "GET", f"{MESSAGE}/stream", headers=headers, into=answer))
    try:
        await until(lambda: _events(answer, "ready"))
        yield answer
    finally:
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)


async def _events(answer: Answer, kind: str = "message") -> list[tuple[str, dict[str, Any]]]:
    whole = answer.body.decode().replace("\r\n", "\n").rpartition("\n\n")[0]
    return sse_events(whole, kind)


async def test_the_stream_says_ready_then_sends_each_new_message(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine
) -> None:
    async with served(application(chat_settings)) as app, client_at(app) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        support = (await customer.opened("support"))["id"]
        first = await customer.sent(support, "before the stream")
        async with inbox_open(app, customer) as answer:
            assert answer.status == 200
            assert answer.headers[b"content-type"].startswith(b"text/event-stream")
            assert await _events(answer, "ready") == [(str(first["seq"]), {"unread_total": 0})]
            sent = await customer.sent(support, "while it is open")
            events = await until(lambda: _events(answer))
        assert events == [
            (
                str(sent["seq"]),
                {"conversation_id": support, "message": sent, "unread_count": 0, "unread_total": 0},
            )
        ]


async def test_a_reconnection_replays_after_last_event_id_then_goes_on_live(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine
) -> None:
    async with served(application(chat_settings)) as app, client_at(app) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        support = (await customer.opened("support"))["id"]
        seqs = [(await customer.sent(support, f"m{n}"))["seq"] for n in range(4)]
        async with inbox_open(app, customer, last_event_id=seqs[1]) as answer:
            live = (await customer.sent(support, "live"))["seq"]

            async def all_there() -> list[str]:
                found = [event_id for event_id, _ in await _events(answer)]
                return found if str(live) in found else []

            received = await until(all_there)
        assert received == [str(seq) for seq in [*seqs[2:], live]]  # none lost, none repeated, in order


async def test_the_demo_responder_answers_in_the_customers_language(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine, tmp_path: Path
) -> None:
    demo = make_settings(
        chat_settings.database_url,
        tmp_path,
        secret_key=SECRET,
        demo_dispatch_seconds=3600,
        demo_reply_seconds=0,
    )
    async with served(application(demo)) as app, client_at(app) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        support = (await customer.opened("support"))["id"]
        async with inbox_open(app, customer) as answer:
            await customer.send(support, "Bonjour, ma commande ?", language="fr")

            async def replied() -> list[dict[str, Any]]:
                return [data for _, data in await _events(answer) if data["message"]["sender"] == "support"]

            reply = (await until(replied))[0]
        assert reply["message"]["body"].startswith(("Bonjour", "Merci", "Désolés"))
        assert reply["unread_count"] == 1
        assert reply["unread_total"] == 1
        assert await customer.unread() == 1


@asynccontextmanager
async def _nodes(settings: Settings, folder: Path, count: int) -> AsyncIterator[list[Node]]:
    env = {
        **os.environ,
        "DATABASE_URL": settings.database_url,
        "REDIS_URL": REDIS_URL,
        "STOREFRONT_SECRET_KEY": SECRET,
        "MEDIA_DIR": str(folder / "media"),
        "LOG_LEVEL": "WARNING",
        "HOST": "127.0.0.1",
        "JOBS_QUEUE": f"inbox-test-{os.getpid()}",
    }
    nodes = [Node(n, port, env, folder) for n, port in enumerate(free_ports(count), start=1)]
    try:
        for node in nodes:
            await asyncio.to_thread(node.start_and_wait)
        yield nodes
    finally:
        for node in nodes:
            await asyncio.to_thread(node.stop)


@needs_redis
async def test_a_message_sent_through_one_server_process_reaches_a_stream_on_another(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine, tmp_path: Path
) -> None:
    async with _nodes(chat_settings, tmp_path, 2) as (one, two), httpx.AsyncClient(timeout=30) as http:
        customer = await Chatter.customer(http, engine, SECRET, ids)
        customer.client = httpx.AsyncClient(base_url=one.url, timeout=30)
        support = (await customer.opened("support"))["id"]
        received: list[str] = []
        async with http.stream("GET", f"{two.url}{MESSAGE}/stream", headers=customer.headers()) as stream:
            assert stream.status_code == 200, tail(two.log)
            lines = stream.aiter_lines()
            async for line in lines:  # `ready`: node two follows the customer's inbox now
                if line.startswith("event: ready"):
                    break
            sent = await customer.sent(support, "through node one")
            async with asyncio.timeout(5):  # within a second in practice; the bound only stops a hang
                async for line in lines:
                    if line.startswith("id: "):
                        received.append(line.removeprefix("id: "))
                        break
        await customer.client.aclose()
    assert received == [str(sent["seq"])]


async def test_an_open_stream_takes_none_of_the_workers_request_slots(
    chat_settings: Settings, ids: dict[str, int], engine: AsyncEngine
) -> None:
    # One slot, and no patience: a stream that held the slot would have the next call refused at once (503).
    # A stream lasts minutes and costs nothing between events: the live channel bounds the streams instead
    # (adapters/live/channel.py, MAX_FOLLOWERS), as it does the order's.
    settings = msgspec.structs.replace(
        chat_settings, overload_active=1, overload_wait_ms=1, overload_burst_wait_ms=1, overload_lag_ms=0
    )
    async with served(application(settings)) as app, client_at(app) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        async with inbox_open(app, customer) as answer:
            assert answer.status == 200
            for _ in range(3):
                unread = await client.get(f"{MESSAGE}/unread", headers=customer.headers())
                assert unread.status_code == 200, unread.text
