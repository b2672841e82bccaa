"""The rental module's demo catalogue: providers renting cars, vans, scooters and bikes by the hour, the day or
the kilometre."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from core.demo import DemoCatalogue, DemoCategory, DemoItem, DemoStore, Text, demo_item

CATEGORIES = (
    DemoCategory(
        Text("Cars", "Voitures"), (Text("City cars", "Citadines"), Text("Family cars", "Familiales"))
    ),
    DemoCategory(Text("Vans", "Utilitaires")),
    DemoCategory(Text("Scooters", "Scooters")),
    DemoCategory(Text("Bikes", "Vélos")),
)

STORES = (
    DemoStore("Lutèce Location", ("Cars", "Vans")),
    DemoStore("Seine Rent", ("Cars", "Scooters")),
    DemoStore("Électro Mobilité", ("Scooters", "Bikes", "Cars")),
    DemoStore("Rive Gauche Auto", ("Cars", "Vans")),
    DemoStore("Vélo Vert", ("Bikes", "Scooters")),
    DemoStore("Grand Paris Utilitaires", ("Vans", "Cars")),
)


def _vehicle(
    name: str,
    category: str,
    hourly: str,
    daily: str,
    per_km: str,
    about: str,
    about_fr: str,
    **attributes: Any,
) -> DemoItem:
    # The cart and trip pages read the vehicle's attributes and its rates (per hour, per day, per km) from
    # `extra`; the item price is the hourly rate.
    name_fr = attributes.pop("name_fr", name)
    extra = {
        "hourly_price": float(hourly),
        "daily_price": float(daily),
        "distance_price": float(per_km),
        **attributes,
    }
    return demo_item(
        name, name_fr, category, hourly, about, about_fr, unit_type="hour", extra=extra, pictures=3
    )


# fmt: off
# One item per line, so the list reads like a menu or a price list.
VEHICLES: tuple[DemoItem, ...] = (
    _vehicle("Renault Zoe", "City cars", "9.00", "49.00", "0.90", "Electric city car, 300 km range.", "Citadine électrique, 300 km d'autonomie.", brand="Renault", seats=5, doors=5, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Fiat 500", "City cars", "8.00", "45.00", "0.80", "Compact and easy to park.", "Compacte et facile à garer.", brand="Fiat", seats=4, doors=3, transmission="manual", fuel="petrol", air_conditioning=True),
    _vehicle("Peugeot 208", "City cars", "9.50", "52.00", "0.90", "Comfortable city car with GPS.", "Citadine confortable avec GPS.", brand="Peugeot", seats=5, doors=5, transmission="manual", fuel="petrol", air_conditioning=True),
    _vehicle("Toyota Yaris Hybrid", "City cars", "10.00", "55.00", "0.95", "Hybrid, very low consumption.", "Hybride, très faible consommation.", brand="Toyota", seats=5, doors=5, transmission="automatic", fuel="hybrid", air_conditioning=True),
    _vehicle("Tesla Model 3", "Family cars", "22.00", "119.00", "1.80", "Long range electric saloon.", "Berline électrique grande autonomie.", brand="Tesla", seats=5, doors=4, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Peugeot 5008", "Family cars", "18.00", "95.00", "1.50", "Seven seats for family trips.", "Sept places pour les sorties en famille.", brand="Peugeot", seats=7, doors=5, transmission="automatic", fuel="diesel", air_conditioning=True),
    _vehicle("Skoda Octavia Estate", "Family cars", "15.00", "79.00", "1.20", "Large boot, ideal for holidays.", "Grand coffre, idéale pour les vacances.", brand="Skoda", seats=5, doors=5, transmission="manual", fuel="diesel", air_conditioning=True),
    _vehicle("Volkswagen ID.4", "Family cars", "19.00", "99.00", "1.60", "Electric SUV, fast charging.", "SUV électrique, recharge rapide.", brand="Volkswagen", seats=5, doors=5, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Renault Kangoo Van", "Vans", "12.00", "65.00", "1.10", "3 m³ load space for small moves.", "3 m³ de chargement pour les petits déménagements.", brand="Renault", seats=2, doors=4, transmission="manual", fuel="diesel", load_volume_m3=3),
    _vehicle("Citroën Jumper 12 m³", "Vans", "19.00", "99.00", "1.70", "For moving a flat.", "Pour déménager un appartement.", brand="Citroën", seats=3, doors=4, transmission="manual", fuel="diesel", load_volume_m3=12),
    _vehicle("Ford Transit Custom", "Vans", "16.00", "85.00", "1.40", "6 m³, tail lift.", "6 m³, hayon élévateur.", brand="Ford", seats=3, doors=4, transmission="manual", fuel="diesel", load_volume_m3=6),
    _vehicle("Electric scooter 50 cc", "Scooters", "5.00", "25.00", "0.40", "Two helmets included.", "Deux casques fournis.", brand="Niu", seats=2, transmission="automatic", fuel="electric", name_fr="Scooter électrique 50 cm³"),
    _vehicle("Vespa Primavera 125", "Scooters", "7.00", "35.00", "0.55", "Classic Italian scooter.", "Le scooter italien classique.", brand="Piaggio", seats=2, transmission="automatic", fuel="petrol"),
    _vehicle("Yamaha XMax 300", "Scooters", "9.00", "45.00", "0.70", "Comfortable maxi scooter.", "Maxi-scooter confortable.", brand="Yamaha", seats=2, transmission="automatic", fuel="petrol"),
    _vehicle("City e-bike", "Bikes", "3.00", "18.00", "0.30", "Pedal assist, 60 km range.", "Assistance électrique, 60 km d'autonomie.", brand="Moustache", seats=1, transmission="automatic", fuel="electric", name_fr="Vélo électrique urbain"),
    _vehicle("Cargo bike", "Bikes", "5.00", "29.00", "0.45", "Carries two children or shopping.", "Transporte deux enfants ou les courses.", brand="Babboe", seats=3, transmission="automatic", fuel="electric", name_fr="Vélo cargo"),
    _vehicle("Road bike", "Bikes", "2.50", "15.00", "0.25", "Light aluminium frame.", "Cadre aluminium léger.", brand="Origine", seats=1, transmission="manual", fuel="none", name_fr="Vélo de route"),
)
# fmt: on


def demo_catalogue() -> DemoCatalogue:
    """Rental providers with vehicles whose seats, transmission, fuel and rates sit in `extra`."""
    return DemoCatalogue(
        position=6,
        description=Text(
            "Cars, vans, scooters and bikes to rent.", "Voitures, utilitaires, scooters et vélos à louer."
        ),
        color="#1D3557",
        categories=CATEGORIES,
        stores=STORES,
        items=VEHICLES,
        opening_hours=(("07:00", "22:00"),),
        tax=Decimal("20.00"),
        delivery_time="15-30 min",
        stock=(4, 6),  # a provider keeps a handful of each vehicle
        per_km_shipping_charge=Decimal(0),
        minimum_shipping_charge=Decimal(0),
        maximum_shipping_charge=None,
    )
