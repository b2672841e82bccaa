"""The inbox while Redis (the live channel, and the counters of the sends' limit) is down: an open stream
ends cleanly, a new one is refused with 503 and Retry-After (never 500), a message is sent and stored all
the same, and once Redis is back a reconnection with Last-Event-ID replays it. On a Redis of the test's own."""

from __future__ import annotations

import asyncio
from pathlib import Path

from litestar import Litestar
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from tests.api.conversations.chatter import MESSAGE, Chatter
from tests.api.conversations.conftest import SECRET
from tests.api.conversations.test_inbox_stream import _events
from tests.api.raw_asgi import Answer, call
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.redis_process import RedisProcess
from tests.waiting import until

Opened = tuple["asyncio.Task[Answer]", Answer]


async def _open(app: Litestar, headers: dict[str, str]) -> Opened | None:
    """A stream opened on `app`, once it answered; None when it was refused (the answer is complete)."""
    answer = Answer(0, {}, b"")
    task = asyncio.create_task(call(app, "GET", f"{MESSAGE}/stream", headers=headers, into=answer))

    async def answered() -> bool:
        return answer.status != 0

    await until(answered)
    if answer.status != 200:
        await task
        return None
    return task, answer


async def test_the_inbox_ends_cleanly_refuses_503_and_replays_what_was_sent_during_a_redis_outage(
    chat_settings: Settings,
    ids: dict[str, int],
    engine: AsyncEngine,
    tmp_path: Path,
    redis_process: RedisProcess,
) -> None:
    settings = make_settings(
        chat_settings.database_url, tmp_path, secret_key=SECRET, redis_url=redis_process.url
    )
    async with served(application(settings)) as app, client_at(app) as client:
        customer = await Chatter.customer(client, engine, SECRET, ids)
        support = (await customer.opened("support"))["id"]
        opened = await _open(app, customer.headers())
        assert opened is not None
        following, answer = opened
        ready = (await until(lambda: _events(answer, "ready")))[0][0]

        redis_process.stop()
        await asyncio.wait_for(following, 10)  # the open stream ends cleanly
        refused = await customer.client.get(f"{MESSAGE}/stream", headers=customer.headers())
        assert refused.status_code == 503, refused.text
        assert refused.headers["retry-after"] == "1"
        assert refused.json()["errors"][0]["code"] == "service_unavailable"
        sent = await customer.sent(support, "sent while Redis is away")  # stored all the same

        redis_process.start()
        resumed = await until(lambda: _open(app, customer.headers() | {"Last-Event-ID": ready}), timeout=15)
        task, again = resumed
        events = await until(lambda: _events(again))
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
    assert [event_id for event_id, _ in events] == [str(sent["seq"])]
