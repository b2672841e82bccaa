"""A quantity update is one statement: the store checks owner, item, model and options itself.

The line is read only when that statement changes nothing, in the same transaction, to tell why; a request
the rules refuse still answers 404 cart_id first when the line is not the shopper's.
"""

from __future__ import annotations

import uuid
from collections.abc import AsyncIterator
from typing import Any

import pytest

from adapters.db.cart import scripts, sql
from adapters.db.cart.store import CartStore
from adapters.db.statements import Statement, compile_statement
from adapters.settings import Settings
from core.cart.model import CartOwner
from core.cart.rules import LineRequest
from core.cart.service import CartService
from core.errors import DomainError
from tests.api.cart_shopper import Shopper, error
from tests.api.test_cart_owners import cart_service

FORGET_KEY = compile_statement("UPDATE cart_lines SET options_key = 'an-older-key' WHERE id = :line_id")


class Counted:
    """The statements the cart store runs, in its transactions and outside them."""

    def __init__(self, store: CartStore) -> None:
        self.store = store
        self.seen: list[Statement] = []
        self._script, self._rows = store._script, store._rows
        store._script = self.script  # type: ignore[method-assign]
        store._rows = self.rows  # type: ignore[method-assign]

    async def script(self, owner: CartOwner, script: Any) -> scripts.Outcome:
        async def counted(run: scripts.Run) -> Any:
            async def counting(statement: Statement, values: dict[str, Any]) -> Any:
                self.seen.append(statement)
                return await run(statement, values)

            return await script(counting)

        return await self._script(owner, counted)

    async def rows(self, statement: Statement, values: dict[str, Any]) -> Any:
        self.seen.append(statement)
        return await self._rows(statement, values)


@pytest.fixture
async def service(cart_settings: Settings) -> AsyncIterator[tuple[CartService, Counted]]:
    async with cart_service(cart_settings) as found:
        yield found, Counted(found._carts)  # type: ignore[arg-type]


def customer() -> CartOwner:
    return CartOwner("customer", str(uuid.uuid4().int % 10**9))


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

    async def forget_key(run: scripts.Run) -> scripts.Outcome:
        await run(FORGET_KEY, {"line_id": line.id})
        return scripts.Outcome(None)

    await counted.store._script(owner, forget_key)
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
