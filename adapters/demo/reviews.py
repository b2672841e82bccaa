"""The demo's reviews: real reviews behind every rating the demo shows.

A few reviewer customers (review_words.py) have past delivered orders at each demo store of a module that
takes reviews: each order holds a few of the store's items, and its customer reviewed the store and most
of those items. Every planned store's and item's `avg_rating` and `rating_count` are then those of its
reviews (core/reviews/aggregates.py), with their star counts in `rating_totals`, so the numbers shown are
true: an item nobody reviewed shows none. The benchmark catalogue (`--scale`) has no reviews and no rating.

Orders are placed 5 to 150 days back, so no job sees a recent delivery to credit; the reviewers cannot sign
in (their password hash verifies nothing).
"""

from __future__ import annotations

import datetime as dt
import random
from collections import defaultdict
from collections.abc import Collection
from typing import Any

from core.pricing import to_minor
from core.reviews.aggregates import rating, stars_of

from .review_words import REVIEWERS, Reviewer, comment
from .rows import Ids, Row, Rows

ORDERS_PER_STORE = (5, 9)  # each by another reviewer
ITEMS_PER_ORDER = (2, 5)
ITEM_REVIEWED = 0.8  # the share of ordered items their customer reviewed
NO_COMMENT = 0.15  # the share of reviews with stars only
DELIVERY_FEE = 300  # minor units


def _customer(ids: Ids, number: int, reviewer: Reviewer, at: dt.datetime) -> Row:
    return {
        "id": ids.next("customers"),
        "f_name": reviewer.f_name,
        "l_name": reviewer.l_name,
        "email": reviewer.email,
        "phone": f"+336000001{number:02d}",
        "password_hash": "!",  # no password verifies against it: nobody signs in as a reviewer
        "ref_code": f"REVIEWER{number:02d}",
        "is_email_verified": True,
        "is_phone_verified": True,
        "created_at": at,
        "updated_at": at,
    }


def _stars(rng: random.Random, quality: float) -> int:
    return max(1, min(5, round(rng.gauss(quality, 0.9))))


def _review(ids: Ids, order: Row, kind: str, subject: int, stars: int, words: str, at: dt.datetime) -> Row:
    return {
        "id": ids.next("reviews"),
        "order_id": order["id"],
        "customer_id": int(order["owner"].removeprefix("customer:")),
        "subject_kind": kind,
        "subject_id": subject,
        "rating": stars,
        "comment": words,
        "images": "[]",
        "hidden": False,
        "created_at": at,
        "updated_at": at,
    }


