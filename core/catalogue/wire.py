"""Stored JSON that an answer sends on exactly as the database holds it: no decoding, no encoding again.

A field typed `RawStrings` or `RawObject` carries the column's JSON text as `msgspec.Raw`, which the encoder
copies into the answer. Only columns whose stored JSON already is what the answer says qualify (adapters/demo
writes lists of plain strings and objects of vertical data): a column whose answer differs from what is
stored (image paths made addresses, numbers kept as text, missing defaults, translations) is decoded.

Litestar documents a msgspec field from its type, and a Raw has none: the `extra` of the field's
`extra_json_schema` gives it the schema of what the JSON holds, so the OpenAPI document (and the web client's
types generated from it) stays the one of the decoded field.
"""

from __future__ import annotations

from typing import Annotated

import msgspec

RawStrings = Annotated[
    msgspec.Raw, msgspec.Meta(extra_json_schema={"extra": {"type": "array", "items": {"type": "string"}}})
]
RawObject = Annotated[
    msgspec.Raw, msgspec.Meta(extra_json_schema={"extra": {"type": "object", "additionalProperties": {}}})
]

# Most of these columns hold an empty list or object: their answers share one value. Builders write
# `EMPTY_LIST if text == "[]" else msgspec.Raw(text)` in place: a helper call would cost as much as the Raw.
EMPTY_LIST = msgspec.Raw(b"[]")
EMPTY_OBJECT = msgspec.Raw(b"{}")
