"""The request context: SPEC.md section 7's headers read once per request."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import msgspec
from litestar import Request

from core.errors import InvalidInput
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


# What each context header may hold, shared with the OpenAPI document (openapi.py), so the contract says
# exactly what is accepted. Ids in headers have at most 18 digits; "", "null" and "undefined" mean absent.
ABSENT = frozenset({"", "null", "undefined"})
_ID = r"[1-9][0-9]{0,17}"
MODULE_ID_PATTERN = _ID
ZONE_IDS_PATTERN = rf"\[ *{_ID} *(?:, *{_ID} *){{0,49}}\]|{_ID}"
LATITUDE_PATTERN = r"-?(?:90(?:\.0{1,15})?|[1-8]?[0-9](?:\.[0-9]{1,15})?)"
LONGITUDE_PATTERN = r"-?(?:180(?:\.0{1,15})?|(?:1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]{1,15})?)"
_IDS = re.compile(_ID)
_ZONE_IDS = re.compile(ZONE_IDS_PATTERN)
_MODULE_ID = re.compile(MODULE_ID_PATTERN)
_COORDINATES = {"latitude": re.compile(LATITUDE_PATTERN), "longitude": re.compile(LONGITUDE_PATTERN)}
ZONE_ID_MESSAGE = "zoneId must be a zone id or a JSON list of zone ids, like [1,2]."


def _zone_ids(raw: str | None) -> tuple[int, ...]:
    # zoneId comes as a JSON list ("[1,2]"); a bare id ("1") is accepted too. A pattern, not a JSON parser:
    # nothing nested, nothing deep, at most 50 ids.
    if raw is None or raw.strip() in ABSENT:
        return ()
    if _ZONE_IDS.fullmatch(raw.strip()) is None:
        raise InvalidInput("zoneId", ZONE_ID_MESSAGE)
    return tuple(dict.fromkeys(int(found) for found in _IDS.findall(raw)))


def _coordinate(name: str, raw: str | None) -> float | None:
    if raw is None or raw.strip() in ABSENT:
        return None
    if _COORDINATES[name].fullmatch(raw.strip()) is None:
        limit = 90 if name == "latitude" else 180
        raise InvalidInput(name, f"{name} must be a number between -{limit} and {limit}.")
    return float(raw)


def _module_id(raw: str | None) -> int | None:
    if raw is None or raw.strip() in ABSENT:
        return None
    # ASCII digits only: "²" and "١" pass str.isdigit(), which int() refuses or reads as another number.
    if _MODULE_ID.fullmatch(raw.strip()) is None:
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


# The headers a context is read from, as the ASGI scope holds them (names in lower case).
RawContext = tuple[bytes | None, bytes | None, bytes | None, bytes | None, bytes | None]
Parsed = tuple[tuple[int, ...], int | None, str, float | None, float | None]
MAX_PARSED = 4096  # distinct header combinations kept parsed; a full table starts over
_parsed: dict[RawContext, Parsed] = {}


_CONTEXT_HEADERS = {b"zoneid": 0, b"moduleid": 1, b"x-localization": 2, b"latitude": 3, b"longitude": 4}


def raw_context(headers: Iterable[tuple[bytes, bytes]]) -> tuple[RawContext, bytes | None]:
    """The context headers and the Authorization header, in one pass over the scope's headers."""
    found: list[bytes | None] = [None] * 5
    authorization = None
    for name, value in headers:
        slot = _CONTEXT_HEADERS.get(name)
        if slot is not None:
            found[slot] = value
        elif name == b"authorization":
            authorization = value
    return (found[0], found[1], found[2], found[3], found[4]), authorization


def parse_context(raw: RawContext) -> Parsed:
    """Zones, module, language, latitude and longitude from their headers (InvalidInput when malformed).

    Shoppers send a few combinations over and over: each is parsed once and kept (at most MAX_PARSED)."""
    found = _parsed.get(raw)
    if found is None:
        zone, module, language, latitude, longitude = (
            None if v is None else v.decode("latin-1") for v in raw
        )
        found = (
            _zone_ids(zone),
            _module_id(module),
            _language(language),
            _coordinate("latitude", latitude),
            _coordinate("longitude", longitude),
        )
        if len(_parsed) >= MAX_PARSED:
            _parsed.clear()
        _parsed[raw] = found
    return found


def read_context(request: AnyRequest) -> RequestContext:
    """Parse the context headers; a malformed one is a 422 naming that header.

    Handlers call this themselves rather than take the context as a Litestar dependency: Litestar resolves
    two dependencies of one handler in an anyio task group, which costs more than a whole cached answer, so
    a handler takes exactly one dependency, its service (adapters/http/services.py)."""
    return context_from_headers(request.scope["headers"])


def context_from_headers(headers: Iterable[tuple[bytes, bytes]]) -> RequestContext:
    """`read_context` on an ASGI scope's headers (a read lane has no Request:
    adapters/http/edge/read_lanes.py)."""
    raw, authorization = raw_context(headers)
    zone_ids, module_id, language, latitude, longitude = parse_context(raw)
    return RequestContext(
        zone_ids=zone_ids,
        module_id=module_id,
        latitude=latitude,
        longitude=longitude,
        language=language,
        bearer=_bearer(None if authorization is None else authorization.decode("latin-1")),
    )
