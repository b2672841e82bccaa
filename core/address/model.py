"""Saved addresses: what a customer sends, the rules it must meet, and what is stored and answered.

SPEC.md section 5 requires the address, the contact name and the contact number and leaves lengths to us.
Bounds (docs/limits.md): address 255 characters, contact name 100, contact number 30 as typed (digits
and an optional leading +, 4 to 20 digits once spaces, dots, dashes and brackets are dropped), label 50, road,
house and floor 100 each, additional information 500. Latitude -90..90 and longitude -180..180, as decimal
strings or numbers. A customer keeps at most MAX_ADDRESSES addresses.
"""

from __future__ import annotations

import math
import re
import unicodedata

import msgspec

from core.errors import InvalidFields
from core.geo.model import Point
from core.messages import translate

MAX_ADDRESSES = 50
ADDRESS_MAX = 255
NAME_MAX = 100
PHONE_MAX = 30  # as typed, separators included; 4 to 20 digits once they are dropped
LABEL_MAX = 50
DETAIL_MAX = 100
NOTE_MAX = 500
LABELS = ("home", "office", "other")
DEFAULT_LABEL = "other"  # no label chosen: the address is simply "other"

_PHONE = re.compile(r"\+?[0-9]{4,20}")
_PHONE_SEPARATORS = re.compile(r"[\s.\-()]")
_DECIMAL = re.compile(r"-?[0-9]{1,3}(?:\.[0-9]{1,15})?")


class AddressRequest(msgspec.Struct, frozen=True, kw_only=True):
    """An address as the storefront sends it (SPEC.md section 7). Every field may be missing, so that a
    missing required one answers SPEC.md's message; `id`, `customer_id` or `zone_ids` in a body are ignored."""

    address: str | None = None
    address_type: str | None = None
    contact_person_name: str | None = None
    contact_person_number: str | None = None
    latitude: str | float | None = None
    longitude: str | float | None = None
    additional_information: str | None = None
    road: str | None = None
    house: str | None = None
    floor: str | None = None


class AddressFields(msgspec.Struct, frozen=True, kw_only=True):
    """An address that met every rule, trimmed; `point` is its position, `zone_ids` the zones holding it."""

    address: str
    address_type: str
    contact_person_name: str
    contact_person_number: str
    latitude: str
    longitude: str
    point: Point
    additional_information: str | None
    road: str | None
    house: str | None
    floor: str | None
    zone_ids: tuple[int, ...] = ()


class Address(msgspec.Struct, frozen=True, kw_only=True):
    """A saved address as answered (the accounts contract): `zone_id` is the first of `zone_ids`."""

    id: int
    address: str
    address_type: str
    contact_person_name: str
    contact_person_number: str
    additional_information: str | None
    latitude: str
    longitude: str
    road: str | None
    house: str | None
    floor: str | None
    zone_id: int
    zone_ids: list[int]


class _Checker:
    """Collects one error per field, in the order the form shows them."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.errors: list[tuple[str, str]] = []

    def refuse(self, field: str, message: str, limit: int | None = None) -> None:
        text = (
            translate(message, self.language)
            if limit is None
            else translate(message, self.language, max=limit)
        )
        self.errors.append((field, text))

    def text(
        self, field: str, raw: str | None, limit: int, required: str | None = None, lines: bool = False
    ) -> str | None:
        value = (raw or "").strip()
        if not value:
            if required is not None:
                self.refuse(field, required)
            return None
        if len(value) > limit:
            self.refuse(field, "At most {max} characters.", limit)
        elif _has_controls(value, lines):
            self.refuse(field, "Control characters are not allowed.")
        return value


def _has_controls(value: str, lines: bool) -> bool:
    allowed = {"\n", "\t"} if lines else set()
    return any(unicodedata.category(c) in ("Cc", "Cs") and c not in allowed for c in value)


def _phone(checker: _Checker, raw: str | None) -> str:
    refused = len(checker.errors)
    value = checker.text("contact_person_number", raw, PHONE_MAX, "Phone Number is required")
    if value is None or len(checker.errors) > refused:  # one entry per field
        return ""
    compact = _PHONE_SEPARATORS.sub("", value)
    if _PHONE.fullmatch(compact) is None:
        checker.refuse(
            "contact_person_number", "Enter a valid phone number: digits, with an optional leading +."
        )
    return compact


def _coordinate(checker: _Checker, field: str, raw: str | float | None, bound: int) -> tuple[str, float]:
    name = field.capitalize()
    if raw is None or (isinstance(raw, str) and not raw.strip()):
        checker.refuse(field, f"{name} is required")
        return "", 0.0
    text = raw.strip() if isinstance(raw, str) else _decimal_text(float(raw))
    number = float(text) if isinstance(raw, float | int) or _DECIMAL.fullmatch(text) else math.nan
    if not math.isfinite(number) or not -bound <= number <= bound:
        checker.refuse(field, f"{name} must be a number between -{bound} and {bound}.")
        return "", 0.0
    return text, number


def _decimal_text(number: float) -> str:
    # A number sent as JSON is answered as the decimal string the contract promises, never as "1e-05".
    shortest = repr(number)
    return shortest if "e" not in shortest else f"{number:.15f}".rstrip("0").rstrip(".")


def check_address(request: AddressRequest, language: str) -> AddressFields:
    """The request's address, trimmed and checked; InvalidFields with one entry per refused field."""
    check = _Checker(language)
    address = check.text("address", request.address, ADDRESS_MAX, "Address is required")
    label = check.text("address_type", request.address_type, LABEL_MAX)
    name = check.text("contact_person_name", request.contact_person_name, NAME_MAX, "Name is required")
    phone = _phone(check, request.contact_person_number)
    latitude, lat = _coordinate(check, "latitude", request.latitude, 90)
    longitude, lng = _coordinate(check, "longitude", request.longitude, 180)
    note = check.text("additional_information", request.additional_information, NOTE_MAX, lines=True)
    road = check.text("road", request.road, DETAIL_MAX)
    house = check.text("house", request.house, DETAIL_MAX)
    floor = check.text("floor", request.floor, DETAIL_MAX)
    if check.errors:
        raise InvalidFields(check.errors)
    return AddressFields(
        address=address or "",
        address_type=_label(label),
        contact_person_name=name or "",
        contact_person_number=phone,
        latitude=latitude,
        longitude=longitude,
        point=Point(lat=lat, lng=lng),
        additional_information=note,
        road=road,
        house=house,
        floor=floor,
    )


def _label(label: str | None) -> str:
    # home, office and other are stored in lower case whatever the client's casing; any other text is the
    # custom name of an "other" address (SPEC.md: the label name replaces the address_type sent).
    if label is None:
        return DEFAULT_LABEL
    return label.lower() if label.lower() in LABELS else label
