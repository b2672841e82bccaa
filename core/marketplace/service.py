"""Use cases of the marketplace context: the module list, the zone list and the zone lookup."""

from __future__ import annotations

import msgspec

from core.configuration.ports import MediaUrls
from core.errors import NotFound
from core.geo.answers import LatLng
from core.geo.model import Point
from core.verticals import Vertical, VerticalRegistry

from .answers import (
    ModuleAnswer,
    ModuleLabels,
    ModulePolicy,
    ModuleZone,
    ZoneAnswer,
    ZoneData,
    ZoneIdAnswer,
    ZoneModule,
    ZonePivot,
)
from .cache import MarketplaceCache
from .model import ModuleRecord, ZoneRecord
from .ports import MarketplaceRepository
from .view import MarketplaceView

OUTSIDE_ZONES = "Service not available in this area"


class MarketplaceService:
    """Answers about modules and zones from the cached marketplace view."""

    def __init__(
        self,
        repository: MarketplaceRepository,
        cache: MarketplaceCache,
        registry: VerticalRegistry,
        media: MediaUrls,
    ) -> None:
        self._repository = repository
        self._cache = cache
        self._registry = registry
        self._media = media

    async def _view(self) -> MarketplaceView:
        return await self._cache.view(self._repository.marketplace)

    async def modules(self, language: str, zone_ids: tuple[int, ...] = ()) -> list[ModuleAnswer]:
        """Active modules of enabled verticals in `language`; only those serving `zone_ids` when given."""
        view = await self._view()
        shown = [m for m in view.modules if not zone_ids or view.serves_any(m, zone_ids)]
        return [self._module(view, m, language) for m in shown]

    async def zones(self, language: str) -> list[ZoneAnswer]:
        """Every active zone with its polygon, modules and charges."""
        view = await self._view()
        return [
            ZoneAnswer(
                **msgspec.structs.asdict(self._zone_data(view, zone, language)),
                polygon=[LatLng(lat=p[0], lng=p[1]) for p in zone.polygon if len(p) >= 2],
            )
            for zone in view.zones
        ]

    async def zone_at(self, point: Point, language: str) -> ZoneIdAnswer:
        """The zones holding `point`; NotFound ("Service not available in this area") outside all of them."""
        view = await self._view()
        zones = view.zones_at(point)
        if not zones:
            raise NotFound("zone", OUTSIDE_ZONES)
        return ZoneIdAnswer(
            zone_id=msgspec.json.encode([z.id for z in zones]).decode(),
            zone_data=[self._zone_data(view, z, language) for z in zones],
        )

    async def zone_ids_at(self, point: Point) -> list[int]:
        """Ids of the active zones holding `point`, ascending (the address book's zone locator)."""
        return [zone.id for zone in (await self._view()).zones_at(point)]

    async def serves(self, module_type: str, point: Point) -> bool:
        """Whether a visible module of `module_type` serves an active zone holding `point`."""
        view = await self._view()
        zone_ids = [zone.id for zone in view.zones_at(point)]
        return any(m.module_type == module_type and view.serves_any(m, zone_ids) for m in view.modules)

    def _module(self, view: MarketplaceView, module: ModuleRecord, language: str) -> ModuleAnswer:
        vertical = self._registry.get(module.module_type)
        assert vertical is not None  # the view keeps enabled module types only
        labels = vertical.label(language)
        return ModuleAnswer(
            id=module.id,
            module_name=module.text("module_name", language) or labels.module_name,
            module_type=module.module_type,
            slug=module.slug,
            icon_full_url=self._media.full_url(module.icon),
            thumbnail_full_url=self._media.full_url(module.thumbnail),
            description=module.text("description", language) or "",
            status=int(module.status),
            theme_id=module.theme_id,
            all_zone_service=int(module.all_zone_service),
            zones=[ModuleZone(id=z.id, name=z.name) for z in view.zones_of(module)],
            labels=ModuleLabels(
                item=labels.item,
                items=labels.items,
                store=labels.store,
                stores=labels.stores,
                track_order=labels.track_order,
            ),
            policy=self._policy(module.module_type),
        )

    def _policy(self, module_type: str) -> ModulePolicy:
        vertical = self._registry.get(module_type)
        assert vertical is not None  # the view keeps enabled module types only
        return module_policy(vertical)

    def _zone_data(self, view: MarketplaceView, zone: ZoneRecord, language: str) -> ZoneData:
        modules = [
            ZoneModule(
                id=module.id,
                module_name=module.text("module_name", language) or module.module_name,
                module_type=module.module_type,
                pivot=ZonePivot(**msgspec.structs.asdict(link)),
            )
            for module, link in view.modules_in(zone)
        ]
        return ZoneData(
            id=zone.id,
            name=zone.name,
            status=int(zone.status),
            cash_on_delivery=int(zone.cash_on_delivery),
            digital_payment=int(zone.digital_payment),
            increased_delivery_fee_status=int(zone.increased_delivery_fee_status),
            increased_delivery_fee=zone.increased_delivery_fee,
            increase_delivery_fee_message=zone.increase_delivery_fee_message,
            modules=modules,
        )


def module_policy(vertical: Vertical) -> ModulePolicy:
    """The policy a module of `vertical` is answered with: the vertical's own, and its stock rule."""
    policy = vertical.policy
    return ModulePolicy(
        cart=policy.cart,
        counts_stock=vertical.counts_stock,
        wishlist=policy.wishlist,
        track_order=policy.track_order,
        help_as_contact=policy.help_as_contact,
        home_crumb=policy.home_crumb,
        diet_markers=policy.diet_markers,
        product_page=policy.product_page,
        checkout_documents=policy.checkout_documents,
        item_filters=list(policy.item_filters),
    )
