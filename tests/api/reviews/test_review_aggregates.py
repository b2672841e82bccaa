"""Ratings are true: each submit, edit, hide and show changes the subject's average, count and star
distribution in the review's own transaction, as the review lists, the item and store answers and the
order list (`is_reviewed`) show them. On SQLite and PostgreSQL."""

from __future__ import annotations

from typing import Any

from adapters.review_moderation import moderate
from adapters.settings import Settings
from tests.api.reviews.conftest import NewReviewer
from tests.api.reviews.reviewer import Reviewer

STARS = ("1", "2", "3", "4", "5")


async def _page(ada: Reviewer, path: str, **params: Any) -> dict[str, Any]:
    answer = await ada.client.get(path, params=params, headers=ada.headers())
    assert answer.status_code == 200, answer.text
    found: dict[str, Any] = answer.json()
    return found


async def _store(ada: Reviewer, **params: Any) -> dict[str, Any]:
    return await _page(ada, "/api/v1/stores/reviews", store_id=ada.ids["butcher"], **params)


async def _rating(ada: Reviewer, path: str) -> tuple[float, int]:
    found = await _page(ada, path)
    return found["avg_rating"], found["rating_count"]


async def test_the_item_and_store_ratings_follow_submits_edits_hides_and_shows(
    new_reviewer: NewReviewer, reviews_settings: Settings
) -> None:
    ada, bob = await new_reviewer(), await new_reviewer()
    croissant = f"/api/v1/items/reviews/{ada.ids['croissant']}"
    baker = {"store_id": ada.ids["baker"]}
    before = await _page(ada, croissant)
    assert (before["avg_rating"], before["rating_count"], before["reviews"]) == (0.0, 0, [])
    first, second = await ada.delivered("croissant"), await bob.delivered("croissant")
    await ada.reviewed("item", first, 5, item="croissant")
    hidden = await bob.reviewed("item", second, 2, item="croissant")
    await ada.reviewed("store", first, 4)
    page = await _page(ada, croissant)
    assert (page["avg_rating"], page["rating_count"]) == (3.5, 2)
    assert page["distribution"] == {"1": 0, "2": 1, "3": 0, "4": 0, "5": 1}
    details = await _page(ada, f"/api/v1/items/details/{ada.ids['croissant']}")
    assert (details["avg_rating"], details["rating_count"]) == (3.5, 2)
    assert (await _page(ada, "/api/v1/stores/reviews", **baker))["avg_rating"] == 4.0

    await bob.review("item", second, 3, item="croissant", edit=True)
    assert await _rating(ada, croissant) == (4.0, 2)
    assert "hidden" in await moderate(reviews_settings, hidden, hidden=True)
    page = await _page(ada, croissant)
    assert (page["avg_rating"], page["rating_count"], page["total_size"]) == (5.0, 1, 1)
    assert [r["rating"] for r in page["reviews"]] == [5]
    await bob.review("item", second, 1, item="croissant", edit=True)  # edited while hidden: not counted
    assert await _rating(ada, croissant) == (5.0, 1)
    assert "published" in await moderate(reviews_settings, hidden, hidden=False)
    page = await _page(ada, croissant)
    assert (page["avg_rating"], page["rating_count"]) == (3.0, 2)
    assert page["distribution"] == {"1": 1, "2": 0, "3": 0, "4": 0, "5": 1}
    details = await _page(ada, f"/api/v1/items/details/{ada.ids['croissant']}")
    assert (details["avg_rating"], details["rating_count"]) == (3.0, 2)
    assert await moderate(reviews_settings, 10**9, hidden=True) == f"no review {10**9}"


