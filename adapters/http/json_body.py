"""JSON request bodies, decoded strictly into the handler's body type in one pass.

Litestar decodes a body into plain JSON values and then converts them leniently (the string "1" becomes the
number 1), whatever the Content-Type, and a body nested a thousand deep or holding invalid UTF-8 fails with
an exception it does not expect (a 500). Here a body is accepted only as `application/json` (415 otherwise,
so a cross-site form can never write), decoded by msgspec straight into the type the handler declares for
`data`, strictly (a string is not a number), and anything malformed is a 4xx in the errors shape.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec
from litestar import Request
from litestar.exceptions import ClientException, HTTPException, ValidationException
from litestar.status_codes import HTTP_415_UNSUPPORTED_MEDIA_TYPE
from litestar.types import Empty

JSON_TYPES = ("application/json",)
_AT = re.compile(r" - at `\$\.?([^`]*)`")
_DECODERS: dict[Any, msgspec.json.Decoder[Any]] = {}


def _decoder(target: Any) -> msgspec.json.Decoder[Any]:
    decoder = _DECODERS.get(target)
    if decoder is None:
        decoder = _DECODERS[target] = msgspec.json.Decoder(target, strict=True)
    return decoder


def _field(message: str) -> str:
    # msgspec says where: "Expected `int`, got `str` - at `$.quantity`".
    found = _AT.search(message)
    return (found.group(1) if found else "") or "request"


class StrictJSONRequest(Request[Any, Any, Any]):
    """A request whose `json()` is the handler's `data`, decoded strictly, or a clear 4xx."""

    async def json(self) -> Any:
        """The body as the handler's `data` type (plain JSON values for a handler without one)."""
        if self._json is Empty:
            media_type = self.headers.get("content-type", "").split(";", 1)[0].strip().lower()
            if media_type not in JSON_TYPES:
                raise HTTPException(
                    status_code=HTTP_415_UNSUPPORTED_MEDIA_TYPE,
                    detail="The body must be JSON, sent as Content-Type: application/json.",
                )
            field = self.route_handler.parsed_data_field
            self._json = self._decode(await self.body(), Any if field is None else field.annotation)
        return self._json

    @staticmethod
    def _decode(body: bytes, target: Any) -> Any:
        try:
            return _decoder(target).decode(body or b"null")
        except msgspec.ValidationError as exc:
            raise ValidationException(
                detail="The body does not match its schema.",
                extra=[{"key": _field(str(exc)), "message": str(exc).split(" - at ")[0]}],
            ) from None
        except (msgspec.DecodeError, UnicodeDecodeError) as exc:
            raise ClientException(detail="The body is not valid JSON.") from exc
        except RecursionError:
            raise ClientException(detail="The body is nested too deeply.") from None
