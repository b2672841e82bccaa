"""A quantity update is one statement: the store checks owner, item, model and options itself.

The line is read only when that statement changes nothing, in the same transaction, to tell why; a request
the rules refuse still answers 404 cart_id first when the line is not the shopper's.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from adapters.db.cart import sql
from adapters.db.gateway import Database, Transaction
from adapters.db.statements import Statement, compile_statement
from adapters.settings import Settings
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.errors import DomainError
from core.identity.owner import Owner
from tests.api.cart_shopper import Shopper, error
from tests.api.test_cart_owners import cart_container

FORGET_KEY = compile_statement("UPDATE cart_lines SET options_key = 'an-older-key' WHERE id = :line_id")


CART_STATEMENTS = {v for v in vars(sql).values() if isinstance(v, Statement)}


class Counted:
    """The cart's statements the gateway runs, in its transactions and outside them (catalogue reads are
    not counted)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.seen: list[Statement] = []
        self._rows, self._transaction = database.rows, database.transaction
        database.rows = self.rows  # type: ignore[method-assign]
        database.transaction = self.transaction  # type: ignore[method-assign]

    def _count(self, statement: Statement) -> None:
        if statement in CART_STATEMENTS:
            self.seen.append(statement)

    async def transaction(self, work: Any, *, lock: str | None = None) -> Any:
        async def counted(transaction: Transaction) -> Any:
            return await work(_CountedTransaction(transaction, self._count))

        return await self._transaction(counted, lock=lock)

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Any:
        self._count(statement)
        return await self._rows(statement, values)


class _CountedTransaction:
    def __init__(self, transaction: Transaction, count: Callable[[Statement], None]) -> None:
        self._transaction, self._count = transaction, count

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Any:
        self._count(statement)
        return await self._transaction.rows(statement, values)

    def roll_back(self) -> None:
        self._transaction.roll_back()


@pytest.fixture
async def service(cart_settings: Settings) -> AsyncIterator[tuple[CartService, Counted]]:
    async with cart_container(cart_settings) as container:
        yield await container.get(CartService), Counted(await container.get(Database))


def customer() -> Owner:
    return Owner("customer", str(uuid.uuid4().int % 10**9))


async def test_a_quantity_update_runs_one_statement_then_the_lines(service, ids: dict[str, Any]) -> None:
    carts, counted = service
    owner = customer()
    [line] = await carts.add(owner, LineRequest(item_id=ids["apple"], quantity=2), "en")
    counted.seen.clear()
    [updated] = await carts.update(owner, line.id, LineRequest(item_id=ids["apple"], quantity=5), "en")
    assert (updated.id, updated.quantity) == (line.id, 5)
    assert counted.seen == [sql.SET_QUANTITY, sql.LINES]


async def test_an_update_that_changes_nothing_reads_the_line_to_say_why(service, ids: dict[str, Any]) -> None:
    carts, counted = service
    owner, intruder = customer(), customer()
    [line] = await carts.add(owner, LineRequest(item_id=ids["apple"], quantity=2), "en")
    counted.seen.clear()
    with pytest.raises(DomainError) as refused:
        await carts.update(intruder, line.id, LineRequest(item_id=ids["apple"], quantity=5), "en")
    assert refused.value.code == "cart_id"
    assert counted.seen == [sql.SET_QUANTITY, sql.LINE]
    assert [x.quantity for x in await carts.lines(owner, line.module_id, "en")] == [2]


async def test_equal_options_under_another_key_only_change_the_quantity(service, ids: dict[str, Any]) -> None:
    carts, counted = service
    owner = customer()
    [line] = await carts.add(owner, LineRequest(item_id=ids["apple"], quantity=2), "en")

    async def forget_key(transaction: Transaction) -> None:
        await transaction.rows(FORGET_KEY, {"line_id": line.id})

    await counted.database.transaction(forget_key)
    counted.seen.clear()
    [updated] = await carts.update(owner, line.id, LineRequest(item_id=ids["apple"], quantity=4), "en")
    assert (updated.id, updated.quantity) == (line.id, 4)
    assert counted.seen == [sql.SET_QUANTITY, sql.LINE, sql.SET_QUANTITY_OF_LINE, sql.LINES]


async def test_a_line_that_is_not_the_shoppers_answers_404_before_the_rules(
    shopper: Shopper, cart_client
) -> None:
    [line] = (await shopper.add("apple", 2)).json()
    intruder = await Shopper.new_guest(cart_client, shopper.ids)
    for item, quantity in (("apple", 0), ("inactive", 1), ("limited", 9)):
        assert error(await intruder.update(line["id"], item, quantity))[:2] == (404, "cart_id")
    # Another item than the line's is not that line, whatever the rules would say.
    assert error(await shopper.update(line["id"], "bread", 1))[:2] == (404, "cart_id")
    assert error(await shopper.update(line["id"], "inactive", 1))[:2] == (404, "cart_id")
    assert error(await shopper.update(line["id"], "apple", 0))[:2] == (422, "quantity")
    assert [x["quantity"] for x in await shopper.cart("grocery")] == [2]
