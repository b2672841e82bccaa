"""Reading what the catalogue keeps as JSON text: typed msgspec decoders, made once per process.

Typed decoding is the cheapest way from stored JSON to answer values; `strict=False` accepts numbers
written as text ("optionPrice": "1.50"), as stored by tools that keep SPEC.md's shapes literally.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

import msgspec

from .model import CategoryRef, ChoiceOption, FoodVariation, Variation
from .pricing import StoredDiscount

T = TypeVar("T")
NOTHING: Mapping[str, Any] = {}


class StoreFlags(msgspec.Struct, frozen=True):
    """Store settings kept in the store's `extra`."""

    halal_tag_status: int = 0


STRINGS = msgspec.json.Decoder(list[str], strict=False)
IDS = msgspec.json.Decoder(list[int], strict=False)
CATEGORY_REFS = msgspec.json.Decoder(list[CategoryRef], strict=False)
VARIATIONS = msgspec.json.Decoder(list[Variation], strict=False)
CHOICES = msgspec.json.Decoder(list[ChoiceOption], strict=False)
FOOD_VARIATIONS = msgspec.json.Decoder(list[FoodVariation], strict=False)
OBJECT = msgspec.json.Decoder(dict[str, Any])
DISCOUNT = msgspec.json.Decoder(StoredDiscount | None, strict=False)
STORE_FLAGS = msgspec.json.Decoder(StoreFlags, strict=False)
_TRANSLATIONS = msgspec.json.Decoder(dict[str, dict[str, Any]])


def json_list(decoder: msgspec.json.Decoder[list[T]], text: str) -> list[T]:
    """The list stored as `text` (most are empty: skip the decoder then)."""
    return [] if text == "[]" else decoder.decode(text)


def flag(values: Mapping[str, Any], name: str) -> int:
    """1 when `values` sets `name`, else 0."""
    return 1 if values.get(name) else 0


def translations_in(text: str, language: str) -> Mapping[str, Any]:
    """The texts translated into `language` ({"name": ...}); English lives in the columns themselves."""
    if language == "en" or text == "{}":
        return NOTHING
    return _TRANSLATIONS.decode(text).get(language) or NOTHING
