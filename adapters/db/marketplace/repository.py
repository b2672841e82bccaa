"""Modules, zones and their links, read from the modules, zones and module_zones tables."""

from __future__ import annotations

from decimal import Decimal

from advanced_alchemy.repository import SQLAlchemyAsyncRepository

from adapters.db.gateway import Database
from adapters.db.marketplace.tables import Module, ModuleZone, Zone
from core.marketplace.model import Marketplace, ModuleRecord, ModuleZoneRecord, ZoneRecord


def _money(value: Decimal | None) -> float | None:
    return None if value is None else float(value)


class ModuleTable(SQLAlchemyAsyncRepository[Module]):
    """The modules table."""

    model_type = Module


class ZoneTable(SQLAlchemyAsyncRepository[Zone]):
    """The zones table."""

    model_type = Zone


class ModuleZoneTable(SQLAlchemyAsyncRepository[ModuleZone]):
    """The module_zones table."""

    model_type = ModuleZone


def _modules(rows: list[Module]) -> list[ModuleRecord]:
    return [
        ModuleRecord(
            id=m.id,
            module_name=m.module_name,
            module_type=m.module_type,
            slug=m.slug,
            icon=m.icon,
            thumbnail=m.thumbnail,
            description=m.description,
            theme_id=m.theme_id,
            position=m.position,
            status=m.status,
            all_zone_service=m.all_zone_service,
            translations=m.translations or {},
        )
        for m in rows
    ]


def _zones(rows: list[Zone]) -> list[ZoneRecord]:
    return [
        ZoneRecord(
            id=z.id,
            name=z.name,
            polygon=z.polygon or [],
            status=z.status,
            cash_on_delivery=z.cash_on_delivery,
            digital_payment=z.digital_payment,
            increased_delivery_fee_status=z.increased_delivery_fee_status,
            increased_delivery_fee=float(z.increased_delivery_fee or 0),
            increase_delivery_fee_message=z.increase_delivery_fee_message,
        )
        for z in rows
    ]


def _module_zones(rows: list[ModuleZone]) -> list[ModuleZoneRecord]:
    return [
        ModuleZoneRecord(
            module_id=link.module_id,
            zone_id=link.zone_id,
            per_km_shipping_charge=float(link.per_km_shipping_charge or 0),
            minimum_shipping_charge=float(link.minimum_shipping_charge or 0),
            maximum_shipping_charge=_money(link.maximum_shipping_charge),
            maximum_cod_order_amount=_money(link.maximum_cod_order_amount),
        )
        for link in rows
    ]


class SqlMarketplaceRepository:
    """Implements core's MarketplaceRepository with three small reads (a marketplace has tens of rows)."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def marketplace(self) -> Marketplace:
        """Every module, zone and link; the view in core decides what visitors see."""
        async with self._database.session() as session:
            return Marketplace(
                modules=_modules(await ModuleTable(session=session).get_many()),
                zones=_zones(await ZoneTable(session=session).get_many()),
                module_zones=_module_zones(await ModuleZoneTable(session=session).get_many()),
            )
