"""Every statement the catalogue read model runs, written once for SQLite and PostgreSQL.

Templates are those of adapters/db/statements.py (`:name` placeholders, `IN_LIST` and `TRANSLATED_NAME`). Casts
to FLOAT, INTEGER and TEXT make both drivers hand over plain floats, 0/1 flags and JSON text, in the
column order of core/catalogue/records.py.

Filters the asker did not set are left out of the text rather than written as `(:x IS NULL OR ...)`,
which would keep both planners from using the indexes; each combination is compiled once and kept.
The named constants at the end are the storefront's usual requests (zone and module headers set), so a
benchmark can run exactly this SQL on the bare driver.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Literal

from adapters.db.statements import Statement, compile_statement

Order = Literal["popular", "latest", "ending"]
Service = Literal["all", "delivery", "take_away"]


def _and(*conditions: str | bool | None) -> str:
    # Conditions come as `flag and "sql"`: the ones whose flag is off drop out.
    return " AND ".join(c for c in conditions if isinstance(c, str) and c)


CATEGORY_COLUMNS = """
c.id, c.name, c.slug, c.image, c.parent_id, c.position, c.priority, c.module_id,
CAST(c.featured AS INTEGER) AS featured, CAST(c.extra AS TEXT) AS extra,
CAST(c.translations AS TEXT) AS translations"""
CATEGORY_FROM = "FROM categories c JOIN modules m ON m.id = c.module_id"
CATEGORY_VISIBLE = "c.status = TRUE AND m.status = TRUE AND m.module_type IN_LIST(:module_types)"
CATEGORY_ORDER = "ORDER BY c.priority DESC, c.position, c.id"


# A root category a store sells from: one of the store's items is filed under it or one of its children.
CATEGORY_OF_STORE = (
    "EXISTS (SELECT 1 FROM items si WHERE si.store_id = :store_id AND si.status = TRUE AND "
    "(si.category_id = c.id OR si.category_id IN (SELECT k.id FROM categories k WHERE k.parent_id = c.id)))"
)


def _root_categories(module: bool, store: bool) -> str:
    return _and(
        CATEGORY_VISIBLE,
        "c.parent_id IS NULL",
        module and "c.module_id = :module_id",
        store and CATEGORY_OF_STORE,
    )


@functools.cache
def category_page(*, module: bool, store: bool = False) -> Statement:
    """Root categories of visible modules, or of the module `:module_id`; of the store `:store_id` only."""
    where = _root_categories(module, store)
    return compile_statement(
        f"SELECT {CATEGORY_COLUMNS} {CATEGORY_FROM} WHERE {where} {CATEGORY_ORDER} LIMIT :limit OFFSET :skip"
    )


@functools.cache
def category_count(*, module: bool, store: bool = False) -> Statement:
    """How many rows `category_page` pages through."""
    return compile_statement(f"SELECT COUNT(*) {CATEGORY_FROM} WHERE {_root_categories(module, store)}")


CATEGORY_FAMILY_BY_ID = compile_statement(
    f"SELECT {CATEGORY_COLUMNS} {CATEGORY_FROM} "
    f"WHERE (c.id = :category_id OR c.parent_id = :category_id) AND {CATEGORY_VISIBLE} {CATEGORY_ORDER}"
)
CATEGORY_FAMILY_BY_SLUG = compile_statement(
    f"SELECT {CATEGORY_COLUMNS} {CATEGORY_FROM} "  # noqa: S608 - composed from constants only
    "WHERE (c.slug = :slug OR c.parent_id = (SELECT p.id FROM categories p WHERE p.slug = :slug)) "
    f"AND {CATEGORY_VISIBLE} {CATEGORY_ORDER}"
)

# A store that delivers itself and set its own per-km charge charges its own (core/orders/service.py).
STORE_OWN_CHARGES = "(s.self_delivery_system = TRUE AND s.per_km_shipping_charge IS NOT NULL)"
STORE_COLUMNS = """
s.id, s.slug, s.name, s.logo, s.cover_photo, s.phone, s.email, s.address, s.module_id, m.module_type,
s.zone_id, s.latitude, s.longitude, CAST(s.tax AS FLOAT) AS tax, CAST(s.minimum_order AS FLOAT) AS minimum_order,
s.avg_rating, s.rating_count, CAST(s.self_delivery_system AS INTEGER) AS self_delivery_system,
CAST(s.free_delivery AS INTEGER) AS free_delivery,
CAST(CASE WHEN {own} THEN s.per_km_shipping_charge ELSE z.per_km_shipping_charge END AS FLOAT) AS per_km_shipping_charge,
CAST(CASE WHEN {own} THEN s.minimum_shipping_charge ELSE z.minimum_shipping_charge END AS FLOAT) AS minimum_shipping_charge,
CAST(CASE WHEN {own} THEN s.maximum_shipping_charge ELSE z.maximum_shipping_charge END AS FLOAT) AS maximum_shipping_charge,
CAST(s.free_delivery_over AS FLOAT) AS free_delivery_over, s.delivery_time,
CAST(s.delivery AS INTEGER) AS delivery, CAST(s.take_away AS INTEGER) AS take_away,
CAST(s.schedule_order AS INTEGER) AS schedule_order, CAST(s.prescription_order AS INTEGER) AS prescription_order,
CAST(s.veg AS INTEGER) AS veg, CAST(s.non_veg AS INTEGER) AS non_veg, CAST(s.featured AS INTEGER) AS featured,
CAST(s.active AS INTEGER) AS active, CAST(s.discount AS TEXT) AS discount, CAST(s.extra AS TEXT) AS extra,
CAST(s.translations AS TEXT) AS translations""".replace("{own}", STORE_OWN_CHARGES)
STORE_FROM = "FROM stores s JOIN modules m ON m.id = s.module_id"
# The delivery charges a store shows are those checkout charges: the store's own when it delivers itself
# (STORE_OWN_CHARGES), else the zone's for its module.
STORE_CHARGES = "LEFT JOIN module_zones z ON z.module_id = s.module_id AND z.zone_id = s.zone_id"
STORE_VISIBLE = "s.status = TRUE AND m.status = TRUE AND m.module_type IN_LIST(:module_types)"
STORE_ORDERS = {"popular": "s.order_count DESC, s.id DESC", "latest": "s.created_at DESC, s.id DESC"}
SERVICES = {"all": None, "delivery": "s.delivery = TRUE", "take_away": "s.take_away = TRUE"}


@dataclass(frozen=True, slots=True)
class StoreFilters:
    """Which store filters a request sets: zones, module, service type, module type."""

    zone: bool
    module: bool
    service: Service = "all"
    module_type: bool = False

    def where(self) -> str:
        """The WHERE conditions of these filters."""
        return _and(
            STORE_VISIBLE,
            self.module and "s.module_id = :module_id",
            self.zone and "s.zone_id IN_LIST(:zone_ids)",
            SERVICES[self.service],
            self.module_type and "m.module_type = :module_type",
        )


@functools.cache
def store_page(order: Order, filters: StoreFilters) -> Statement:
    """A page of visible stores, narrowed by `filters`."""
    return compile_statement(
        f"SELECT {STORE_COLUMNS} {STORE_FROM} {STORE_CHARGES} WHERE {filters.where()} "
        f"ORDER BY {STORE_ORDERS[order]} LIMIT :limit OFFSET :skip",
        scans=not filters.module,
    )


@functools.cache
def store_count(filters: StoreFilters) -> Statement:
    """How many rows `store_page` pages through."""
    return compile_statement(f"SELECT COUNT(*) {STORE_FROM} WHERE {filters.where()}")


STORE_BY_ID = compile_statement(
    f"SELECT {STORE_COLUMNS} {STORE_FROM} {STORE_CHARGES} WHERE s.id = :store_id AND {STORE_VISIBLE}"
)
STORE_BY_SLUG = compile_statement(
    f"SELECT {STORE_COLUMNS} {STORE_FROM} {STORE_CHARGES} WHERE s.slug = :slug AND {STORE_VISIBLE}"
)
STORES_BY_IDS = compile_statement(
    f"SELECT {STORE_COLUMNS} {STORE_FROM} {STORE_CHARGES} WHERE s.id IN_LIST(:store_ids) AND {STORE_VISIBLE}"
)
SCHEDULES = compile_statement(
    "SELECT store_id, day, substr(opening_time, 1, 5) AS opening_time, substr(closing_time, 1, 5) AS closing_time "
    "FROM store_schedules WHERE store_id IN_LIST(:store_ids) ORDER BY store_id, day, opening_time"
)

ITEM_COLUMNS = """
i.id, i.slug, i.name, i.description, i.image, CAST(i.images AS TEXT) AS images, i.module_id, m.module_type,
i.unit_type, i.store_id, s.name AS store_name, s.zone_id, CAST(s.discount AS TEXT) AS store_discount,
CAST(s.schedule_order AS INTEGER) AS schedule_order, CAST(s.extra AS TEXT) AS store_extra, i.category_id,
CAST(i.category_ids AS TEXT) AS category_ids, CAST(i.price AS FLOAT) AS price,
CAST(i.discount AS FLOAT) AS discount, i.discount_type, i.stock, i.maximum_cart_quantity,
CAST(i.is_prescription_required AS INTEGER) AS is_prescription_required, i.avg_rating, i.rating_count,
i.wishlist_count, CAST(i.tags AS TEXT) AS tags, CAST(i.organic AS INTEGER) AS organic,
CAST(i.recommended AS INTEGER) AS recommended, CAST(i.veg AS INTEGER) AS veg,
CAST(i.is_halal AS INTEGER) AS is_halal, CAST(i.generic_name AS TEXT) AS generic_name,
CAST(i.nutritions AS TEXT) AS nutritions, CAST(i.allergies AS TEXT) AS allergies,
substr(i.available_time_starts, 1, 5) AS available_time_starts,
substr(i.available_time_ends, 1, 5) AS available_time_ends,
CAST(i.available_date_starts AS TEXT) AS available_date_starts,
CAST(i.available_date_ends AS TEXT) AS available_date_ends, CAST(i.variations AS TEXT) AS variations,
CAST(i.choice_options AS TEXT) AS choice_options, CAST(i.food_variations AS TEXT) AS food_variations,
CAST(i.add_on_ids AS TEXT) AS add_on_ids, CAST(i.extra AS TEXT) AS extra,
CAST(i.translations AS TEXT) AS translations, i.flash_sale_ends"""
ITEM_FROM = "FROM items i JOIN stores s ON s.id = i.store_id JOIN modules m ON m.id = i.module_id"
# On sale: the item, its store and its module are on, and a campaign item only within its dates.
ITEM_VISIBLE = """
i.status = TRUE AND s.status = TRUE AND m.status = TRUE AND m.module_type IN_LIST(:module_types)
AND (i.available_date_starts IS NULL OR i.available_date_starts <= :today)
AND (i.available_date_ends IS NULL OR i.available_date_ends >= :today)"""
ITEM_ORDERS = {
    "popular": "i.order_count DESC, i.id DESC",
    "latest": "i.created_at DESC, i.id DESC",
    # A flash-sale list shows the sales ending soonest first.
    "ending": "i.flash_sale_ends, i.id DESC",
}
IN_CATEGORY = (
    "i.category_id IN (SELECT k.id FROM categories k WHERE k.id = :category_id OR k.parent_id = :category_id)"
)
# A name search also finds a medicine by its generic names (pharmacy items' `generic_name`, a JSON list of
# names: its text holds each name, so one LIKE reads them all; other items hold "[]").
GENERIC_MATCHES = r"lower(CAST(i.generic_name AS TEXT)) LIKE :pattern ESCAPE '\'"
NAME_MATCHES = rf"(lower(i.name) LIKE :pattern ESCAPE '\' OR {GENERIC_MATCHES})"
NAME_OR_TRANSLATION_MATCHES = rf"({NAME_MATCHES} OR lower(TRANSLATED_NAME(i)) LIKE :pattern ESCAPE '\')"
# A campaign item is one with a date window; ITEM_VISIBLE already keeps only the windows covering today.
IS_CAMPAIGN = "(i.available_date_starts IS NOT NULL OR i.available_date_ends IS NOT NULL)"
# The item filters (core.catalogue.ports.ITEM_FILTERS). Halal keeps what the item card marks halal: the item is
# halal and its store shows halal tags (the store's `extra.halal_tag_status`).
HALAL_TAGGED = "i.is_halal = TRUE AND JSON_FLAG(s.extra, halal_tag_status)"
ITEM_FILTER_SQL = {
    "veg": "i.veg = TRUE",
    "non_veg": "i.veg = FALSE",
    "halal": HALAL_TAGGED,
    "organic": "i.organic = TRUE",
}
# A brand is a vertical attribute kept in the item's `extra` (a shop product's, a rental vehicle's).
BRAND = "JSON_TEXT(i.extra, brand)"
# Flash-sale times are "YYYY-MM-DD HH:mm" text in marketplace time: they compare as text on both databases.
IN_FLASH_SALE = "i.flash_sale_ends IS NOT NULL AND i.flash_sale_ends > :now"


@dataclass(frozen=True, slots=True)
class ItemFilters:
    """Which item filters a request sets; `translated`: a name search also reads the asker's language;
    `campaign`: campaign items only; `filters`: the shopper's item filters (ITEM_FILTER_SQL's names, in a
    fixed order so that each combination compiles once); `flash_sale`: items of a running flash sale."""

    zone: bool
    module: bool
    store: bool = False
    category: bool = False
    search: bool = False
    translated: bool = False
    campaign: bool = False
    filters: tuple[str, ...] = ()
    flash_sale: bool = False
    brand: bool = False

    def where(self) -> str:
        """The WHERE conditions of these filters."""
        return _and(
            ITEM_VISIBLE,
            self.module and "i.module_id = :module_id",
            self.zone and "s.zone_id IN_LIST(:zone_ids)",
            self.store and "i.store_id = :store_id",
            self.category and IN_CATEGORY,
            self.search and (NAME_OR_TRANSLATION_MATCHES if self.translated else NAME_MATCHES),
            self.campaign and IS_CAMPAIGN,
            self.flash_sale and IN_FLASH_SALE,
            self.brand and f"{BRAND} = :brand",
            *(ITEM_FILTER_SQL[name] for name in self.filters),
        )


@functools.cache
def item_page(order: Order, filters: ItemFilters) -> Statement:
    """A page of items on sale, narrowed by `filters`."""
    return compile_statement(
        f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE {filters.where()} "
        f"ORDER BY {ITEM_ORDERS[order]} LIMIT :limit OFFSET :skip",
        scans=filters.search or not (filters.module or filters.store or filters.category),
    )


@functools.cache
def item_count(filters: ItemFilters) -> Statement:
    """How many rows `item_page` pages through."""
    return compile_statement(f"SELECT COUNT(*) {ITEM_FROM} WHERE {filters.where()}", scans=not filters.store)


# The brands of the visible items of one module type (and zones, and module), with how many items each has.
def brand_list(zone: bool, module: bool) -> Statement:
    """The brands named by the visible items of `:module_type`'s modules, by name, at most `:limit`."""
    where = _and(
        ItemFilters(zone=zone, module=module).where(), "m.module_type = :module_type", f"{BRAND} <> ''"
    )
    return compile_statement(
        f"SELECT {BRAND} AS brand, COUNT(*) AS items {ITEM_FROM} WHERE {where} "
        f"GROUP BY {BRAND} ORDER BY {BRAND} LIMIT :limit",
        scans=True,
    )


