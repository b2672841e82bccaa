"""Variations and add-ons: the price the server computes, line identity, and edits that merge lines."""

from __future__ import annotations

from tests.api.cart_shopper import Shopper

LARGE = {"name": "Size", "values": [{"label": "Large"}]}
MEDIUM = {"name": "Size", "values": [{"label": "Medium"}]}
TOPPINGS = {"name": "Toppings", "values": [{"label": "Ham"}, {"label": "Olives"}]}


async def test_a_food_line_costs_its_options_and_add_ons_times_the_quantity(shopper: Shopper) -> None:
    cheese, fries = shopper.ids["add_on_cheese"], shopper.ids["add_on_fries"]
    answer = await shopper.add(
        "pizza", 2, variation=[TOPPINGS, LARGE], add_on_ids=[fries, cheese], add_on_qtys=[1, 2], language="fr"
    )
    assert answer.status_code == 200, answer.text
    [line] = answer.json()
    # (10 - 1 discount + 3.5 Large + 2 Ham + 0.8 Olives) = 15.30 a unit, + 2 x 1.50 + 2.90 add-ons, x 2
    assert (line["unit_price"], line["price"], line["saved"]) == (15.3, 42.4, 2.0)
    assert line["variation"] == [
        {"name": "Size", "values": [{"label": "Large", "optionPrice": 3.5}]},
        {
            "name": "Toppings",
            "values": [{"label": "Olives", "optionPrice": 0.8}, {"label": "Ham", "optionPrice": 2.0}],
        },
    ]
    assert (line["add_on_ids"], line["add_on_qtys"]) == ([cheese, fries], [2, 1])
    assert [a["name"] for a in line["item"]["add_ons"]][:2] == ["Fromage", "Fries"]


async def test_a_choice_variation_price_replaces_the_base_price_before_the_discount(shopper: Shopper) -> None:
    [line] = (await shopper.add("shirt", 2, variation=[{"type": "S-White"}])).json()
    assert line["variation"] == [{"type": "S-White", "price": 20.0, "stock": 5}]
    assert (line["unit_price"], line["price"], line["saved"]) == (18.0, 36.0, 4.0)


async def test_the_same_options_in_another_order_are_the_same_line(shopper: Shopper) -> None:
    await shopper.add("pizza", 1, variation=[LARGE, TOPPINGS])
    reordered = {"name": "Toppings", "values": [{"label": "Olives"}, {"label": "Ham"}]}
    lines = (await shopper.add("pizza", 1, variation=[reordered, LARGE])).json()
    assert [x["quantity"] for x in lines] == [2]


async def test_other_options_make_another_line(shopper: Shopper) -> None:
    await shopper.add("pizza", 1, variation=[LARGE])
    lines = (await shopper.add("pizza", 1, variation=[MEDIUM])).json()
    assert [x["variation"][0]["values"][0]["label"] for x in lines] == ["Large", "Medium"]


async def test_editing_options_keeps_the_line_id(shopper: Shopper) -> None:
    [line] = (await shopper.add("pizza", 1, variation=[LARGE])).json()
    [edited] = (await shopper.update(line["id"], "pizza", 2, variation=[MEDIUM, TOPPINGS])).json()
    assert (edited["id"], edited["quantity"]) == (line["id"], 2)
    assert [g["name"] for g in edited["variation"]] == ["Size", "Toppings"]


async def test_editing_options_into_those_of_another_line_merges_the_two(shopper: Shopper) -> None:
    [large] = (await shopper.add("pizza", 1, variation=[LARGE])).json()
    medium = (await shopper.add("pizza", 2, variation=[MEDIUM])).json()[1]
    lines = (await shopper.update(medium["id"], "pizza", 2, variation=[LARGE])).json()
    assert [(x["id"], x["quantity"]) for x in lines] == [(large["id"], 3)]


async def test_a_merge_past_the_maximum_is_refused_and_changes_nothing(shopper: Shopper) -> None:
    await shopper.add("pizza", 3, variation=[LARGE])
    medium = (await shopper.add("pizza", 2, variation=[MEDIUM])).json()[1]
    answer = await shopper.update(medium["id"], "pizza", 2, variation=[LARGE])
    assert answer.status_code == 409
    assert answer.json()["errors"][0]["code"] == "maximum_cart_quantity"
    assert [x["quantity"] for x in await shopper.cart("food")] == [3, 2]
