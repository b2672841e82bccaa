"""Every cart rule answers its code and its message, in English and in French, and changes nothing."""

from __future__ import annotations

from typing import Any

import pytest

from tests.api.cart_shopper import Shopper, error

SIZE_MEDIUM = {"name": "Size", "values": [{"label": "Medium"}]}

# (item, request extras, status, code, English message, French message)
REFUSALS: list[tuple[str, dict[str, Any], int, str, str, str]] = [
    ("apple", {"quantity": 0}, 422, "quantity", "The quantity must be a whole number from 1 to 10000.",
     "La quantité doit être un nombre entier de 1 à 10000."),
    ("inactive", {}, 404, "item_id", "Item not found.", "Article introuvable."),
    ("empty", {}, 409, "out_of_stock", "Out of Stock", "Rupture de stock"),
    ("scarce", {"quantity": 5}, 409, "stock", "Not enough stock for the requested quantity.",
     "Stock insuffisant pour la quantité demandée."),
    ("limited", {"quantity": 4}, 409, "maximum_cart_quantity", "Maximum cart quantity for this item reached.",
     "Quantité maximale de cet article atteinte dans le panier."),
    ("pizza", {"quantity": 5, "variation": [SIZE_MEDIUM]}, 409, "maximum_cart_quantity",
     "Maximum cart quantity for this item reached.", "Quantité maximale de cet article atteinte dans le panier."),
    ("shirt", {"variation": [{"type": "M-White"}]}, 409, "variation_stock",
     "This variation is out of stock. Choose another variation to proceed further.",
     "Cette variante est en rupture de stock. Choisissez-en une autre pour continuer."),
    ("shirt", {}, 409, "variation", "Choose a variation.", "Choisissez une variante."),
    ("shirt", {"variation": [{"type": "XXL"}]}, 409, "variation", "This variation does not exist.",
     "Cette variante n'existe pas."),
    ("apple", {"variation": [{"type": "S"}]}, 409, "variation", "This item has no variations.",
     "Cet article n'a pas de variantes."),
    ("pizza", {}, 409, "variation", "Variation Size can not remain without selection.",
     "La variante Size doit avoir une sélection."),
    ("bowl", {"variation": [{"name": "Base", "values": [{"label": "Rice"}]}]}, 409, "variation",
     "Selected variation named Base must be in between Minimum 2 and Maximum 3",
     "La variante Base doit avoir entre 2 et 3 choix"),
    ("pizza", {"variation": [SIZE_MEDIUM, {"name": "Toppings", "values": [{"label": "Olives"}, {"label": "Basil"}, {"label": "Ham"}]}]},
     409, "variation", "Selected variation named Toppings must be in between Minimum 1 and Maximum 2",
     "La variante Toppings doit avoir entre 1 et 2 choix"),
    ("pizza", {"variation": [{"name": "Size", "values": [{"label": "Medium"}, {"label": "Large"}]}]}, 409,
     "variation", "Choose one option only for Size.", "Choisissez une seule option pour Size."),
    ("pizza", {"variation": [SIZE_MEDIUM, {"name": "Crust", "values": []}]}, 409, "variation",
     "This item has no option Crust.", "Cet article n'a pas d'option Crust."),
    ("pizza", {"variation": [{"name": "Size", "values": [{"label": "Huge"}]}]}, 409, "variation",
     "Huge is not an option of Size.", "Huge n'est pas une option de Size."),
    ("pizza", {"variation": [SIZE_MEDIUM], "add_on_ids": ["add_on_foreign"], "add_on_qtys": [1]}, 409,
     "add_on_ids", "This add-on is not offered with this item.", "Ce supplément n'est pas proposé avec cet article."),
    ("soup", {"add_on_ids": ["add_on_cheese"], "add_on_qtys": [1]}, 409, "add_on_ids",
     "This add-on is not offered with this item.", "Ce supplément n'est pas proposé avec cet article."),
    ("pizza", {"variation": [SIZE_MEDIUM], "add_on_ids": ["add_on_cheese"], "add_on_qtys": []}, 422,
     "add_on_qtys", "Each add-on needs one quantity from 1 to 100.", "Chaque supplément a besoin d'une quantité de 1 à 100."),
    ("pizza", {"variation": [SIZE_MEDIUM], "add_on_ids": ["add_on_cheese"], "add_on_qtys": [0]}, 422,
     "add_on_qtys", "Each add-on needs one quantity from 1 to 100.", "Chaque supplément a besoin d'une quantité de 1 à 100."),
    ("campaign", {"model": "ItemCampaign", "quantity": 1}, 200, "", "", ""),
    ("apple", {"model": "ItemCampaign"}, 409, "campaign", "This item is not a campaign item.",
     "Cet article ne fait pas partie d'une campagne."),
    ("ended", {"model": "ItemCampaign"}, 409, "campaign", "This campaign is not running.",
     "Cette campagne n'est pas en cours."),
    ("ended", {}, 404, "item_id", "Item not found.", "Article introuvable."),
]  # fmt: skip


