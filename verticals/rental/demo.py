"""The rental module's demo catalogue: providers renting cars, vans, scooters and bikes by the hour, the day or
the kilometre."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from core.demo import DemoCatalogue, DemoCategory, DemoItem, DemoStore, Text, demo_item

from .demo_pictures import PICTURES

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
    _vehicle("Renault Zoe", "City cars", "9.00", "49.00", "0.90", "A fully electric Renault Zoe with around 300 km of range, ideal for getting around Paris and its suburbs quietly and with zero exhaust emissions. Five seats, five doors, automatic gearbox and air conditioning.", "Une Renault Zoe 100 % électrique d'environ 300 km d'autonomie, idéale pour circuler dans Paris et sa banlieue en silence et sans émissions à l'échappement. Cinq places, cinq portes, boîte automatique et climatisation.", brand="Renault", seats=5, doors=5, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Fiat 500", "City cars", "8.00", "45.00", "0.80", "The iconic Fiat 500, compact and easy to park in the tightest Paris streets. Perfect for city errands or a day trip for two, with room for four. Three doors, manual gearbox, petrol engine and air conditioning.", "L'iconique Fiat 500, compacte et facile à garer dans les rues les plus étroites de Paris. Parfaite pour les courses en ville ou une escapade à deux, avec de la place pour quatre. Trois portes, boîte manuelle, moteur essence et climatisation.", brand="Fiat", seats=4, doors=3, transmission="manual", fuel="petrol", air_conditioning=True),
    _vehicle("Peugeot 208", "City cars", "9.50", "52.00", "0.90", "A comfortable Peugeot 208 with built-in GPS navigation, at ease in town and on the motorway for a weekend away. Five seats, five doors, manual gearbox, petrol engine and air conditioning, with room for two suitcases.", "Une Peugeot 208 confortable avec GPS intégré, à l'aise en ville comme sur l'autoroute pour un week-end. Cinq places, cinq portes, boîte manuelle, moteur essence et climatisation, avec de la place pour deux valises.", brand="Peugeot", seats=5, doors=5, transmission="manual", fuel="petrol", air_conditioning=True),
    _vehicle("Toyota Yaris Hybrid", "City cars", "10.00", "55.00", "0.95", "A Toyota Yaris Hybrid that runs on electric power at low speed in town, for very low fuel consumption and a smooth, quiet drive. Five seats, five doors, automatic gearbox and air conditioning; no charging needed.", "Une Toyota Yaris hybride qui roule en électrique à basse vitesse en ville, pour une très faible consommation et une conduite douce et silencieuse. Cinq places, cinq portes, boîte automatique et climatisation ; aucune recharge nécessaire.", brand="Toyota", seats=5, doors=5, transmission="automatic", fuel="hybrid", air_conditioning=True),
    _vehicle("Tesla Model 3", "Family cars", "22.00", "119.00", "1.80", "A long-range Tesla Model 3 electric saloon, quick, quiet and comfortable for long journeys, with access to fast charging along the way. Five seats, four doors, automatic gearbox, air conditioning and a boot at each end.", "Une berline électrique Tesla Model 3 grande autonomie, rapide, silencieuse et confortable pour les longs trajets, avec accès à la recharge rapide en route. Cinq places, quatre portes, boîte automatique, climatisation et un coffre à l'avant comme à l'arrière.", brand="Tesla", seats=5, doors=4, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Peugeot 5008", "Family cars", "18.00", "95.00", "1.50", "A Peugeot 5008 SUV with seven seats for family trips, holidays with friends or airport runs with the whole group. Automatic gearbox, diesel engine and air conditioning; fold the third row down for a large boot.", "Un SUV Peugeot 5008 à sept places pour les sorties en famille, les vacances entre amis ou les trajets vers l'aéroport à plusieurs. Boîte automatique, moteur diesel et climatisation ; rabattez la troisième rangée pour un grand coffre.", brand="Peugeot", seats=7, doors=5, transmission="automatic", fuel="diesel", air_conditioning=True),
    _vehicle("Skoda Octavia Estate", "Family cars", "15.00", "79.00", "1.20", "A Skoda Octavia Estate with one of the largest boots in its class, ideal for holidays, bulky luggage or a trip to the flea market. Five seats, five doors, manual gearbox, economical diesel engine and air conditioning.", "Une Skoda Octavia break au coffre parmi les plus grands de sa catégorie, idéale pour les vacances, les bagages encombrants ou une virée aux puces. Cinq places, cinq portes, boîte manuelle, moteur diesel économique et climatisation.", brand="Skoda", seats=5, doors=5, transmission="manual", fuel="diesel", air_conditioning=True),
    _vehicle("Volkswagen ID.4", "Family cars", "19.00", "99.00", "1.60", "A Volkswagen ID.4 electric SUV with a roomy cabin and fast charging, so a coffee break is enough to add range on a long drive. Five seats, five doors, automatic gearbox and air conditioning, with a generous boot.", "Un SUV électrique Volkswagen ID.4 à l'habitacle spacieux et à recharge rapide : une pause café suffit pour reprendre de l'autonomie sur un long trajet. Cinq places, cinq portes, boîte automatique et climatisation, avec un coffre généreux.", brand="Volkswagen", seats=5, doors=5, transmission="automatic", fuel="electric", air_conditioning=True),
    _vehicle("Renault Kangoo Van", "Vans", "12.00", "65.00", "1.10", "A Renault Kangoo van with 3 m³ of load space, for small moves, collecting a piece of furniture or carrying bulky purchases. As easy to drive and park as a car. Two seats, manual gearbox, diesel engine.", "Un Renault Kangoo utilitaire de 3 m³ de chargement, pour les petits déménagements, récupérer un meuble ou transporter des achats encombrants. Aussi facile à conduire et à garer qu'une voiture. Deux places, boîte manuelle, moteur diesel.", brand="Renault", seats=2, doors=4, transmission="manual", fuel="diesel", load_volume_m3=3),
    _vehicle("Citroën Jumper 12 m³", "Vans", "19.00", "99.00", "1.70", "A large Citroën Jumper van with 12 m³ of load space, enough to move the contents of a one or two-bedroom flat in one trip. Three seats in the cab, manual gearbox and diesel engine; you can drive it on a standard car licence.", "Un grand Citroën Jumper de 12 m³ de chargement, de quoi déménager un deux ou trois-pièces en un seul voyage. Trois places à l'avant, boîte manuelle et moteur diesel ; il se conduit avec le permis B.", brand="Citroën", seats=3, doors=4, transmission="manual", fuel="diesel", load_volume_m3=12),
    _vehicle("Ford Transit Custom", "Vans", "16.00", "85.00", "1.40", "A Ford Transit Custom van with 6 m³ of load space and a tail lift that makes loading heavy items such as appliances easy. Three seats, manual gearbox and diesel engine; you can drive it on a standard car licence.", "Un Ford Transit Custom de 6 m³ de chargement avec hayon élévateur, qui facilite le chargement des objets lourds comme l'électroménager. Trois places, boîte manuelle et moteur diesel ; il se conduit avec le permis B.", brand="Ford", seats=3, doors=4, transmission="manual", fuel="diesel", load_volume_m3=6),
    _vehicle("Electric scooter 50 cc", "Scooters", "5.00", "25.00", "0.40", "A quiet Niu electric scooter in the 50 cc class, perfect for zipping through Paris traffic with no exhaust emissions. Two seats and two helmets included; automatic, with a removable battery you can charge at home.", "Un scooter électrique Niu silencieux de catégorie 50 cm³, parfait pour se faufiler dans la circulation parisienne sans émissions à l'échappement. Deux places et deux casques fournis ; automatique, avec une batterie amovible à recharger chez soi.", brand="Niu", seats=2, transmission="automatic", fuel="electric", name_fr="Scooter électrique 50 cm³"),
    _vehicle("Vespa Primavera 125", "Scooters", "7.00", "35.00", "0.55", "The classic Italian Vespa Primavera 125, stylish and nimble, for exploring Paris or riding out to the nearby suburbs. Two seats, automatic transmission and a petrol engine, with storage under the seat for a helmet.", "L'élégante Vespa Primavera 125, le scooter italien classique, maniable pour découvrir Paris ou filer en proche banlieue. Deux places, transmission automatique, moteur essence et un coffre sous la selle pour un casque.", brand="Piaggio", seats=2, transmission="automatic", fuel="petrol"),
    _vehicle("Yamaha XMax 300", "Scooters", "9.00", "45.00", "0.70", "A Yamaha XMax 300 maxi scooter, comfortable and stable on the ring road and for longer rides out of town. Two seats, automatic transmission, petrol engine and a large under-seat storage space that holds two helmets.", "Un maxi-scooter Yamaha XMax 300, confortable et stable sur le périphérique comme pour les balades hors de la ville. Deux places, transmission automatique, moteur essence et un grand coffre sous la selle qui accueille deux casques.", brand="Yamaha", seats=2, transmission="automatic", fuel="petrol"),
    _vehicle("City e-bike", "Bikes", "3.00", "18.00", "0.30", "A Moustache city e-bike with pedal assist and around 60 km of range, to cross Paris without breaking a sweat. Step-through frame, integrated lights, mudguards and a rear rack for your bag. For one rider.", "Un vélo électrique urbain Moustache à assistance au pédalage, d'environ 60 km d'autonomie, pour traverser Paris sans effort. Cadre ouvert, éclairage intégré, garde-boue et porte-bagages pour votre sac. Pour une personne.", brand="Moustache", seats=1, transmission="automatic", fuel="electric", name_fr="Vélo électrique urbain"),
    _vehicle("Cargo bike", "Bikes", "5.00", "29.00", "0.45", "An electric Babboe cargo bike with a front box that carries two children on its bench or a big load of shopping. Pedal assist makes it easy to ride even fully loaded. Seats the rider plus two children; rain cover included.", "Un vélo cargo électrique Babboe avec une caisse à l'avant qui transporte deux enfants sur sa banquette ou un gros chargement de courses. L'assistance électrique le rend facile à conduire même à pleine charge. Le cycliste plus deux enfants ; bâche de pluie fournie.", brand="Babboe", seats=3, transmission="automatic", fuel="electric", name_fr="Vélo cargo"),
    _vehicle("Road bike", "Bikes", "2.50", "15.00", "0.25", "A light Origine road bike with an aluminium frame and 22 gears, made for fast rides along the Seine or a day out in the Chevreuse valley. For one rider; we recommend a helmet and a lock.", "Un vélo de route Origine léger au cadre en aluminium et à 22 vitesses, fait pour rouler vite le long de la Seine ou passer une journée dans la vallée de Chevreuse. Pour une personne ; casque et antivol recommandés.", brand="Origine", seats=1, transmission="manual", fuel="none", name_fr="Vélo de route"),
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
        pictures=PICTURES,
    )
