"""The demo marketplace plan: modules of the enabled verticals with their stores and items, placed in Paris."""

from __future__ import annotations

import datetime as dt
import random
from dataclasses import dataclass

from core.demo import DemoCatalogue
from core.verticals import Vertical, VerticalRegistry

from .items import add_items
from .modules import ZoneRef, add_categories, add_module
from .naming import slugify, store_cover_path, store_logo_path
from .places import STREETS, DemoPlace
from .rows import Ids, Rows
from .stores import ModulePlan, StoreSpec, add_store
from .zones import zone_index


@dataclass(frozen=True, slots=True)
class Catalogued:
    """An enabled vertical and the demo catalogue it supplies."""

    vertical: Vertical
    catalogue: DemoCatalogue


def demo_catalogues(registry: VerticalRegistry) -> list[Catalogued]:
    """Every enabled vertical that supplies a demo catalogue, in the order its module tiles appear."""
    found = []
    for vertical in registry:
        if vertical.demo is None:
            continue
        catalogue = vertical.demo()
        if not isinstance(catalogue, DemoCatalogue):
            raise TypeError(f"the {vertical.module_type} vertical's demo() must return a DemoCatalogue")
        found.append(Catalogued(vertical, catalogue))
    return sorted(found, key=lambda entry: entry.catalogue.position)


def store_places() -> list[DemoPlace]:
    """The streets in a fixed shuffled order, so neighbouring stores of one module spread across zones."""
    places = list(STREETS)
    random.Random("demo:places").shuffle(places)
    return places


def zone_for(place: DemoPlace, zones: list[ZoneRef]) -> int:
    """The id of the zone holding `place` (the first zone when none does, e.g. an operator's own zones)."""
    found = zone_index(place.lat, place.lng, [zone.polygon for zone in zones])
    return zones[0].id if found is None else zones[found].id


def plan_modules(
    rows: Rows,
    ids: Ids,
    catalogued: list[Catalogued],
    zones: list[ZoneRef],
    today: dt.date,
    *,
    first_position: int = 0,
    first_place: int = 0,
) -> list[ModulePlan]:
    """Modules, categories, stores and items for `catalogued`; returns what the scale plan builds on."""
    places = store_places()
    place_number = first_place
    plans = []
    for position, entry in enumerate(catalogued, start=first_position):
        module_type, catalogue = entry.vertical.module_type, entry.catalogue
        rng = random.Random(f"demo:{module_type}")
        module_id = add_module(rows, ids, entry.vertical, catalogue, zones, position)
        categories = add_categories(rows, ids, module_type, module_id, catalogue)
        module = ModulePlan(module_type, module_id, catalogue, categories, today)
        for index, template in enumerate(catalogue.stores):
            place = places[place_number % len(places)]
            place_number += 1
            spec = StoreSpec(
                template,
                index,
                template.name,
                slugify(template.name),
                place,
                zone_for(place, zones),
                store_logo_path(template.name),
                store_cover_path(template.name),
            )
            store_id, add_ons = add_store(rows, ids, module, spec, rng)
            add_items(rows, ids, module, spec, store_id, add_ons, rng)
        plans.append(module)
    return plans
