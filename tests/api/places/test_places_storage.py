"""What the tables promise: a removed account takes its addresses and wishlist along, a removed item its
wishlist entries; the migration goes down and up again."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import delete, func, insert, select
from sqlalchemy.ext.asyncio import AsyncConnection, AsyncEngine

from adapters.db.migrate import downgrade, upgrade
from adapters.db.tables import Customer, CustomerAddress, Item, WishlistEntry
from tests.api.places.conftest import NewCustomer


async def _foreign_keys(connection: AsyncConnection) -> None:
    # The application turns SQLite's foreign keys on for each connection (engine.py); so does this test.
    if connection.dialect.name == "sqlite":
        await connection.exec_driver_sql("PRAGMA foreign_keys=ON")


async def count_rows(engine: AsyncEngine, table: type, customer_id: int) -> int:
    async with engine.connect() as connection:
        found = await connection.scalar(
            select(func.count()).select_from(table).where(table.customer_id == customer_id)  # type: ignore[attr-defined]
        )
    return int(found or 0)


async def test_removing_an_account_removes_its_addresses_and_wishlist(
    new_customer: NewCustomer, ids: dict[str, int], engine: AsyncEngine
) -> None:
    leaving, staying = await new_customer(), await new_customer()
    for customer in (leaving, staying):
        await customer.saved()
        await customer.wish(item_id=ids["soup"])
        await customer.wish(store_id=ids["store_grocer"])
    async with engine.connect() as connection:
        await _foreign_keys(connection)
        await connection.execute(delete(Customer).where(Customer.id == leaving.id))
        await connection.commit()
    assert [await count_rows(engine, t, leaving.id) for t in (CustomerAddress, WishlistEntry)] == [0, 0]
    assert [await count_rows(engine, t, staying.id) for t in (CustomerAddress, WishlistEntry)] == [1, 2]
    assert len(await staying.addresses()) == 1


async def test_a_removed_item_leaves_every_wishlist(new_customer: NewCustomer, engine: AsyncEngine) -> None:
    customer = await new_customer()
    async with engine.connect() as connection:
        await _foreign_keys(connection)
        apple = (
            await connection.execute(select(Item.store_id, Item.module_id).where(Item.slug == "apple"))
        ).one()
        await connection.execute(
            insert(Item).values(name="Gone", slug="gone-soon", module_id=apple.module_id, store_id=apple.store_id,
                                price=1, stock=1)
        )  # fmt: skip
        item_id = await connection.scalar(select(Item.id).where(Item.slug == "gone-soon"))
        await connection.commit()
    assert (await customer.wish(item_id=item_id)).status_code == 200
    async with engine.connect() as connection:
        await _foreign_keys(connection)
        await connection.execute(delete(Item).where(Item.id == item_id))
        await connection.commit()
    assert await count_rows(engine, WishlistEntry, customer.id) == 0


def test_the_migration_goes_down_and_up(tmp_path: Path) -> None:
    url = f"sqlite+aiosqlite:///{tmp_path / 'm.db'}"
    upgrade(url)
    downgrade(url, "0005")
    upgrade(url)
