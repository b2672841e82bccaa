"""Modules, zones and the zone lookup against a fake repository: what shows, in which language, where."""

from __future__ import annotations

import pytest

from core.errors import NotFound
from core.geo.model import Point
from core.marketplace.cache import MarketplaceCache
from core.marketplace.model import Marketplace, ModuleRecord, ModuleZoneRecord, ZoneRecord
from core.marketplace.service import MarketplaceService
from core.verticals import load_registry

NORTH = ZoneRecord(id=1, name="North", polygon=[[48.0, 2.0], [48.0, 3.0], [49.0, 3.0], [49.0, 2.0]])
SOUTH = ZoneRecord(
    id=2,
    name="South",
    polygon=[[47.0, 2.0], [47.0, 3.0], [48.0, 3.0], [48.0, 2.0]],
    increased_delivery_fee_status=True,
    increased_delivery_fee=10.0,
)
CLOSED = ZoneRecord(id=3, name="Closed", polygon=NORTH.polygon, status=False)

FOOD = ModuleRecord(
    id=1,
    module_name="Food",
    module_type="food",
    slug="food",
    icon="module/food.png",
    position=2,
    translations={"fr": {"module_name": "Restauration", "description": "Des plats"}},
    description="Meals",
)
GROCERY = ModuleRecord(id=2, module_name="Grocery", module_type="grocery", slug="grocery", position=1)
RENTAL = ModuleRecord(id=3, module_name="Rental", module_type="rental", slug="rental", all_zone_service=True)
PAUSED = ModuleRecord(id=4, module_name="Pharmacy", module_type="pharmacy", slug="pharmacy", status=False)
ALIEN = ModuleRecord(id=5, module_name="Laundry", module_type="laundry", slug="laundry")

LINKS = [
    ModuleZoneRecord(module_id=1, zone_id=1, per_km_shipping_charge=1.5, minimum_shipping_charge=3),
    ModuleZoneRecord(module_id=2, zone_id=2, maximum_shipping_charge=20),
    ModuleZoneRecord(module_id=1, zone_id=3),
    ModuleZoneRecord(module_id=4, zone_id=1),
]


class FakeRepository:
    def __init__(self) -> None:
        self.loads = 0

    async def marketplace(self) -> Marketplace:
        self.loads += 1
        return Marketplace([FOOD, GROCERY, RENTAL, PAUSED, ALIEN], [SOUTH, NORTH, CLOSED], LINKS)


class Media:
    def full_url(self, path: str | None) -> str:
        return f"/media/{path}" if path else ""

    def base_url(self, folder: str) -> str:
        return f"/media/{folder}"


def make_service(enabled: tuple[str, ...] | None = None) -> MarketplaceService:
    registry = load_registry(enabled)
    cache = MarketplaceCache(registry.module_types, ttl=60)
    return MarketplaceService(FakeRepository(), cache, registry, Media())


async def test_only_active_modules_of_enabled_verticals_show_in_position_order() -> None:
    modules = await make_service().modules("en")
    assert [m.module_type for m in modules] == ["rental", "grocery", "food"]


async def test_a_deployment_limited_to_some_verticals_hides_the_others() -> None:
    modules = await make_service(("food", "grocery")).modules("en")
    assert {m.module_type for m in modules} == {"food", "grocery"}


async def test_module_answers_carry_labels_translations_zones_and_pictures() -> None:
    by_type = {m.module_type: m for m in await make_service().modules("fr")}
    food = by_type["food"]
    assert (food.module_name, food.description) == ("Restauration", "Des plats")
    assert food.icon_full_url == "/media/module/food.png"
    assert food.thumbnail_full_url == ""
    assert [z.id for z in food.zones] == [1]  # the closed zone is not shown
    assert (food.labels.items, food.labels.stores) == ("plats", "restaurants")
    assert [z.id for z in by_type["rental"].zones] == [1, 2]


async def test_rental_is_labelled_track_trip() -> None:
    rental = next(m for m in await make_service().modules("en") if m.module_type == "rental")
    assert (rental.labels.items, rental.labels.stores, rental.labels.track_order) == (
        "vehicles",
        "providers",
        "Track Trip",
    )


async def test_a_zone_header_keeps_modules_serving_those_zones() -> None:
    service = make_service()
    assert [m.module_type for m in await service.modules("en", (2,))] == ["rental", "grocery"]
    assert [m.module_type for m in await service.modules("en", (1, 2))] == ["rental", "grocery", "food"]
    assert [m.module_type for m in await service.modules("en", (3,))] == []


async def test_zone_list_shows_active_zones_with_polygon_and_charges() -> None:
    zones = await make_service().zones("en")
    assert [z.id for z in zones] == [1, 2]
    north = zones[0]
    assert north.polygon[0].lat == 48.0
    assert north.polygon[0].lng == 2.0
    assert [m.module_type for m in north.modules] == ["rental", "food"]
    food = north.modules[1]
    assert (food.pivot.per_km_shipping_charge, food.pivot.minimum_shipping_charge) == (1.5, 3)
    assert food.pivot.maximum_shipping_charge is None
    south = zones[1]
    assert (south.increased_delivery_fee_status, south.increased_delivery_fee) == (1, 10.0)


async def test_zone_lookup_answers_the_zone_id_list_and_zone_data() -> None:
    answer = await make_service().zone_at(Point(48.5, 2.5), "en")
    assert answer.zone_id == "[1]"
    assert [z.id for z in answer.zone_data] == [1]
    assert {m.module_type for m in answer.zone_data[0].modules} == {"rental", "food"}


async def test_a_point_on_a_shared_border_falls_in_both_zones() -> None:
    answer = await make_service().zone_at(Point(48.0, 2.5), "en")
    assert answer.zone_id == "[1,2]"


async def test_outside_every_zone_the_service_is_not_available() -> None:
    with pytest.raises(NotFound) as outside:
        await make_service().zone_at(Point(10.0, 10.0), "en")
    assert (outside.value.code, outside.value.message) == ("zone", "Service not available in this area")


async def test_the_view_is_loaded_once_then_again_after_its_time_to_live() -> None:
    now = [0.0]
    repository = FakeRepository()
    registry = load_registry()
    cache = MarketplaceCache(registry.module_types, ttl=60, clock=lambda: now[0])
    service = MarketplaceService(repository, cache, registry, Media())
    await service.modules("en")
    await service.zone_at(Point(48.5, 2.5), "en")
    assert repository.loads == 1
    now[0] = 61.0
    await service.zones("en")
    assert repository.loads == 2
    cache.invalidate()
    await service.zones("en")
    assert repository.loads == 3
