"""The wishlist over HTTP: the catalogue's own cards, exactly one of item or store, idempotence, bounds."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.catalogue.reads import SqlCatalogueReads
from adapters.db.tables import Item
from core.catalogue.ports import CatalogueReadModel
from tests.api.places.conftest import NewCustomer
from tests.api.places.customer import WISHLIST, SignedInCustomer, error


async def card(client: AsyncTestClient, kind: str, key: int, language: str = "en") -> dict[str, Any]:  # type: ignore[type-arg]
    """The catalogue's own answer for an item or a store."""
    answer = await client.get(f"/api/v1/{kind}/details/{key}", headers={"X-localization": language})
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


def strip_moment(card: dict[str, Any]) -> dict[str, Any]:
    # `open` says whether business hours cover the moment of the answer: it may turn between two answers.
    return {k: v for k, v in card.items() if k != "open"}


async def test_kept_items_and_stores_are_the_catalogues_own_cards(
    customer: SignedInCustomer, ids: dict[str, int]
) -> None:
    for target in ({"item_id": ids["apple"]}, {"store_id": ids["store_kitchen"]}, {"item_id": ids["pizza"]}):
        answer = await customer.wish(**target)
        assert (answer.status_code, answer.json()) == (200, {"message": "Successfully added!"})
        assert answer.headers["cache-control"] == "no-store"
    wishlist = await customer.wishlist()
    assert set(wishlist) == {"item", "store"}
    assert wishlist["item"] == [
        await card(customer.client, "items", ids["pizza"]),
        await card(customer.client, "items", ids["apple"]),
    ]
    assert [strip_moment(s) for s in wishlist["store"]] == [
        strip_moment(await card(customer.client, "stores", ids["store_kitchen"]))
    ]


async def test_cards_speak_the_shoppers_language(customer: SignedInCustomer, ids: dict[str, int]) -> None:
    answer = await customer.wish("fr", item_id=ids["soup"])
    assert answer.json() == {"message": "Ajout effectué !"}
    assert (await customer.wishlist(language="fr"))["item"] == [
        await card(customer.client, "items", ids["soup"], "fr")
    ]


async def test_the_module_header_keeps_that_modules_entries(
    customer: SignedInCustomer, ids: dict[str, int]
) -> None:
    for target in ({"item_id": ids["apple"]}, {"item_id": ids["pizza"]}, {"store_id": ids["store_grocer"]}):
        await customer.wish(**target)
    food = await customer.wishlist(module=ids["module_food"])
    assert ([i["id"] for i in food["item"]], food["store"]) == ([ids["pizza"]], [])
    grocery = await customer.wishlist(module=ids["module_grocery"])
    assert [i["id"] for i in grocery["item"]] == [ids["apple"]]
    assert [s["id"] for s in grocery["store"]] == [ids["store_grocer"]]


@pytest.mark.parametrize(("kind", "key"), [("item", "apple"), ("store", "store_kitchen")])
async def test_adding_twice_keeps_one_entry_and_removing_twice_is_fine(
    customer: SignedInCustomer, ids: dict[str, int], kind: str, key: str
) -> None:
    target = {f"{kind}_id": ids[key]}
    assert (await customer.wish(**target)).status_code == 200
    assert (await customer.wish(**target)).status_code == 200
    assert [entry["id"] for entry in (await customer.wishlist())[kind]] == [ids[key]]
    for _ in range(2):
        answer = await customer.unwish(**target)
        assert (answer.status_code, answer.json()) == (200, {"message": "Successfully removed!"})
    assert await customer.wishlist() == {"item": [], "store": []}


async def test_an_item_and_a_store_of_the_same_id_are_kept_apart(
    customer: SignedInCustomer, ids: dict[str, int]
) -> None:
    same = ids["store_grocer"]
    assert ids["apple"] == same  # the first item and the first store
    await customer.wish(store_id=same)
    await customer.wish(item_id=same)
    wishlist = await customer.wishlist()
    assert ([i["id"] for i in wishlist["item"]], [s["id"] for s in wishlist["store"]]) == ([same], [same])
    await customer.unwish(item_id=same)
    assert (await customer.wishlist())["store"][0]["id"] == same
    await customer.unwish(store_id=same)
    assert await customer.wishlist() == {"item": [], "store": []}


@pytest.mark.parametrize(
    ("target", "code"),
    [
        ({"item_id": 999_999}, "item"),
        ({"item_id": "withdrawn"}, "item"),
        ({"item_id": "in_hidden_store"}, "item"),
        ({"store_id": 999_999}, "store"),
        ({"store_id": "store_hidden_store"}, "store"),
    ],
)
async def test_what_the_catalogue_does_not_show_is_not_found(
    customer: SignedInCustomer, ids: dict[str, int], target: dict[str, Any], code: str
) -> None:
    sent = {k: ids[v] if isinstance(v, str) else v for k, v in target.items()}
    answer = await customer.wish(**sent)
    assert error(answer) == (404, [(code, "Item not found." if code == "item" else "Store not found.")])
    assert await customer.wishlist() == {"item": [], "store": []}