BRAND_LISTS = {(zone, module): brand_list(zone, module) for zone in (False, True) for module in (False, True)}

ITEM_BY_ID = compile_statement(f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id = :item_id AND {ITEM_VISIBLE}")
ITEM_BY_SLUG = compile_statement(f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.slug = :slug AND {ITEM_VISIBLE}")
ITEMS_BY_IDS = compile_statement(
    f"SELECT {ITEM_COLUMNS} {ITEM_FROM} WHERE i.id IN_LIST(:item_ids) AND {ITEM_VISIBLE}"
)
ADD_ONS = compile_statement(
    "SELECT a.id, a.store_id, a.name, CAST(a.price AS FLOAT) AS price, CAST(a.translations AS TEXT) AS translations "
    "FROM add_ons a WHERE a.status = TRUE AND a.id IN_LIST(:add_on_ids) ORDER BY a.id"
)

_IN_ZONE_AND_MODULE = ItemFilters(zone=True, module=True)
LATEST_ITEMS = item_page("latest", _IN_ZONE_AND_MODULE)
POPULAR_ITEMS = item_page("popular", _IN_ZONE_AND_MODULE)
ITEM_COUNT = item_count(_IN_ZONE_AND_MODULE)
POPULAR_STORES = store_page("popular", StoreFilters(zone=True, module=True))
LATEST_STORES = store_page("latest", StoreFilters(zone=True, module=True))
STORE_COUNT = store_count(StoreFilters(zone=True, module=True))
ROOT_CATEGORIES = category_page(module=True)
