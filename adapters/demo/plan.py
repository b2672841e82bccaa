"""The demo marketplace plan: modules of the enabled verticals with their stores and items, placed in Paris."""

from __future__ import annotations

import datetime as dt
import random
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from core.demo import DemoCatalogue
from core.verticals import Vertical, VerticalRegistry

from .items import add_items
from .modules import ZoneRef, add_categories, add_module
from .naming import slugify, store_cover_path, store_logo_path
from .places import QUARTER_STREETS, STREETS, DemoPlace
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


def _folded(text: str) -> str:
    """`text` without accents, case or hyphens, to find "Opéra" in "Grande Pharmacie de l'Opera"."""
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode()
    return plain.casefold().replace("-", " ")


def _named_quarter(name: str, place: DemoPlace) -> bool:
    return any(_folded(quarter) in _folded(name) for quarter in place.quarters)


def place_stores(
    names: list[str], first_place: int = 0, zone_of: Callable[[DemoPlace], int] = lambda _: 0
) -> list[DemoPlace]:
    """
    A street for each store name, never the same street twice while streets last. A store named after a
    quarter ("Pharmacie du Marais") stands in that quarter: the Marais one in the 15th, or at another
    pharmacy's address, reads as wrong to anyone who knows Paris. The other stores keep the shuffled
    streets from `first_place` on, as they always had, or, when a named store needs one, another free
    street of the same zone (`zone_of`), so each module keeps its spread across the zones.
    """
    shuffled = store_places()
    usual = [shuffled[(first_place + n) % len(shuffled)] for n in range(len(names))]
    streets = shuffled + list(QUARTER_STREETS)
    named = [any(_named_quarter(name, street) for street in streets) for name in names]
    held = {usual[n] for n in range(len(names)) if not named[n]}
    chosen: list[DemoPlace | None] = [None] * len(names)
    taken: set[DemoPlace] = set()

    def take(n: int, place: DemoPlace) -> None:
        chosen[n] = place
        taken.add(place)

    for n, name in enumerate(names):
        fits = [street for street in streets if street not in taken and _named_quarter(name, street)]
        if fits:
            take(n, usual[n] if usual[n] in fits else next((s for s in fits if s not in held), fits[0]))
    for n in range(len(names)):
        if chosen[n] is None and usual[n] not in taken:
            take(n, usual[n])
    for n in range(len(names)):
        if chosen[n] is None:
            free = [street for street in streets if street not in taken]
            same_zone = [street for street in free if zone_of(street) == zone_of(usual[n])]
            # Past the last free street, stores share streets again (an operator's many extra modules).
            take(n, (same_zone or free or [usual[n]])[0])
    return [place for place in chosen if place is not None]


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
    names = [template.name for entry in catalogued for template in entry.catalogue.stores]
    places = iter(place_stores(names, first_place, lambda place: zone_for(place, zones)))
    plans = []
    for position, entry in enumerate(catalogued, start=first_position):
        module_type, catalogue = entry.vertical.module_type, entry.catalogue
        rng = random.Random(f"demo:{module_type}")
        module_id = add_module(rows, ids, entry.vertical, catalogue, zones, position)
        categories = add_categories(rows, ids, module_type, module_id, catalogue)
        module = ModulePlan(module_type, module_id, catalogue, categories, today)
        for index, template in enumerate(catalogue.stores):
            place = next(places)
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
