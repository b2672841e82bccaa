"""What visitors see of the marketplace: active modules of enabled verticals, active zones, who serves where.

Rules (DESIGN.md, "The vertical plugin contract"): a module shows only when its status is active and its
module type is an enabled vertical; a zone shows only when active. A module serves a zone when a
module-zone link says so, or everywhere when `all_zone_service` is set (then with no extra charges).
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from core.geo.model import Point
from core.geo.polygons import PolygonIndex

from .model import Marketplace, ModuleRecord, ModuleZoneRecord, ZoneRecord


class MarketplaceView:
    """The visible part of one marketplace snapshot, indexed for the module, zone and zone-lookup answers."""

    def __init__(self, marketplace: Marketplace, enabled_types: Collection[str]) -> None:
        self.modules: list[ModuleRecord] = sorted(
            (m for m in marketplace.modules if m.status and m.module_type in enabled_types),
            key=lambda m: (m.position, m.id),
        )
        self.zones: list[ZoneRecord] = sorted((z for z in marketplace.zones if z.status), key=lambda z: z.id)
        self._zone_by_id = {z.id: z for z in self.zones}
        self._links = self._served(marketplace.module_zones)
        self._index = PolygonIndex({z.id: z.polygon for z in self.zones})

    def _served(self, links: Iterable[ModuleZoneRecord]) -> dict[tuple[int, int], ModuleZoneRecord]:
        served = {(link.module_id, link.zone_id): link for link in links if link.zone_id in self._zone_by_id}
        for module in self.modules:
            if module.all_zone_service:
                for zone in self.zones:
                    served.setdefault(
                        (module.id, zone.id), ModuleZoneRecord(module_id=module.id, zone_id=zone.id)
                    )
        return served

    def zone(self, zone_id: int) -> ZoneRecord | None:
        """The active zone `zone_id`, or None."""
        return self._zone_by_id.get(zone_id)

    def zones_of(self, module: ModuleRecord) -> list[ZoneRecord]:
        """Active zones `module` serves, by id."""
        return [z for z in self.zones if (module.id, z.id) in self._links]

    def modules_in(self, zone: ZoneRecord) -> list[tuple[ModuleRecord, ModuleZoneRecord]]:
        """Visible modules serving `zone`, each with its charges there."""
        return [(m, self._links[(m.id, zone.id)]) for m in self.modules if (m.id, zone.id) in self._links]

    def serves_any(self, module: ModuleRecord, zone_ids: Collection[int]) -> bool:
        """True when `module` serves one of `zone_ids`."""
        return any((module.id, zone_id) in self._links for zone_id in zone_ids)

    def zones_at(self, point: Point) -> list[ZoneRecord]:
        """Active zones whose polygon holds `point`, by id."""
        return [self._zone_by_id[zone_id] for zone_id in self._index.ids_at(point)]