@pytest.mark.parametrize(
    ("params", "code"),
    [({}, "item_id"), ({"item_id": 1, "store_id": 1}, "store_id"), ({"item_id": 0}, "item_id"),
     ({"item_id": "x"}, "item_id"), ({"store_id": str(2**63)}, "store_id")],
)  # fmt: skip
async def test_exactly_one_valid_id_is_needed(
    customer: SignedInCustomer, params: dict[str, Any], code: str
) -> None:
    for answer in (await customer.wish(**params), await customer.unwish(**params)):
        status, errors = error(answer)
        assert (status, errors[0][0]) == (422, code), answer.text


async def test_an_entry_whose_item_left_the_catalogue_is_not_shown(
    customer: SignedInCustomer, ids: dict[str, int], engine: AsyncEngine
) -> None:
    await customer.wish(item_id=ids["pear"])
    async with engine.begin() as connection:
        await connection.execute(update(Item).where(Item.id == ids["pear"]).values(status=False))
    try:
        assert (await customer.wishlist())["item"] == []
    finally:
        async with engine.begin() as connection:
            await connection.execute(update(Item).where(Item.id == ids["pear"]).values(status=True))
    assert [i["id"] for i in (await customer.wishlist())["item"]] == [ids["pear"]]


async def test_a_wishlist_is_bounded(
    customer: SignedInCustomer, ids: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("core.wishlist.service.MAX_WISHES", 3)
    for target in ({"item_id": ids["apple"]}, {"item_id": ids["pear"]}, {"store_id": ids["store_grocer"]}):
        assert (await customer.wish(**target)).status_code == 200
    answer = await customer.wish(item_id=ids["pizza"])
    assert error(answer) == (
        422,
        [("wishlist", "Your wishlist holds at most 3 entries. Remove one to add another.")],
    )
    assert (await customer.wish(item_id=ids["apple"])).status_code == 200  # already kept: still fine
    await customer.unwish(item_id=ids["apple"])
    assert (await customer.wish(item_id=ids["pizza"])).status_code == 200


async def test_concurrent_adds_keep_one_entry_and_never_pass_the_bound(
    new_customer: NewCustomer, ids: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    one = await new_customer()
    answers = await asyncio.gather(*(one.wish(item_id=ids["apple"]) for _ in range(20)))
    assert {a.status_code for a in answers} == {200}
    assert [i["id"] for i in (await one.wishlist())["item"]] == [ids["apple"]]
    monkeypatch.setattr("core.wishlist.service.MAX_WISHES", 2)
    other = await new_customer()
    targets = [{"item_id": ids[k]} for k in ("apple", "pear", "pizza", "soup")] + [
        {"store_id": ids["store_grocer"]}
    ]
    answers = await asyncio.gather(*(other.wish(**t) for t in targets))
    assert sorted(a.status_code for a in answers) == [200, 200, 422, 422, 422]
    kept = await other.wishlist()
    assert len(kept["item"]) + len(kept["store"]) == 2


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/add?item_id=1"),
        ("DELETE", "/remove?item_id=1"),
        ("POST", "/add?store_id=1"),
        ("DELETE", "/remove?store_id=1"),
        ("GET", ""),
    ],
)
async def test_signed_in_customers_only(places_client: AsyncTestClient, method: str, path: str) -> None:  # type: ignore[type-arg]
    for headers in ({}, {"Authorization": "Bearer forged.token.here"}, {"Authorization": "Basic abc"}):
        answer = await places_client.request(method, f"{WISHLIST}{path}", headers=headers)
        assert error(answer) == (
            401,
            [("unauthorized", "Your account is inactive or Your token has been expired")],
        )
        assert answer.headers["cache-control"] == "no-store"


async def test_the_list_costs_the_same_catalogue_reads_whatever_its_size(
    new_customer: NewCustomer, ids: dict[str, int], places_container: AsyncContainer
) -> None:
    reads = await places_container.get(CatalogueReadModel)
    assert isinstance(reads, SqlCatalogueReads)
    seen: list[str] = []
    run = reads.rows

    async def counting(statement: Any, values: dict[str, Any]) -> Any:
        seen.append(statement.sqlite)
        return await run(statement, values)

    small, large = await new_customer(), await new_customer()
    await small.wish(item_id=ids["apple"])
    await small.wish(store_id=ids["store_grocer"])
    for target in ("apple", "pear", "pizza", "soup"):
        await large.wish(item_id=ids[target])
    for target in ("store_grocer", "store_kitchen"):
        await large.wish(store_id=ids[target])
    counts = []
    reads.rows = counting  # type: ignore[method-assign]
    try:
        for customer in (small, large):
            seen.clear()
            await customer.wishlist()
            counts.append(len(seen))
    finally:
        del reads.rows
    assert 3 <= counts[0] == counts[1] <= 4  # items, their add-ons (when any), stores, their hours
