"""Every answer field comes from the record field it names (answers are built positionally for speed).

Answers are compared as the JSON they send: some fields carry stored JSON as it is (core/catalogue/wire.py).
"""

from __future__ import annotations

import datetime as dt
from typing import Any

import msgspec

from core.catalogue.answers import AnswerBuilder
from core.catalogue.hours import Schedule
from core.catalogue.model import AddOn
from tests.unit.test_catalogue_service import VALID, Media, item_record, store_record

MONDAY_NOON = dt.datetime(2026, 6, 15, 12, 0)


def sent(answer: object) -> Any:
    """What `answer` says on the wire, as Python values."""
    return msgspec.json.decode(msgspec.json.encode(answer))


def test_an_item_answer_maps_each_record_field_to_its_own_name() -> None:
    record = item_record(
        4, unit_type="kg", store_id=9, store_name="Nine", zone_id=3, category_id=8, price=12.5, discount=2.0,
        discount_type="amount", stock=11, maximum_cart_quantity=6, is_prescription_required=1, avg_rating=4.444,
        rating_count=13, wishlist_count=14, tags='["t"]', organic=1, recommended=0, veg=1, is_halal=1,
        store_extra='{"halal_tag_status": 1}', extra='{"flash_sale": 1, "seats": 4}', generic_name='["g"]',
        nutritions='["n"]', allergies='["a"]', available_time_starts="08:00", available_time_ends="20:30",
        available_date_starts="2026-06-01", available_date_ends="2026-06-30", schedule_order=0,
        variations='[{"type": "S", "price": 13, "stock": 2}]', choice_options='[{"title": "Size", "options": ["S"]}]',
        module_id=5, module_type="grocery", store_discount=VALID,
    )  # fmt: skip
    cheese = AddOn(4, 9, "Cheese", 1.5)
    answer = sent(AnswerBuilder(Media(), "en", MONDAY_NOON).item(record, {4: cheese}))
    expected = {
        "id": 4, "slug": "item-4", "name": "Item 4", "description": "Tasty", "generic_name": ["g"],
        "image_full_url": "/media/item/a.png", "images_full_url": ["/media/item/a.png", "/media/item/b.png"],
        "module_id": 5, "module": {"id": 5, "module_type": "grocery"}, "unit_type": "kg", "store_id": 9,
        "store_name": "Nine", "zone_id": 3, "category_id": 8, "category_ids": [{"id": 1, "position": 1}],
        "price": 12.5, "discount": 2.0, "discount_type": "amount", "discounted_price": 10.5, "store_discount": 10.0,
        "restaurant_discount": 10.0, "stock": 11, "maximum_cart_quantity": 6, "is_prescription_required": 1,
        "avg_rating": 4.44, "rating_count": 13, "wishlist_count": 14, "whislists_count": 14, "tags": ["t"],
        "organic": 1, "recommended": 0, "veg": 1, "is_halal": 1, "halal_tag_status": 1, "flash_sale": 1,
        "flash_sale_ends": None, "isCampaignItem": True, "nutritions_name": ["n"], "allergies_name": ["a"],
        "available_time_starts": "08:00", "available_time_ends": "20:30", "available_date_starts": "2026-06-01",
        "available_date_ends": "2026-06-30", "schedule_order": 0,
        "variations": [{"type": "S", "price": 13.0, "discounted_price": 11.0, "stock": 2}],
        "choice_options": [{"title": "Size", "options": ["S"], "name": ""}],
        "food_variations": [{"name": "Size", "type": "single", "values": [{"label": "L", "optionPrice": 1.5}],
                             "required": "on", "min": 1, "max": 1}],
        "add_ons": [{"id": 4, "store_id": 9, "name": "Cheese", "price": 1.5}],
        "addons": [{"id": 4, "store_id": 9, "name": "Cheese", "price": 1.5}],
        "extra": {"flash_sale": 1, "seats": 4},
    }  # fmt: skip
    assert answer == expected


def test_a_store_answer_maps_each_record_field_to_its_own_name() -> None:
    record = store_record(
        7, module_id=2, module_type="food", zone_id=3, latitude=1.5, longitude=2.5, tax=5.5, minimum_order=10.0,
        avg_rating=3.333, rating_count=4, self_delivery_system=1, free_delivery=1, per_km_shipping_charge=0.5,
        minimum_shipping_charge=1.0, maximum_shipping_charge=9.0, free_delivery_over=30.0, delivery_time="1 h",
        delivery=0, take_away=1, schedule_order=1, prescription_order=1, veg=0, non_veg=1, featured=1,
        discount=VALID, extra='{"halal_tag_status": 1}', phone="+33", email="s@example.com",
    )  # fmt: skip
    hours = [Schedule(7, 1, "09:00", "21:00")]
    answer = sent(AnswerBuilder(Media(), "en", MONDAY_NOON).store(record, hours))
    expected = {
        "id": 7, "slug": "store-7", "name": "Store 7", "logo_full_url": "/media/store/logo.png",
        "cover_photo_full_url": "", "phone": "+33", "email": "s@example.com", "address": "1 rue", "module_id": 2,
        "module": {"id": 2, "module_type": "food"}, "zone_id": 3, "latitude": 1.5, "longitude": 2.5, "tax": 5.5,
        "minimum_order": 10.0, "avg_rating": 3.33, "rating_count": 4,
        "discount": {"discount": 10.0, "discount_type": "percent", "min_purchase": 20.0, "max_discount": 5.0,
                     "end_date": "2026-12-31", "end_time": "23:59"},
        "self_delivery_system": 1, "free_delivery": 1, "per_km_shipping_charge": 0.5,
        "minimum_shipping_charge": 1.0, "maximum_shipping_charge": 9.0, "free_delivery_over": 30.0,
        "delivery_time": "1 h", "delivery": 0, "take_away": 1, "schedule_order": 1, "prescription_order": 1,
        "veg": 0, "non_veg": 1, "halal_tag_status": 1, "featured": 1, "active": 1, "open": 1,
        "schedules": [{"store_id": 7, "day": 1, "opening_time": "09:00", "closing_time": "21:00"}],
        "extra": {"halal_tag_status": 1},
    }  # fmt: skip
    assert answer == expected
