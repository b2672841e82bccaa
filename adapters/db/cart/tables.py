"""The cart lines table.

A line belongs to an owner ("guest:<guest_id>" or "customer:<id>") and a module; `options_key` identifies
its chosen variation and add-ons, so the unique key (owner, module, item, model, options) makes a re-add
grow the line. Prices are not stored: answers compute them from the catalogue.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, Integer, String, Text, UniqueConstraint, func
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class CartLine(DefaultBase):
    """One line of an owner's cart of one module: an item with chosen options and a quantity."""

    __tablename__ = "cart_lines"
    __table_args__ = (
        UniqueConstraint("owner", "module_id", "item_id", "model", "options_key", name="uq_cart_lines_line"),
        Index("ix_cart_lines_owner_module", "owner", "module_id", "store_id"),
        {"sqlite_autoincrement": True},  # an id is never handed out twice (migration 0004)
    )
    id: Mapped[int] = mapped_column(Id, primary_key=True)
    owner: Mapped[str] = mapped_column(String(80))
    module_id: Mapped[int] = mapped_column(ForeignKey("modules.id", ondelete="CASCADE"))
    store_id: Mapped[int] = mapped_column(BigInteger)
    item_id: Mapped[int] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"), index=True)
    model: Mapped[str] = mapped_column(String(20))
    options_key: Mapped[str] = mapped_column(String(32))
    variation: Mapped[str] = mapped_column(Text)  # the chosen variation as JSON, in the request's shape
    add_ons: Mapped[str] = mapped_column(Text)  # [[add-on id, quantity], ...] as JSON
    quantity: Mapped[int] = mapped_column(Integer)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
    updated_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
