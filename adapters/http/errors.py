"""Every failure leaves as `{"errors": [{"code", "message"}]}` with the right status; never a stack trace."""

from __future__ import annotations

import re
from typing import Any

import structlog
from litestar import MediaType, Request, Response
from litestar.exceptions import HTTPException, NotAuthorizedException, ValidationException
from litestar.status_codes import HTTP_422_UNPROCESSABLE_ENTITY, HTTP_500_INTERNAL_SERVER_ERROR

from core.errors import (
    Conflict,
    DomainError,
    Forbidden,
    InvalidFields,
    InvalidInput,
    NotFound,
    TooManyRequests,
    Unauthorized,
    Unavailable,
)

log = structlog.get_logger("storefront.http")

_STATUS = {
    InvalidInput: 422,
    NotFound: 404,
    Conflict: 409,
    Forbidden: 403,
    Unauthorized: 401,
    TooManyRequests: 429,
    Unavailable: 503,
}
_REASONS = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "payload_too_large",
    415: "unsupported_media_type",
    429: "too_many_requests",
    503: "service_unavailable",
}


def errors_response(
    status: int, errors: list[dict[str, str]], headers: dict[str, str] | None = None
) -> Response[Any]:
    """A response in the API's errors shape."""
    return Response({"errors": errors}, status_code=status, media_type=MediaType.JSON, headers=headers)


def _field_of(key: str | None) -> str:
    # Litestar names body fields like "$.quantity" and parameters by name; keep the bare name.
    return (key or "request").removeprefix("$.").split(".")[-1] or "request"


def on_domain_error(_: Request[Any, Any, Any], exc: DomainError) -> Response[Any]:
    """Domain refusals keep their code and message."""
    status = next((s for kind, s in _STATUS.items() if isinstance(exc, kind)), 400)
    headers = {"Retry-After": "1"} if status == 503 else None
    if isinstance(exc, TooManyRequests):
        headers = {"Retry-After": str(exc.retry_after)}
    entries = exc.errors if isinstance(exc, InvalidFields) else [(exc.code, exc.message)]
    return errors_response(status, [{"code": c, "message": m} for c, m in entries], headers)


_MISSING = re.compile(r"Missing required (?:query|path|header|cookie) parameter '([^']+)'")


def on_validation_error(_: Request[Any, Any, Any], exc: ValidationException) -> Response[Any]:
    """One errors entry per offending field, answered 422; a missing parameter is named too."""
    extra = exc.extra if isinstance(exc.extra, list) else []
    errors = [
        {
            "code": _field_of(str(e.get("key")) if isinstance(e, dict) else None),
            "message": str(e.get("message", exc.detail)) if isinstance(e, dict) else str(e),
        }
        for e in extra
    ]
    if not errors:
        missing = _MISSING.search(str(exc.detail))
        errors = [{"code": missing.group(1) if missing else "request", "message": str(exc.detail)}]
    return errors_response(HTTP_422_UNPROCESSABLE_ENTITY, errors)


def on_http_error(_: Request[Any, Any, Any], exc: HTTPException) -> Response[Any]:
    """Framework errors (404 route, 405, 413 ...) in our shape."""
    code = _REASONS.get(exc.status_code, "error")
    headers = dict(exc.headers or {})
    if isinstance(exc, NotAuthorizedException):
        code = "unauthorized"
    # A framework 404 may say which file it looked for (static files name the folder): never repeat it.
    message = "Not Found" if exc.status_code == 404 else str(exc.detail)
    return errors_response(exc.status_code, [{"code": code, "message": message}], headers)


def on_unexpected(request: Request[Any, Any, Any], exc: Exception) -> Response[Any]:
    """A bug: log it with the trace, answer a plain 500 without details."""
    log.exception("unhandled error", path=request.url.path, exc_info=exc)
    return errors_response(
        HTTP_500_INTERNAL_SERVER_ERROR,
        [{"code": "server_error", "message": "Something went wrong on our side."}],
    )


EXCEPTION_HANDLERS: dict[type[Exception] | int, Any] = {
    DomainError: on_domain_error,
    ValidationException: on_validation_error,
    HTTPException: on_http_error,
    Exception: on_unexpected,
}
