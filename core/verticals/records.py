"""What core answers a vertical about the catalogue: its own items, their brands, a store's tax."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from core.pricing import ItemDiscount


@dataclass(frozen=True, slots=True)
class VerticalItem:
    """One visible item of a vertical's own modules (name in the request's language, picture address, store
    and its zone, `extra` decoded)."""

    id: int
    module_id: int
    name: str
    image_full_url: str
    store_id: int
    store_name: str
    zone_id: int
    extra: Mapping[str, Any]
    # The item's own discount, as its card shows it (a rental vehicle's applies to its trip fare).
    discount: ItemDiscount | None = None


@dataclass(frozen=True, slots=True)
class StoreTax:
    """A store's tax rate (percent; 0: none) and whether the marketplace's prices already include tax."""

    rate: Decimal
    included: bool


@dataclass(frozen=True, slots=True)
class VerticalBrand:
    """A brand the visible items of a vertical's modules name (their `extra.brand`), and how many do."""

    name: str
    items: int
