"""The parcel module's demo catalogue: parcel categories, each with its own per-km and minimum charge."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from core.demo import DemoCatalogue, DemoCategory, Text

from .demo_pictures import PICTURES


def _charges(per_km: str, minimum: str, max_weight_kg: float) -> dict[str, Any]:
    # Parcel pricing depends on the category, not on a store, so the charges travel with the category.
    return {
        "parcel_per_km_shipping_charge": float(per_km),
        "parcel_minimum_shipping_charge": float(minimum),
        "max_weight_kg": max_weight_kg,
    }


# The same four categories the parcel tables are seeded with (migrations/parcel_0001), so the module's home
# lists what /send-package offers; the send flow prices from the parcel tables, not from these.
CATEGORIES = (
    DemoCategory(Text("Documents", "Documents"), extra=_charges("0.80", "4.90", 1)),
    DemoCategory(Text("Small box", "Petit colis"), extra=_charges("1.00", "5.90", 5)),
    DemoCategory(Text("Large box", "Grand colis"), extra=_charges("1.80", "11.90", 30)),
    DemoCategory(Text("Fragile", "Fragile"), extra=_charges("1.60", "9.90", 10)),
)


def demo_catalogue() -> DemoCatalogue:
    """Parcel categories only: a parcel module has no stores or items."""
    return DemoCatalogue(
        position=5,
        description=Text("Send a package across Paris.", "Envoyez un colis partout dans Paris."),
        color="#F4A261",
        categories=CATEGORIES,
        per_km_shipping_charge=Decimal("1.00"),
        minimum_shipping_charge=Decimal("4.90"),
        maximum_shipping_charge=Decimal("29.00"),
        pictures=PICTURES,
    )
