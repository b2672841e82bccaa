"""Following an order live while Redis (the status feed's channel) is down: an open stream ends cleanly and
the page reconnects, a new one is refused with 503 and Retry-After (never 500), changes are stored all the
same, and following works again once Redis is back. On a real Redis server of the test's own."""

from __future__ import annotations

import asyncio
from pathlib import Path

from adapters.settings import Settings
from tests.api.orders.shopper import OrderShopper
from tests.api.orders.test_follow_live import events, follow, stream
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.redis_process import RedisProcess
from tests.waiting import until


async def test_live_tracking_ends_cleanly_refuses_503_and_recovers_around_a_redis_outage(
    order_settings: Settings, ids: dict[str, int], tmp_path: Path, redis_process: RedisProcess
) -> None:
    settings = make_settings(
        order_settings.database_url,
        tmp_path,
        secret_key=order_settings.secret_key,
        redis_url=redis_process.url,
    )
    async with served(application(settings)) as app, client_at(app) as client:
        guest = await OrderShopper.guest(client, ids)
        order_id = await guest.placed()
        following, sent = follow(app, guest, order_id)
        await until(sent)  # the stream has sent "pending" and waits for changes

        redis_process.stop()
        ended = await asyncio.wait_for(following, 10)
        assert ended.status_code == 200
        assert [e["status"] for e in events(ended.text)] == ["pending"], "the open stream ends cleanly"
        refused = await stream(guest, order_id)
        assert refused.status_code == 503, refused.text
        assert refused.headers["retry-after"] == "1"
        assert refused.json()["errors"][0]["code"] == "service_unavailable"
        assert (await guest.cancel(order_id)).status_code == 200, "the change is stored all the same"

        redis_process.start()

        async def followed_again() -> list[str]:
            answer = await stream(guest, order_id)
            return [e["status"] for e in events(answer.text)] if answer.status_code == 200 else []

        assert await until(followed_again, timeout=10) == ["canceled"]
