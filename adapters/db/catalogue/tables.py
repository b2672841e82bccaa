"""Tables of the catalogue: categories, stores and their hours, add-ons and items.

Modules share one catalogue shape: a rental provider is a store of the rental module and its vehicles are
items (vertical-specific attributes live in `extra`); parcel categories are categories of the parcel module.
Per-language text lives in `translations` ({"fr": {"name": ...}}) beside the English columns.
"""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

from advanced_alchemy.base import BigIntAuditBase
from advanced_alchemy.types import JsonB
from sqlalchemy import Boolean, Date, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import JSONDict, Money


class Category(BigIntAuditBase):
    """A category of one module; `parent_id` makes sub-categories. `extra` carries vertical data."""

    __tablename__ = "categories"
    __table_args__ = (Index("ix_categories_module_parent", "module_id", "parent_id", "priority"),)
    name: Mapped[str] = mapped_column(String(120))
    slug: Mapped[str] = mapped_column(String(160), unique=True)
    image: Mapped[str | None] = mapped_column(String(255), default=None)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id"), default=None)
    position: Mapped[int] = mapped_column(Integer, default=0)
    priority: Mapped[int] = mapped_column(Integer, default=0)
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id"))
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    featured: Mapped[bool] = mapped_column(Boolean, default=False)
    extra: Mapped[JSONDict] = mapped_column(JsonB, default=dict)
    translations: Mapped[JSONDict] = mapped_column(JsonB, default=dict)


class Store(BigIntAuditBase):
    """A store (restaurant, pharmacy, rental provider ...) of one module in one zone.

    `discount` is the store-wide discount: {discount, discount_type, min_purchase, max_discount,
    start_date, end_date, start_time, end_time} or null.
    """

    __tablename__ = "stores"
    __table_args__ = (
        Index("ix_stores_module_zone_status", "module_id", "zone_id", "status"),
        Index("ix_stores_module_orders", "module_id", "order_count"),
    )
    name: Mapped[str] = mapped_column(String(160))
    slug: Mapped[str] = mapped_column(String(200), unique=True)
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id"))
    zone_id: Mapped[int] = mapped_column(ForeignKey("zones.id"))
    logo: Mapped[str | None] = mapped_column(String(255), default=None)
    cover_photo: Mapped[str | None] = mapped_column(String(255), default=None)
    phone: Mapped[str] = mapped_column(String(40), default="")
    email: Mapped[str] = mapped_column(String(160), default="")
    address: Mapped[str] = mapped_column(String(255), default="")
    latitude: Mapped[float] = mapped_column()
    longitude: Mapped[float] = mapped_column()
    tax: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    minimum_order: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    avg_rating: Mapped[float] = mapped_column(default=0.0)
    rating_count: Mapped[int] = mapped_column(Integer, default=0)
    order_count: Mapped[int] = mapped_column(Integer, default=0)
    self_delivery_system: Mapped[bool] = mapped_column(Boolean, default=False)
    free_delivery: Mapped[bool] = mapped_column(Boolean, default=False)
    per_km_shipping_charge: Mapped[Decimal | None] = mapped_column(Money, default=None)
    minimum_shipping_charge: Mapped[Decimal | None] = mapped_column(Money, default=None)
    maximum_shipping_charge: Mapped[Decimal | None] = mapped_column(Money, default=None)
    free_delivery_over: Mapped[Decimal | None] = mapped_column(Money, default=None)
    delivery_time: Mapped[str] = mapped_column(String(40), default="30-40 min")
    delivery: Mapped[bool] = mapped_column(Boolean, default=True)
    take_away: Mapped[bool] = mapped_column(Boolean, default=True)
    schedule_order: Mapped[bool] = mapped_column(Boolean, default=False)
    prescription_order: Mapped[bool] = mapped_column(Boolean, default=False)
    veg: Mapped[bool] = mapped_column(Boolean, default=True)
    non_veg: Mapped[bool] = mapped_column(Boolean, default=True)
    featured: Mapped[bool] = mapped_column(Boolean, default=False)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    active: Mapped[bool] = mapped_column(Boolean, default=True)
    discount: Mapped[JSONDict | None] = mapped_column(JsonB, default=None)
    extra: Mapped[JSONDict] = mapped_column(JsonB, default=dict)
    translations: Mapped[JSONDict] = mapped_column(JsonB, default=dict)


class StoreSchedule(BigIntAuditBase):
    """Business hours: one row per opening period; `day` 0 is Sunday."""

    __tablename__ = "store_schedules"
    store_id: Mapped[int] = mapped_column(ForeignKey("stores.id", ondelete="CASCADE"), index=True)
    day: Mapped[int] = mapped_column(Integer)
    opening_time: Mapped[str] = mapped_column(String(8))
    closing_time: Mapped[str] = mapped_column(String(8))


