"""What a delivered order earns (SQLite and PostgreSQL): orders placed over HTTP, delivered, the credits' job
run as a worker runs it (twice: a retry), and what it credited read over HTTP. Points are 5% of the order
amount at 100 points a unit; the best cashback offer goes to the wallet, within each offer's per-customer
limit; a referred customer's first delivered order pays the referrer 5.00, once."""

from __future__ import annotations

import asyncio

from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.settings import Settings
from core.rewards.service import RewardsService
from tests.api.account_holder import AccountHolder
from tests.api.conftest import store_config
from tests.api.orders.shopper import OrderShopper
from tests.api.rewards.conftest import NewEarner
from tests.api.rewards.earner import Earner, credit, deliver, entries_of


def _points(amount: int) -> int:
    return amount * 5 * 100 // (100 * 100)  # floor(amount × 5 / 100 × 100) with amount in minor units


def _ten_percent(amount: int) -> float:
    """10% of `amount` (minor units) rounded half up, at most 5.00, as the API answers it."""
    return min((amount + 5) // 10, 500) / 100


async def test_a_delivered_order_earns_its_points_and_best_cashback_once(
    new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer
) -> None:
    ada = await new_customer()
    order_id, amount = await ada.ordered(apples=2)
    await credit(jobs, order_id)  # not delivered yet: nothing
    assert await entries_of(engine, f"order:{order_id}") == []
    await deliver(engine, order_id)
    await credit(jobs, order_id)
    await credit(jobs, order_id)  # a retry credits nothing more
    reference = f"order:{order_id}"
    assert await ada.entries("points") == [("order_earned", reference, _points(amount))]
    # 10% of the order (at most 5.00) beats nothing: "Three back" starts at 40.00.
    assert await ada.entries("wallet") == [("cashback", reference, _ten_percent(amount))]
    info = await ada.info()
    assert (info["loyalty_point"], info["wallet_balance"]) == (_points(amount), _ten_percent(amount))


async def test_each_offer_is_taken_within_its_per_customer_limit(
    new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer
) -> None:
    bob = await new_customer()
    orders = [await bob.ordered(apples=4) for _ in range(4)]
    for order_id, _ in orders:
        await deliver(engine, order_id)
        await credit(jobs, order_id)
    cashback = {
        reference: amount for kind, reference, amount in await bob.entries("wallet") if kind == "cashback"
    }
    (first, a1), (second, a2), (third, _), (fourth, _) = orders
    # "Ten percent back" twice, then "Three back" once, then no offer is left for Bob.
    assert cashback == {
        f"order:{first}": _ten_percent(a1),
        f"order:{second}": _ten_percent(a2),
        f"order:{third}": 3.0,
    }
    assert f"order:{fourth}" not in cashback
    # Another customer still has every offer.
    carol = await new_customer()
    order_id, amount = await carol.ordered(apples=4)
    await deliver(engine, order_id)
    await credit(jobs, order_id)
    assert await carol.entries("wallet") == [("cashback", f"order:{order_id}", _ten_percent(amount))]


async def test_a_guests_order_earns_nothing(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
    engine: AsyncEngine,
    jobs: AsyncContainer,
) -> None:
    guest = await OrderShopper.guest(rewards_client, ids)
    order_id = await guest.placed()
    await deliver(engine, order_id)
    await credit(jobs, order_id)
    assert await entries_of(engine, f"order:{order_id}") == []


async def test_the_referrer_is_rewarded_once_when_the_referees_first_order_is_delivered(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
    engine: AsyncEngine,
    jobs: AsyncContainer,
) -> None:
    referrer = await AccountHolder.sign_up(rewards_client)
    mine = (await referrer.info()).json()
    friend = await AccountHolder.sign_up(rewards_client, ref_code=mine["ref_code"])
    friend_id = (await friend.info()).json()["id"]
    shopper = Earner(rewards_client, ids, friend_id, friend.token or "")
    first, _ = await shopper.ordered()
    second, _ = await shopper.ordered()
    assert await entries_of(engine, f"referee:{friend_id}") == []
    # The later order is delivered first: it is the friend's first delivered order, and pays the reward.
    await deliver(engine, second)
    await credit(jobs, second)
    reward = [(mine["id"], "wallet", "referral_reward", 500)]
    assert await entries_of(engine, f"referee:{friend_id}") == reward
    # The other order delivered, and every job run again: the reward was paid once.
    await deliver(engine, first)
    for order_id in (first, second, first):
        await credit(jobs, order_id)
    assert await entries_of(engine, f"referee:{friend_id}") == reward
    assert (await referrer.info()).json()["wallet_balance"] == 5.0
    # The friend earned their own points and cashback on both orders; the referrer earned nothing of them.
    assert {kind for kind, _, _ in await shopper.entries("points")} == {"order_earned"}
    assert len(await shopper.entries("points")) == 2


async def test_with_loyalty_or_the_wallet_off_the_order_earns_neither(
    new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer, rewards_settings: Settings
) -> None:
    ada = await new_customer()
    order_id, _ = await ada.ordered()
    await deliver(engine, order_id)
    await store_config(
        rewards_settings.database_url, {"loyalty_point_status": 0, "customer_wallet_status": 0}
    )
    try:
        await credit(jobs, order_id)
    finally:
        await store_config(
            rewards_settings.database_url, {"loyalty_point_status": 1, "customer_wallet_status": 1}
        )
    await credit(jobs, order_id)  # decided once: turning them back on changes nothing for this order
    assert await entries_of(engine, f"order:{order_id}") == []


async def test_the_cashback_a_quote_shows_is_what_delivery_credits(
    new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer, rewards_settings: Settings
) -> None:
    rewards = await jobs.get(RewardsService)
    dan = await new_customer()
    assert await rewards.order_cashback(dan.id, 4_840) == 484  # "Ten percent back"
    assert await rewards.order_cashback(None, 4_840) == 0  # a guest earns none
    for _ in range(2):
        order_id, _amount = await dan.ordered(apples=4)
        await deliver(engine, order_id)
        await credit(jobs, order_id)
    assert await rewards.order_cashback(dan.id, 4_840) == 300  # ten used up: "Three back"
    order_id, amount = await dan.ordered(apples=4)
    shown = await rewards.order_cashback(dan.id, amount)
    await deliver(engine, order_id)
    await credit(jobs, order_id)
    newest = (await dan.entries("wallet"))[0]
    assert newest == ("cashback", f"order:{order_id}", shown / 100)
    await store_config(rewards_settings.database_url, {"customer_wallet_status": 0})
    try:
        assert await rewards.order_cashback(dan.id, 10_000) == 0  # no wallet to credit
    finally:
        await store_config(rewards_settings.database_url, {"customer_wallet_status": 1})


async def test_two_orders_delivered_at_once_cannot_pass_an_offers_limit(
    new_customer: NewEarner, engine: AsyncEngine, jobs: AsyncContainer
) -> None:
    eve = await new_customer()
    placed = [await eve.ordered(apples=4) for _ in range(3)]
    for order_id, _ in placed:
        await deliver(engine, order_id)
    await asyncio.gather(*(credit(jobs, order_id) for order_id, _ in placed))
    taken = sorted(amount for kind, _, amount in await eve.entries("wallet") if kind == "cashback")
    # "Ten percent back" twice and "Three back" once, whichever order took which.
    assert taken == sorted([3.0, *(_ten_percent(amount) for _, amount in placed[:2])])
