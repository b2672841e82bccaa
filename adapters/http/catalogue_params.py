"""Query parameters and header context shared by the catalogue controllers."""

from __future__ import annotations

from typing import Annotated

from litestar.params import Parameter

from adapters.http.context import RequestContext
from core.catalogue.filters import MAX_FILTER_TEXT
from core.catalogue.paging import MAX_LIMIT, MAX_OFFSET
from core.catalogue.ports import ITEM_FILTERS, Audience
from core.ids import MAX_ID

Offset = Annotated[int, Parameter(ge=1, le=MAX_OFFSET, description="Page number, from 1")]
Limit = Annotated[int, Parameter(ge=1, le=MAX_LIMIT, description=f"Page size, at most {MAX_LIMIT}")]
Id = Annotated[int | None, Parameter(ge=1, le=MAX_ID)]
# 6amMart's mobile clients send category_id=0 for "every category".
CategoryFilter = Annotated[
    int | None,
    Parameter(
        ge=0,
        le=MAX_ID,
        description="Only this category and its sub-categories; 0 or none: all",
        # Litestar leaves a zero lower bound out of the document (it tests the bound for truth).
        schema_extra={"minimum": 0},
    ),
]

# The shopper's item filters: the names a module offers come with it (GET /api/v1/module, policy.item_filters).
_FILTER_NAME = "|".join(ITEM_FILTERS)
# The document states the names, so a client (and the contract fuzz) knows every list it may send; the
# server refuses what the pattern refuses, and the pairing no pattern can say (veg with non_veg) with 422.
ITEM_FILTERS_PATTERN = f"^(({_FILTER_NAME})(,({_FILTER_NAME}))*)?$"
ItemFilters = Annotated[
    str | None,
    Parameter(
        max_length=MAX_FILTER_TEXT,
        pattern=ITEM_FILTERS_PATTERN,
        description=(
            f"Item filters, separated by commas: {', '.join(ITEM_FILTERS)}; every one named narrows the list "
            "(veg and non_veg exclude each other)"
        ),
    ),
]


# A brand as the items' vertical attributes name it (extra.brand), compared exactly.
MAX_BRAND = 60
Brand = Annotated[
    str | None,
    Parameter(
        min_length=1,
        max_length=MAX_BRAND,
        pattern=r"\S",
        description="Only the items of this brand (their extra.brand, exactly as a brand list answers it)",
    ),
]


def category_filter(category_id: int | None) -> int | None:
    """The category to filter on: none for 0, the clients' "all categories"."""
    return category_id or None


def audience(context: RequestContext) -> Audience:
    """The catalogue's view of the request headers (read_context already refused ids out of range)."""
    return Audience(context.zone_ids, context.module_id)
