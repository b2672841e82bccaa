"""The customer's saved addresses, wishlist and ledger (wallet, loyalty points): their dishka providers (ports bound to their adapters, services built once per process)."""

from __future__ import annotations

from dishka import Provider, Scope, provide

from adapters.db.address.repository import SqlAddressRepository
from adapters.db.ledger.repository import SqlLedgerRepository
from adapters.db.wishlist.repository import SqlWishlistRepository
from core.address.ports import AddressRepository, ZoneLocator
from core.address.service import AddressService
from core.catalogue.service import CatalogueService
from core.identity.ports import CustomerBalances
from core.ledger.ports import LedgerRepository
from core.ledger.service import LedgerService
from core.marketplace.service import MarketplaceService
from core.wishlist.ports import WishedCards, WishlistRepository
from core.wishlist.service import WishlistService


class AddressProvider(Provider):
    """Saved addresses: an ORM table, and the marketplace's zones to place them in."""

    scope = Scope.APP
    repository = provide(SqlAddressRepository, provides=AddressRepository)
    address_service = provide(AddressService)

    @provide
    def zones(self, marketplace: MarketplaceService) -> ZoneLocator:
        return marketplace


class WishlistProvider(Provider):
    """The wishlist: an ORM table, and the catalogue's cards to show it."""

    scope = Scope.APP
    repository = provide(SqlWishlistRepository, provides=WishlistRepository)
    wishlist_service = provide(WishlistService)

    @provide
    def cards(self, catalogue: CatalogueService) -> WishedCards:
        return catalogue


class LedgerProvider(Provider):
    """The customer's wallet and loyalty points: one ORM table of entries."""

    scope = Scope.APP
    repository = provide(SqlLedgerRepository, provides=LedgerRepository)
    ledger_service = provide(LedgerService)

    @provide
    def balances(self, ledger: LedgerService) -> CustomerBalances:
        return ledger
