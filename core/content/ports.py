"""What the content context needs from the outside."""

from __future__ import annotations

from typing import Protocol

from .model import PageRecord


class PageRepository(Protocol):
    """Where the operator's pages are stored."""

    async def translations(self, slug: str) -> list[PageRecord]:
        """Every stored language of the page `slug` (disabled ones too: the rules decide what shows)."""
        ...
