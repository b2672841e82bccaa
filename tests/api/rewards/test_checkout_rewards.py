"""Checkout shows what rewards do to an order, from the server's figures (SQLite and PostgreSQL): a referred
customer's first order is quoted and charged with its first-order discount before tax, kept on the order;
the quote shows the cashback the order will earn once delivered; a guest gets neither."""

from __future__ import annotations

from litestar.testing import AsyncTestClient

from tests.api.account_holder import AccountHolder
from tests.api.orders.shopper import OrderShopper
from tests.api.rewards.earner import Earner


async def test_a_referred_customers_first_order_is_quoted_and_charged_with_its_discount(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    referrer = await AccountHolder.sign_up(rewards_client)
    code = (await referrer.info()).json()["ref_code"]
    friend = await AccountHolder.sign_up(rewards_client, ref_code=code)
    shopper = Earner(rewards_client, ids, (await friend.info()).json()["id"], friend.token or "")
    await shopper.add("apple", 2)
    quoted = (await shopper.quote()).json()
    discounted = (
        quoted["subtotal"] - quoted["item_discount"] - quoted["store_discount"] - quoted["coupon_discount"]
    )
    assert quoted["referral_discount"] == round(discounted * 0.10, 2) > 0  # 10% by default
    assert quoted["total"] == round(
        discounted
        - quoted["referral_discount"]
        + quoted["tax"]
        + quoted["delivery_fee"]
        + quoted["extra_fee"],
        2,
    )
    placed = (await shopper.place()).json()
    assert placed["total_amount"] == quoted["total"]
    order = (await shopper.track(placed["order_id"])).json()
    assert (order["referral_discount"], order["order_amount"]) == (
        quoted["referral_discount"],
        quoted["total"],
    )
    await shopper.add("apple", 2)
    assert (await shopper.quote()).json()["referral_discount"] == 0  # an order under way: no longer the first


async def test_the_quote_shows_the_cashback_the_order_will_earn(
    new_customer,
    rewards_client: AsyncTestClient,
    ids: dict[str, int],  # type: ignore[type-arg]
) -> None:
    customer = await new_customer()
    await customer.add("apple", 2)
    quoted = (await customer.quote()).json()
    assert quoted["cashback"] == min(5.0, round(quoted["total"] * 0.10, 2))  # "Ten percent back" from 20.00
    guest = await OrderShopper.guest(rewards_client, ids)
    await guest.add("apple", 2)
    assert (await guest.quote()).json()["cashback"] == 0  # a guest has no wallet to credit
    assert (await guest.quote()).json()["referral_discount"] == 0
