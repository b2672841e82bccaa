"""The wishlist table: one row per kept item or store of a customer.

A row names exactly one of an item and a store (a check constraint), at most once per customer (two unique
keys: NULLs never collide, so an item row and a store row never clash). Rows go with their customer, item or
store (ON DELETE CASCADE). Ids are never handed out twice.
"""

from __future__ import annotations

import datetime as dt

from advanced_alchemy.base import DefaultBase
from sqlalchemy import (
    CheckConstraint,
    DateTime,
    ForeignKey,
    Identity,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from adapters.db.columns import Id


class WishlistEntry(DefaultBase):
    """An item or a store a customer keeps."""

    __tablename__ = "wishlists"
    __table_args__ = (
        UniqueConstraint("customer_id", "item_id", name="uq_wishlists_customer_item"),
        UniqueConstraint("customer_id", "store_id", name="uq_wishlists_customer_store"),
        CheckConstraint("(item_id IS NULL) <> (store_id IS NULL)", name="item_or_store"),
        {"sqlite_autoincrement": True},
    )
    id: Mapped[int] = mapped_column(Id, Identity(), primary_key=True)
    customer_id: Mapped[int] = mapped_column(ForeignKey("customers.id", ondelete="CASCADE"))
    item_id: Mapped[int | None] = mapped_column(ForeignKey("items.id", ondelete="CASCADE"), index=True)
    store_id: Mapped[int | None] = mapped_column(ForeignKey("stores.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[dt.datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
