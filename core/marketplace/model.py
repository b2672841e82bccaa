"""Modules, zones and the charges of a module in a zone, as stored; and the rules that decide what is shown."""

from __future__ import annotations

from typing import Any

import msgspec


class ModuleRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A module as the operator set it up; `translations` holds {"fr": {"module_name": ...}}."""

    id: int
    module_name: str
    module_type: str
    slug: str
    icon: str | None = None
    thumbnail: str | None = None
    description: str | None = None
    theme_id: int = 1
    position: int = 0
    status: bool = True
    all_zone_service: bool = False
    translations: dict[str, dict[str, Any]] = msgspec.field(default_factory=dict)

    def text(self, name: str, language: str) -> str | None:
        """The field `name` in `language` when translated, else the stored value."""
        translated = (self.translations.get(language) or {}).get(name)
        if name == "module_name" and not translated:
            translated = (self.translations.get(language) or {}).get("name")
        return str(translated) if translated else getattr(self, name)


class ZoneRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A delivery zone: `polygon` is a ring of [lat, lng] points."""

    id: int
    name: str
    polygon: list[list[float]]
    status: bool = True
    cash_on_delivery: bool = True
    digital_payment: bool = True
    increased_delivery_fee_status: bool = False
    increased_delivery_fee: float = 0.0
    increase_delivery_fee_message: str | None = None


class ModuleZoneRecord(msgspec.Struct, frozen=True, kw_only=True):
    """A module served in a zone, with the delivery charges there (the `pivot` of SPEC.md's zone data)."""

    module_id: int
    zone_id: int
    per_km_shipping_charge: float = 0.0
    minimum_shipping_charge: float = 0.0
    maximum_shipping_charge: float | None = None
    maximum_cod_order_amount: float | None = None


class Marketplace(msgspec.Struct, frozen=True):
    """Every module, zone and module-zone link, as read in one go."""

    modules: list[ModuleRecord]
    zones: list[ZoneRecord]
    module_zones: list[ModuleZoneRecord]
