"""The module and zone answers (`GET /api/v1/module`, `/api/v1/zone/list`, `/api/v1/config/get-zone-id`)."""

from __future__ import annotations

from typing import Literal

import msgspec

from core.geo.answers import LatLng


class ModuleLabels(msgspec.Struct, frozen=True):
    """The nouns a module uses in the asked language: 'foods'/'restaurants', 'vehicles'/'providers' ..."""

    item: str
    items: str
    store: str
    stores: str
    track_order: str


class ModulePolicy(msgspec.Struct, frozen=True, kw_only=True):
    """How the storefront presents the module, from its vertical (core/verticals/policy.py, VerticalPolicy):
    its kind of cart, whether stock limits a cart line, wishlist, order tracking, the help link's label,
    the breadcrumb of /home, diet markers (Veg / Non Veg), product pages, document images at checkout, and
    the item filters its lists offer (the `filter` names of the item lists). Each names a capability, never
    the vertical that has it today."""

    cart: Literal["items", "own", "none"]
    counts_stock: bool
    wishlist: bool
    track_order: bool
    help_as_contact: bool
    home_crumb: str | None
    diet_markers: bool
    product_page: bool
    checkout_documents: bool
    item_filters: list[str]


class ModuleZone(msgspec.Struct, frozen=True):
    """A zone the module serves."""

    id: int
    name: str


class ModuleAnswer(msgspec.Struct, frozen=True, kw_only=True):
    """One module tile: SPEC.md section 3's module fields plus its vertical's labels."""

    id: int
    module_name: str
    module_type: str
    slug: str
    icon_full_url: str
    thumbnail_full_url: str
    description: str
    status: int
    theme_id: int
    all_zone_service: int
    zones: list[ModuleZone]
    labels: ModuleLabels
    policy: ModulePolicy


class ZonePivot(msgspec.Struct, frozen=True, kw_only=True):
    """A module's delivery charges in a zone."""

    module_id: int
    zone_id: int
    per_km_shipping_charge: float
    minimum_shipping_charge: float
    maximum_shipping_charge: float | None
    maximum_cod_order_amount: float | None


class ZoneModule(msgspec.Struct, frozen=True, kw_only=True):
    """A module served in a zone, with its charges there."""

    id: int
    module_name: str
    module_type: str
    pivot: ZonePivot


class ZoneData(msgspec.Struct, frozen=True, kw_only=True):
    """SPEC.md section 3's zone data: modules with pivot, and the increased delivery fee."""

    id: int
    name: str
    status: int
    cash_on_delivery: int
    digital_payment: int
    increased_delivery_fee_status: int
    increased_delivery_fee: float
    increase_delivery_fee_message: str | None
    modules: list[ZoneModule]


class ZoneAnswer(ZoneData, frozen=True, kw_only=True):
    """A zone of the zone list: its data and its polygon, ready for a map."""

    polygon: list[LatLng]


class ZoneIdAnswer(msgspec.Struct, frozen=True):
    """The zones a position falls in.

    `zone_id` is the JSON list of ids as a string ("[1]" or "[1,3]" where zones overlap): the storefront
    keeps it under the local storage key `zoneid` and sends it back unchanged as the zoneId header, which
    is a JSON list. `zone_data` carries each zone's modules and charges.
    """

    zone_id: str
    zone_data: list[ZoneData]