class AddOn(BigIntAuditBase):
    """An add-on a store offers with some of its items (extra cheese, gift wrap ...)."""

    __tablename__ = "add_ons"
    store_id: Mapped[int] = mapped_column(ForeignKey("stores.id", ondelete="CASCADE"), index=True)
    name: Mapped[str] = mapped_column(String(120))
    price: Mapped[Decimal] = mapped_column(Money)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    translations: Mapped[JSONDict] = mapped_column(JsonB, default=dict)


class Item(BigIntAuditBase):
    """An item (food, product, medicine, vehicle ...) sold by one store.

    Presence of `available_date_starts`/`available_date_ends` marks a campaign item; `flash_sale_ends`
    ("YYYY-MM-DD HH:mm", marketplace time) puts it in a flash sale until then.
    `variations`, `choice_options` and `food_variations` keep SPEC.md's shapes as JSON.
    """

    __tablename__ = "items"
    __table_args__ = (
        Index("ix_items_store_status_created", "store_id", "status", "created_at"),
        Index("ix_items_module_status_created", "module_id", "status", "created_at"),
        Index("ix_items_category_status", "category_id", "status"),
        Index("ix_items_module_orders", "module_id", "order_count"),
        Index("ix_items_status_created", "status", "created_at"),
        Index("ix_items_flash_sale_ends", "flash_sale_ends"),
    )
    name: Mapped[str] = mapped_column(String(200))
    slug: Mapped[str] = mapped_column(String(240), unique=True)
    description: Mapped[str] = mapped_column(Text, default="")
    image: Mapped[str | None] = mapped_column(String(255), default=None)
    images: Mapped[list[str]] = mapped_column(JsonB, default=list)
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id"))
    store_id: Mapped[int] = mapped_column(ForeignKey("stores.id", ondelete="CASCADE"))
    category_id: Mapped[int | None] = mapped_column(ForeignKey("categories.id"), default=None)
    category_ids: Mapped[list[JSONDict]] = mapped_column(JsonB, default=list)
    unit_type: Mapped[str | None] = mapped_column(String(40), default=None)
    price: Mapped[Decimal] = mapped_column(Money)
    discount: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    discount_type: Mapped[str] = mapped_column(String(10), default="percent")
    stock: Mapped[int] = mapped_column(Integer, default=0)
    maximum_cart_quantity: Mapped[int | None] = mapped_column(Integer, default=None)
    is_prescription_required: Mapped[bool] = mapped_column(Boolean, default=False)
    avg_rating: Mapped[float] = mapped_column(default=0.0)
    rating_count: Mapped[int] = mapped_column(Integer, default=0)
    wishlist_count: Mapped[int] = mapped_column(Integer, default=0)
    order_count: Mapped[int] = mapped_column(Integer, default=0)
    tags: Mapped[list[str]] = mapped_column(JsonB, default=list)
    organic: Mapped[bool] = mapped_column(Boolean, default=False)
    recommended: Mapped[bool] = mapped_column(Boolean, default=False)
    veg: Mapped[bool] = mapped_column(Boolean, default=False)
    is_halal: Mapped[bool] = mapped_column(Boolean, default=False)
    generic_name: Mapped[list[str]] = mapped_column(JsonB, default=list)
    nutritions: Mapped[list[str]] = mapped_column(JsonB, default=list)
    allergies: Mapped[list[str]] = mapped_column(JsonB, default=list)
    available_time_starts: Mapped[str] = mapped_column(String(8), default="00:00:00")
    available_time_ends: Mapped[str] = mapped_column(String(8), default="23:59:59")
    available_date_starts: Mapped[dt.date | None] = mapped_column(Date, default=None)
    available_date_ends: Mapped[dt.date | None] = mapped_column(Date, default=None)
    flash_sale_ends: Mapped[str | None] = mapped_column(String(16), default=None)
    variations: Mapped[list[JSONDict]] = mapped_column(JsonB, default=list)
    choice_options: Mapped[list[JSONDict]] = mapped_column(JsonB, default=list)
    food_variations: Mapped[list[JSONDict]] = mapped_column(JsonB, default=list)
    add_on_ids: Mapped[list[int]] = mapped_column(JsonB, default=list)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    extra: Mapped[JSONDict] = mapped_column(JsonB, default=dict)
    translations: Mapped[JSONDict] = mapped_column(JsonB, default=dict)
