"""Sending a parcel over real HTTP on SQLite and PostgreSQL: categories, the quote's fee, placing, tracking."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from litestar.testing import AsyncTestClient

from tests.api.parcel.sender import BASTILLE, LONDON, LOUVRE, PARCEL, Sender, error, parcel_body, place, track
from verticals.rental.fares import trip_km

PORTE_MAILLOT = {"address": "Porte Maillot, Paris", "latitude": 48.8755, "longitude": 2.2880}
NATION = {"address": "Place de la Nation, Paris", "latitude": 48.848, "longitude": 2.396}


def named(categories: list[dict[str, Any]], name: str) -> dict[str, Any]:
    return next(c for c in categories if c["name"] == name)


async def test_the_four_categories_are_answered_in_the_shoppers_language(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    assert [c["name"] for c in categories] == ["Documents", "Small box", "Large box", "Fragile"]
    large = named(categories, "Large box")
    assert (large["per_km_charge"], large["minimum_charge"]) == (1.8, 11.9)
    assert large["description"] == "A box up to 30 kg."
    french = (await client.get(f"{PARCEL}/categories", headers={"X-localization": "fr"})).json()
    assert [c["name"] for c in french] == ["Documents", "Petit colis", "Grand colis", "Fragile"]
    assert [c["id"] for c in french] == [c["id"] for c in categories]


async def test_the_fee_is_the_categorys_per_km_charge_over_the_distance_never_below_its_minimum(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    documents = named(categories, "Documents")
    far = {
        "category_id": documents["id"],
        "sender": place(PORTE_MAILLOT, "A", "0612345678"),
        "receiver": place(NATION, "B", "0698765432"),
    }
    answer = await client.post(f"{PARCEL}/quote", json=far)
    assert answer.status_code == 200, answer.text
    assert answer.headers["cache-control"] == "no-store"
    km = trip_km((48.8755, 2.2880), (48.848, 2.396))
    cents = int((Decimal(80) * Decimal(str(km))).quantize(Decimal(1), ROUND_HALF_UP))
    assert cents > 490  # far enough for the per-km charge to pass the minimum
    assert answer.json() == {"distance_km": round(km, 3), "delivery_fee": cents / 100, "total": cents / 100}
    # The quote reads the points only: the contact details may come later.
    near = {**far, "sender": {"latitude": 48.8606, "longitude": 2.3376}, "receiver": BASTILLE}
    assert (await client.post(f"{PARCEL}/quote", json=near)).json()["total"] == 4.9
    missing = {**far, "receiver": {"address": "Nowhere"}}
    assert (await client.post(f"{PARCEL}/quote", json=missing)).status_code in (400, 422)


async def test_a_place_outside_every_parcel_zone_is_refused_in_the_shoppers_language(
    client: AsyncTestClient,  # type: ignore[type-arg]
    categories: list[dict[str, Any]],
) -> None:
    body = {
        "category_id": categories[0]["id"],
        "sender": place(LOUVRE, "A", "0612345678"),
        "receiver": place(LONDON, "B", "0698765432"),
    }
    answer = await client.post(f"{PARCEL}/quote", json=body)
    assert error(answer) == (422, "zone", "Service not available in this area")
    french = await client.post(f"{PARCEL}/quote", json=body, headers={"X-localization": "fr"})
    assert error(french) == (422, "zone", "Service non disponible dans cette zone")


async def test_a_guest_sends_a_parcel_priced_by_the_server_and_both_ends_track_it(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Sender,
    categories: list[dict[str, Any]],
) -> None:
    fragile = named(categories, "Fragile")
    # Money a client sends is never read.
    body = parcel_body(fragile["id"], total_amount=0.01, delivery_fee=0, distance_km=0)
    placed = await guest.place(body)
    assert placed.status_code == 200, placed.text
    answer = placed.json()
    assert answer["message"] == "Parcel request placed successfully"
    assert answer["total_amount"] == 9.9  # Fragile's minimum: the Louvre to the Bastille is short
    code = answer["tracking_code"]
    assert len(code) == 10
    assert code.isalnum()
    assert code.isupper()
    # The sender's and the receiver's numbers each open it, typed with or without separators.
    for number in ("+33612345678", "06 98 76 54 32"):
        tracked = await track(client, code, number)
        assert tracked.status_code == 200, tracked.text
        assert tracked.headers["cache-control"] == "no-store"
        parcel = tracked.json()
        assert parcel["id"] == answer["parcel_id"]
        assert parcel["status"] == "pending"
        assert [step["status"] for step in parcel["status_history"]] == ["pending"]
        assert parcel["category"]["name"] == "Fragile"
        assert parcel["sender"]["contact_person_name"] == "Alice Martin"
        assert (parcel["sender"]["house"], parcel["sender"]["floor"]) == ("12", "3")
        assert parcel["receiver"]["road"] == "Rue de la Roquette"
        assert parcel["parcel_note"] == "Ring twice.\nThird floor."
        assert (parcel["charge_payer"], parcel["payment_method"]) == ("sender", "cash_on_delivery")
        assert parcel["total_amount"] == 9.9
    assert (await track(client, code.lower(), "+33612345678")).status_code == 200


async def test_another_code_or_number_finds_no_parcel(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Sender,
    categories: list[dict[str, Any]],
) -> None:
    code = (await guest.place(parcel_body(categories[0]["id"]))).json()["tracking_code"]
    other = "A" * 10 if code != "A" * 10 else "B" * 10
    for asked, number in ((code, "0611111111"), (other, "+33612345678"), (code, "not a number")):
        assert error(await track(client, asked, number)) == (404, "parcel", "Parcel not found.")
    assert error(await track(client, code, "0611111111", "fr"))[2] == "Colis introuvable."


async def test_an_unknown_category_is_not_found(guest: Sender) -> None:
    assert error(await guest.place(parcel_body(987654)))[:2] == (404, "category_id")
