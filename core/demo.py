"""The demo catalogue a vertical supplies for itself: plain data that the demo generator turns into rows.

A vertical describes what a believable module of its kind sells (categories, store names, item templates
with their variations); the generator decides where stores stand, what they charge and how much stock they
hold, so every vertical gets the same spread of discounts, empty shelves and ratings.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from decimal import Decimal
from typing import Any


@dataclass(frozen=True, slots=True)
class Text:
    """A text in English and French, the two languages the storefront ships."""

    en: str
    fr: str


@dataclass(frozen=True, slots=True)
class DemoCategory:
    """A category of the module with its sub-categories; `extra` carries vertical data (parcel charges)."""

    name: Text
    subcategories: tuple[Text, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class DemoAddOn:
    """An add-on every store of the module offers (extra cheese, gift wrap ...)."""

    name: Text
    price: Decimal


@dataclass(frozen=True, slots=True)
class DemoChoice:
    """One choice of a product (size, colour); `surcharges` adds to the price per option, in order."""

    title: str
    options: tuple[str, ...]
    surcharges: tuple[Decimal, ...] = ()


@dataclass(frozen=True, slots=True)
class DemoItem:
    """An item template; `category` names its category or sub-category in English.

    `available_time` limits the hours it is sold ("HH:MM", "HH:MM"); `pictures` is how many views the
    product slider shows; `extra` carries vertical attributes (a vehicle's seats and prices).
    """

    name: Text
    category: str
    price: Decimal
    description: Text | None = None
    unit_type: str | None = None
    veg: bool = False
    is_halal: bool = False
    organic: bool = False
    is_prescription_required: bool = False
    generic_name: tuple[str, ...] = ()
    nutritions: tuple[str, ...] = ()
    allergies: tuple[str, ...] = ()
    tags: tuple[str, ...] = ()
    available_time: tuple[str, str] | None = None
    food_variations: tuple[Mapping[str, Any], ...] = ()
    choices: tuple[DemoChoice, ...] = ()
    add_ons: tuple[str, ...] = ()
    extra: Mapping[str, Any] = field(default_factory=dict)
    pictures: int = 1


@dataclass(frozen=True, slots=True)
class DemoStore:
    """A store of the module; it sells the items of `categories` (top-level names), or of all when empty."""

    name: str
    categories: tuple[str, ...] = ()
    halal: bool = False


@dataclass(frozen=True, slots=True)
class DemoCatalogue:
    """Everything a vertical contributes to the demo marketplace.

    `color` themes the generated pictures; `tax` is the store tax rate in percent; `stock` is the usual
    range of units a store holds of an item; `scale_weight` is the module's share of the benchmark stores
    (0: none); `position` orders the module tiles; the shipping charges fill the module's zone rows.
    `pictures` maps English names (the module's, its categories' and its items') to the emoji their demo
    pictures show.
    """

    description: Text
    color: str
    categories: tuple[DemoCategory, ...]
    stores: tuple[DemoStore, ...] = ()
    items: tuple[DemoItem, ...] = ()
    add_ons: tuple[DemoAddOn, ...] = ()
    opening_hours: tuple[tuple[str, str], ...] = (("09:00", "21:00"),)
    tax: Decimal = Decimal(0)
    delivery_time: str = "30-40 min"
    prescription_order: bool = False
    stock: tuple[int, int] = (12, 150)
    per_km_shipping_charge: Decimal = Decimal("1.00")
    minimum_shipping_charge: Decimal = Decimal("2.50")
    maximum_shipping_charge: Decimal | None = Decimal("12.00")
    scale_weight: int = 0
    position: int = 100
    pictures: Mapping[str, str] = field(default_factory=dict)


def _price_text(price: Decimal) -> str:
    # Option prices travel as text; "0" is what the storefront shows as 'free'.
    return format(price.normalize(), "f") if price else "0"


def food_variation(
    name: str,
    values: Sequence[tuple[str, Decimal]],
    *,
    multi: bool = False,
    required: bool = True,
    minimum: int | None = None,
    maximum: int | None = None,
) -> dict[str, Any]:
    """One `food_variations` group in SPEC.md's shape: name, type, required ('on'/'off'), min, max, values."""
    low = (1 if required else 0) if minimum is None else minimum
    high = (len(values) if multi else 1) if maximum is None else maximum
    return {
        "name": name,
        "type": "multi" if multi else "single",
        "required": "on" if required else "off",
        "min": low,
        "max": high,
        "values": [{"label": label, "optionPrice": _price_text(price)} for label, price in values],
    }


def store_categories(catalogue: DemoCatalogue, store: DemoStore) -> set[str]:
    """Every category and sub-category name (English) whose items `store` sells."""
    chosen = [c for c in catalogue.categories if not store.categories or c.name.en in store.categories]
    return {name for c in chosen for name in (c.name.en, *(s.en for s in c.subcategories))}


def store_items(catalogue: DemoCatalogue, store: DemoStore) -> list[DemoItem]:
    """The item templates `store` sells, in catalogue order."""
    names = store_categories(catalogue, store)
    return [item for item in catalogue.items if item.category in names]


def demo_item(
    name: str, name_fr: str, category: str, price: str, about: str = "", about_fr: str = "", **details: Any
) -> DemoItem:
    """An item template from compact arguments; prices come as text so they stay exact decimals."""
    description = Text(about, about_fr) if about else None
    return DemoItem(Text(name, name_fr), category, Decimal(price), description, **details)
