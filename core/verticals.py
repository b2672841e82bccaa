"""The vertical plugin contract and the registry that loads verticals from entry points.

A vertical (food, grocery, rental ...) is published under the entry-point group `storefront.verticals`.
Core only describes what a vertical supplies; it never imports one.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Collection, Iterator, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from decimal import Decimal
from importlib.metadata import entry_points
from typing import Any, Literal, Protocol

# The cart-rule contract lives with the cart, which applies it; verticals import it from here, with the
# rest of what a vertical plugs in (and the rule sets they may adopt): a vertical imports from core only
# this module, core.demo and core.errors (an import-linter contract).
from core.cart.contract import CartItemFacts, CartRules, RuleViolation, VariationChoice
from core.cart.rule_sets import MaximumOnlyRules, StockAndMaximumRules
from core.catalogue.model import FoodVariation
from core.catalogue.ports import ITEM_FILTERS, ItemFilter
from core.identity.owner import Owner

# The pricing engine, for verticals that charge by their own rules (the rental trip fare, the parcel fee).
from core.pricing import (
    RENTAL_TYPES,
    DeliveryTerms,
    ItemDiscount,
    Money,
    RentalType,
    TripPrice,
    TripTerms,
    VehicleRates,
    delivery_fee,
    discounted_unit,
    from_minor,
    line_fare,
    to_minor,
    trip_km,
    trip_price,
    unit_fare,
)

__all__ = [
    "ENTRY_POINT_GROUP",
    "ERASED_OWNER",
    "ITEM_FILTERS",
    "LANGUAGES",
    "RENTAL_TYPES",
    "CartItemFacts",
    "CartRules",
    "CustomerErasure",
    "DeliveryTerms",
    "DemoDispatch",
    "FoodVariation",
    "GuestPurge",
    "GuestRows",
    "ItemDiscount",
    "ItemFilter",
    "MaximumOnlyRules",
    "Money",
    "Owner",
    "RentalType",
    "RuleViolation",
    "SignIn",
    "StockAndMaximumRules",
    "StoreTax",
    "TripPrice",
    "TripTerms",
    "VariationChoice",
    "VehicleRates",
    "Vertical",
    "VerticalBrand",
    "VerticalItem",
    "VerticalLabels",
    "VerticalPolicy",
    "VerticalRegistry",
    "VerticalRequest",
    "VerticalServices",
    "VerticalStorage",
    "VerticalWrites",
    "delivery_fee",
    "discounted_unit",
    "from_minor",
    "installed_verticals",
    "line_fare",
    "load_registry",
    "to_minor",
    "trip_km",
    "trip_price",
    "unit_fare",
]

ENTRY_POINT_GROUP = "storefront.verticals"
LANGUAGES = ("en", "fr")


@dataclass(frozen=True, slots=True)
class VerticalLabels:
    """The nouns a module uses in one language: 'foods'/'restaurants', 'vehicles'/'providers' ..."""

    module_name: str
    item: str
    items: str
    store: str
    stores: str
    track_order: str


CartKind = Literal["items", "trips", "none"]


@dataclass(frozen=True, slots=True)
class VerticalPolicy:
    """How the storefront's shared pages treat a module of this vertical, published with every module so
    that generic code reads a policy and never compares module types. The defaults are a shopping module's.

    `cart`: a cart of item lines, a trip cart (rental), or none (parcels are sent, not bought).
    `wishlist`: customers keep a wishlist in it. `track_order`: /track-order is offered.
    `help_as_contact`: the footer's help link reads Contact. `home_crumb`: a key of the vertical's own web
    strings naming /home in the breadcrumb ("parcelDelivery"), or None. `veg_markers`: items show the
    Veg / Non Veg marker. `product_page`: items open on their product page instead of the quick view.
    `prescriptions`: checkout takes prescription images (pharmacy), required for an item that needs one.
    `item_filters`: the item filters its item lists offer (names of ITEM_FILTERS: food's veg, non_veg and
    halal, grocery's organic), in the order the storefront shows them.
    Whether stock limits a cart line is not set here: it is the cart rules' `checks_stock`.
    """

    cart: CartKind = "items"
    wishlist: bool = True
    track_order: bool = True
    help_as_contact: bool = False
    home_crumb: str | None = None
    veg_markers: bool = False
    product_page: bool = False
    prescriptions: bool = False
    item_filters: tuple[ItemFilter, ...] = ()


SHOPPING = VerticalPolicy()
CART_KINDS: tuple[CartKind, ...] = ("items", "trips", "none")

# language -> English text -> that text in the language.
Messages = Mapping[str, Mapping[str, str]]


class VerticalWrites(Protocol):
    """Write transactions on the deployment's database, serialised per name."""

    def transaction(self, lock: str) -> AbstractAsyncContextManager[Any]:
        """One write transaction (a SQLAlchemy AsyncConnection inside `begin()`), committed when the block
        ends and rolled back when it raises; two transactions naming the same `lock` (an owner's key) never
        overlap, so a check followed by a write inside one cannot be raced. A database that cannot serve now
        raises `core.errors.Unavailable` (503)."""
        ...


@dataclass(frozen=True, slots=True)
class VerticalStorage:
    """The database a vertical's own tables live in: `engine` is the deployment's SQLAlchemy AsyncEngine,
    `writes` its serialised write transactions."""

    engine: Any
    writes: VerticalWrites


@dataclass(frozen=True, slots=True)
class SignIn:
    """A guest signed in as a customer: what a vertical's `guest_signed_in` hook receives."""

    guest: Owner
    customer: Owner
    storage: VerticalStorage


@dataclass(frozen=True, slots=True)
class GuestPurge:
    """One housekeeping pass, as a vertical's `purge_idle_guests` hook receives it: what a guest has left
    unchanged since `idle_since` is forgotten, as core forgets idle guest carts."""

    idle_since: dt.datetime
    storage: VerticalStorage


@dataclass(frozen=True, slots=True)
class CustomerErasure:
    """A customer deleted their account, as a vertical's `forget_customer` hook receives it: whatever the
    vertical keeps that names `customer` as a person (contact names and numbers, addresses, notes, carts) is
    erased; a record the law keeps (a booked trip's amounts and dates) may stay, tied to no one."""

    customer: Owner
    storage: VerticalStorage


# What an erased record's owner becomes: it names nobody, and no owner is ever filed under it.
ERASED_OWNER = "erased"


@dataclass(frozen=True, slots=True)
class DemoDispatch:
    """One pass of the demo dispatcher (`DEMO_DISPATCH_SECONDS`), as a vertical's `demo_dispatch` hook
    receives it: each running demo record of the vertical (placed while the dispatcher ran, see
    `VerticalRequest.demo`) whose last status change is at or before `due` moves one status on, stamped
    `now`, at most `limit` of them a pass. A record moves only from the status it was read in, so several
    server processes running the dispatcher never skip a step."""

    due: dt.datetime
    now: dt.datetime
    limit: int
    storage: VerticalStorage


@dataclass(frozen=True, slots=True)
class GuestRows:
    """A table of a vertical's own whose rows keep a guest: housekeeping never forgets a guest while a row
    of it names that guest in `owner_column`, as `guest:<guest_id>` (the way the cart files its owners)."""

    table: str
    owner_column: str = "owner"


@dataclass(frozen=True, slots=True)
class Vertical:
    """Everything one marketplace vertical plugs in.

    `policy` tells the storefront how to present its modules (VerticalPolicy). `messages` translates the
    vertical's own rule messages: language -> English text -> translation; core translates a violation the
    vertical's rules raise through them first, then through its own messages, English when both lack it.
    `routes` holds HTTP route handlers or controllers of the web framework the adapters use (core treats
    them as opaque); the adapters mount them under the API, each path starting with
    `/api/v1/<module_type>/`. `migrations` is a folder of the vertical's own Alembic revisions (a branch
    labelled with its module type) that `storefront migrate` runs with core's.
    `demo` returns the vertical's own demo catalogue (a `core.demo.DemoCatalogue`); adapters/demo stores it.
    `metadata` is free-form data about the vertical (string keys) that core never reads.
    `guest_signed_in` is awaited when a guest signs in (after core moved the guest's cart), so a vertical
    moves what it keeps for the guest (the rental trip cart) to the customer.
    `purge_idle_guests` is awaited by every housekeeping pass (`storefront maintenance`, and each server
    process periodically), so what a vertical keeps for guests (the rental trip cart) is forgotten when idle,
    as core forgets idle guest carts; it answers how many rows it deleted.
    `guest_rows` names the vertical's tables whose rows keep a guest, as a cart line does: a guest holding
    only a rental trip cart is not a guest without a cart (housekeeping forgets those after a few days).
    `demo_dispatch` is awaited by the demo dispatcher of each server process (only while
    `DEMO_DISPATCH_SECONDS` is above 0) with a `DemoDispatch`, so the vertical's own demo records (parcels,
    rental trips) move through their statuses as demo orders do; it answers how many moved.
    `forget_customer` is awaited when a customer deletes their account (before the account goes), with a
    `CustomerErasure`, so the vertical erases what it keeps of that person; it answers how many rows it
    changed or deleted.
    """

    module_type: str
    labels: Mapping[str, VerticalLabels]
    cart_rules: CartRules
    policy: VerticalPolicy = SHOPPING
    messages: Messages = field(default_factory=dict)
    routes: Sequence[Any] = ()
    migrations: str | None = None
    demo: Callable[..., Any] | None = None
    metadata: Mapping[str, Any] = field(default_factory=dict)
    guest_signed_in: Callable[[SignIn], Awaitable[None]] | None = None
    purge_idle_guests: Callable[[GuestPurge], Awaitable[int]] | None = None
    guest_rows: tuple[GuestRows, ...] = ()
    demo_dispatch: Callable[[DemoDispatch], Awaitable[int]] | None = None
    forget_customer: Callable[[CustomerErasure], Awaitable[int]] | None = None

    def __post_init__(self) -> None:
        if self.policy.cart not in CART_KINDS:
            raise ValueError(
                f"vertical {self.module_type!r}: policy.cart must be one of {', '.join(CART_KINDS)}"
            )
        unknown = [name for name in self.policy.item_filters if name not in ITEM_FILTERS]
        if unknown or len(set(self.policy.item_filters)) != len(self.policy.item_filters):
            raise ValueError(
                f"vertical {self.module_type!r}: policy.item_filters must name each of "
                f"{', '.join(ITEM_FILTERS)} at most once"
            )

    def label(self, language: str) -> VerticalLabels:
        """Labels in `language`, falling back to English."""
        return self.labels.get(language) or self.labels["en"]

    @property
    def counts_stock(self) -> bool:
        """Whether stock limits a cart line of this vertical (published with its policy)."""
        return bool(self.cart_rules.checks_stock)


@dataclass(frozen=True, slots=True)
class VerticalItem:
    """What the catalogue answers of one visible item of a vertical's own modules (name in the request's
    language, picture address, store and its zone, `extra` decoded)."""

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


class VerticalServices(Protocol):
    """Core's services a vertical's routes reach through `VerticalRequest` (adapters implement it)."""

    async def owner(self, bearer: str | None, guest_id: str | None, language: str, *, issued: bool) -> Owner:
        """The customer of the bearer token, else the guest `guest_id`: 401 for neither, 422 for a malformed
        guest id; with `issued`, 404 "guest" for a guest id never issued."""
        ...

    async def customer(self, bearer: str | None, language: str) -> int:
        """The signed-in customer's id, or 401."""
        ...

    async def items(self, module_type: str, ids: Collection[int], language: str) -> Sequence[VerticalItem]:
        """The visible items among `ids` that belong to modules of `module_type` (others are left out)."""
        ...

    async def guest_checkout(self) -> bool:
        """Whether guests may place orders (the configuration's `guest_checkout_status`)."""
        ...

    async def store_tax(self, store_id: int) -> StoreTax:
        """The store's tax rate and whether the marketplace's prices include tax (as checkout taxes an
        order); no rate for a store that is not visible."""
        ...

    async def brands(
        self, module_type: str, zone_ids: Sequence[int], module_id: int | None, limit: int
    ) -> Sequence[VerticalBrand]:
        """The brands named by the visible items of `module_type`'s modules in the zones (and the module when
        given), by name, at most `limit`."""
        ...

    async def search(
        self,
        module_type: str,
        text: str,
        zone_ids: Sequence[int],
        module_id: int | None,
        language: str,
        limit: int,
    ) -> Sequence[VerticalItem]:
        """At most `limit` visible items of `module_type`'s modules in the zones (and the module when given)
        whose name, in English or `language`, contains `text` in any case, most ordered first."""
        ...

    async def serves(self, module_type: str, lat: float, lng: float) -> bool:
        """Whether a visible module of `module_type` serves an active zone holding the point."""
        ...


@dataclass(frozen=True, slots=True)
class VerticalRequest:
    """What a vertical's own route handlers receive, as the Litestar dependency `vertical_request`.

    The request's context headers, already checked (language, zones, module), and `engine`: the
    deployment's SQLAlchemy AsyncEngine, on which a vertical reads the tables its own migrations created
    (never core's: those belong to core's contexts) and writes them through `transaction`. Who asks
    (`owner`, `customer`) and the catalogue facts of the vertical's own items (`items`) come from core's
    services, never from core's tables.
    `demo`: the demo dispatcher runs (`DEMO_DISPATCH_SECONDS` above 0), so what this request places is a
    demo record that the vertical's `demo_dispatch` hook moves on (as orders placed then are demo orders).
    """

    language: str
    zone_ids: tuple[int, ...]
    module_id: int | None
    engine: Any
    module_type: str
    bearer: str | None
    services: VerticalServices
    writes: VerticalWrites
    demo: bool = False

    async def owner(self, guest_id: str | None, *, writing: bool = False) -> Owner:
        """The customer of the request's bearer token, else the guest `guest_id`, as the cart decides: 401
        for neither, 422 for a malformed guest id. A read of a guest id never issued finds nothing, as the
        cart's list does; `writing` refuses it (404 "guest"), so that nothing is stored for an invented id."""
        return await self.services.owner(self.bearer, guest_id, self.language, issued=writing)

    async def customer(self) -> int:
        """The signed-in customer's id, or 401."""
        return await self.services.customer(self.bearer, self.language)

    async def items(self, ids: Collection[int]) -> dict[int, VerticalItem]:
        """The visible items of this vertical's modules among `ids`, by id."""
        found = await self.services.items(self.module_type, ids, self.language)
        return {item.id: item for item in found}

    async def serves(self, lat: float, lng: float) -> bool:
        """Whether a module of this vertical serves the point (it lies in one of that module's zones)."""
        return await self.services.serves(self.module_type, lat, lng)

    def transaction(self, lock: str) -> AbstractAsyncContextManager[Any]:
        """A write transaction serialised on `lock` (see VerticalWrites)."""
        return self.writes.transaction(lock)

    async def guest_checkout(self) -> bool:
        """Whether guests may place orders now (configuration `guest_checkout_status`), as checkout asks."""
        return await self.services.guest_checkout()

    async def store_tax(self, store_id: int) -> StoreTax:
        """The tax a store (a rental provider) charges on what it sells, as checkout taxes an order."""
        return await self.services.store_tax(store_id)

    async def brands(self, limit: int) -> Sequence[VerticalBrand]:
        """The brands of this vertical's items the asker can see (the request's zones and module)."""
        return await self.services.brands(self.module_type, self.zone_ids, self.module_id, limit)

    async def search(self, text: str, limit: int) -> Sequence[VerticalItem]:
        """This vertical's items the asker can see whose name contains `text`, most ordered first."""
        return await self.services.search(
            self.module_type, text, self.zone_ids, self.module_id, self.language, limit
        )


class VerticalRegistry:
    """The verticals this deployment runs, keyed by module type, in a stable order."""

    def __init__(self, verticals: Sequence[Vertical]) -> None:
        self._by_type = {v.module_type: v for v in verticals}

    def __iter__(self) -> Iterator[Vertical]:
        return iter(self._by_type.values())

    def __len__(self) -> int:
        return len(self._by_type)

    def __contains__(self, module_type: object) -> bool:
        return module_type in self._by_type

    def get(self, module_type: str) -> Vertical | None:
        """The vertical for `module_type`, or None when it is not enabled."""
        return self._by_type.get(module_type)

    @property
    def module_types(self) -> tuple[str, ...]:
        """Enabled module types in load order."""
        return tuple(self._by_type)


def installed_verticals() -> dict[str, Vertical]:
    """Every vertical published under the entry-point group, loaded and checked, keyed by entry-point name."""
    found: dict[str, Vertical] = {}
    for ep in sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        vertical = ep.load()
        if not isinstance(vertical, Vertical):
            raise TypeError(f"entry point {ep.name!r} does not expose a Vertical")
        found[ep.name] = vertical
    return found


def load_registry(enabled: Collection[str] | None = None) -> VerticalRegistry:
    """The registry of installed verticals, limited to `enabled` entry-point names when given."""
    installed = installed_verticals()
    if enabled is None:
        return VerticalRegistry(list(installed.values()))
    unknown = set(enabled) - set(installed)
    if unknown:
        raise ValueError(f"unknown verticals enabled: {', '.join(sorted(unknown))}")
    return VerticalRegistry([installed[name] for name in installed if name in enabled])
