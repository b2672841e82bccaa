"""Filling, changing and emptying a cart through the API: lines, prices, merges, headers."""

from __future__ import annotations

import re

from tests.api.cart_shopper import Shopper, error


async def test_a_guest_id_is_43_random_url_safe_characters_and_never_repeats(cart_client) -> None:
    ids = [(await cart_client.post("/api/v1/auth/guest/request")).json()["guest_id"] for _ in range(20)]
    assert all(re.fullmatch(r"[A-Za-z0-9_-]{43}", i) for i in ids)
    assert len(set(ids)) == 20


async def test_adding_answers_the_whole_cart_priced_by_the_server(shopper: Shopper) -> None:
    answer = await shopper.add("apple", 3, price=0.01)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    [line] = answer.json()
    assert line["item_id"] == shopper.ids["apple"]
    assert line["item"]["id"] == shopper.ids["apple"]
    assert (line["quantity"], line["unit_price"], line["price"], line["saved"]) == (3, 1.8, 5.4, 0.6)
    assert (line["model"], line["variation"], line["add_on_ids"], line["add_on_qtys"]) == ("Item", [], [], [])
    assert line["module_id"] == shopper.ids["module_grocery"]


async def test_re_adding_the_same_item_grows_its_line(shopper: Shopper) -> None:
    await shopper.add("apple", 2)
    lines = (await shopper.add("apple", 5)).json()
    assert [(line["item_id"], line["quantity"]) for line in lines] == [(shopper.ids["apple"], 7)]


async def test_the_list_shows_the_lines_of_the_module_header_only(shopper: Shopper) -> None:
    await shopper.add("apple")
    await shopper.add("soup")
    assert [line["item_id"] for line in await shopper.cart("grocery")] == [shopper.ids["apple"]]
    assert [line["item_id"] for line in await shopper.cart("food")] == [shopper.ids["soup"]]


async def test_listing_needs_the_module_header(shopper: Shopper) -> None:
    answer = await shopper.client.get("/api/v1/customer/cart/list", params={"guest_id": shopper.guest_id})
    assert error(answer)[:2] == (422, "moduleId")


async def test_update_sets_the_quantity_by_post_and_by_put(shopper: Shopper) -> None:
    [line] = (await shopper.add("apple", 2)).json()
    [after_post] = (await shopper.update(line["id"], "apple", 6)).json()
    [after_put] = (await shopper.update(line["id"], "apple", 1, method="PUT")).json()
    assert (after_post["id"], after_post["quantity"]) == (line["id"], 6)
    assert (after_put["id"], after_put["quantity"], after_put["price"]) == (line["id"], 1, 1.8)


async def test_remove_and_remove_item_take_one_line_each(shopper: Shopper) -> None:
    await shopper.add("apple")
    await shopper.add("limited")
    first, second = await shopper.cart("grocery")
    assert [x["id"] for x in (await shopper.remove(first["id"])).json()] == [second["id"]]
    assert (await shopper.remove_item(second["id"])).json() == []
    assert error(await shopper.remove(first["id"]))[:2] == (404, "cart_id")


async def test_clearing_empties_one_module_and_keeps_the_others(shopper: Shopper) -> None:
    await shopper.add("apple")
    await shopper.add("soup")
    answer = await shopper.clear("grocery")
    assert (answer.status_code, answer.json()) == (200, [])
    assert await shopper.cart("grocery") == []
    assert len(await shopper.cart("food")) == 1


async def test_cart_answers_are_never_served_from_the_answer_cache(shopper: Shopper) -> None:
    await shopper.cart("grocery")
    await shopper.add("apple")
    answer = await shopper.client.get(
        "/api/v1/customer/cart/list",
        params={"guest_id": shopper.guest_id},
        headers=shopper.headers(module="grocery"),
    )
    assert "x-cache" not in answer.headers
    assert answer.headers["cache-control"] == "no-store"
    assert len(answer.json()) == 1


async def test_an_item_of_another_store_is_refused_with_409_and_changes_nothing(shopper: Shopper) -> None:
    await shopper.add("apple", 2)
    for language, text in (
        ("en", "You have item from another store in cart."),
        ("fr", "Votre panier contient"),
    ):
        status, code, message = error(await shopper.add("bread", language=language))
        assert (status, code) == (409, "different_store")
        assert message.startswith(text)
    assert [(x["item_id"], x["quantity"]) for x in await shopper.cart("grocery")] == [
        (shopper.ids["apple"], 2)
    ]
    await shopper.clear("grocery")
    assert (await shopper.add("bread")).status_code == 200


async def test_a_campaign_line_keeps_its_model(shopper: Shopper) -> None:
    [line] = (await shopper.add("campaign", model="ItemCampaign")).json()
    assert line["model"] == "ItemCampaign"
    assert line["item"]["isCampaignItem"] is True


async def test_a_removed_line_id_is_never_handed_out_again(shopper: Shopper) -> None:
    # A retried "remove line N" must never reach a line added after N was removed.
    [first] = (await shopper.add("apple", 1)).json()
    assert (await shopper.remove(first["id"])).status_code == 200
    [second] = (await shopper.add("limited", 1)).json()
    assert second["id"] != first["id"]
    assert error(await shopper.remove(first["id"]))[:2] == (404, "cart_id")
    assert [line["id"] for line in await shopper.cart("grocery")] == [second["id"]]
