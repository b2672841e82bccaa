"""The housekeeping pass that forgets idle guest carts forgets idle guest trip carts too (the rental
vertical's `purge_idle_guests` hook), and nothing else: a customer's trip cart, a guest's fresh one and
booked trips stay."""

from __future__ import annotations

import datetime as dt

import sqlalchemy as sa
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.housekeeping import run_once
from adapters.settings import Settings
from tests.api.rental.traveller import Traveller, Vehicle, trip_body
from tests.api.test_cart_owners import cart_container

LONG_AGO = dt.datetime.now(dt.UTC) - dt.timedelta(days=400)


async def _age_trip(engine: AsyncEngine, owner: str) -> None:
    statement = sa.text("UPDATE rental_trips SET updated_at = :t WHERE owner = :o").bindparams(
        sa.bindparam("t", type_=sa.DateTime(timezone=True))
    )
    async with engine.begin() as conn:
        await conn.execute(statement, {"t": LONG_AGO, "o": owner})


async def test_idle_guest_trip_carts_are_forgotten_by_housekeeping(
    client: AsyncTestClient,  # type: ignore[type-arg]
    settings: Settings,
    engine: AsyncEngine,
    providers: list[list[Vehicle]],
) -> None:
    idle, fresh, booker = [await Traveller.guest(client) for _ in range(3)]
    customer = await Traveller.customer(client)
    car = providers[0][0]
    for traveller in (idle, fresh, customer, booker):
        assert (await traveller.add(trip_body(car, 2))).status_code == 200
    booked = (await booker.place()).json()["trip_id"]
    await booker.add(trip_body(car))
    for owner in (f"guest:{idle.guest_id}", f"guest:{booker.guest_id}"):
        await _age_trip(engine, owner)
    async with engine.begin() as conn:  # the customer's trip is as old: customers' trip carts are kept
        await conn.execute(
            sa.text("UPDATE rental_trips SET updated_at = :t WHERE owner LIKE 'customer:%'").bindparams(
                sa.bindparam("t", type_=sa.DateTime(timezone=True))
            ),
            {"t": LONG_AGO},
        )
    async with cart_container(settings) as container:  # on this test's event loop, as the pass runs
        purged = await run_once(container)
    assert purged.vertical_rows >= 4  # two idle guests: a line and a trip each
    assert (await idle.cart())["carts"] == []
    assert (await booker.cart())["carts"] == []
    assert [x["quantity"] for x in (await fresh.cart())["carts"]] == [2]
    assert [x["quantity"] for x in (await customer.cart())["carts"]] == [2]
    assert (await booker.trip(booked)).status_code == 200  # a booked trip is an order, not a cart


async def _age_guest(engine: AsyncEngine, guest_id: str) -> None:
    statement = sa.text("UPDATE guests SET created_at = :t WHERE guest_id = :g").bindparams(
        sa.bindparam("t", type_=sa.DateTime(timezone=True))
    )
    async with engine.begin() as conn:
        await conn.execute(statement, {"t": LONG_AGO, "g": guest_id})


async def _guest_ids(engine: AsyncEngine) -> set[str]:
    async with engine.connect() as conn:
        return {row[0] for row in await conn.execute(sa.text("SELECT guest_id FROM guests"))}


async def test_a_guest_holding_only_a_trip_cart_keeps_its_id_while_the_trip_cart_lives(
    client: AsyncTestClient,  # type: ignore[type-arg]
    settings: Settings,
    engine: AsyncEngine,
    providers: list[list[Vehicle]],
) -> None:
    # Both guests were issued long ago and hold no cart line; only one holds a (fresh) trip cart.
    traveller, empty = [await Traveller.guest(client) for _ in range(2)]
    assert (await traveller.add(trip_body(providers[0][0], 2))).status_code == 200
    for guest in (traveller, empty):
        assert guest.guest_id is not None
        await _age_guest(engine, guest.guest_id)
    async with cart_container(settings) as container:
        purged = await run_once(container)
    kept = await _guest_ids(engine)
    assert purged.guests >= 1
    assert traveller.guest_id in kept
    assert empty.guest_id not in kept
    assert [x["quantity"] for x in (await traveller.cart())["carts"]] == [2]
