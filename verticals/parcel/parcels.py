"""The parcel use cases: the categories, the quote of a parcel's fee, placing a parcel, tracking it, the
customer's list and cancelling.

The fee is the pricing engine's delivery fee rule on the great-circle distance from the sender to the
receiver, at the category's per-km charge, never below its minimum; both places must lie in a zone a parcel
module serves. A placement runs in one transaction serialised on its owner, so an `Idempotency-Key` replayed
(or sent twenty times at once) makes one parcel.
"""

from __future__ import annotations

import datetime as dt
import re
import secrets

from core.errors import Conflict, InvalidInput, NotFound
from core.verticals import (
    DeliveryTerms,
    Money,
    Owner,
    VerticalRequest,
    delivery_fee,
    distance_km,
    from_minor,
)

from . import messages as m
from . import records, repository
from .wire import (
    PAGE_SIZE,
    TRACKING_CODE_LENGTH,
    Parcel,
    ParcelCanceled,
    ParcelCategory,
    ParcelPage,
    ParcelPlace,
    ParcelPlaceAnswer,
    ParcelPlaceBody,
    ParcelPlaced,
    ParcelPoint,
    ParcelQuote,
    ParcelQuoteBody,
    ParcelStatusStep,
    Status,
)

# Tracking codes: no 0/O, 1/I/L, so a code read aloud or copied by hand is typed right.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
_SEPARATORS = re.compile(r"[\s.()\-]")
_PHONE = re.compile(r"^\+?[0-9]{4,20}$")


def lock(owner: Owner) -> str:
    """What an owner's parcel writes serialise on."""
    return f"parcel:{owner.key}"


def phone(raw: str) -> str | None:
    """A phone number as stored and compared (separators dropped), or None when it is not one."""
    number = _SEPARATORS.sub("", raw)
    return number if _PHONE.match(number) else None


def new_code() -> str:
    """A random tracking code (31^10, about 8 × 10^14 codes)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(TRACKING_CODE_LENGTH))


def _category(category: records.ParcelCategory, language: str) -> ParcelCategory:
    french = language == "fr"
    return ParcelCategory(
        id=category.id,
        name=category.name_fr if french else category.name_en,
        description=category.description_fr if french else category.description_en,
        image_full_url=None,  # the seeded categories have no picture; the storefront draws an icon
        per_km_charge=from_minor(category.per_km_charge),
        minimum_charge=from_minor(category.minimum_charge),
    )


def _optional(text: str | None) -> str | None:
    return (text or "").strip() or None


def _checked(place: ParcelPlace, side: str, language: str) -> records.ParcelAddress:
    """The place as stored, its texts trimmed (422 naming the field for a blank or a bad number)."""
    if not place.address.strip():
        raise InvalidInput(f"{side}.address", m.say(language, m.ADDRESS_REQUIRED))
    if not place.contact_person_name.strip():
        raise InvalidInput(f"{side}.contact_person_name", m.say(language, m.NAME_REQUIRED))
    number = phone(place.contact_person_number)
    if number is None:
        raise InvalidInput(f"{side}.contact_person_number", m.say(language, m.PHONE))
    return records.ParcelAddress(
        address=place.address.strip(),
        latitude=place.latitude,
        longitude=place.longitude,
        contact_person_name=place.contact_person_name.strip(),
        contact_person_number=number,
        road=_optional(place.road),
        house=_optional(place.house),
        floor=_optional(place.floor),
    )


async def categories(request: VerticalRequest) -> list[ParcelCategory]:
    """The active parcel categories in the request's language."""
    async with request.read() as conn:
        found = await repository.categories(conn)
    return [_category(category, request.language) for category in found]


async def quote(request: VerticalRequest, body: ParcelQuoteBody) -> tuple[ParcelQuote, Money]:
    """The fee of `body`'s parcel (answered, and in minor units): 404 category_id for an unknown category, 422 zone
    when the sender or the receiver lies outside every zone a parcel module serves."""
    language = request.language
    for place in (body.sender, body.receiver):
        if not await request.serves(place.latitude, place.longitude):
            raise InvalidInput("zone", m.say(language, m.OUTSIDE_ZONES))
    async with request.read() as conn:
        category = await repository.category(conn, body.category_id)
    if category is None:
        raise NotFound("category_id", m.say(language, m.CATEGORY_NOT_FOUND))
    km = distance_km(
        body.sender.latitude, body.sender.longitude, body.receiver.latitude, body.receiver.longitude
    )
    terms = DeliveryTerms(per_km=category.per_km_charge, minimum=category.minimum_charge)
    fee = delivery_fee(terms, km, "delivery", Money(0))
    return ParcelQuote(distance_km=round(km, 3), delivery_fee=from_minor(fee), total=from_minor(fee)), fee


