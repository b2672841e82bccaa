"""Codes by text message through an HTTP gateway: a JSON POST of {"to", "message"} to SMS_GATEWAY_URL.

Most gateways take that shape or sit behind a small relay that does. `Authorization: Bearer
SMS_GATEWAY_TOKEN` when a token is set. A 2xx answer is a success unless its JSON says otherwise
(`"status": "error"|"failed"`, or an `"error"` member); anything else, a timeout or a connection failure
raises OtpDeliveryFailed (502). Neither the code nor the gateway's answer body (which may echo it) is logged.
"""

from __future__ import annotations

from typing import Any

import httpx
import msgspec
import structlog

from adapters.identity.senders import masked, message_text
from core.identity.errors import OtpDeliveryFailed
from core.identity.model import Channel

log = structlog.get_logger("storefront.otp")
FAILED_STATUSES = frozenset({"error", "failed", "rejected"})


def _refused(answer: httpx.Response) -> bool:
    if not answer.is_success:
        return True
    try:
        body: Any = msgspec.json.decode(answer.content) if answer.content else {}
    except msgspec.DecodeError:
        return False  # a plain-text 2xx is a success
    if not isinstance(body, dict):
        return False
    return "error" in body or str(body.get("status", "")).lower() in FAILED_STATUSES


class HttpSmsSender:
    """Implements core's OtpSender for phones."""

    def __init__(
        self, client: httpx.AsyncClient, url: str, token: str = "", expiry_minutes: int = 10
    ) -> None:
        self._client = client
        self._url = url
        self._headers = {"Authorization": f"Bearer {token}"} if token else {}
        self._expiry_minutes = expiry_minutes

    async def send(self, channel: Channel, target: str, code: str) -> None:
        """Post the message to the gateway."""
        body = {"to": target, "message": message_text(code, self._expiry_minutes)}
        try:
            answer = await self._client.post(self._url, json=body, headers=self._headers)
        except httpx.HTTPError as exc:
            log.warning("text-message code not sent", to=masked(target), error=type(exc).__name__)
            raise OtpDeliveryFailed() from None
        if _refused(answer):
            log.warning("text-message gateway refused the code", to=masked(target), status=answer.status_code)
            raise OtpDeliveryFailed()
