"""The published API contract: Litestar's document, completed with what every operation really answers.

Litestar documents 200 and its own 400 shape. Every operation here can also answer a 422 (a parameter or
header out of range), 429 (rate limits) and 503 (database busy), all in our errors shape; a body can be too
large (413) or not JSON (415). What only some operations answer (nothing found, 404; no owner, 401; a
conflict, 409; an outside service failing, 502 and 504) each route handler declares itself with `errors`. The
context headers every storefront call sends (`moduleId`, `zoneId`, `X-localization`, `latitude`,
`longitude`) are parameters of every operation, so clients and fuzzers send them.
"""

from __future__ import annotations

import copy
from typing import Any

import msgspec
from litestar import Request
from litestar.openapi import ResponseSpec
from litestar.openapi.plugins import JsonRenderPlugin

from adapters.http.context import LATITUDE_PATTERN, LONGITUDE_PATTERN, MODULE_ID_PATTERN, ZONE_IDS_PATTERN
from core.ids import MAX_ID

ERRORS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["errors"],
    "properties": {
        "errors": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["code", "message"],
                "properties": {"code": {"type": "string"}, "message": {"type": "string"}},
            },
        }
    },
}
REASONS = {
    400: "Malformed request: a body that is not JSON, a query that cannot be read",
    401: "No valid owner: a missing, forged, expired or revoked bearer token (and, for carts, no guest id)",
    403: "The marketplace has this feature turned off (wallet, loyalty points)",
    404: "Nothing found with that id, slug or position (or it belongs to another customer)",
    409: (
        "Conflicts with the current state: the cart holds another store's items, or the item as it is now "
        "refuses the request (stock, limits, variations, add-ons, hours, campaign); the cart changed since "
        "checkout priced it, or the order can no longer be canceled"
    ),
    413: "The body is too large",
    415: "The body is not sent as application/json",
    422: "A field, parameter or header out of its range, one entry per field",
    429: "Too many requests from this client or for this account: see Retry-After",
    502: "An outside service (maps, email or text messages) answered with an error",
    503: "The database cannot serve now: see Retry-After",
    504: "The map service did not answer in time",
}
EVERY_OPERATION = frozenset({400, 422, 429, 503})
WITH_A_BODY = frozenset({413, 415})
# Operations whose answer does not depend on the context headers (they are not read there).
WITHOUT_CONTEXT = frozenset(
    {
        "distanceApi",
        "requestGuestId",
        "getMarketplaceClock",
        "listCashback",
        "getCashback",
        "paymentWebhook",
        "sendWebVitals",
    }
)
# Operations that cannot do without the module header.
NEED_MODULE = frozenset({"getCart", "clearCart", "quoteOrder", "placeOrder"})


def _header(
    name: str, description: str, pattern: str | None = None, *, required: bool = False
) -> dict[str, Any]:
    # "", "null" and "undefined" mean absent, as read_context reads them: not for a header that is required.
    schema: dict[str, Any] = {"type": "string"}
    if pattern is not None:
        schema["pattern"] = f"^(?:{pattern})$" if required else f"^(?:|null|undefined|{pattern})$"
    return {"name": name, "in": "header", "required": required, "description": description, "schema": schema}


MODULE_ID_HELP = "The module shopped; cart calls that list or clear need it"
CONTEXT_HEADERS: list[dict[str, Any]] = [
    _header("moduleId", MODULE_ID_HELP, MODULE_ID_PATTERN),
    _header("zoneId", "The shopper's zones: a JSON list of ids such as [1,2], or one id", ZONE_IDS_PATTERN),
    _header("X-localization", "The shopper's language (en, fr; any other answers in English)"),
    _header("latitude", "The shopper's latitude in decimal degrees", LATITUDE_PATTERN),
    _header("longitude", "The shopper's longitude in decimal degrees", LONGITUDE_PATTERN),
]
REQUIRED_MODULE = _header("moduleId", MODULE_ID_HELP, MODULE_ID_PATTERN, required=True)


