"""Rows for the demo zones, one module per vertical, its zone charges and its categories."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from core.demo import DemoCatalogue, Text
from core.verticals import Vertical

from .naming import category_image_path, category_slug, module_icon_path
from .rows import Ids, Row, Rows
from .zones import DEMO_ZONES

ZONE_SURCHARGE = Decimal("0.10")  # farther zones cost a little more per km
COD_LIMIT = Decimal("150.00")


@dataclass(frozen=True, slots=True)
class ZoneRef:
    """A zone already in the plan or the database: where stores may stand."""

    id: int
    polygon: list[list[float]]


@dataclass(frozen=True, slots=True)
class CategoryRef:
    """Where an item of a category name goes: its own id and its top-level category's id."""

    id: int
    top_id: int


def add_zones(rows: Rows, ids: Ids) -> list[ZoneRef]:
    """The demo zones around Paris."""
    refs = []
    for zone in DEMO_ZONES:
        row = rows.add(
            "zones",
            {
                "id": ids.next("zones"),
                "name": zone.name.en,
                "polygon": zone.polygon,
                "status": True,
                "cash_on_delivery": True,
                "digital_payment": True,
                "increased_delivery_fee_status": zone.increased_delivery_fee > 0,
                "increased_delivery_fee": Decimal(str(zone.increased_delivery_fee)),
                "increase_delivery_fee_message": "Higher demand in this area"
                if zone.increased_delivery_fee
                else None,
            },
        )
        refs.append(ZoneRef(row["id"], zone.polygon))
    return refs


def add_module(
    rows: Rows, ids: Ids, vertical: Vertical, catalogue: DemoCatalogue, zones: list[ZoneRef], position: int
) -> int:
    """The module of `vertical` with its zone charges; returns its id."""
    module_type = vertical.module_type
    english, french = vertical.label("en"), vertical.label("fr")
    icon = module_icon_path(module_type)
    module_id = ids.next("modules")
    rows.add(
        "modules",
        {
            "id": module_id,
            "module_name": english.module_name,
            "module_type": module_type,
            "slug": module_type,
            "icon": icon,
            "thumbnail": icon,
            "description": catalogue.description.en,
            "theme_id": 1,
            "position": position,
            "status": True,
            "all_zone_service": False,
            "translations": {
                "fr": {"module_name": french.module_name, "description": catalogue.description.fr}
            },
        },
    )
    for n, zone in enumerate(zones):
        factor = 1 + ZONE_SURCHARGE * n
        top = catalogue.maximum_shipping_charge
        rows.add(
            "module_zones",
            {
                "module_id": module_id,
                "zone_id": zone.id,
                "per_km_shipping_charge": (catalogue.per_km_shipping_charge * factor).quantize(
                    Decimal("0.01")
                ),
                "minimum_shipping_charge": catalogue.minimum_shipping_charge,
                "maximum_shipping_charge": None if top is None else (top * factor).quantize(Decimal("0.01")),
                "maximum_cod_order_amount": COD_LIMIT,
            },
            audited=False,
        )
    return module_id


def add_categories(
    rows: Rows, ids: Ids, module_type: str, module_id: int, catalogue: DemoCatalogue
) -> dict[str, CategoryRef]:
    """The module's categories and sub-categories, keyed by English name; the first four are featured."""
    refs: dict[str, CategoryRef] = {}
    for n, category in enumerate(catalogue.categories):
        top = _category(rows, ids, module_type, module_id, category.name, None)
        top.update(priority=len(catalogue.categories) - n, featured=n < 4, extra=dict(category.extra))
        refs[category.name.en] = CategoryRef(top["id"], top["id"])
        for m, sub in enumerate(category.subcategories):
            child = _category(rows, ids, module_type, module_id, sub, top["id"])
            child.update(priority=len(category.subcategories) - m)
            refs[sub.en] = CategoryRef(child["id"], top["id"])
    return refs


def _category(
    rows: Rows, ids: Ids, module_type: str, module_id: int, name: Text, parent_id: int | None
) -> Row:
    return rows.add(
        "categories",
        {
            "id": ids.next("categories"),
            "name": name.en,
            "slug": category_slug(module_type, name.en),
            "image": category_image_path(module_type, name.en),
            "parent_id": parent_id,
            "position": 0 if parent_id is None else 1,
            "priority": 0,
            "module_id": module_id,
            "status": True,
            "featured": False,
            "extra": {},
            "translations": {"fr": {"name": name.fr}},
        },
    )
