"""The request context: SPEC.md section 7's headers read once per request."""

from __future__ import annotations

from typing import Any

import msgspec
from litestar import Request

from core.errors import InvalidInput
from core.ids import MAX_ID
from core.verticals import LANGUAGES

AnyRequest = Request[Any, Any, Any]


class RequestContext(msgspec.Struct, frozen=True):
    """Who asks and from where: zone ids, module, position, language, and the bearer token if any."""

    zone_ids: tuple[int, ...] = ()
    module_id: int | None = None
    latitude: float | None = None
    longitude: float | None = None
    language: str = "en"
    bearer: str | None = None


_ZONE_IDS = msgspec.json.Decoder(int | list[int])
ZONE_ID_MESSAGE = "zoneId must be a zone id or a JSON list of zone ids, like [1,2]."


def _zone_ids(raw: str | None) -> tuple[int, ...]:
    # zoneId comes as a JSON list ("[1,2]"); a bare id ("1") is accepted too. Decoding to that type, not to
    # any JSON, refuses nested lists at the second level, however deep they go.
    if raw is None or raw.strip() in {"", "null", "undefined"}:
        return ()
    try:
        value = _ZONE_IDS.decode(raw.strip())
    except msgspec.DecodeError as exc:
        raise InvalidInput("zoneId", ZONE_ID_MESSAGE) from exc
    values = value if isinstance(value, list) else [value]
    if not all(0 < v <= MAX_ID for v in values) or len(values) > 50:
        raise InvalidInput("zoneId", ZONE_ID_MESSAGE)
    return tuple(dict.fromkeys(values))


def _number(name: str, raw: str | None, low: float, high: float) -> float | None:
    if raw is None or raw.strip() in {"", "null", "undefined"}:
        return None
    try:
        value = float(raw)
    except ValueError as exc:
        raise InvalidInput(name, f"{name} must be a number.") from exc
    if not low <= value <= high:
        raise InvalidInput(name, f"{name} must be between {low:g} and {high:g}.")
    return value


def _module_id(raw: str | None) -> int | None:
    if raw is None or raw.strip() in {"", "null", "undefined"}:
        return None
    # isdecimal() alone takes "²" and "١", which int() refuses or reads as another number.
    if not (raw.strip().isascii() and raw.strip().isdecimal()) or not 0 < int(raw) <= MAX_ID:
        raise InvalidInput("moduleId", "moduleId must be a module id.")
    return int(raw)


def _language(raw: str | None) -> str:
    code = (raw or "en").strip().lower().replace("_", "-").split("-")[0]
    return code if code in LANGUAGES else "en"


def _bearer(raw: str | None) -> str | None:
    # "Bearer null" (a client with no token) is no credential; any other scheme is a bad one (401).
    if raw is None:
        return None
    scheme, _, token = raw.strip().partition(" ")
    if scheme.lower() != "bearer":
        return ""
    token = token.strip()
    return None if token in {"", "null", "undefined"} else token


def shared_context(zone_id: str | None, module_id: str | None, language: str | None) -> tuple[Any, ...]:
    """What an answer shared by every visitor may depend on, normalised as read_context reads it: two
    spellings of the same zones, module and language are the same key (InvalidInput when malformed)."""
    return _zone_ids(zone_id), _module_id(module_id), _language(language)


def read_context(request: AnyRequest) -> RequestContext:
    """Parse the context headers; a malformed one is a 422 naming that header.

    Handlers call this themselves rather than take the context as a Litestar dependency: Litestar resolves
    two dependencies of one handler in an anyio task group, which costs more than a whole cached answer, so
    a handler takes exactly one dependency, its service (adapters/http/services.py)."""
    headers = request.headers
    return RequestContext(
        zone_ids=_zone_ids(headers.get("zoneid")),
        module_id=_module_id(headers.get("moduleid")),
        latitude=_number("latitude", headers.get("latitude"), -90, 90),
        longitude=_number("longitude", headers.get("longitude"), -180, 180),
        language=_language(headers.get("x-localization")),
        bearer=_bearer(headers.get("authorization")),
    )
