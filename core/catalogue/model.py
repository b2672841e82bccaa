"""The catalogue answers: categories, stores and items with SPEC.md section 3's fields.

Flags are 0 or 1 as SPEC.md describes them ("recommended is 1", "veg 0 means non-veg"); money is a number
in the store currency with at most two decimals; times of day are "HH:mm".
"""

from __future__ import annotations

from typing import Literal

import msgspec

from .hours import Schedule
from .wire import RawObject, RawStrings


class ModuleRef(msgspec.Struct, frozen=True):
    """The module something belongs to."""

    id: int
    module_type: str


class CategoryRef(msgspec.Struct, frozen=True):
    """One category an item is filed under (its category and the parent category)."""

    id: int
    position: int = 1


class Variation(msgspec.Struct, frozen=True):
    """One combination of choice options, with its own price and stock; `type` joins the options with '-'."""

    type: str
    price: float
    stock: int = 0


class PricedVariation(msgspec.Struct, frozen=True):
    """A variation as answered: its price, and what it sells for after the item's own discount (computed by
    the pricing engine, so a storefront never prices an item itself)."""

    type: str
    price: float
    discounted_price: float
    stock: int = 0


class ChoiceOption(msgspec.Struct, frozen=True):
    """A choice a product offers (size, colour) and its options."""

    title: str
    options: list[str]
    name: str = ""


class FoodVariationValue(msgspec.Struct, frozen=True):
    """One option of a food variation group and what it adds to the price."""

    label: str
    option_price: float = msgspec.field(name="optionPrice")


class FoodVariation(msgspec.Struct, frozen=True):
    """A food variation group: `required` 'on' means a choice must be made; multi groups pick min..max."""

    name: str
    type: Literal["single", "multi"]
    values: list[FoodVariationValue]
    required: Literal["on", "off"] = "off"
    min: int = 0
    max: int = 0


class AddOn(msgspec.Struct, frozen=True):
    """An add-on a store offers with an item."""

    id: int
    store_id: int
    name: str
    price: float


class StoreDiscount(msgspec.Struct, frozen=True, kw_only=True):
    """A store-wide discount, present only while it is valid; it applies from `min_purchase` up."""

    discount: float
    discount_type: str
    min_purchase: float
    max_discount: float
    end_date: str | None
    end_time: str | None


class Category(msgspec.Struct, frozen=True, kw_only=True):
    """A category of one module; `parent_id` is null for a root category."""

    id: int
    name: str
    slug: str
    image_full_url: str
    parent_id: int | None
    position: int
    priority: int
    module_id: int
    featured: int
    extra: RawObject


class CategoryDetails(Category, frozen=True, kw_only=True):
    """A category with its sub-categories."""

    children: list[Category]


class Store(msgspec.Struct, frozen=True):
    """A store (restaurant, pharmacy, rental provider ...). Shipping charges fall back to the zone's.

    `active` 0 means the store paused orders; `open` says whether its business hours cover the moment
    of the answer (and it is active).
    """

    id: int
    slug: str
    name: str
    logo_full_url: str
    cover_photo_full_url: str
    phone: str
    email: str
    address: str
    module_id: int
    module: ModuleRef
    zone_id: int
    latitude: float
    longitude: float
    tax: float
    minimum_order: float
    avg_rating: float
    rating_count: int
    discount: StoreDiscount | None
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
    halal_tag_status: int
    featured: int
    active: int
    open: int
    schedules: list[Schedule]
    extra: RawObject


class Item(msgspec.Struct, frozen=True):
    """An item (food, product, medicine, vehicle ...) of one store.

    `discounted_price` is the price after the item's own discount (the pricing engine's figure: the price a
    card shows and a cart line charges per unit), `store_discount` (also `restaurant_discount`) the store's
    discount while it is valid, else 0.
    `available_date_starts`/`_ends` are set on campaign items only. `flash_sale` is 1 while the item is in
    a flash sale, which ends at `flash_sale_ends` ("YYYY-MM-DD HH:mm", marketplace time; null when it is in
    none); what is left of it is the item's `stock`. `add_ons` is also sent as `addons`,
    and `wishlist_count` as `whislists_count`, the spellings storefronts read.
    """

    id: int
    slug: str
    name: str
    description: str
    generic_name: RawStrings
    image_full_url: str
    images_full_url: list[str]
    module_id: int
    module: ModuleRef
    unit_type: str | None
    store_id: int
    store_name: str
    zone_id: int
    category_id: int | None
    category_ids: list[CategoryRef]
    price: float
    discount: float
    discount_type: str
    discounted_price: float
    store_discount: float
    restaurant_discount: float
    stock: int
    maximum_cart_quantity: int | None
    is_prescription_required: int
    avg_rating: float
    rating_count: int
    wishlist_count: int
    whislists_count: int
    tags: RawStrings
    organic: int
    recommended: int
    veg: int
    is_halal: int
    halal_tag_status: int
    flash_sale: int
    flash_sale_ends: str | None
    is_campaign_item: bool = msgspec.field(name="isCampaignItem")
    nutritions_name: RawStrings
    allergies_name: RawStrings
    available_time_starts: str
    available_time_ends: str
    available_date_starts: str | None
    available_date_ends: str | None
    schedule_order: int
    variations: list[PricedVariation]
    choice_options: list[ChoiceOption]
    food_variations: list[FoodVariation]
    add_ons: list[AddOn]
    addons: list[AddOn]
    extra: RawObject


class CategoryPage(msgspec.Struct, frozen=True):
    """One page of categories."""

    total_size: int
    limit: int
    offset: int
    categories: list[Category]


class StorePage(msgspec.Struct, frozen=True):
    """One page of stores."""

    total_size: int
    limit: int
    offset: int
    stores: list[Store]


class ItemPage(msgspec.Struct, frozen=True):
    """One page of items."""

    total_size: int
    limit: int
    offset: int
    items: list[Item]
