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


_GOT_FLOAT = "got `float`"  # where an integer was expected: `int`, or `int | null` for an optional one


def _integral_floats_as_ints(body: bytes, target: Any) -> Any:
    """The body decoded again with every whole-valued float (2.0, 5e3) read as an integer.

    JSON Schema counts 2.0 as an integer, so a client may send it where the contract says integer; strict
    decoding refuses it. This second, slower pass runs only after that refusal (the body already parsed
    once, within the nesting bound); a string is still not a number, and 2.5 is still not an integer: those
    raise msgspec.ValidationError naming the field.
    """
    return msgspec.convert(_whole_numbers(msgspec.json.decode(body)), target, strict=True)


def _whole_numbers(value: Any) -> Any:
    if isinstance(value, float):
        return int(value) if value.is_integer() else value
    if isinstance(value, list):
        return [_whole_numbers(v) for v in value]
    if isinstance(value, dict):
        return {k: _whole_numbers(v) for k, v in value.items()}
    return value


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
            refusal = str(exc)
            if _GOT_FLOAT in refusal:
                try:
                    return _integral_floats_as_ints(body, target)
                except msgspec.ValidationError as again:
                    refusal = str(again)  # what is still wrong once whole numbers are read as integers
                except (msgspec.DecodeError, RecursionError):
                    pass  # malformed or too deep further on: the first refusal stands
            raise ValidationException(
                detail="The body does not match its schema.",
                extra=[{"key": _field(refusal), "message": refusal.split(" - at ")[0]}],
            ) from None
        except (msgspec.DecodeError, UnicodeDecodeError) as exc:
            raise ClientException(detail="The body is not valid JSON.") from exc
        except RecursionError:
            raise ClientException(detail="The body is nested too deeply.") from None
