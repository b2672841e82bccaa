"""The address form's rules: SPEC.md's messages, one entry per field, bounds, coordinates and labels."""

from __future__ import annotations

from typing import Any

import pytest

from core.address.model import ADDRESS_MAX, NOTE_MAX, AddressRequest, check_address
from core.errors import InvalidFields

GOOD: dict[str, Any] = dict(
    address="12 rue des Lilas", address_type="home", contact_person_name="Ada", contact_person_number="+33 6 12 34 56 78",
    latitude="5.5", longitude="5.25",
)  # fmt: skip


def refused(language: str = "en", **fields: Any) -> dict[str, str]:
    with pytest.raises(InvalidFields) as caught:
        check_address(AddressRequest(**{**GOOD, **fields}), language)
    return dict(caught.value.errors)


def test_an_empty_form_names_every_required_field_with_specs_messages() -> None:
    errors = refused(
        address=None, contact_person_name="  ", contact_person_number="", latitude=None, longitude=""
    )
    assert errors == {
        "address": "Address is required",
        "contact_person_name": "Name is required",
        "contact_person_number": "Phone Number is required",
        "latitude": "Latitude is required",
        "longitude": "Longitude is required",
    }


def test_messages_are_translated() -> None:
    errors = refused("fr", address="", contact_person_name="", contact_person_number="")
    assert errors == {
        "address": "L'adresse est requise",
        "contact_person_name": "Le nom est requis",
        "contact_person_number": "Le numéro de téléphone est requis",
    }


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("address", "x" * (ADDRESS_MAX + 1)),
        ("additional_information", "x" * (NOTE_MAX + 1)),
        ("road", "r" * 101),
        ("address_type", "l" * 51),
    ],
)
def test_each_field_is_bounded(field: str, value: str) -> None:
    assert refused(**{field: value}) == {field: f"At most {len(value) - 1} characters."}


@pytest.mark.parametrize("number", ["abc", "12", "+", "++3312345", "1" * 21, "06 12 34 56 78 x"])
def test_a_contact_number_is_digits_with_an_optional_plus(number: str) -> None:
    assert list(refused(contact_person_number=number)) == ["contact_person_number"]


@pytest.mark.parametrize(
    ("latitude", "longitude", "wrong"),
    [
        ("90.0001", "0", "latitude"),
        (-91, 0, "latitude"),
        ("0", "180.5", "longitude"),
        ("1e5", "0", "latitude"),
        ("0x10", "0", "latitude"),
        ("nan", "0", "latitude"),
        (float("inf"), "0", "latitude"),
        ("0", " ", "longitude"),
        ("12,5", "0", "latitude"),
    ],
)
def test_coordinates_are_strict_decimals_in_range(latitude: Any, longitude: Any, wrong: str) -> None:
    assert list(refused(latitude=latitude, longitude=longitude)) == [wrong]


def test_a_field_gets_one_entry_even_when_it_breaks_two_rules() -> None:
    assert refused(contact_person_number="x" * 31) == {"contact_person_number": "At most 30 characters."}


def test_numbers_are_answered_as_plain_decimals() -> None:
    fields = check_address(AddressRequest(**{**GOOD, "latitude": 0.00001, "longitude": -3}), "en")
    assert (fields.latitude, fields.longitude) == ("0.00001", "-3.0")


def test_control_characters_are_refused_but_lines_are_fine_in_the_note() -> None:
    assert list(refused(address="12 rue\x00 des Lilas")) == ["address"]
    fields = check_address(
        AddressRequest(**{**GOOD, "additional_information": "Gate code 12\nSecond floor"}), "en"
    )
    assert fields.additional_information == "Gate code 12\nSecond floor"


def test_a_good_form_is_trimmed_and_its_position_read() -> None:
    fields = check_address(
        AddressRequest(**{**GOOD, "address": "  12 rue des Lilas ", "latitude": 5.5}), "en"
    )
    assert (fields.address, fields.contact_person_number) == ("12 rue des Lilas", "+33612345678")
    assert (fields.latitude, fields.longitude, fields.point.lat, fields.point.lng) == (
        "5.5",
        "5.25",
        5.5,
        5.25,
    )
    assert (fields.road, fields.house, fields.floor, fields.additional_information) == (
        None,
        None,
        None,
        None,
    )


@pytest.mark.parametrize(
    ("sent", "stored"),
    [("home", "home"), ("Office", "office"), (None, "other"), ("  ", "other"), ("Mum's", "Mum's")],
)
def test_labels_are_home_office_other_or_the_custom_name(sent: str | None, stored: str) -> None:
    assert check_address(AddressRequest(**{**GOOD, "address_type": sent}), "en").address_type == stored
