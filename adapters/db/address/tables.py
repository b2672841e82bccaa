"""The saved addresses table.

Each row belongs to one customer (`customers.id`, ON DELETE CASCADE: removing an account removes its
addresses). Ids are never handed out twice (AUTOINCREMENT on SQLite, an identity column on PostgreSQL), so a
retried "delete address N" can never reach a newer address. `zone_ids` holds the zones computed from the
position when the address was saved, as a JSON list.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import DateTime, ForeignKey, Identity, String, Text, func
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class CustomerAddress(DefaultBase):
    """One saved address of a customer. Column widths are the bounds of core/address/model.py."""

    __tablename__ = "customer_addresses"
    __table_args__ = ({"sqlite_autoincrement": True},)
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"), index=True)
    address: Mapped[str] = mapped_column(String(255))
    address_type: Mapped[str] = mapped_column(String(50))
    contact_person_name: Mapped[str] = mapped_column(String(100))
    contact_person_number: Mapped[str] = mapped_column(String(30))
    additional_information: Mapped[str | None] = mapped_column(String(500), default=None)
    latitude: Mapped[str] = mapped_column(String(32))
    longitude: Mapped[str] = mapped_column(String(32))
    road: Mapped[str | None] = mapped_column(String(100), default=None)
    house: Mapped[str | None] = mapped_column(String(100), default=None)
    floor: Mapped[str | None] = mapped_column(String(100), default=None)
    zone_ids: Mapped[str] = mapped_column(Text)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
