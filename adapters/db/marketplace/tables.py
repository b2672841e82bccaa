"""Tables of the marketplace: modules, delivery zones, and the modules served in each zone."""

from __future__ import annotations

from decimal import Decimal

from advanced_alchemy.base import BigIntAuditBase, DefaultBase
from advanced_alchemy.types import JsonB
from sqlalchemy import Boolean, ForeignKey, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import JSONDict, Money


class Zone(BigIntAuditBase):
    """A delivery zone: a polygon of [lat, lng] points; stores and addresses belong to zones."""

    __tablename__ = "zones"
    name: Mapped[str] = mapped_column(String(120))
    polygon: Mapped[list[list[float]]] = mapped_column(JsonB)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    cash_on_delivery: Mapped[bool] = mapped_column(Boolean, default=True)
    digital_payment: Mapped[bool] = mapped_column(Boolean, default=True)
    increased_delivery_fee_status: Mapped[bool] = mapped_column(Boolean, default=False)
    increased_delivery_fee: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    increase_delivery_fee_message: Mapped[str | None] = mapped_column(String(255), default=None)


class Module(BigIntAuditBase):
    """A marketplace module (food, grocery ...): one enabled vertical shown as one tile."""

    __tablename__ = "modules"
    module_name: Mapped[str] = mapped_column(String(120))
    module_type: Mapped[str] = mapped_column(String(40), index=True)
    slug: Mapped[str] = mapped_column(String(140), unique=True)
    icon: Mapped[str | None] = mapped_column(String(255), default=None)
    thumbnail: Mapped[str | None] = mapped_column(String(255), default=None)
    description: Mapped[str | None] = mapped_column(Text, default=None)
    theme_id: Mapped[int] = mapped_column(Integer, default=1)
    position: Mapped[int] = mapped_column(Integer, default=0)
    status: Mapped[bool] = mapped_column(Boolean, default=True)
    all_zone_service: Mapped[bool] = mapped_column(Boolean, default=False)
    translations: Mapped[JSONDict] = mapped_column(JsonB, default=dict)


class ModuleZone(DefaultBase):
    """A module served in a zone, with that zone's delivery charges (the `pivot` of zone data)."""

    __tablename__ = "module_zones"
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id", ondelete="CASCADE"), primary_key=True)
    zone_id: Mapped[int] = mapped_column(ForeignKey("zones.id", ondelete="CASCADE"), primary_key=True)
    per_km_shipping_charge: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    minimum_shipping_charge: Mapped[Decimal] = mapped_column(Money, default=Decimal(0))
    maximum_shipping_charge: Mapped[Decimal | None] = mapped_column(Money, default=None)
    maximum_cod_order_amount: Mapped[Decimal | None] = mapped_column(Money, default=None)
