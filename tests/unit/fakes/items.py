"""Catalogue items as the cart sees them, made up for tests: the facts the rules read and the answer a line
shows, both from one description."""

from __future__ import annotations

from collections.abc import Sequence

from core.cart.contract import CartItemFacts
from core.cart.item_facts import ItemFacts
from core.catalogue.model import AddOn, FoodVariation, Item, ModuleRef, PricedVariation, Variation

MODULES = {"grocery": 1, "food": 2, "ecommerce": 3}


def item_facts(
    id: int,
    module_type: str = "grocery",
    *,
    store_id: int = 1,
    stock: int | None = 50,
    maximum: int | None = None,
    variations: Sequence[Variation] = (),
    food_variations: Sequence[FoodVariation] = (),
    add_on_ids: Sequence[int] = (),
    hours: tuple[str, str] = ("00:00", "23:59"),
    campaign: tuple[str | None, str | None] = (None, None),
    schedule_order: bool = False,
) -> ItemFacts:
    """An item of `module_type`'s module, sold all day, with plenty of stock unless told otherwise."""
    return ItemFacts(
        id=id,
        module_id=MODULES.get(module_type, 99),
        module_type=module_type,
        store_id=store_id,
        rule_facts=CartItemFacts(
            stock=stock,
            maximum_cart_quantity=maximum,
            is_prescription_required=False,
            variations=list(variations),
            food_variations=list(food_variations),
        ),
        add_on_ids=frozenset(add_on_ids),
        available_from=hours[0],
        available_to=hours[1],
        campaign_starts=campaign[0],
        campaign_ends=campaign[1],
        schedule_order=schedule_order,
    )


def item_answer(item: ItemFacts, price: float, add_ons: Sequence[AddOn]) -> Item:
    """The catalogue answer of `item` at `price`, with the add-ons it offers among `add_ons`."""
    facts = item.rule_facts
    offered = [a for a in add_ons if a.id in item.add_on_ids]
    return Item(
        id=item.id,
        slug=f"item-{item.id}",
        name=f"Item {item.id}",
        description="",
        generic_name=[],
        image_full_url="",
        images_full_url=[],
        module_id=item.module_id,
        module=ModuleRef(item.module_id, item.module_type),
        unit_type=None,
        store_id=item.store_id,
        store_name=f"Store {item.store_id}",
        zone_id=1,
        category_id=None,
        category_ids=[],
        price=price,
        discount=0.0,
        discount_type="percent",
        discounted_price=price,
        store_discount=0.0,
        restaurant_discount=0.0,
        stock=facts.stock or 0,
        maximum_cart_quantity=facts.maximum_cart_quantity,
        is_prescription_required=0,
        avg_rating=0.0,
        rating_count=0,
        wishlist_count=0,
        whislists_count=0,
        tags=[],
        organic=0,
        recommended=0,
        veg=0,
        is_halal=0,
        halal_tag_status=0,
        flash_sale=0,
        flash_sale_ends=None,
        is_campaign_item=item.campaign_starts is not None or item.campaign_ends is not None,
        nutritions_name=[],
        allergies_name=[],
        available_time_starts=item.available_from,
        available_time_ends=item.available_to,
        available_date_starts=item.campaign_starts,
        available_date_ends=item.campaign_ends,
        schedule_order=int(item.schedule_order),
        variations=[PricedVariation(v.type, v.price, v.price, v.stock) for v in facts.variations],
        choice_options=[],
        food_variations=list(facts.food_variations),
        add_ons=offered,
        addons=offered,
        extra={},
    )
