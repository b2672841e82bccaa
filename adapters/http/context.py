"""The request context: SPEC.md section 7's headers read once per request."""

from __future__ import annotations

import re
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


def shared_context(
    zone_id: str | None,
    module_id: str | None,
    language: str | None,
    latitude: str | None = None,
    longitude: str | None = None,
) -> tuple[Any, ...]:
    """What an answer shared by every visitor may depend on, normalised as read_context reads it: two
    spellings of the same zones, module and language are the same key. Malformed headers, the position's
    included (no shared answer reads it), raise InvalidInput as read_context would."""
    _coordinate("latitude", latitude)
    _coordinate("longitude", longitude)
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
        latitude=_coordinate("latitude", headers.get("latitude")),
        longitude=_coordinate("longitude", headers.get("longitude")),
        language=_language(headers.get("x-localization")),
        bearer=_bearer(headers.get("authorization")),
    )