class _Planner:
    def __init__(self, rows: Rows, ids: Ids, reviewers: dict[str, int]) -> None:
        self.rows, self.ids = rows, ids
        self.noon = rows.now.replace(hour=12, minute=0, second=0, microsecond=0)  # the same plan all day
        self.reviewers: list[tuple[int, Reviewer]] = []
        for number, reviewer in enumerate(REVIEWERS, start=1):
            known = reviewers.get(reviewer.email)
            if known is None:
                known = rows.add("customers", _customer(ids, number, reviewer, self.noon), audited=False)[
                    "id"
                ]
            self.reviewers.append((known, reviewer))
        self.ratings: dict[tuple[str, int], list[int]] = defaultdict(list)

    def order(self, store: Row, items: list[Row], customer: int, reviewer: Reviewer, days: int) -> Row:
        delivered = self.noon - dt.timedelta(days=days, hours=days % 7)
        subtotal = sum(to_minor(item["price"]) for item in items)
        order = self.rows.add(
            "orders",
            {
                "id": self.ids.next("orders"),
                "owner": f"customer:{customer}",
                "store_id": store["id"],
                "module_id": store["module_id"],
                "order_status": "delivered",
                "order_type": "delivery",
                "payment_method": "cash_on_delivery",
                "payment_status": "paid",
                "digits": 2,
                "subtotal": subtotal,
                "item_discount": 0,
                "store_discount": 0,
                "coupon_discount": 0,
                "tax": 0,
                "tax_included": False,
                "delivery_fee": DELIVERY_FEE,
                "extra_fee": 0,
                "order_amount": subtotal + DELIVERY_FEE,
                "distance_km": 1.5,
                "address": store["address"],
                "contact_person_name": f"{reviewer.f_name} {reviewer.l_name}",
                "contact_person_number": "+33600000100",
                "details_count": len(items),
                "demo": False,
                "created_at": delivered - dt.timedelta(minutes=40),
            },
            audited=False,
        )
        for item in items:
            price = to_minor(item["price"])
            self.rows.add(
                "order_lines",
                {
                    "id": self.ids.next("order_lines"),
                    "order_id": order["id"],
                    "item_id": item["id"],
                    "item_name": item["name"],
                    "image_full_url": None,
                    "quantity": 1,
                    "unit_price": price,
                    "price": price,
                    "variation": "[]",
                    "add_ons": "[]",
                },
                audited=False,
            )
        for status, back in (("pending", 40), ("delivered", 0)):
            at = delivered - dt.timedelta(minutes=back)
            step = {
                "id": self.ids.next("order_status_history"),
                "order_id": order["id"],
                "status": status,
                "at": at,
            }
            self.rows.add("order_status_history", step, audited=False)
        return order

    def reviewed(
        self, order: Row, kind: str, subject: int, stars: int, reviewer: Reviewer, pick: int
    ) -> None:
        words = "" if pick % 100 < NO_COMMENT * 100 else comment(reviewer.language, kind, stars, pick)
        at = order["created_at"] + dt.timedelta(hours=2 + pick % 20)
        self.rows.add("reviews", _review(self.ids, order, kind, subject, stars, words, at), audited=False)
        self.ratings[(kind, subject)].append(stars)

    def store(self, store: Row, items: list[Row], rng: random.Random) -> None:
        quality = rng.uniform(3.6, 4.8)
        unreviewed = list(items)
        count = rng.randint(*ORDERS_PER_STORE)
        for customer, reviewer in rng.sample(self.reviewers, min(count, len(self.reviewers))):
            size = min(len(items), rng.randint(*ITEMS_PER_ORDER))
            # Items nobody ordered yet first, so that most of the store's items have a review.
            picked = (unreviewed[:size] + rng.sample(items, size))[:size] if items else []
            unreviewed = unreviewed[size:]
            chosen = list({i["id"]: i for i in picked}.values())
            order = self.order(store, chosen, customer, reviewer, rng.randint(5, 150))
            self.reviewed(order, "store", store["id"], _stars(rng, quality), reviewer, rng.randint(0, 999))
            for item in chosen:
                if rng.random() < ITEM_REVIEWED:
                    stars = _stars(rng, quality + rng.uniform(-0.4, 0.4))
                    self.reviewed(order, "item", item["id"], stars, reviewer, rng.randint(0, 999))


def _rate(row: Row, ratings: list[int]) -> None:
    found = rating(stars_of(ratings))
    row["avg_rating"], row["rating_count"] = found.avg_rating, found.rating_count


def plan_reviews(rows: Rows, ids: Ids, reviewers: dict[str, int], reviewed_modules: Collection[int]) -> None:
    """Reviews of every store and item planned so far in a module of `reviewed_modules` (by past orders of
    the reviewer customers; `reviewers` are those already stored, by email), and every planned store's and
    item's rating set to its reviews'."""
    planner = _Planner(rows, ids, reviewers)
    items_of: dict[int, list[Row]] = defaultdict(list)
    for item in rows.tables["items"]:
        items_of[item["store_id"]].append(item)
    for store in rows.tables["stores"]:
        if store["module_id"] in reviewed_modules:
            planner.store(store, items_of[store["id"]], random.Random(f"demo-reviews:{store['slug']}"))
    for kind, table in (("store", "stores"), ("item", "items")):
        for row in rows.tables[table]:
            _rate(row, planner.ratings.get((kind, row["id"]), []))
    for (kind, subject), ratings in planner.ratings.items():
        counts = stars_of(ratings)
        totals: dict[str, Any] = {"subject_kind": kind, "subject_id": subject}
        totals.update({f"stars_{n}": counts[n - 1] for n in range(1, 6)})
        rows.add("rating_totals", totals, audited=False)


def unrated(rows: list[Row]) -> None:
    """No rating for rows nobody reviewed (the benchmark catalogue's stores and items)."""
    for row in rows:
        row["avg_rating"], row["rating_count"] = 0.0, 0