async def test_reviews_are_listed_newest_first_by_pages(new_reviewer: NewReviewer) -> None:
    customers = [await new_reviewer() for _ in range(3)]
    for stars, customer in enumerate(customers, start=2):
        order_id = await customer.delivered("sausage", "roast")
        await customer.reviewed("store", order_id, stars, comment=f"{stars} stars")
    ada = customers[0]
    first = await _store(ada, limit=2, offset=1)
    second = await _store(ada, limit=2, offset=2)
    assert (first["total_size"], first["limit"], first["offset"]) == (3, 2, 1)
    assert [r["comment"] for r in first["reviews"] + second["reviews"]] == ["4 stars", "3 stars", "2 stars"]
    assert first["reviews_enabled"] is True
    assert all("item_name" not in r for r in first["reviews"])


async def test_a_store_whose_module_takes_no_reviews_says_so(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    found = await _page(ada, "/api/v1/stores/reviews", store_id=ada.ids["rides"])
    assert found["reviews_enabled"] is False
    assert (found["total_size"], found["rating_count"], found["reviews"]) == (0, 0, [])
    assert sorted(found["distribution"]) == list(STARS)
    vehicle = await _page(ada, f"/api/v1/items/reviews/{ada.ids['scooter']}")
    assert (vehicle["reviews_enabled"], vehicle["reviews"]) == (False, [])
    grocer = await _page(ada, "/api/v1/stores/reviews", store_id=ada.ids["store"])
    assert grocer["reviews_enabled"] is True


async def test_unknown_subjects_are_not_found(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    assert (await ada.client.get("/api/v1/items/reviews/999999", headers=ada.headers())).status_code == 404
    unknown = await ada.client.get(
        "/api/v1/stores/reviews", params={"store_id": 999999}, headers=ada.headers()
    )
    assert unknown.status_code == 404


async def test_the_order_list_says_when_everything_is_reviewed(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered("apple", "pear")
    running = await ada.ordered()

    async def is_reviewed() -> dict[int, bool]:
        answers = []
        for kind in ("running", "history"):
            answer = await ada.orders(limit=10, offset=1, type=kind)
            assert answer.status_code == 200, answer.text
            answers += answer.json()["orders"]
        return {o["id"]: o["is_reviewed"] for o in answers}

    assert await is_reviewed() == {order_id: False, running: False}
    await ada.reviewed("item", order_id, 5, item="apple")
    await ada.reviewed("item", order_id, 4, item="pear")
    await ada.reviewed("store", order_id, 5)
    assert (await is_reviewed())[order_id] is False  # the courier is still to review
    await ada.reviewed("courier", order_id, 5)
    assert await is_reviewed() == {order_id: True, running: False}
    tracked = (await ada.track(order_id)).json()
    assert tracked["is_reviewed"] is True


async def test_the_orders_reviews_say_what_is_left(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered("apple", "pear")
    await ada.reviewed("item", order_id, 4, item="pear", comment="Juicy")
    found = (await ada.order_reviews(order_id)).json()
    assert found["reviewable"] is True
    items = {i["item_id"]: i for i in found["items"]}
    assert items[ada.ids["apple"]]["name"] == "Apple"
    assert items[ada.ids["apple"]]["review"] is None
    assert items[ada.ids["pear"]]["review"]["comment"] == "Juicy"
    assert items[ada.ids["pear"]]["review"]["item_name"] == "Pear"
    assert (found["store"]["id"], found["store"]["name"], found["store"]["review"]) == (
        ada.ids["store"],
        "Grocer",
        None,
    )
    assert found["delivery_man"]["name"] == "Sam Rider"
    assert found["delivery_man"]["review"] is None
    running = await ada.ordered()
    assert (await ada.order_reviews(running)).json()["reviewable"] is False


async def test_a_deleted_accounts_reviews_stay_behind_the_rating_naming_no_one(
    new_reviewer: NewReviewer,
) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered("sausage", "roast")
    await ada.reviewed("item", order_id, 4, item="roast", comment="Tender")
    gone = await ada.client.delete("/api/v1/customer/remove-account", headers=ada.headers())
    assert gone.status_code == 200, gone.text
    page = await _page(ada, f"/api/v1/items/reviews/{ada.ids['roast']}")
    assert [(r["comment"], r["customer_name"]) for r in page["reviews"]] == [("Tender", "Former customer")]
    assert page["rating_count"] == 1
