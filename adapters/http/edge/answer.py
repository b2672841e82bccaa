"""A JSON answer as the two ASGI messages it is: what the routes' response class and the read lanes send.

Both encode with Litestar's own hooks, so a read lane's bytes are the route's bytes (json_answer.py).
"""

from __future__ import annotations

from typing import Any

import msgspec
from litestar.exceptions import ImproperlyConfiguredException
from litestar.serialization import default_serializer

from adapters.http.edge.asgi import Receive, Scope, Send

JSON = "application/json"
_CONTENT_TYPE = (b"content-type", JSON.encode())
_ENCODER = msgspec.json.Encoder(
    enc_hook=default_serializer
)  # Litestar's own hooks, so the bytes are the same


class SentAnswer:
    """An answer ready to send: its status, headers and body."""

    __slots__ = ("body", "headers", "status")

    def __init__(self, status: int, headers: list[tuple[bytes, bytes]], body: bytes) -> None:
        self.status, self.headers, self.body = status, headers, body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send({"type": "http.response.start", "status": self.status, "headers": self.headers})
        await send({"type": "http.response.body", "body": self.body, "more_body": False})


def json_answer(content: Any, status: int = 200) -> SentAnswer:
    """`content` as a JSON answer with its content type and length: what a handler's data becomes."""
    try:
        body = _ENCODER.encode(content)
    except (TypeError, msgspec.EncodeError) as exc:
        raise ImproperlyConfiguredException("Unable to serialize response content") from exc
    return SentAnswer(status, [_CONTENT_TYPE, (b"content-length", str(len(body)).encode())], body)
