"""The cashback offers over real HTTP, no sign-in (SQLite and PostgreSQL): the running ones in the anchor's
shape, and the best one for an order amount with what it gives back."""

from __future__ import annotations

import datetime as dt

from litestar.testing import AsyncTestClient

from core.clock import DEFAULT_CLOCK

LIST = "/api/v1/cashback/list"
BEST = "/api/v1/cashback/getCashback"


async def test_the_running_offers_are_listed_oldest_first(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    answer = await rewards_client.get(LIST)
    assert answer.status_code == 200, answer.text
    today = DEFAULT_CLOCK.now().date()
    assert answer.json() == [
        {
            "id": ids["offer_ten_percent"],
            "title": "Ten percent back",
            "cashback_type": "percentage",
            "cashback_amount": 10.0,
            "min_purchase": 20.0,
            "max_discount": 5.0,
            "same_user_limit": 2,
            "start_date": (today - dt.timedelta(days=1)).isoformat(),
            "end_date": (today + dt.timedelta(days=30)).isoformat(),
        },
        {
            "id": ids["offer_three_back"],
            "title": "Three back",
            "cashback_type": "amount",
            "cashback_amount": 3.0,
            "min_purchase": 40.0,
            "max_discount": 0.0,
            "same_user_limit": 1,
            "start_date": (today - dt.timedelta(days=1)).isoformat(),
            "end_date": (today + dt.timedelta(days=30)).isoformat(),
        },
    ]


async def test_the_best_offer_for_an_amount_and_what_it_gives_back(
    rewards_client: AsyncTestClient,  # type: ignore[type-arg]
    ids: dict[str, int],
) -> None:
    async def best(amount: object) -> dict[str, object]:
        answer = await rewards_client.get(BEST, params={"amount": amount})
        assert answer.status_code == 200, answer.text
        found: dict[str, object] = answer.json()
        return found

    found = await best(26.45)
    assert (found["id"], found["calculated_cashback"], found["title"]) == (
        ids["offer_ten_percent"],
        2.65,
        "Ten percent back",
    )
    assert (await best(45))["calculated_cashback"] == 4.5
    assert (await best(100))["calculated_cashback"] == 5.0  # capped, still more than "Three back"
    assert await best(19.99) == {"calculated_cashback": 0}
    assert await best(0) == {"calculated_cashback": 0}
    for params in ({"amount": "-1"}, {"amount": "ten"}, {"amount": "1e12"}, {}):
        refused = await rewards_client.get(BEST, params=params)
        assert refused.status_code == 422, params
        assert refused.json()["errors"][0]["code"] == "amount", params
