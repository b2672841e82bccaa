"""The marketplace's couriers (delivery men), each working in one zone."""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import Boolean, DateTime, ForeignKey, Identity, String, func, true
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class DeliveryManRow(DefaultBase):
    """A courier; `image` is a storage key (null: no picture)."""

    __tablename__ = "delivery_men"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    f_name: Mapped[str] = mapped_column(String(100))
    l_name: Mapped[str] = mapped_column(String(100), default="")
    phone: Mapped[str] = mapped_column(String(20))
    image: Mapped[str | None] = mapped_column(String(255), default=None)
    zone_id: Mapped[int] = mapped_column(ForeignKey("zones.id", ondelete="CASCADE"), index=True)
    status: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
