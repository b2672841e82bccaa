"""The rental trip cart over real HTTP on SQLite and PostgreSQL: fares, trip data, bounds, refusals."""

from __future__ import annotations

import datetime as dt
from decimal import ROUND_HALF_UP, Decimal

from litestar.testing import AsyncTestClient

from tests.api.rental.traveller import EIFFEL_TOWER, ORLY, Traveller, Vehicle, error, pickup_in, trip_body
from verticals.rental.fares import trip_km

EMPTY_CART = {
    "carts": [],
    "user_data": None,
    "subtotal": 0.0,
    "provider": None,
    "tax": 0.0,
    "tax_included": False,
    "total": 0.0,
}


def euros(cents: int) -> float:
    return cents / 100


async def test_an_hourly_trip_is_priced_per_vehicle_and_answered_whole(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    car = providers[0][0]
    added = await guest.add(trip_body(car, 2, estimated_hours=3))
    assert added.status_code == 200, added.text
    assert added.headers["cache-control"] == "no-store"
    cart = added.json()
    [line] = cart["carts"]
    unit = car.fare(car.cents("hourly_price") * 3)  # one car for three hours, less its own discount
    assert line["vehicle_id"] == car.id
    assert line["quantity"] == 2
    assert line["unit_fare"] == euros(unit)
    assert line["price"] == euros(unit * 2)
    assert line["vehicle"]["id"] == car.id
    assert line["vehicle"]["store_id"] == car.provider_id
    assert line["vehicle"]["name"]
    assert line["vehicle"]["store_name"]
    assert line["vehicle"]["image_full_url"]
    assert cart["subtotal"] == euros(unit * 2)
    assert cart["provider"]["id"] == car.provider_id
    assert cart["provider"]["zone_id"] >= 1
    trip = cart["user_data"]
    assert trip["rental_type"] == "hourly"
    assert trip["estimated_hours"] == 3
    assert trip["estimated_days"] is None
    assert trip["destination_location"] is None
    assert trip["pickup_location"] == EIFFEL_TOWER
    assert trip["distance_km"] is None
    assert dt.datetime.fromisoformat(trip["pickup_time"]) > dt.datetime.now(dt.UTC)
    assert await guest.cart() == cart


async def test_day_wise_and_distance_wise_trips_charge_their_own_rates(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    car = providers[0][0]
    days = await guest.add(trip_body(car, 1, rental_type="day_wise", estimated_days=4, estimated_hours=None))
    assert days.status_code == 200, days.text
    assert days.json()["carts"][0]["price"] == euros(car.fare(car.cents("daily_price") * 4))
    assert days.json()["user_data"]["estimated_days"] == 4
    # New trip data replace the cart's: the same line is priced by distance now.
    by_km = trip_body(car, 1, rental_type="distance_wise", estimated_hours=None, destination_location=ORLY)
    distance = await guest.add(by_km)
    assert distance.status_code == 200, distance.text
    km = trip_km((EIFFEL_TOWER["lat"], EIFFEL_TOWER["lng"]), (ORLY["lat"], ORLY["lng"]))
    unit = car.fare(
        int((Decimal(car.cents("distance_price")) * Decimal(str(km))).quantize(Decimal(1), ROUND_HALF_UP))
    )
    [line] = distance.json()["carts"]
    assert line["quantity"] == 2
    assert line["unit_fare"] == euros(unit)
    assert line["price"] == euros(unit * 2)
    trip = distance.json()["user_data"]
    assert trip["rental_type"] == "distance_wise"
    assert trip["estimated_days"] is None
    assert trip["destination_location"] == ORLY
    assert trip["distance_km"] == round(km, 3)


async def test_an_equal_vehicle_raises_its_quantity_up_to_ten(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    car = providers[0][0]
    assert (await guest.add(trip_body(car, 6))).status_code == 200
    grown = await guest.add(trip_body(car, 4))
    assert [line["quantity"] for line in grown.json()["carts"]] == [10]
    over = await guest.add(trip_body(car, 1))
    assert error(over) == (409, "quantity", "A trip takes at most 10 of one vehicle.")
    assert [line["quantity"] for line in (await guest.cart())["carts"]] == [10]


async def test_vehicles_of_one_provider_per_trip(guest: Traveller, providers: list[list[Vehicle]]) -> None:
    first, second = providers[0][:2]
    other = providers[1][0]
    assert (await guest.add(trip_body(first))).status_code == 200
    both = await guest.add(trip_body(second))
    assert [line["vehicle_id"] for line in both.json()["carts"]] == [first.id, second.id]
    refused = await guest.add(trip_body(other))
    assert error(refused) == (
        409,
        "different_provider",
        "You can rent vehicles of one provider per trip. Clear the trip cart to choose another provider.",
    )
    in_french = await guest.add(trip_body(other), language="fr")
    assert error(in_french)[2] == (
        "Vous pouvez louer les véhicules d'un seul loueur par trajet. "
        "Videz le panier du trajet pour choisir un autre loueur."
    )
    assert len((await guest.cart())["carts"]) == 2
    assert (await guest.clear()).json() == EMPTY_CART
    assert (await guest.add(trip_body(other))).status_code == 200


async def test_update_remove_and_clear_answer_the_cart(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    first, second = providers[0][:2]
    await guest.add(trip_body(first))
    cart = (await guest.add(trip_body(second, 2))).json()
    line = cart["carts"][1]
    updated = await guest.update(line["id"], 5)
    assert updated.status_code == 200, updated.text
    assert [(x["id"], x["quantity"]) for x in updated.json()["carts"]] == [
        (cart["carts"][0]["id"], 1),
        (line["id"], 5),
    ]
    removed = await guest.remove(first.id)
    assert removed.status_code == 200, removed.text
    assert [x["vehicle_id"] for x in removed.json()["carts"]] == [second.id]
    assert error(await guest.remove(first.id))[:2] == (404, "vehicle_id")
    last = await guest.remove(second.id)
    assert last.json() == EMPTY_CART
    assert error(await guest.update(line["id"], 2)) == (404, "cart_id", "Trip cart line not found.")
    cleared = await guest.clear()
    assert cleared.status_code == 200
    assert cleared.json()["carts"] == []


async def test_line_ids_are_never_handed_out_twice(guest: Traveller, providers: list[list[Vehicle]]) -> None:
    car = providers[0][0]
    first = (await guest.add(trip_body(car))).json()["carts"][0]["id"]
    await guest.clear()
    again = (await guest.add(trip_body(car))).json()["carts"][0]["id"]
    assert again > first


async def test_trip_data_out_of_bounds_are_refused_with_the_field_named(
    guest: Traveller, providers: list[list[Vehicle]]
) -> None:
    car = providers[0][0]
    cases = {
        "quantity": trip_body(car, 0),
        "estimated_hours": trip_body(car, estimated_hours=721),
        "estimated_days": trip_body(car, rental_type="day_wise", estimated_days=31),
        "lat": trip_body(car, pickup_location={**EIFFEL_TOWER, "lat": 91}),
        "address": trip_body(car, pickup_location={**EIFFEL_TOWER, "address": ""}),
        "rental_type": trip_body(car, rental_type="weekly"),
        "vehicle_id": trip_body(car, vehicle_id="1"),
        "pickup_time": trip_body(car, pickup_time="tomorrow"),
    }
    for field, body in cases.items():
        answer = await guest.add(body)
        assert answer.status_code == 422, (field, answer.text)
        assert error(answer)[1] == field, (field, answer.text)
    assert error(await guest.add(trip_body(car, 11)))[:2] == (422, "quantity")
    missing = {
        "estimated_hours": trip_body(car, estimated_hours=None),
        "estimated_days": trip_body(car, rental_type="day_wise", estimated_hours=None),
        "destination_location": trip_body(car, rental_type="distance_wise"),
        "pickup_time": trip_body(car, pickup_time=pickup_in(-1)),
    }
    for field, body in missing.items():
        assert error(await guest.add(body))[:2] == (422, field), field
    too_far = await guest.add(trip_body(car, pickup_time=pickup_in(31 * 24)), language="fr")
    assert error(too_far) == (
        422,
        "pickup_time",
        "Choisissez une heure de prise en charge entre maintenant et 30 jours.",
    )
    assert (await guest.add(trip_body(car, pickup_time=pickup_in(-0.05)))).status_code == 200
    assert len((await guest.cart())["carts"]) == 1


async def test_only_the_rental_modules_visible_vehicles_can_be_added(
    client: AsyncTestClient,  # type: ignore[type-arg]
    guest: Traveller,
) -> None:
    food = (await client.get("/api/v1/items/latest", params={"limit": 1, "offset": 1})).json()
    not_a_vehicle = food["products"][0]["id"] if food.get("products") else 1
    for vehicle_id in (not_a_vehicle, 2**62):
        answer = await guest.add(trip_body(vehicle_id))
        assert error(answer)[:2] in {(404, "vehicle_id")}, answer.text
    assert (await guest.add(trip_body(2**62), language="fr")).json()["errors"][0]["message"] == (
        "Véhicule introuvable."
    )


async def test_who_asks_decides_whose_trip_cart(
    client: AsyncTestClient,  # type: ignore[type-arg]
    providers: list[list[Vehicle]],
) -> None:
    car = providers[0][0]
    nobody = await client.post("/api/v1/rental/user/cart/add", json=trip_body(car))
    assert error(nobody)[:2] == (401, "guest_id")
    malformed = await client.get("/api/v1/rental/user/cart/get-cart", params={"guest_id": "short"})
    assert error(malformed)[:2] == (422, "guest_id")
    invented = Traveller(client, guest_id="x" * 43)
    assert error(await invented.add(trip_body(car)))[:2] == (404, "guest")
    # Reading an invented guest's trip cart finds it empty, as the cart's list does.
    assert (await invented.cart())["carts"] == []
    forged = Traveller(client, token="not.a.token")
    assert error(await forged.add(trip_body(car)))[:2] == (401, "unauthorized")
    customer = await Traveller.customer(client)
    added = await customer.add(trip_body(car, 3))
    assert added.status_code == 200, added.text
    assert [x["quantity"] for x in (await customer.cart())["carts"]] == [3]
