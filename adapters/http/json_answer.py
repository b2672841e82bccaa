"""The response class of every handler that returns data: Litestar's Response, without the general machinery.

Litestar turns a handler's return value into a `Response`, then into an `ASGIResponse` (a header mapping
built one header at a time, cookies encoded, type encoders merged), then into two ASGI messages. For a JSON
answer that sets no cookie and runs no background task, that is most of the framework's time on a request:
profiled on a bare Litestar app answering a fixed struct, 43% of it. `JSONAnswer` keeps the same contract
(status, media type, the handler's headers such as Cache-Control, the same encoder and type hooks) and sends
the two messages from one prepared header list (edge/answer.py, which the read lanes send too). Anything
else (cookies, background tasks, another media type, a status without a body) takes Litestar's own path,
unchanged.
"""

from __future__ import annotations

from typing import Any

from litestar import Request, Response

from adapters.http.edge.answer import JSON, json_answer

_NO_BODY = frozenset({204, 304})  # answers without a body: Litestar's path leaves it out


class JSONAnswer(Response[Any]):
    """A handler's data as JSON (see the module's notes); Litestar's path for whatever it does not cover."""

    __slots__ = ()

    def __init__(
        self,
        content: Any,
        *,
        background: Any = None,
        cookies: Any = None,
        encoding: str = "utf-8",
        headers: Any = None,
        media_type: Any = None,
        status_code: int | None = None,
        type_encoders: Any = None,
    ) -> None:
        if cookies or headers or type_encoders:
            super().__init__(
                content,
                background=background,
                cookies=cookies,
                encoding=encoding,
                headers=headers,
                media_type=media_type,
                status_code=status_code,
                type_encoders=type_encoders,
            )
            return
        # What Response.__init__ sets, without building what is empty.
        self.content, self.background, self.encoding = content, background, encoding
        self.cookies, self.headers, self.response_type_encoders = [], {}, {}
        self.media_type, self.status_code = media_type, status_code

    def to_asgi_response(  # type: ignore[override]
        self,
        app: Any,
        request: Request[Any, Any, Any],
        *,
        headers: dict[str, str] | None = None,
        cookies: Any = None,
        **others: Any,
    ) -> Any:
        """Two ASGI messages from one header list, or Litestar's own response when anything else is asked."""
        media_type = self.media_type or JSON
        status = self.status_code or 200
        if (
            status in _NO_BODY
            or status < 200
            or self.cookies
            or cookies
            or self.background is not None
            or others
            or media_type != JSON
            or self.response_type_encoders
        ):
            return super().to_asgi_response(app, request, headers=headers, cookies=cookies, **others)
        answer = json_answer(self.content, status)
        for name, value in {**(headers or {}), **self.headers}.items():
            answer.headers.append((name.lower().encode("latin-1"), str(value).encode("latin-1")))
        return answer
