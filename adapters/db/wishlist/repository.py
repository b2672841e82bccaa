"""Wishlist entries, an ordinary table: an advanced-alchemy repository in one unit of work per call.

Every statement filters on the customer, so a request only ever reaches its own customer's entries.
"""

from __future__ import annotations

from advanced_alchemy.repository import SQLAlchemyAsyncRepository
from sqlalchemy import ColumnElement, delete, func, select

from adapters.db.gateway import Database
from adapters.db.locks import begin_write, serialise_on
from adapters.db.wishlist.tables import WishlistEntry
from core.wishlist.model import Wish


class WishlistTable(SQLAlchemyAsyncRepository[WishlistEntry]):
    """The wishlists table."""

    model_type = WishlistEntry


def _names(customer_id: int, wish: Wish) -> list[ColumnElement[bool]]:
    column = WishlistEntry.item_id if wish.kind == "item" else WishlistEntry.store_id
    return [WishlistEntry.customer_id == customer_id, column == wish.id]


class SqlWishlistRepository:
    """Implements core's WishlistRepository."""

    def __init__(self, database: Database) -> None:
        self._database = database

    async def add(self, customer_id: int, wish: Wish, limit: int) -> bool:
        """Keep `wish` once; False when `limit` entries are held (checked under the owner's lock, so
        concurrent adds neither pass the bound nor collide on the unique keys)."""
        async with self._database.session() as session:
            await serialise_on(session, f"wishlist:{customer_id}")
            if await session.scalar(select(WishlistEntry.id).where(*_names(customer_id, wish))) is not None:
                return True
            held = await session.scalar(select(func.count()).where(WishlistEntry.customer_id == customer_id))
            if (held or 0) >= limit:
                return False
            entry = WishlistEntry(customer_id=customer_id)
            if wish.kind == "item":
                entry.item_id = wish.id
            else:
                entry.store_id = wish.id
            await WishlistTable(session=session).add(entry)
            await session.commit()
        return True

    async def remove(self, customer_id: int, wish: Wish) -> None:
        """Forget `wish`."""
        async with self._database.session() as session:
            await begin_write(session)
            await session.execute(delete(WishlistEntry).where(*_names(customer_id, wish)))
            await session.commit()

    async def wishes(self, customer_id: int) -> list[Wish]:
        """The customer's entries, newest first."""
        statement = (
            select(WishlistEntry.item_id, WishlistEntry.store_id)
            .where(WishlistEntry.customer_id == customer_id)
            .order_by(WishlistEntry.id.desc())
        )
        async with self._database.session() as session:
            rows = (await session.execute(statement)).all()
        return [Wish("item", item) if item is not None else Wish("store", store or 0) for item, store in rows]
