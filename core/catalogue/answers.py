"""Building catalogue answers from read-model records: translations, picture addresses, valid discounts.

One builder serves one request (one language, one moment). What several rows of a page share is worked
out once per page: a store's discount and settings once per store, and the option lists and category
references the items of a store repeat once per distinct text (a stored discount is even read once per
process: store_discounts.py). JSON the answer says exactly as it is stored goes out untouched (wire.py).
"""

from __future__ import annotations

import datetime as dt
import functools
from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import msgspec

from core.configuration.ports import MediaUrls

from . import stored
from .hours import Moment, Schedule, is_open
from .model import AddOn, Category, CategoryDetails, Item, ModuleRef, PricedVariation, Store, Variation
from .pricing import discounted_price
from .records import AddOnRecord, CategoryRecord, ItemRecord, StoreRecord
from .store_discounts import shown_discount
from .stored import json_list
from .wire import EMPTY_LIST, EMPTY_OBJECT

T = TypeVar("T")
Raw = msgspec.Raw


def add_on_ids(record: ItemRecord) -> list[int]:
    """The add-ons an item offers."""
    return json_list(stored.IDS, record.add_on_ids)


def _text(texts: Mapping[str, Any], name: str, fallback: str) -> str:
    value = texts.get(name)
    return str(value) if value else fallback


def _priced(variations: Sequence[Variation], item: ItemRecord) -> list[PricedVariation]:
    """Each variation with its price after the item's discount."""
    return [
        PricedVariation(
            v.type, v.price, discounted_price(v.price, item.discount, item.discount_type), v.stock
        )
        for v in variations
    ]


class StoreTerms(msgspec.Struct, frozen=True):
    """What the items of one store share in their answers, with the stored texts it was read from."""

    discount_text: str | None
    extra_text: str
    discount: float  # the valid discount's amount, else 0
    halal_tag_status: int