async def place(
    request: VerticalRequest, owner: Owner, body: ParcelPlaceBody, key: str | None
) -> ParcelPlaced:
    """Store the parcel as pending, priced by the server; a replayed key answers the parcel first placed."""
    language = request.language
    sender = _checked(body.sender, "sender", language)
    receiver = _checked(body.receiver, "receiver", language)
    route = ParcelQuoteBody(
        category_id=body.category_id,
        sender=ParcelPoint(latitude=sender.latitude, longitude=sender.longitude),
        receiver=ParcelPoint(latitude=receiver.latitude, longitude=receiver.longitude),
    )
    priced, total = await quote(request, route)
    note = (body.parcel_note or "").strip() or None
    async with request.transaction(lock(owner)) as conn:
        first = None if key is None else await repository.keyed(conn, owner.key, key)
        if first is not None:
            stored = await repository.by_id(conn, first)
            assert stored is not None  # a key points at a stored parcel
            return ParcelPlaced(
                m.say(language, m.PLACED), stored.id, stored.tracking_code, from_minor(stored.total)
            )
        code = new_code()
        while await repository.code_taken(conn, code):
            code = new_code()
        parcel = records.NewParcel(
            owner=owner.key,
            tracking_code=code,
            category_id=body.category_id,
            sender=sender,
            receiver=receiver,
            charge_payer=body.charge_payer,
            payment_method=body.payment_method,
            parcel_note=note,
            distance_km=priced.distance_km,
            delivery_fee=total,
            total=total,
            status="pending",
            created_at=dt.datetime.now(dt.UTC),
            demo=request.demo,
        )
        parcel_id = await repository.insert(conn, parcel, key)
    return ParcelPlaced(m.say(language, m.PLACED), parcel_id, code, from_minor(total))


def _place(address: records.ParcelAddress) -> ParcelPlaceAnswer:
    return ParcelPlaceAnswer(
        address=address.address,
        latitude=address.latitude,
        longitude=address.longitude,
        contact_person_name=address.contact_person_name,
        contact_person_number=address.contact_person_number,
        road=address.road,
        house=address.house,
        floor=address.floor,
    )


def _history(parcel: records.StoredParcel) -> list[ParcelStatusStep]:
    reached: tuple[tuple[Status, dt.datetime | None], ...] = (
        ("pending", parcel.created_at),
        ("confirmed", parcel.confirmed_at),
        ("picked_up", parcel.picked_up_at),
        ("delivered", parcel.delivered_at),
        ("canceled", parcel.canceled_at),
    )
    steps = [ParcelStatusStep(status=status, at=at) for status, at in reached if at is not None]
    return sorted(steps, key=lambda step: step.at)


def _parcel(parcel: records.StoredParcel, category: records.ParcelCategory | None, language: str) -> Parcel:
    return Parcel(
        id=parcel.id,
        tracking_code=parcel.tracking_code,
        category=None if category is None else _category(category, language),
        sender=_place(parcel.sender),
        receiver=_place(parcel.receiver),
        charge_payer=parcel.charge_payer,
        payment_method=parcel.payment_method,
        parcel_note=parcel.parcel_note,
        distance_km=parcel.distance_km,
        delivery_fee=from_minor(parcel.delivery_fee),
        total_amount=from_minor(parcel.total),
        status=parcel.status,
        created_at=parcel.created_at,
        status_history=_history(parcel),
    )


async def track(request: VerticalRequest, code: str, contact_number: str) -> Parcel:
    """The parcel with tracking code `code` whose sender's or receiver's number is `contact_number`; any
    other code or number: 404 parcel, the same answer as a code that does not exist."""
    number = phone(contact_number)
    async with request.read() as conn:
        parcel = await repository.by_code(conn, code.strip().upper())
        known = parcel is not None and number in (
            parcel.sender.contact_person_number,
            parcel.receiver.contact_person_number,
        )
        if parcel is None or not known:
            raise NotFound("parcel", m.say(request.language, m.PARCEL_NOT_FOUND))
        category = (await repository.categories_by_id(conn, {parcel.category_id})).get(parcel.category_id)
    return _parcel(parcel, category, request.language)


async def listed(request: VerticalRequest, customer: Owner, number: int, size: int) -> ParcelPage:
    """Page `number` of the customer's parcels, newest first."""
    size = min(size, PAGE_SIZE)
    async with request.read() as conn:
        total, stored = await repository.page(conn, customer.key, number, size)
        found = await repository.categories_by_id(conn, {parcel.category_id for parcel in stored})
    parcels = [_parcel(parcel, found.get(parcel.category_id), request.language) for parcel in stored]
    return ParcelPage(total_size=total, limit=size, offset=number, parcels=parcels)


async def cancel(request: VerticalRequest, owner: Owner, parcel_id: int) -> ParcelCanceled:
    """Cancel the owner's parcel while pending: 404 parcel_id for another owner's, 409 status after."""
    language = request.language
    async with request.transaction(lock(owner)) as conn:
        if await repository.owned(conn, owner.key, parcel_id) is None:
            raise NotFound("parcel_id", m.say(language, m.PARCEL_NOT_FOUND))
        if not await repository.cancel(conn, owner.key, parcel_id, dt.datetime.now(dt.UTC)):
            raise Conflict("status", m.say(language, m.NOT_CANCELABLE))
    return ParcelCanceled(m.say(language, m.CANCELED))