def _resolve(shopper: Shopper, extras: dict[str, Any]) -> dict[str, Any]:
    extras = dict(extras)  # parameters are shared by both engines' runs
    if "add_on_ids" in extras:
        extras["add_on_ids"] = [shopper.ids[name] for name in extras["add_on_ids"]]
    return extras


@pytest.mark.parametrize(("item", "extras", "status", "code", "english", "french"), REFUSALS)
async def test_each_rule_answers_its_code_and_message_in_both_languages(
    shopper: Shopper, item: str, extras: dict[str, Any], status: int, code: str, english: str, french: str
) -> None:
    module = "food" if item in {"pizza", "bowl", "soup"} else "ecommerce" if item == "shirt" else "grocery"
    extras = _resolve(shopper, extras)
    quantity = extras.pop("quantity", 1)
    for language, text in (("en", english), ("fr", french)):
        answer = await shopper.add(item, quantity, language=language, **extras)
        if status == 200:
            assert answer.status_code == 200, answer.text
            return
        assert error(answer) == (status, code, text)
    assert await shopper.cart(module) == []


async def test_outside_its_hours_an_item_is_refused_unless_the_store_takes_scheduled_orders(
    shopper: Shopper,
) -> None:
    status, code, message = error(await shopper.add("night"))
    assert (status, code) == (409, "not_available")
    assert message.startswith("Not available now: this item is sold from ")
    _, _, french = error(await shopper.add("night", language="fr"))
    assert french.startswith("Indisponible pour le moment")
    assert (await shopper.add("scheduled")).status_code == 200


async def test_re_adding_past_the_limit_is_refused_and_keeps_the_line(shopper: Shopper) -> None:
    await shopper.add("limited", 2)
    assert error(await shopper.add("limited", 2))[:2] == (409, "maximum_cart_quantity")
    assert (await shopper.add("scarce", 4)).status_code == 200
    assert error(await shopper.add("scarce", 1))[:2] == (409, "stock")
    quantities = {x["item_id"]: x["quantity"] for x in await shopper.cart("grocery")}
    assert quantities == {shopper.ids["limited"]: 2, shopper.ids["scarce"]: 4}


async def test_an_update_past_the_limit_is_refused(shopper: Shopper) -> None:
    [line] = (await shopper.add("limited", 1)).json()
    assert error(await shopper.update(line["id"], "limited", 4))[:2] == (409, "maximum_cart_quantity")
    assert error(await shopper.update(line["id"], "limited", 0))[:2] == (422, "quantity")
    assert (await shopper.cart("grocery"))[0]["quantity"] == 1


async def test_prescription_items_are_allowed_and_flagged(shopper: Shopper) -> None:
    [line] = (await shopper.add("apple")).json()
    assert line["item"]["is_prescription_required"] == 0


@pytest.mark.parametrize(
    ("extras", "code"),
    [
        ({"item_id": 0}, "item_id"),
        ({"item_id": 2**63}, "item_id"),
        ({"add_on_ids": [0], "add_on_qtys": [1]}, "add_on_ids[0]"),
    ],
)
async def test_an_id_no_row_can_have_is_refused_while_the_body_is_read(
    shopper: Shopper, extras: dict[str, Any], code: str
) -> None:
    # Ids are checked once, at the edge (core.ids.RowId): 422 naming the field, as for any malformed value.
    assert error(await shopper.add("apple", **extras))[:2] == (422, code)
    assert await shopper.cart("grocery") == []