class AnswerBuilder:
    """Turns records into answers in `language` at the moment `now` (store local time)."""

    def __init__(self, media: MediaUrls, language: str, now: dt.datetime) -> None:
        self._media = media
        self._language = language
        self._now = now
        self._stores: dict[int, StoreTerms] = {}
        # Decoded lists by stored text, one memo per decoder: answers share them, and never change them.
        self._category_refs: dict[str, list[Any]] = {}
        self._choice_options: dict[str, list[Any]] = {}
        self._food_variations: dict[str, list[Any]] = {}

    def _texts(self, translations: str) -> Mapping[str, Any]:
        return stored.translations_in(translations, self._language)

    def _store_terms(self, r: ItemRecord) -> StoreTerms:
        # Once per store of the page. The stored texts are compared too (a few nanoseconds), so a caller
        # mixing rows read at different moments still gets each row's own values.
        terms = self._stores.get(r.store_id)
        if terms is None or terms.discount_text != r.store_discount or terms.extra_text != r.store_extra:
            discount = shown_discount(r.store_discount, self._now)
            terms = self._stores[r.store_id] = StoreTerms(
                r.store_discount,
                r.store_extra,
                discount.discount if discount is not None else 0.0,
                stored.STORE_FLAGS.decode(r.store_extra).halal_tag_status,
            )
        return terms

    @staticmethod
    def _decoded_once(
        memo: dict[str, list[Any]], decoder: msgspec.json.Decoder[list[T]], text: str
    ) -> list[T]:
        # Callers test for "[]" first where most rows hold it: a new empty list costs less than the look-up.
        found = memo.get(text)
        if found is None:
            found = memo[text] = decoder.decode(text)
        return found

    def category(self, r: CategoryRecord) -> Category:
        """A category answer."""
        return Category(
            id=r.id,
            name=_text(self._texts(r.translations), "name", r.name),
            slug=r.slug,
            image_full_url=self._media.full_url(r.image),
            parent_id=r.parent_id,
            position=r.position,
            priority=r.priority,
            module_id=r.module_id,
            featured=r.featured,
            extra=EMPTY_OBJECT if r.extra == "{}" else Raw(r.extra),
        )

    def category_details(self, r: CategoryRecord, children: Sequence[CategoryRecord]) -> CategoryDetails:
        """A category answer with its sub-categories."""
        return CategoryDetails(
            **msgspec.structs.asdict(self.category(r)), children=[self.category(c) for c in children]
        )

    def add_on(self, r: AddOnRecord) -> AddOn:
        """An add-on answer."""
        name = _text(self._texts(r.translations), "name", r.name)
        return AddOn(id=r.id, store_id=r.store_id, name=name, price=r.price)

    # Stores and items are built positionally, each value commented with its field of model.py: msgspec
    # matches forty-odd keywords about ten times slower than it takes positions (3.5 us against 0.4 us an
    # item, a sixth of a 20-item page's own work).

    def store(self, r: StoreRecord, schedules: list[Schedule]) -> Store:
        """A store answer with its business hours."""
        texts = self._texts(r.translations)
        extra = r.extra
        return Store(
            r.id,  # id
            r.slug,  # slug
            _text(texts, "name", r.name),  # name
            self._media.full_url(r.logo),  # logo_full_url
            self._media.full_url(r.cover_photo),  # cover_photo_full_url
            r.phone,  # phone
            r.email,  # email
            _text(texts, "address", r.address),  # address
            r.module_id,  # module_id
            ModuleRef(r.module_id, r.module_type),  # module
            r.zone_id,  # zone_id
            r.latitude,  # latitude
            r.longitude,  # longitude
            r.tax,  # tax
            r.minimum_order,  # minimum_order
            round(r.avg_rating, 2),  # avg_rating
            r.rating_count,  # rating_count
            shown_discount(r.discount, self._now),  # discount
            r.self_delivery_system,  # self_delivery_system
            r.free_delivery,  # free_delivery
            r.per_km_shipping_charge,  # per_km_shipping_charge
            r.minimum_shipping_charge,  # minimum_shipping_charge
            r.maximum_shipping_charge,  # maximum_shipping_charge
            r.free_delivery_over,  # free_delivery_over
            r.delivery_time,  # delivery_time
            r.delivery,  # delivery
            r.take_away,  # take_away
            r.schedule_order,  # schedule_order
            r.prescription_order,  # prescription_order
            r.veg,  # veg
            r.non_veg,  # non_veg
            stored.flag(stored.OBJECT.decode(extra), "halal_tag_status"),  # halal_tag_status
            r.featured,  # featured
            r.active,  # active
            int(bool(r.active) and is_open(schedules, self._moment)),  # open
            schedules,  # schedules
            EMPTY_OBJECT if extra == "{}" else Raw(extra),  # extra
        )

    @functools.cached_property
    def _minute(self) -> str:
        # The moment as flash-sale ends are stored ("YYYY-MM-DD HH:mm"): a sale is on until that minute.
        return self._now.strftime("%Y-%m-%d %H:%M")

    @staticmethod
    def _stored_flash_sale(extra: str) -> int:
        # Items imported with a bare flag in `extra` (no end): in a flash sale as long as the flag is set.
        return 0 if extra == "{}" else stored.flag(stored.OBJECT.decode(extra), "flash_sale")

    @functools.cached_property
    def _moment(self) -> Moment:
        # Only store answers read business hours: builders of items never work the moment out.
        return Moment.of(self._now)

    def item(self, r: ItemRecord, add_ons: Mapping[int, AddOn]) -> Item:
        """An item answer; `add_ons` holds at least the add-ons this item offers, by id."""
        store = self._store_terms(r)
        offered = [add_ons[i] for i in add_on_ids(r) if i in add_ons] if r.add_on_ids != "[]" else []
        wishlist_count = r.wishlist_count
        texts = self._texts(r.translations)
        if texts:
            name, description = _text(texts, "name", r.name), _text(texts, "description", r.description)
        else:  # English, or nothing translated: the columns themselves
            name, description = r.name, r.description
        full_url = self._media.full_url
        flash_sale_ends = (
            r.flash_sale_ends if r.flash_sale_ends and r.flash_sale_ends > self._minute else None
        )
        extra, choices, food, variations = r.extra, r.choice_options, r.food_variations, r.variations
        choice_options = (
            [] if choices == "[]" else self._decoded_once(self._choice_options, stored.CHOICES, choices)
        )
        food_variations = (
            [] if food == "[]" else self._decoded_once(self._food_variations, stored.FOOD_VARIATIONS, food)
        )
        return Item(
            r.id,  # id
            r.slug,  # slug
            name,  # name
            description,  # description
            EMPTY_LIST if r.generic_name == "[]" else Raw(r.generic_name),  # generic_name
            full_url(r.image),  # image_full_url
            [full_url(p) for p in json_list(stored.STRINGS, r.images)],  # images_full_url
            r.module_id,  # module_id
            ModuleRef(r.module_id, r.module_type),  # module
            r.unit_type,  # unit_type
            r.store_id,  # store_id
            r.store_name,  # store_name
            r.zone_id,  # zone_id
            r.category_id,  # category_id
            self._decoded_once(self._category_refs, stored.CATEGORY_REFS, r.category_ids),  # category_ids
            r.price,  # price
            r.discount,  # discount
            r.discount_type,  # discount_type
            discounted_price(r.price, r.discount, r.discount_type),  # discounted_price
            store.discount,  # store_discount
            store.discount,  # restaurant_discount
            r.stock,  # stock
            r.maximum_cart_quantity,  # maximum_cart_quantity
            r.is_prescription_required,  # is_prescription_required
            round(r.avg_rating, 2),  # avg_rating
            r.rating_count,  # rating_count
            wishlist_count,  # wishlist_count
            wishlist_count,  # whislists_count
            EMPTY_LIST if r.tags == "[]" else Raw(r.tags),  # tags
            r.organic,  # organic
            r.recommended,  # recommended
            r.veg,  # veg
            r.is_halal,  # is_halal
            store.halal_tag_status,  # halal_tag_status
            int(flash_sale_ends is not None) or self._stored_flash_sale(extra),  # flash_sale
            flash_sale_ends,  # flash_sale_ends
            r.available_date_starts is not None or r.available_date_ends is not None,  # is_campaign_item
            EMPTY_LIST if r.nutritions == "[]" else Raw(r.nutritions),  # nutritions_name
            EMPTY_LIST if r.allergies == "[]" else Raw(r.allergies),  # allergies_name
            r.available_time_starts,  # available_time_starts
            r.available_time_ends,  # available_time_ends
            r.available_date_starts,  # available_date_starts
            r.available_date_ends,  # available_date_ends
            r.schedule_order,  # schedule_order
            [] if variations == "[]" else _priced(stored.VARIATIONS.decode(variations), r),  # variations
            choice_options,  # choice_options
            food_variations,  # food_variations
            offered,  # add_ons
            offered,  # addons
            EMPTY_OBJECT if extra == "{}" else Raw(extra),  # extra
        )
