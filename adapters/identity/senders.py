"""Code senders by channel: email (log or SMTP) and text messages (log or an HTTP gateway).

The log sender is for development only: it records that a code went out, to a masked address, and writes
the code itself only when OTP_LOG_CODES is on (never in production; demo mode needs it not, every code is
123456 there). Production sets OTP_EMAIL_SENDER=smtp and OTP_SMS_SENDER=http.
"""

from __future__ import annotations

import structlog

from core.identity.model import Channel
from core.identity.ports import OtpSender

log = structlog.get_logger("storefront.otp")


def masked(target: str) -> str:
    """An address with most of it hidden: enough to tell two apart in a log, not to write to."""
    name, at, domain = target.partition("@")
    if at:
        return f"{name[:1]}***@{domain}"
    return f"***{target[-2:]}"


def message_text(code: str, expiry_minutes: int) -> str:
    """What the customer receives."""
    return f"Your verification code is {code}. It expires in {expiry_minutes} minutes."


class LogOtpSender:
    """Development: logs that a code was sent (and the code only when `reveal_codes`)."""

    def __init__(self, reveal_codes: bool = False) -> None:
        self._reveal = reveal_codes

    async def send(self, channel: Channel, target: str, code: str) -> None:
        """Log the sending instead of delivering."""
        if self._reveal:
            log.warning("one-time code (OTP_LOG_CODES is on: development only)", channel=channel, code=code)
        else:
            log.info("one-time code sent to the log sender", channel=channel, to=masked(target))


class ChannelSenders:
    """Implements core's OtpSender: the email sender for "email", the text-message sender for "phone"."""

    def __init__(self, email: OtpSender, phone: OtpSender) -> None:
        self._senders = {"email": email, "phone": phone}

    async def send(self, channel: Channel, target: str, code: str) -> None:
        """Hand the code to the channel's sender."""
        await self._senders[channel].send(channel, target, code)
