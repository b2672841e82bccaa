"""Paging rules shared by every catalogue list (DESIGN.md: `offset` is a page number from 1)."""

from __future__ import annotations

import msgspec

from core.errors import InvalidInput

MAX_LIMIT = 50  # the largest page any list answers
MAX_OFFSET = 1_000_000  # far beyond any real catalogue, low enough that offset * limit stays a small integer
STORES_PER_PAGE = 12  # SPEC.md section 9: latest and popular stores show 12
ITEMS_PER_PAGE = 20  # one screen of item cards at four per row
CATEGORIES_PER_PAGE = 50  # every root category of a module fits in one page


class PageRequest(msgspec.Struct, frozen=True):
    """Which page of a list to answer: `offset` counts pages from 1, `limit` is the page size."""

    offset: int
    limit: int

    @property
    def skip(self) -> int:
        """How many rows come before this page."""
        return (self.offset - 1) * self.limit


def page_request(offset: int, limit: int) -> PageRequest:
    """A checked page request; a page number or size outside the allowed range is an InvalidInput."""
    if not 1 <= offset <= MAX_OFFSET:
        raise InvalidInput("offset", f"offset is a page number from 1 to {MAX_OFFSET}.")
    if not 1 <= limit <= MAX_LIMIT:
        raise InvalidInput("limit", f"limit is a page size from 1 to {MAX_LIMIT}.")
    return PageRequest(offset, limit)
