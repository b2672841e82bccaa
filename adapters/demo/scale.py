"""The benchmark catalogue: 2,000 more stores and 100,000 more items, reusing the demo's pictures."""

from __future__ import annotations

import random

from .items import add_items
from .modules import ZoneRef
from .naming import slugify, store_cover_path, store_logo_path
from .places import DemoPlace
from .plan import store_places, zone_for
from .rows import Ids, Rows
from .stores import ModulePlan, StoreSpec, add_store
from .zones import zone_index

SCALE_STORES = 2_000
SCALE_ITEMS_PER_STORE = 50  # 2,000 x 50 = 100,000 items
JITTER = 0.0025  # degrees, a few hundred metres: copies of a store spread along their street's quarter


def split_stores(weights: dict[str, int], total: int = SCALE_STORES) -> dict[str, int]:
    """`total` stores shared by weight, remainders to the heaviest modules first; the counts add up to `total`."""
    weights = {module: weight for module, weight in weights.items() if weight > 0}
    if not weights:
        return {}
    whole = sum(weights.values())
    counts = {module: total * weight // whole for module, weight in weights.items()}
    for module in sorted(weights, key=lambda m: -weights[m])[: total - sum(counts.values())]:
        counts[module] += 1
    return counts


def _nearby(place: DemoPlace, zones: list[ZoneRef], rng: random.Random) -> DemoPlace:
    """A point near `place` on the same street and in the same zone, with another house number."""
    polygons = [zone.polygon for zone in zones]
    home = zone_index(place.lat, place.lng, polygons)
    lat, lng = place.lat + rng.uniform(-JITTER, JITTER), place.lng + rng.uniform(-JITTER, JITTER)
    if zone_index(lat, lng, polygons) != home:
        lat, lng = place.lat, place.lng
    street_and_city = place.formatted_address.split(" ", 1)[1]
    return DemoPlace(place.name, f"{rng.randint(1, 180)} {street_and_city}", round(lat, 6), round(lng, 6))


def plan_scale(
    rows: Rows,
    ids: Ids,
    modules: list[ModulePlan],
    zones: list[ZoneRef],
    *,
    stores: int = SCALE_STORES,
    items_per_store: int = SCALE_ITEMS_PER_STORE,
) -> int:
    """Benchmark stores for `modules` (shared by their catalogues' scale weight); returns how many items."""
    weights = {m.module_type: m.catalogue.scale_weight for m in modules if m.catalogue.stores}
    counts = split_stores(weights, stores)
    places = store_places()
    added = 0
    for module in modules:
        rng = random.Random(f"demo-scale:{module.module_type}")
        templates = module.catalogue.stores
        for number in range(counts.get(module.module_type, 0)):
            template = templates[number % len(templates)]
            place = _nearby(places[(number * 7 + len(templates)) % len(places)], zones, rng)
            name = f"{template.name} – {place.name}"
            spec = StoreSpec(
                template,
                number,
                name,
                f"{slugify(name)}-{number + 1}",
                place,
                zone_for(place, zones),
                store_logo_path(template.name),
                store_cover_path(template.name),
            )
            store_id, add_ons = add_store(rows, ids, module, spec, rng)
            added += add_items(rows, ids, module, spec, store_id, add_ons, rng, count=items_per_store)
    return added
