"""Saved addresses over HTTP: the contract's shapes and messages, zones from the position, owners apart."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from core.address.model import MAX_ADDRESSES
from tests.api.places.catalogue import BOTH_ZONES, CENTRE_ONLY, EAST_ONLY, INSIDE_CLOSED_ZONE, NOWHERE
from tests.api.places.conftest import NewCustomer
from tests.api.places.customer import HOME, SignedInCustomer, error

FIELDS = {
    "id", "address", "address_type", "contact_person_name", "contact_person_number", "additional_information",
    "latitude", "longitude", "road", "house", "floor", "zone_id", "zone_ids",
}  # fmt: skip


def at(position: tuple[str, str]) -> dict[str, str]:
    return {"latitude": position[0], "longitude": position[1]}


async def test_an_added_address_is_answered_and_listed(
    customer: SignedInCustomer, ids: dict[str, int]
) -> None:
    answer = await customer.add_address()
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    body = answer.json()
    assert body["message"] == "Successfully added!"
    address = body["address"]
    assert set(address) == FIELDS
    assert {k: address[k] for k in HOME} == HOME
    assert (address["zone_id"], address["zone_ids"]) == (ids["zone_centre"], [ids["zone_centre"]])
    assert await customer.addresses() == [address]


@pytest.mark.parametrize(
    ("position", "zones"),
    [(CENTRE_ONLY, ["centre"]), (BOTH_ZONES, ["centre", "east"]), (EAST_ONLY, ["east"])],
)
async def test_zones_are_computed_from_the_position(
    customer: SignedInCustomer, ids: dict[str, int], position: tuple[str, str], zones: list[str]
) -> None:
    address = await customer.saved(**at(position), zone_ids=[999], zone_id=999)
    expected = sorted(ids[f"zone_{z}"] for z in zones)
    assert (address["zone_ids"], address["zone_id"]) == (expected, expected[0])


@pytest.mark.parametrize("position", [NOWHERE, INSIDE_CLOSED_ZONE])
async def test_outside_every_active_zone_nothing_is_saved(
    customer: SignedInCustomer, position: tuple[str, str]
) -> None:
    answer = await customer.add_address(**at(position))
    assert error(answer) == (422, [("zone", "Service not available in this area")])
    assert answer.headers["cache-control"] == "no-store"
    assert await customer.addresses() == []


async def test_coordinates_may_be_numbers(customer: SignedInCustomer) -> None:
    address = await customer.saved(latitude=0.5, longitude=1)
    assert (address["latitude"], address["longitude"]) == ("0.5", "1.0")


async def test_required_fields_answer_specs_messages_one_entry_each(customer: SignedInCustomer) -> None:
    answer = await customer.add_address(address="", contact_person_name=None, contact_person_number="  ")
    assert error(answer) == (
        422,
        [
            ("address", "Address is required"),
            ("contact_person_name", "Name is required"),
            ("contact_person_number", "Phone Number is required"),
        ],
    )
    french = await customer.add_address("fr", address=" ", latitude="91")
    assert error(french) == (
        422,
        [
            ("address", "L'adresse est requise"),
            ("latitude", "La latitude doit être un nombre entre -90 et 90."),
        ],
    )


async def test_a_missing_body_field_is_the_same_as_an_empty_one(customer: SignedInCustomer) -> None:
    answer = await customer.client.post(
        "/api/v1/customer/address/add",
        json={"latitude": "0.5", "longitude": "0.5"},
        headers=customer.headers(),
    )
    assert [code for code, _ in error(answer)[1]] == [
        "address",
        "contact_person_name",
        "contact_person_number",
    ]


@pytest.mark.parametrize(
    ("sent", "stored"),
    [("home", "home"), ("OFFICE", "office"), ("other", "other"), ("Grandma's", "Grandma's"), ("", "other")],
)
async def test_the_label_is_home_office_other_or_a_custom_name(
    customer: SignedInCustomer, sent: str, stored: str
) -> None:
    assert (await customer.saved(address_type=sent))["address_type"] == stored


async def test_optional_fields_may_be_left_out(customer: SignedInCustomer) -> None:
    body = {
        k: HOME[k]
        for k in ("address", "contact_person_name", "contact_person_number", "latitude", "longitude")
    }
    answer = await customer.client.post("/api/v1/customer/address/add", json=body, headers=customer.headers())
    assert answer.status_code == 200, answer.text
    address = answer.json()["address"]
    assert [address[k] for k in ("road", "house", "floor", "additional_information")] == [None] * 4
    assert address["address_type"] == "other"


async def test_an_update_replaces_the_address_and_its_zones(
    customer: SignedInCustomer, ids: dict[str, int]
) -> None:
    first = await customer.saved()
    answer = await customer.update_address(first["id"], address="3 Harbour Road", **at(EAST_ONLY), road=None)
    assert answer.status_code == 200, answer.text
    assert answer.json()["message"] == "Successfully updated!"
    changed = answer.json()["address"]
    assert (changed["id"], changed["address"], changed["zone_ids"], changed["road"]) == (
        first["id"], "3 Harbour Road", [ids["zone_east"]], None,
    )  # fmt: skip
    assert await customer.addresses() == [changed]


async def test_an_update_follows_the_same_rules(customer: SignedInCustomer) -> None:
    first = await customer.saved()
    assert error(await customer.update_address(first["id"], contact_person_name=""))[1] == [
        ("contact_person_name", "Name is required")
    ]
    assert error(await customer.update_address(first["id"], **at(NOWHERE)))[1] == [
        ("zone", "Service not available in this area")
    ]
    assert await customer.addresses() == [first]


async def test_a_deleted_address_is_gone(customer: SignedInCustomer) -> None:
    first = await customer.saved()
    answer = await customer.delete_address(first["id"])
    assert (answer.status_code, answer.json()) == (200, {"message": "Successfully removed!"})
    assert await customer.addresses() == []
    assert error(await customer.delete_address(first["id"])) == (404, [("address", "Address not found.")])
    assert error(await customer.update_address(first["id"]))[0] == 404


async def test_another_customers_address_is_not_found_and_never_changed(new_customer: NewCustomer) -> None:
    owner, intruder = await new_customer(), await new_customer()
    address = await owner.saved()
    assert error(await intruder.update_address(address["id"], address="Stolen")) == (
        404, [("address", "Address not found.")],
    )  # fmt: skip
    assert error(await intruder.delete_address(address["id"]))[0] == 404
    assert await intruder.addresses() == []
    assert await owner.addresses() == [address]


async def test_addresses_are_listed_newest_first(customer: SignedInCustomer) -> None:
    first = await customer.saved(address="First")
    second = await customer.saved(address="Second")
    assert [a["id"] for a in await customer.addresses()] == [second["id"], first["id"]]


async def test_ids_are_never_handed_out_twice(customer: SignedInCustomer) -> None:
    first = await customer.saved()
    await customer.delete_address(first["id"])
    assert (await customer.saved())["id"] > first["id"]


async def test_an_address_book_holds_at_most_its_bound(customer: SignedInCustomer) -> None:
    for n in range(MAX_ADDRESSES):
        await customer.saved(address=f"Address {n}")
    answer = await customer.add_address()
    assert error(answer) == (
        422, [("limit", f"You can save at most {MAX_ADDRESSES} addresses. Remove one to add another.")],
    )  # fmt: skip
    assert len(await customer.addresses()) == MAX_ADDRESSES


@pytest.mark.parametrize("address_id", ["0", "-1", "abc", str(2**63), "1.5"])
async def test_an_address_id_out_of_range_is_refused(customer: SignedInCustomer, address_id: str) -> None:
    for answer in (await customer.delete_address(address_id), await customer.update_address(address_id)):
        assert answer.status_code in (404, 422), answer.text
        assert "errors" in answer.json()


async def test_every_field_is_bounded(customer: SignedInCustomer) -> None:
    long: dict[str, Any] = {
        "address": "a" * 256, "contact_person_name": "n" * 101, "road": "r" * 101, "house": "h" * 101,
        "floor": "f" * 101, "additional_information": "i" * 501, "address_type": "t" * 51,
    }  # fmt: skip
    status, errors = error(await customer.add_address(**long))
    assert status == 422
    assert sorted(code for code, _ in errors) == sorted(long)


async def test_concurrent_adds_never_pass_the_bound(
    customer: SignedInCustomer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("core.address.service.MAX_ADDRESSES", 5)
    answers = await asyncio.gather(*(customer.add_address(address=f"Parallel {n}") for n in range(40)))
    assert sorted(a.status_code for a in answers) == [200] * 5 + [422] * 35
    assert len(await customer.addresses()) == 5
