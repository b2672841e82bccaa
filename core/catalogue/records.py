"""What the catalogue read model returns: rows as stored, in the column order of its queries.

JSON columns arrive as JSON text and flags as 0 or 1 so that both database drivers hand over the same
values and a row becomes a record without any per-column work; building the answer decodes what it needs
and sends on as it is the JSON it only repeats (wire.py).
"""

from __future__ import annotations

import msgspec

from .hours import Schedule

# Business hours rows have the answer's shape already: one object per row, no copy.
ScheduleRecord = Schedule


class CategoryRecord(msgspec.Struct, frozen=True):
    """A category row."""

    id: int
    name: str
    slug: str
    image: str | None
    parent_id: int | None
    position: int
    priority: int
    module_id: int
    featured: int
    extra: str
    translations: str


class StoreRecord(msgspec.Struct, frozen=True):
    """A store row with its module type; shipping charges already fall back to the zone's."""

    id: int
    slug: str
    name: str
    logo: str | None
    cover_photo: str | None
    phone: str
    email: str
    address: str
    module_id: int
    module_type: str
    zone_id: int
    latitude: float
    longitude: float
    tax: float
    minimum_order: float
    avg_rating: float
    rating_count: int
    self_delivery_system: int
    free_delivery: int
    per_km_shipping_charge: float | None
    minimum_shipping_charge: float | None
    maximum_shipping_charge: float | None
    free_delivery_over: float | None
    delivery_time: str
    delivery: int
    take_away: int
    schedule_order: int
    prescription_order: int
    veg: int
    non_veg: int
    featured: int
    active: int
    discount: str | None
    extra: str
    translations: str


class AddOnRecord(msgspec.Struct, frozen=True):
    """An add-on row."""

    id: int
    store_id: int
    name: str
    price: float
    translations: str


class ItemRecord(msgspec.Struct, frozen=True):
    """An item row with what the answer needs from its store and module; times already "HH:mm"."""

    id: int
    slug: str
    name: str
    description: str
    image: str | None
    images: str
    module_id: int
    module_type: str
    unit_type: str | None
    store_id: int
    store_name: str
    zone_id: int
    store_discount: str | None
    schedule_order: int
    store_extra: str
    category_id: int | None
    category_ids: str
    price: float
    discount: float
    discount_type: str
    stock: int
    maximum_cart_quantity: int | None
    is_prescription_required: int
    avg_rating: float
    rating_count: int
    wishlist_count: int
    tags: str
    organic: int
    recommended: int
    veg: int
    is_halal: int
    generic_name: str
    nutritions: str
    allergies: str
    available_time_starts: str
    available_time_ends: str
    available_date_starts: str | None
    available_date_ends: str | None
    variations: str
    choice_options: str
    food_variations: str
    add_on_ids: str
    extra: str
    translations: str
    flash_sale_ends: str | None = None
