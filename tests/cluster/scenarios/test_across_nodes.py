"""Across the nodes of one fleet (conftest.py), through the load balancer or through a given node: a
customer signed in on one node keeps working on the others, and signing out ends it on all of them; a guest's
cart follows the guest from node to node, and into the account it signs in to; a photo uploaded through one
node is served by every node; orders placed through one node are followed live on another, and the demo
dispatcher (in the worker) moves each one status at a time, once per step.
"""

from __future__ import annotations

import asyncio
import io
import itertools
from typing import Any

import asyncpg
import httpx
from PIL import Image

from tests.api.account_holder import PASSWORD, AccountHolder
from tests.api.visitor import logged_in, new_guest_id
from tests.cluster import load
from tests.cluster.fleet import DISPATCH_SECONDS, Fleet
from tests.cluster.scenarios.shopping import STEPS, clients, followed

CART = "/api/v1/customer/cart"


def customer(client: httpx.AsyncClient, holder: AccountHolder) -> AccountHolder:
    """`holder`'s session, used through `client` (another node)."""
    return AccountHolder(client, holder.email, holder.phone, holder.token)


async def test_a_customer_signed_in_on_one_node_keeps_working_on_the_others(fleet: Fleet) -> None:
    async with clients(fleet) as (balanced, (one, two, three)):
        ada = customer(one, await AccountHolder.sign_up(balanced))
        assert (await ada.login()).status_code == 200  # signed in on node one
        for client in (two, three, balanced):
            info = await customer(client, ada).info()
            assert (info.status_code, info.json()["email"]) == (200, ada.email)
        assert (await customer(two, ada).update_profile(name="Ada King")).status_code == 200
        info = await customer(three, ada).info()
        assert (info.json()["f_name"], info.json()["l_name"]) == ("Ada", "King")
        # Signed out through one node: the session has ended on every node.
        assert (await customer(three, ada).logout()).status_code == 200
        for client in (one, two, balanced):
            assert (await customer(client, ada).info()).status_code == 401


async def test_a_guest_cart_follows_the_guest_from_node_to_node(fleet: Fleet) -> None:
    store = (await load.food_items(fleet.database_url()))[0]
    (first, module), (second, _) = store[0], store[1]
    headers = {"moduleId": str(module)}

    async def add(client: httpx.AsyncClient, guest_id: str, item_id: int, quantity: int) -> None:
        body = {"guest_id": guest_id, "item_id": item_id, "quantity": quantity}
        answer = await client.post(f"{CART}/add", json=body, headers=headers)
        assert answer.status_code == 200, answer.text

    async def held(client: httpx.AsyncClient, **owner: Any) -> dict[int, int]:
        answer = await client.get(
            f"{CART}/list", params=owner.get("params"), headers={**headers, **owner.get("auth", {})}
        )
        assert answer.status_code == 200, answer.text
        return {line["item_id"]: line["quantity"] for line in answer.json()}

    async with clients(fleet) as (balanced, (one, two, three)):
        guest_id = await new_guest_id(one)
        await add(two, guest_id, first, 1)
        await add(three, guest_id, second, 2)
        await add(balanced, guest_id, first, 1)
        for client in (one, two, three, balanced):
            assert await held(client, params={"guest_id": guest_id}) == {first: 2, second: 2}
        # Signing in on another node brings the guest's cart into the account, seen from every node.
        ada = await AccountHolder.sign_up(one)
        token = await logged_in(three, ada.email, PASSWORD, guest_id)
        for client in (one, two, balanced):
            assert await held(client, auth={"Authorization": f"Bearer {token}"}) == {first: 2, second: 2}


async def test_a_photo_uploaded_through_one_node_is_served_by_every_node(fleet: Fleet) -> None:
    buffer = io.BytesIO()
    Image.new("RGB", (48, 48), (30, 140, 90)).save(buffer, format="PNG")
    async with clients(fleet) as (balanced, (one, two, three)):
        ada = await AccountHolder.sign_up(balanced)
        uploaded = await customer(one, ada).update_profile(
            files={"image": ("me.png", buffer.getvalue(), "image/png")}
        )
        assert uploaded.status_code == 200, uploaded.text
        url = (await customer(two, ada).info()).json()["image_full_url"]
        assert url.startswith("/media/profile/")
        served = [await client.get(url) for client in (one, two, three, balanced)]
    assert [(s.status_code, s.headers["content-type"]) for s in served] == [(200, "image/png")] * 4
    assert len({s.content for s in served}) == 1
    assert Image.open(io.BytesIO(served[0].content)).size == (48, 48)


async def test_orders_placed_on_one_node_are_followed_live_on_another_and_move_one_step_at_a_time(
    fleet: Fleet,
) -> None:
    stores = await load.food_items(fleet.database_url())
    async with clients(fleet) as (balanced, nodes):
        guest_id = await new_guest_id(balanced)
        placed: list[tuple[int, int, int]] = []  # order id, module, the node that follows it
        for turn in range(6):
            item_id, module = stores[turn % len(stores)][0]
            body = {**load.TAKE_AWAY, "guest_id": guest_id, "item": {"item_id": item_id, "quantity": 1}}
            answer = await nodes[turn % 3].post(load.PLACE, json=body, headers={"moduleId": str(module)})
            assert answer.status_code == 200, answer.text
            placed.append((answer.json()["order_id"], module, (turn + 1) % 3))
        # Each tracking page connects to another node than the one the order was placed on: every change,
        # made by the worker's dispatcher, reaches it live, once, in order.
        following = [followed(nodes[node], guest_id, order_id, module) for order_id, module, node in placed]
        seen = await asyncio.wait_for(asyncio.gather(*following), timeout=DISPATCH_SECONDS * 6 * 4 + 30)
    assert seen == [STEPS] * len(placed)
    # The stored history: each status once, each step at least DISPATCH_SECONDS after the one before (a
    # double move, two nodes or two ticks moving one order at once, would skip a status or come early).
    connection = await asyncpg.connect(fleet.database_url().replace("+asyncpg", ""))
    try:
        rows = await connection.fetch(
            "SELECT order_id, status, at FROM order_status_history WHERE order_id = ANY($1) ORDER BY at, id",
            [order_id for order_id, _, _ in placed],
        )
    finally:
        await connection.close()
    for order_id, _, _ in placed:
        history = [(row["status"], row["at"]) for row in rows if row["order_id"] == order_id]
        assert [status for status, _ in history] == STEPS, history
        gaps = [(later - earlier).total_seconds() for (_, earlier), (_, later) in itertools.pairwise(history)]
        assert min(gaps) >= DISPATCH_SECONDS - 0.05, gaps
