"""What one vertical plugs in (`Vertical`), and what its hooks receive.

A vertical (food, grocery, rental ...) is published under the entry-point group `storefront.verticals`;
core only describes what a vertical supplies and never imports one.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from core.cart.contract import CartRules
from core.identity.owner import Owner
from core.messages import Messages

from .policy import CART_KINDS, ITEM_FILTERS, SHOPPING, VerticalPolicy
from .request import VerticalStorage

# What an erased record's owner becomes: it names nobody, and no owner is ever filed under it.
ERASED_OWNER = "erased"


@dataclass(frozen=True, slots=True)
class VerticalLabels:
    """The nouns a module uses in one language: 'foods'/'restaurants', 'vehicles'/'providers' ..."""

    module_name: str
    item: str
    items: str
    store: str
    stores: str
    track_order: str


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
    """Everything one marketplace vertical plugs in; only `module_type`, `labels` and `cart_rules` are needed.

    Core translates a violation the vertical's rules raise through the vertical's `messages` first, then its
    own catalogue, English when both lack it. Routes mount under the API with the same middleware, error
    shape and OpenAPI document as core's (adapters/verticals/routes.py). Each hook is awaited by core at its
    moment, in load order with the other verticals' (docs/verticals.md tells when).
    """

    module_type: str  # the module type its modules have ("food", "rental" ...)
    labels: Mapping[str, VerticalLabels]  # the module's nouns by language; English is required
    cart_rules: CartRules  # the checks of a cart line of its items (the cart applies them)
    policy: VerticalPolicy = SHOPPING  # how the shared pages present its modules
    messages: Messages = field(default_factory=dict)  # language -> English text -> its own translation
    routes: Sequence[Any] = ()  # Litestar handlers or controllers, each path under /api/v1/<module_type>/
    migrations: str | None = None  # a folder of its Alembic revisions, a branch labelled with its module type
    demo: Callable[..., Any] | None = (
        None  # its demo catalogue (a core.demo.DemoCatalogue), stored by adapters
    )
    metadata: Mapping[str, Any] = field(default_factory=dict)  # free-form data core never reads
    # A guest signed in: move what the vertical keeps for the guest (the trip cart) to the customer.
    guest_signed_in: Callable[[SignIn], Awaitable[None]] | None = None
    # Every housekeeping pass: forget what guests left idle; answers the rows deleted.
    purge_idle_guests: Callable[[GuestPurge], Awaitable[int]] | None = None
    guest_rows: tuple[GuestRows, ...] = ()  # its tables whose rows keep a guest from housekeeping
    # Each demo dispatcher pass: move its running demo records one status on; answers how many moved.
    demo_dispatch: Callable[[DemoDispatch], Awaitable[int]] | None = None
    # A customer deletes their account: erase what names them; answers the rows changed or deleted.
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
