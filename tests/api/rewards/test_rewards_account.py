"""The rewards' settings in the configuration and a customer's standing in their profile, over real HTTP
(SQLite and PostgreSQL): every customer has a referral code, names who referred them, and reads their wallet
balance and loyalty points in `customer/info`."""

from __future__ import annotations

import datetime as dt
import re

from litestar.testing import AsyncTestClient
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker

from adapters.db.ledger.tables import LedgerEntry
from tests.api.account_holder import AccountHolder

REWARD_DEFAULTS = {
    "loyalty_point_item_purchase_point": 5,
    "loyalty_point_exchange_rate": 100,
    "loyalty_point_minimum_point": 200,
    "ref_earning_exchange_rate": 5.0,
    "new_customer_discount_status": 1,
    "new_customer_discount_amount": 10,
    "new_customer_discount_amount_type": "percentage",
    "new_customer_discount_amount_validity": 30,
    "new_customer_discount_validity_type": "day",
}


async def test_the_configuration_answers_the_loyalty_and_referral_settings(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
) -> None:
    answer = (await rewards_client.get("/api/v1/config")).json()
    assert {key: answer.get(key) for key in REWARD_DEFAULTS} == REWARD_DEFAULTS


async def _credit(engine: AsyncEngine, customer_id: int, account: str, amount: int) -> None:
    async with async_sessionmaker(engine)() as session:
        session.add(
            LedgerEntry(
                customer_id=customer_id,
                account=account,
                reason="admin_bonus" if account == "wallet" else "order_earned",
                source=f"test:{customer_id}:{account}",
                amount=amount,
                balance=amount,
                created_at=dt.datetime.now(dt.UTC),
            )
        )
        await session.commit()


async def test_customer_info_answers_the_code_the_referrer_and_the_balances(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    engine: AsyncEngine,
) -> None:
    referrer = await AccountHolder.sign_up(rewards_client)
    mine = (await referrer.info()).json()
    assert re.fullmatch(r"[A-Z0-9]{10}", mine["ref_code"]), mine["ref_code"]
    assert (mine["ref_by"], mine["wallet_balance"], mine["loyalty_point"]) == (None, 0, 0)
    friend = await AccountHolder.sign_up(rewards_client, ref_code=mine["ref_code"])
    theirs = (await friend.info()).json()
    assert theirs["ref_by"] == mine["id"]
    assert theirs["ref_code"] != mine["ref_code"]
    await _credit(engine, theirs["id"], "wallet", 1_234)
    await _credit(engine, theirs["id"], "points", 321)
    after = (await friend.info()).json()
    assert (after["wallet_balance"], after["loyalty_point"]) == (12.34, 321)
    assert isinstance(after["loyalty_point"], int)
