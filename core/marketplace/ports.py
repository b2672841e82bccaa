"""What the marketplace context needs from the outside."""

from __future__ import annotations

from typing import Protocol

from .model import Marketplace


class MarketplaceRepository(Protocol):
    """Where modules, zones and their links are stored."""

    async def marketplace(self) -> Marketplace:
        """Every module, zone and module-zone link (inactive ones too: the rules decide what shows)."""
        ...
