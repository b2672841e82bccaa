"""Parcels over real HTTP on SQLite and PostgreSQL: each owner sees and cancels only its own, a replayed
idempotency key makes one parcel, and bad input is refused with a 4xx naming it."""

from __future__ import annotations

import asyncio
from typing import Any

from litestar.testing import AsyncTestClient

from tests.api.parcel.sender import PARCEL, Sender, error, parcel_body, track


async def test_customers_list_only_their_own_parcels_newest_first(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    first, second = await Sender.customer(client), await Sender.customer(client)
    mine = [(await first.place(parcel_body(c["id"]))).json()["parcel_id"] for c in categories[:3]]
    theirs = (await second.place(parcel_body(categories[0]["id"]))).json()["parcel_id"]
    page = await first.listed(offset=1, limit=2)
    assert page.status_code == 200, page.text
    assert page.headers["cache-control"] == "no-store"
    answer = page.json()
    assert (answer["total_size"], answer["limit"], answer["offset"]) == (3, 2, 1)
    assert [p["id"] for p in answer["parcels"]] == [mine[2], mine[1]]
    assert [p["id"] for p in (await first.listed(offset=2, limit=2)).json()["parcels"]] == [mine[0]]
    assert [p["id"] for p in (await second.listed()).json()["parcels"]] == [theirs]


async def test_a_guest_has_no_parcel_list(guest: Sender) -> None:
    assert (await guest.listed()).status_code == 401


async def test_only_the_owner_cancels_and_only_while_pending(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Sender,
    categories: list[dict[str, Any]],
) -> None:
    placed = (await guest.place(parcel_body(categories[0]["id"]))).json()
    intruders = [await Sender.guest(client), await Sender.customer(client)]
    for intruder in intruders:
        assert error(await intruder.cancel(placed["parcel_id"])) == (404, "parcel_id", "Parcel not found.")
    assert error(await guest.cancel(10**12))[:2] == (404, "parcel_id")
    canceled = await guest.cancel(placed["parcel_id"])
    assert canceled.status_code == 200, canceled.text
    assert canceled.json() == {"message": "Parcel request canceled successfully"}
    parcel = (await track(client, placed["tracking_code"], "+33612345678")).json()
    assert parcel["status"] == "canceled"
    assert [step["status"] for step in parcel["status_history"]] == ["pending", "canceled"]
    assert error(await guest.cancel(placed["parcel_id"])) == (
        409,
        "status",
        "This parcel can no longer be canceled.",
    )
    nobody = await client.put(f"{PARCEL}/cancel", json={"parcel_id": placed["parcel_id"]})
    assert nobody.status_code == 401


async def test_placing_needs_an_owner_and_an_issued_guest(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    body = parcel_body(categories[0]["id"])
    assert error(await client.post(f"{PARCEL}/place", json=body))[:2] == (401, "guest_id")
    assert error(await Sender(client, guest_id="short").place(body))[:2] == (422, "guest_id")
    invented = Sender(client, guest_id="x" * 43)
    assert error(await invented.place(body))[:2] == (404, "guest")


async def test_a_replayed_key_answers_the_first_parcel_even_sent_at_once(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    sender = await Sender.customer(client)
    body = parcel_body(categories[1]["id"])
    answers = await asyncio.gather(*(sender.place(body, key="parcel-once-1") for _ in range(12)))
    assert {a.status_code for a in answers} == {200}, [a.text for a in answers]
    assert len({(a.json()["parcel_id"], a.json()["tracking_code"]) for a in answers}) == 1
    assert (await sender.listed()).json()["total_size"] == 1
    # The key is the owner's: another owner's same key makes another parcel; a new key, a new parcel.
    other = await Sender.customer(client)
    theirs = (await other.place(body, key="parcel-once-1")).json()
    assert theirs["parcel_id"] != answers[0].json()["parcel_id"]
    assert (await sender.place(body, key="parcel-once-2")).json()["parcel_id"] != theirs["parcel_id"]
    assert (await sender.listed()).json()["total_size"] == 2


async def test_bad_input_is_refused_with_a_4xx_naming_it(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Sender,
    categories: list[dict[str, Any]],
) -> None:
    category = categories[0]["id"]
    good = parcel_body(category)
    sender = good["sender"]
    refused: list[dict[str, Any]] = [
        {**good, "charge_payer": "courier"},
        {**good, "payment_method": "wallet"},
        {**good, "parcel_note": "x" * 501},
        {**good, "parcel_note": "bell\x07"},
        {**good, "category_id": 0},
        {**good, "sender": {**sender, "latitude": 91}},
        {**good, "sender": {**sender, "address": "a" * 256}},
        {**good, "sender": {**sender, "contact_person_name": "n" * 101}},
        {**good, "sender": {**sender, "house": "h" * 101}},
        {**good, "sender": {**sender, "contact_person_number": "9" * 31}},
        {key: value for key, value in good.items() if key != "receiver"},
    ]
    for body in refused:
        answer = await guest.place(body)
        assert answer.status_code in (400, 422), (body, answer.text)
        assert answer.json()["errors"][0]["message"]
    assert error(await guest.place({**good, "sender": {**sender, "contact_person_number": "12"}})) == (
        422,
        "sender.contact_person_number",
        "Enter a valid phone number: digits, with an optional leading +.",
    )
    blank = {**good, "receiver": {**good["receiver"], "contact_person_name": "   "}}
    assert error(await guest.place(blank, language="fr")) == (
        422,
        "receiver.contact_person_name",
        "Le nom de la personne à contacter est requis",
    )
    assert (await guest.place(good, key="not a key!")).status_code in (400, 422)
    assert (await guest.place(good, key="k" * 65)).status_code in (400, 422)
    huge = {**good, "padding": "p" * 9000}
    assert (await guest.place(huge)).status_code == 413
    not_json = await client.post(
        f"{PARCEL}/place", content=b"{", headers={"Content-Type": "application/json"}
    )
    assert not_json.status_code == 400
    for params in (
        {"tracking_code": "A" * 11, "contact_number": "0612345678"},
        {"tracking_code": "ABC-DEF", "contact_number": "0612345678"},
        {"tracking_code": "ABCDEFGHJK", "contact_number": "0" * 31},
        {"tracking_code": "ABCDEFGHJK"},
    ):
        answer = await client.get(f"{PARCEL}/track", params=params)
        assert answer.status_code in (400, 422), (params, answer.text)
    customer = await Sender.customer(client)
    for params in ({"limit": 51}, {"limit": 0}, {"offset": 0}, {"offset": 100_001}, {"offset": "x"}):
        assert (await customer.listed(**params)).status_code in (400, 422), params
    # Nothing refused was stored.
    assert (await track(client, "ABCDEFGHJK", "+33612345678")).status_code == 404


async def test_a_deleted_customer_is_erased_from_their_parcels_which_stay_for_the_books(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    sender = await Sender.customer(client)
    placed = (await sender.place(parcel_body(categories[0]["id"]))).json()
    assert (await track(client, placed["tracking_code"], "+33612345678")).status_code == 200
    removed = await client.delete("/api/v1/customer/remove-account", headers=sender.headers())
    assert removed.status_code == 200, removed.text
    # The sender's and the receiver's numbers are gone: tracking by code and number finds nothing.
    assert (await track(client, placed["tracking_code"], "+33612345678")).status_code == 404
    assert (await track(client, placed["tracking_code"], "0698765432")).status_code == 404
