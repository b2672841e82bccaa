"""The operator's settings are read once per process and kept until a change is announced
(adapters/db/configuration/remembered.py): a value written straight into the database, unannounced, does
not change what the server does; once announced (as `storefront config set` does), it does at once."""

from __future__ import annotations

from sqlalchemy import delete, insert
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.changes import announce_in_process
from adapters.db.tables import BusinessSetting
from tests.api.orders.conftest import NewShopper
from tests.api.orders.shopper import clear_setting
from tests.api.visitor import error


async def test_a_setting_changes_what_the_server_does_once_announced(
    new_guest: NewShopper, engine: AsyncEngine
) -> None:
    shopper = await new_guest()
    await shopper.add("apple")
    assert (await shopper.quote()).status_code == 200  # the server has read the settings now
    async with engine.begin() as connection:  # guest checkout off, told to no one
        await connection.execute(
            delete(BusinessSetting).where(BusinessSetting.key == "guest_checkout_status")
        )
        await connection.execute(insert(BusinessSetting).values(key="guest_checkout_status", value=0))
    try:
        await shopper.add("apple")
        first = await shopper.place()
        assert first.status_code == 200, first.text  # the kept settings still say guests may order
        await shopper.add("apple")
        await announce_in_process()
        assert error(await shopper.place())[:2] == (401, "guest_id")
    finally:
        await clear_setting(engine, "guest_checkout_status")
