"""Core's services as a vertical's routes reach them (`core.verticals.VerticalServices`).

Who asks is answered by the identity service, as for the cart; the catalogue facts of a vertical's own items
come from the cart's catalogue port (its kept item answers), filtered to the vertical's module type, so a
vertical never reads core's tables.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from decimal import Decimal

import msgspec

from core.cart.ports import CartCatalogue
from core.catalogue.model import Item
from core.catalogue.paging import MAX_LIMIT, PageRequest
from core.catalogue.ports import Audience
from core.catalogue.service import CatalogueService
from core.clock import DEFAULT_CLOCK, MarketplaceClock
from core.configuration.service import ConfigService
from core.geo.model import Point
from core.identity.owner import Owner
from core.identity.service import IdentityService
from core.marketplace.service import MarketplaceService
from core.pricing import ItemDiscount
from core.verticals import StoreTax, VerticalBrand, VerticalItem

MAX_ITEMS = 100  # what one vertical call may ask for: more than any trip or page holds


def _vertical_item(item: Item) -> VerticalItem:
    extra = msgspec.json.decode(item.extra) if isinstance(item.extra, msgspec.Raw) else item.extra
    return VerticalItem(
        id=item.id,
        module_id=item.module_id,
        name=item.name,
        image_full_url=item.image_full_url,
        store_id=item.store_id,
        store_name=item.store_name,
        zone_id=item.zone_id,
        extra=extra if isinstance(extra, dict) else {},
        discount=ItemDiscount.stored(item.discount, item.discount_type),
    )


class CoreServicesForVerticals:
    """Implements core's VerticalServices."""

    def __init__(
        self,
        identity: IdentityService,
        catalogue: CartCatalogue,
        marketplace: MarketplaceService,
        config: ConfigService,
        browse: CatalogueService,
        clock: MarketplaceClock = DEFAULT_CLOCK,
    ) -> None:
        self._clock = clock
        self._identity = identity
        self._browse = browse
        self._catalogue = catalogue
        self._marketplace = marketplace
        self._config = config

    async def owner(self, bearer: str | None, guest_id: str | None, language: str, *, issued: bool) -> Owner:
        """The customer of the token, else the guest, issued when `issued` (401, 422 or 404 as
        IdentityService says)."""
        if issued:
            return await self._identity.issued_owner(bearer, guest_id, language)
        return await self._identity.cart_owner(bearer, guest_id, language)

    async def customer(self, bearer: str | None, language: str) -> int:
        """The signed-in customer, or 401."""
        return await self._identity.current_customer(bearer, language)

    async def items(self, module_type: str, ids: Collection[int], language: str) -> Sequence[VerticalItem]:
        """The visible items of `module_type`'s modules among `ids` (at most MAX_ITEMS of them)."""
        wanted = sorted(set(ids))[:MAX_ITEMS]
        if not wanted:
            return []
        # The marketplace's local time, as the cart prices with (a running store discount shows on the item).
        found = await self._catalogue.answers(wanted, language, self._clock())
        return [
            _vertical_item(found[i])
            for i in wanted
            if i in found and found[i].module.module_type == module_type
        ]

    async def brands(
        self, module_type: str, zone_ids: Sequence[int], module_id: int | None, limit: int
    ) -> Sequence[VerticalBrand]:
        """The brands of the module type's visible items, as the catalogue lists them (at most MAX_ITEMS)."""
        audience = Audience(tuple(zone_ids), module_id)
        found = await self._browse.brands(audience, module_type, min(limit, MAX_ITEMS))
        return [VerticalBrand(b.name, b.items) for b in found]

    async def search(
        self,
        module_type: str,
        text: str,
        zone_ids: Sequence[int],
        module_id: int | None,
        language: str,
        limit: int,
    ) -> Sequence[VerticalItem]:
        """The catalogue's item search (name in English or `language`, most ordered first), kept to the
        module type's items. Without a module it reads one page of the largest size and keeps the type's."""
        audience = Audience(tuple(zone_ids), module_id)
        size = min(limit, MAX_LIMIT) if module_id is not None else MAX_LIMIT
        found = await self._browse.search_items(text, audience, PageRequest(1, size), language)
        kept = [i for i in found.items if i.module.module_type == module_type]
        return [_vertical_item(i) for i in kept[:limit]]

    async def guest_checkout(self) -> bool:
        """The configuration's `guest_checkout_status`, as checkout reads it."""
        return (await self._config.config("en")).guest_checkout_status == 1

    async def store_tax(self, store_id: int) -> StoreTax:
        """The visible store's tax rate (its store card's) and the configuration's `tax_included`, as checkout
        reads them for an order; a store not visible charges none."""
        found = await self._browse.stores_by_ids([store_id], None, "en")
        rate = Decimal(str(found[0].tax)) if found else Decimal(0)
        return StoreTax(rate, bool((await self._config.config("en")).tax_included))

    async def serves(self, module_type: str, lat: float, lng: float) -> bool:
        """Whether a module of `module_type` serves a zone holding the point (the cached marketplace view)."""
        return await self._marketplace.serves(module_type, Point(lat=lat, lng=lng))
