"""While Redis is down: security limits fail closed (503 with Retry-After), page limits let requests through,
the outage is logged once and not once per request, and everything works again once Redis is back. On a
real Redis server of the test's own, stopped and started again."""

from __future__ import annotations

from pathlib import Path

import pytest

from adapters.settings import Settings
from tests.api.visitor import application, client_at, served
from tests.conftest import make_settings
from tests.redis_process import RedisProcess
from tests.waiting import until

GUESTS = "/api/v1/auth/guest/request"
LOGIN = "/api/v1/auth/login"
CREDENTIALS = {"email_or_phone": "nobody@example.com", "password": "not-the-password", "login_type": "manual"}


async def test_security_limits_refuse_and_page_limits_let_through_while_redis_is_down(
    accounts_settings: Settings,
    tmp_path: Path,
    redis_process: RedisProcess,
    capfd: pytest.CaptureFixture[str],
) -> None:
    settings = make_settings(
        accounts_settings.database_url,
        tmp_path,
        secret_key=accounts_settings.secret_key,
        redis_url=redis_process.url,
        rate_limit_reads="1000/60",
        rate_limit_guests="1000/60",
    )
    async with served(application(settings)) as app, client_at(app) as client:
        assert (await client.post(GUESTS)).status_code == 200
        redis_process.stop()
        capfd.readouterr()
        pages = [(await client.get("/api/v1/config")).status_code for _ in range(20)]
        guests = [await client.post(GUESTS) for _ in range(20)]
        login = await client.post(LOGIN, json=CREDENTIALS)
        logged = capfd.readouterr()
        assert pages == [200] * 20, "an ordinary page stays open"
        assert {answer.status_code for answer in guests} == {503}, "no guest id is handed out uncounted"
        assert guests[0].headers["retry-after"] == "2"
        assert guests[0].json() == {
            "errors": [{"code": "service_unavailable", "message": "The service is busy, try again."}]
        }
        assert login.status_code == 503, login.text
        # The server's log lines (stdout, or stderr as a test configures it): the outage is said once.
        assert (logged.out + logged.err).count("redis does not answer") == 1, logged

        redis_process.start()
        await until(lambda: _answered(client), timeout=10)  # once the breaker lets a call try again
        assert (await client.post(LOGIN, json=CREDENTIALS)).status_code == 401  # counted, and refused


async def _answered(client: object) -> bool:
    answer = await client.post(GUESTS)  # type: ignore[attr-defined]
    return bool(answer.status_code == 200)
