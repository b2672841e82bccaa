"""The emoji each name of the rental module's demo catalogue shows as its picture (OpenMoji draws them).

Keys are the English names: the module, its categories and sub-categories, its vehicles. Each vehicle shows
its kind: a small car, an SUV, a van, a scooter or a bike.
"""

from __future__ import annotations

PICTURES: dict[str, str] = {
    "Rental": "🔑",
    # Categories and sub-categories
    "Cars": "🚗",
    "City cars": "🚘",
    "Family cars": "🚙",
    "Vans": "🚐",
    "Scooters": "🛵",
    "Bikes": "🚲",
    # City cars
    "Renault Zoe": "🚗",
    "Fiat 500": "🚘",
    "Peugeot 208": "🚗",
    "Toyota Yaris Hybrid": "🚘",
    # Family cars
    "Tesla Model 3": "🚗",
    "Peugeot 5008": "🚙",
    "Skoda Octavia Estate": "🚙",
    "Volkswagen ID.4": "🚙",
    # Vans
    "Renault Kangoo Van": "🚐",
    "Citroën Jumper 12 m³": "🚚",
    "Ford Transit Custom": "🚐",
    # Scooters
    "Electric scooter 50 cc": "🛵",
    "Vespa Primavera 125": "🛵",
    "Yamaha XMax 300": "🏍️",
    # Bikes
    "City e-bike": "🚲",
    "Cargo bike": "🚲",
    "Road bike": "🚴",
}
