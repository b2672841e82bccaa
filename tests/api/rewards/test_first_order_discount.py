"""The referred customer's first-order discount as checkout's quote asks for it (RewardsService.referral_discount,
on SQLite and PostgreSQL): 10% of the items for a customer who signed up with a code, while they have no
order delivered or under way (a canceled one does not count), within 30 days of their sign-up; nothing for
anyone else."""

from __future__ import annotations

import datetime as dt

from dishka import AsyncContainer
from litestar.testing import AsyncTestClient
from sqlalchemy import update
from sqlalchemy.ext.asyncio import AsyncEngine

from adapters.db.tables import Customer
from core.rewards.service import RewardsService
from tests.api.account_holder import AccountHolder
from tests.api.rewards.earner import Earner


async def test_only_a_referred_customers_first_order_is_discounted_within_its_validity(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
    engine: AsyncEngine,
    jobs: AsyncContainer,
) -> None:
    rewards = await jobs.get(RewardsService)
    referrer = await AccountHolder.sign_up(rewards_client)
    referrer_info = (await referrer.info()).json()
    friend = await AccountHolder.sign_up(rewards_client, ref_code=referrer_info["ref_code"])
    friend_id = (await friend.info()).json()["id"]
    assert await rewards.referral_discount(friend_id, 2_645) == 265  # 10%, half up
    assert await rewards.referral_discount(referrer_info["id"], 2_645) == 0  # not referred
    assert await rewards.referral_discount(None, 2_645) == 0  # a guest
    shopper = Earner(rewards_client, ids, friend_id, friend.token or "")
    order_id, _ = await shopper.ordered()
    assert await rewards.referral_discount(friend_id, 2_645) == 0  # an order under way
    assert (await shopper.cancel(order_id)).status_code == 200
    assert await rewards.referral_discount(friend_id, 2_645) == 265  # canceled: still their first order
    async with engine.begin() as connection:
        signed_up = dt.datetime.now(dt.UTC) - dt.timedelta(days=31)
        await connection.execute(
            update(Customer).where(Customer.id == friend_id).values(created_at=signed_up)
        )
    assert await rewards.referral_discount(friend_id, 2_645) == 0  # past its 30 days
