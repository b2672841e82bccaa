"""Who may review what (SPEC.md: reviews of items, stores and delivery staff; the contract of issue 28): only
the order's customer, only once delivered, only the order's items, store and courier, each once, editable
for 7 days; and what a review may hold. On SQLite and PostgreSQL."""

from __future__ import annotations

from sqlalchemy import update

from adapters.db.tables import OrderRow
from tests.api.orders.shopper import advance
from tests.api.reviews.conftest import NewReviewer
from tests.api.reviews.reviewer import photo, written_days_ago
from tests.api.visitor import error


async def test_the_customer_reviews_each_item_the_store_and_the_courier_once(
    new_reviewer: NewReviewer,
) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered("apple", "pear")
    for kind, item in (("item", "apple"), ("item", "pear"), ("store", None), ("courier", None)):
        answer = await ada.review(kind, order_id, 4, comment="  Lovely  ", item=item)
        assert answer.status_code == 200, answer.text
        review = answer.json()["review"]
        assert (review["rating"], review["comment"]) == (4, "Lovely")
        assert review["customer_name"].startswith("Test ")
        assert review["customer_name"].endswith(".")
        assert review["editable"] is True
        again = await ada.review(kind, order_id, 2, item=item)
        assert error(again) == (409, "review", "You have already reviewed this for this order.")


async def test_someone_elses_order_is_not_found(new_reviewer: NewReviewer) -> None:
    ada, bob = await new_reviewer(), await new_reviewer()
    order_id = await ada.delivered()
    answer = await bob.review("store", order_id, 5)
    assert error(answer) == (404, "order_id", "Order not found.")
    assert (await bob.order_reviews(order_id)).status_code == 404


async def test_a_running_or_canceled_order_is_refused(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    running = await ada.ordered()
    assert error(await ada.review("store", running, 5)) == (
        403,
        "order_id",
        "You can review an order once it is delivered.",
    )
    canceled = await ada.ordered()
    await advance(ada.engine, canceled, "canceled")
    answer = await ada.review("item", canceled, 5, item="apple", language="fr")
    assert error(answer) == (403, "order_id", "Une commande annulée ne peut pas recevoir d'avis.")


async def test_only_the_orders_items_and_courier(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered("apple", courier=False)
    assert error(await ada.review("item", order_id, 5, item="pear")) == (
        403,
        "item_id",
        "This item is not part of the order.",
    )
    assert error(await ada.review("courier", order_id, 5)) == (
        403,
        "order_id",
        "No courier delivered this order.",
    )


async def test_a_review_is_editable_for_seven_days(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered()
    review_id = await ada.reviewed("store", order_id, 2, comment="Late")
    edited = await ada.review("store", order_id, 4, comment="Sorted out", edit=True)
    assert edited.status_code == 200, edited.text
    assert (edited.json()["review"]["rating"], edited.json()["review"]["comment"]) == (4, "Sorted out")
    await written_days_ago(ada.engine, review_id, 6.9)
    assert (await ada.review("store", order_id, 5, edit=True)).status_code == 200
    await written_days_ago(ada.engine, review_id, 7.1)
    answer = await ada.review("store", order_id, 1, edit=True)
    assert error(answer) == (403, "review", "A review can be edited for 7 days after it was written.")
    mine = (await ada.order_reviews(order_id)).json()["store"]["review"]
    assert (mine["rating"], mine["editable"]) == (5, False)


async def test_editing_what_was_not_reviewed_is_not_found(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered()
    answer = await ada.review("courier", order_id, 3, edit=True)
    assert error(answer) == (404, "review", "You have not reviewed this for this order yet.")


async def test_without_a_customer_it_is_401(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered()
    ada.token = None
    assert (await ada.review("store", order_id, 5)).status_code == 401


async def test_bad_input_is_refused_with_its_field(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered()
    for rating in (0, 6, "five"):
        assert error(await ada.review("store", order_id, rating))[:2] == (422, "rating")
    long = await ada.review("store", order_id, 5, comment="x" * 501)
    assert error(long) == (422, "comment", "The comment may not be longer than 500 characters.")
    four = await ada.review("store", order_id, 5, photos=[photo()] * 4)
    assert error(four) == (422, "image", "You can add up to 3 photos.")
    text = await ada.review("store", order_id, 5, photos=[b"not a picture at all"])
    assert error(text)[:2] == (422, "image")
    assert (await ada.order_reviews(order_id)).json()["store"]["review"] is None  # nothing was stored


async def test_photos_are_stored_and_answered(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered()
    answer = await ada.review("store", order_id, 5, comment="x" * 500, photos=[photo(80, 40), photo(30, 60)])
    assert answer.status_code == 200, answer.text
    urls = [image["url"] for image in answer.json()["review"]["images"]]
    assert len(urls) == 2
    assert all(url.endswith(".png") for url in urls)
    kept = await ada.review("store", order_id, 3, edit=True)
    assert [i["url"] for i in kept.json()["review"]["images"]] == urls  # an edit without photos keeps them
    dropped = await ada.review("store", order_id, 3, edit=True, remove_images="true")
    assert dropped.json()["review"]["images"] == []


async def test_an_order_taken_by_no_one_yet_has_no_courier(new_reviewer: NewReviewer) -> None:
    ada = await new_reviewer()
    order_id = await ada.delivered(courier=False)
    async with ada.engine.begin() as connection:
        await connection.execute(update(OrderRow).where(OrderRow.id == order_id).values(delivery_man_id=None))
    found = (await ada.order_reviews(order_id)).json()
    assert found["delivery_man"] is None
    assert found["reviewable"] is True