def errors(*statuses: int) -> dict[int, ResponseSpec]:
    """A route handler's `responses=`: what it can answer besides what every operation can (EVERY_OPERATION,
    and WITH_A_BODY when it takes a body). `complete` writes each in the errors shape, with its reason."""
    return {
        status: ResponseSpec(None, generate_examples=False, description=REASONS[status])
        for status in statuses
    }


def _errors(status: int) -> dict[str, Any]:
    return {
        "description": REASONS[status],
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/Errors"}}},
    }


def complete(document: dict[str, Any]) -> dict[str, Any]:
    """A copy of Litestar's document with every status, in our errors shape, and the context headers."""
    found = copy.deepcopy(document)
    found.setdefault("components", {}).setdefault("schemas", {})["Errors"] = ERRORS_SCHEMA
    for path, operations in found.get("paths", {}).items():
        if not path.startswith("/api/"):
            continue
        for operation in operations.values():
            if not isinstance(operation, dict) or "responses" not in operation:
                continue
            statuses = EVERY_OPERATION | (WITH_A_BODY if "requestBody" in operation else frozenset())
            responses = operation["responses"]
            # Each handler declares its own refusals (`responses=errors(404)`; a vertical's, which cannot import
            # this module, `responses={404: ...}`): in our errors shape.
            statuses |= {int(s) for s in responses if s.isdigit() and int(s) >= 400 and int(s) in REASONS}
            for status in sorted(statuses):
                responses[str(status)] = _errors(status)
            if operation.get("operationId") in WITHOUT_CONTEXT:
                continue
            named = {(p.get("in"), p.get("name", "").lower()) for p in operation.get("parameters", [])}
            needs_module = operation.get("operationId") in NEED_MODULE
            operation["parameters"] = [
                *operation.get("parameters", []),
                *(
                    REQUIRED_MODULE if needs_module and header["name"] == "moduleId" else header
                    for header in CONTEXT_HEADERS
                    if ("header", header["name"].lower()) not in named
                ),
            ]
    _forms_without_null(found)
    completed: dict[str, Any] = _exact_id_bounds(found)
    return completed


def _forms_without_null(document: dict[str, Any]) -> None:
    # A multipart form has no null: an optional field is one the form leaves out. Litestar writes an
    # optional field as `oneOf: [X, null]`, which also hides a file's `format: binary` from clients that
    # decide by it whether to send a part as a file (with a filename) or as text.
    schemas = document.get("components", {}).get("schemas", {})
    for operations in document.get("paths", {}).values():
        for operation in operations.values():
            form = operation.get("requestBody", {}).get("content", {}).get("multipart/form-data", {})
            name = form.get("schema", {}).get("$ref", "").rpartition("/")[2]
            for field, schema in schemas.get(name, {}).get("properties", {}).items():
                kept = [option for option in schema.get("oneOf", ()) if option.get("type") != "null"]
                if "oneOf" in schema and len(kept) == 1:
                    schemas[name]["properties"][field] = kept[0]


def _exact_id_bounds(node: Any) -> Any:
    # Litestar writes `le=MAX_ID` as a float (9.223372036854776e18), which lets 2**63 and more pass for
    # valid: the bound is written back as the exact integer.
    if isinstance(node, dict):
        return {
            key: MAX_ID if key == "maximum" and value == float(MAX_ID) else _exact_id_bounds(value)
            for key, value in node.items()
        }
    if isinstance(node, list):
        return [_exact_id_bounds(value) for value in node]
    return node


class CompleteJsonRenderPlugin(JsonRenderPlugin):
    """Serves `/schema/openapi.json` completed by `complete` (computed once per process)."""

    def __init__(self) -> None:
        super().__init__()
        self._rendered: bytes | None = None

    def render(self, request: Request[Any, Any, Any], openapi_schema: dict[str, Any]) -> bytes:
        if self._rendered is None:
            self._rendered = msgspec.json.encode(complete(openapi_schema))
        return self._rendered
