"""Codes by email through an SMTP server (the standard library's smtplib, on a worker thread).

SMTP_TLS chooses the transport: "starttls" (default, port 587), "ssl" (port 465) or "none" (a local relay).
A refusal or an unreachable server raises OtpDeliveryFailed (502); the code itself is never logged.
"""

from __future__ import annotations

import asyncio
import smtplib
import ssl
from email.message import EmailMessage

import msgspec
import structlog

from adapters.identity.senders import masked, message_text
from core.identity.errors import OtpDeliveryFailed
from core.identity.model import Channel

log = structlog.get_logger("storefront.otp")


class SmtpConfig(msgspec.Struct, frozen=True, kw_only=True):
    """Where and how to send mail."""

    host: str
    port: int = 587
    username: str = ""
    password: str = ""
    tls: str = "starttls"  # starttls | ssl | none
    sender: str = "no-reply@localhost"
    timeout: float = 10.0
    expiry_minutes: int = 10


class SmtpEmailSender:
    """Implements core's OtpSender for email."""

    def __init__(self, config: SmtpConfig) -> None:
        self._config = config

    async def send(self, channel: Channel, target: str, code: str) -> None:
        """Mail the code to `target`."""
        message = EmailMessage()
        message["From"] = self._config.sender
        message["To"] = target
        message["Subject"] = "Your verification code"
        message.set_content(message_text(code, self._config.expiry_minutes))
        try:
            await asyncio.to_thread(self._deliver, message)
        except (smtplib.SMTPException, OSError) as exc:
            log.warning("email code not sent", to=masked(target), error=type(exc).__name__)
            raise OtpDeliveryFailed() from None

    def _deliver(self, message: EmailMessage) -> None:
        config = self._config
        context = ssl.create_default_context()
        if config.tls == "ssl":
            client: smtplib.SMTP = smtplib.SMTP_SSL(
                config.host, config.port, timeout=config.timeout, context=context
            )
        else:
            client = smtplib.SMTP(config.host, config.port, timeout=config.timeout)
        with client:
            if config.tls == "starttls":
                client.starttls(context=context)
            if config.username:
                client.login(config.username, config.password)
            client.send_message(message)
