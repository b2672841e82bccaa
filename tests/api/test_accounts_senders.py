"""Code senders for real: an SMTP server started by the test (aiosmtpd) and a text-message gateway played
by a small local HTTP server answering with recorded gateway answers (tests/fixtures/sms)."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import AsyncIterator, Iterator
from email import message_from_bytes
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiosmtpd.controller import Controller
from litestar.testing import AsyncTestClient

from adapters.identity.sms import HttpSmsSender
from adapters.settings import Settings
from core.identity.errors import OtpDeliveryFailed
from tests.api.account_holder import AccountHolder, error
from tests.conftest import make_settings
from tests.ports import free_port

RECORDED = Path(__file__).parent.parent / "fixtures" / "sms"
REFUSED_RECIPIENT = "refused@example.com"


class Mailbox:
    """An aiosmtpd handler keeping every message; one recipient is refused as a real server would."""

    def __init__(self) -> None:
        self.messages: list[dict[str, Any]] = []

    async def handle_RCPT(self, server: Any, session: Any, envelope: Any, address: str, options: Any) -> str:
        if address == REFUSED_RECIPIENT:
            return "550 5.1.1 Mailbox unavailable"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        parsed = message_from_bytes(envelope.content)
        self.messages.append(
            {"to": envelope.rcpt_tos, "subject": parsed["Subject"], "text": parsed.get_payload()}
        )
        return "250 Message accepted for delivery"


@pytest.fixture
def smtp_server() -> Iterator[tuple[Mailbox, int]]:
    """A local SMTP server on a free port, and what it received."""
    mailbox = Mailbox()
    port = free_port()  # aiosmtpd checks its server by connecting: it needs a real port
    controller = Controller(mailbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield mailbox, port
    finally:
        controller.stop()


def _app_settings(accounts_settings: Settings, **overrides: object) -> Settings:
    return make_settings(
        accounts_settings.database_url,
        accounts_settings.media_dir,
        secret_key=accounts_settings.secret_key,
        **overrides,
    )


@pytest.fixture
async def smtp_client(
    accounts_settings: Settings, smtp_server: tuple[Mailbox, int]
) -> AsyncIterator[AsyncTestClient]:  # type: ignore[type-arg]
    """The accounts application sending email codes through the local SMTP server."""
    from adapters.http.app import create_app

    settings = _app_settings(
        accounts_settings,
        otp_email_sender="smtp",
        smtp_host="127.0.0.1",
        smtp_port=smtp_server[1],
        smtp_tls="none",
    )
    async with AsyncTestClient(app=create_app(settings)) as client:
        yield client


async def test_an_email_code_is_mailed_through_smtp(smtp_client, smtp_server) -> None:
    mailbox, _ = smtp_server
    ada = await AccountHolder.sign_up(smtp_client)
    assert (await ada.send_otp("email")).status_code == 200
    [mail] = mailbox.messages
    assert mail["to"] == [ada.email]
    assert mail["subject"] == "Your verification code"
    assert "Your verification code is 123456. It expires in 10 minutes." in mail["text"]
    assert (await ada.verify("email", "123456")).status_code == 200


async def test_twenty_parallel_sends_mail_exactly_one_code(smtp_client, smtp_server) -> None:
    mailbox, _ = smtp_server
    ada = await AccountHolder.sign_up(smtp_client)
    answers = await asyncio.gather(*(ada.send_otp("email") for _ in range(20)))
    assert sorted(a.status_code for a in answers) == [200] + [429] * 19
    assert len(mailbox.messages) == 1


async def test_a_refused_mail_is_502_and_can_be_asked_again_at_once(smtp_client, smtp_server) -> None:
    mailbox, _ = smtp_server
    ada = await AccountHolder.sign_up(smtp_client, email=REFUSED_RECIPIENT.replace("refused", "ada-refused"))
    await ada.update_profile(email=REFUSED_RECIPIENT)  # pending: the code goes to the refused address
    refused = await ada.send_otp("email")
    assert error(refused) == (502, "otp_delivery", "The code could not be sent, try again later.")
    again = await ada.send_otp("email")
    assert again.status_code == 502  # not 429: an undelivered code does not hold the resend wait
    assert all(REFUSED_RECIPIENT not in m["to"] for m in mailbox.messages)


async def test_an_unreachable_smtp_server_is_502(accounts_settings) -> None:
    from adapters.http.app import create_app

    settings = _app_settings(
        accounts_settings, otp_email_sender="smtp", smtp_host="127.0.0.1", smtp_port=1, smtp_tls="none"
    )
    async with AsyncTestClient(app=create_app(settings)) as client:
        ada = await AccountHolder.sign_up(client)
        assert error(await ada.send_otp("email"))[:2] == (502, "otp_delivery")


class Gateway(BaseHTTPRequestHandler):
    """Answers each POST with the recorded answer named by its path (/queued -> queued.json)."""

    received: list[dict[str, Any]] = []

    def do_POST(self) -> None:
        length = int(self.headers.get("content-length", 0))
        Gateway.received.append(
            {
                "path": self.path,
                "authorization": self.headers.get("authorization"),
                "content_type": self.headers.get("content-type"),
                "body": json.loads(self.rfile.read(length)),
            }
        )
        recorded = json.loads((RECORDED / f"{self.path.strip('/')}.json").read_text())
        body = recorded["body"]
        payload = body.encode() if isinstance(body, str) else json.dumps(body).encode()
        self.send_response(recorded["status"])
        self.send_header("content-type", "text/html" if isinstance(body, str) else "application/json")
        self.send_header("content-length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, *_: Any) -> None:
        pass


@pytest.fixture
def gateway() -> Iterator[str]:
    """The local gateway's base address."""
    server = ThreadingHTTPServer(("127.0.0.1", 0), Gateway)
    Gateway.received = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


async def test_a_phone_code_is_posted_to_the_gateway_through_the_app(accounts_settings, gateway) -> None:
    from adapters.http.app import create_app

    settings = _app_settings(
        accounts_settings,
        otp_sms_sender="http",
        sms_gateway_url=f"{gateway}/queued",
        sms_gateway_token="tok-123",
    )
    async with AsyncTestClient(app=create_app(settings)) as client:
        ada = await AccountHolder.sign_up(client)
        assert (await ada.send_otp("phone")).status_code == 200
    [request] = Gateway.received
    assert request["authorization"] == "Bearer tok-123"
    assert request["content_type"] == "application/json"
    assert request["body"] == {
        "to": ada.phone, "message": "Your verification code is 123456. It expires in 10 minutes.",
    }  # fmt: skip


@pytest.mark.parametrize("recorded", ["invalid_number", "failed_with_200", "unauthorized", "server_error"])
async def test_a_gateway_refusal_is_a_delivery_failure(gateway, recorded: str) -> None:
    async with httpx.AsyncClient(timeout=5) as client:
        sender = HttpSmsSender(client, f"{gateway}/{recorded}")
        with pytest.raises(OtpDeliveryFailed):
            await sender.send("phone", "+33612345678", "123456")
        await HttpSmsSender(client, f"{gateway}/queued").send("phone", "+33612345678", "123456")
    assert [r["path"] for r in Gateway.received] == [f"/{recorded}", "/queued"]


async def test_an_unreachable_gateway_is_a_delivery_failure() -> None:
    async with httpx.AsyncClient(timeout=2) as client:
        with pytest.raises(OtpDeliveryFailed):
            await HttpSmsSender(client, "http://127.0.0.1:1/send").send("phone", "+33612345678", "123456")
