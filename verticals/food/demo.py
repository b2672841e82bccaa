"""The food module's demo catalogue: Paris restaurants of several cuisines sharing one menu book."""

from __future__ import annotations

from decimal import Decimal as D

from core.demo import DemoAddOn, DemoCatalogue, DemoCategory, DemoStore, Text

from .demo_menu import MENU
from .demo_pictures import PICTURES

CATEGORIES = (
    DemoCategory(Text("Starters", "Entrées")),
    DemoCategory(Text("Burgers", "Burgers")),
    DemoCategory(
        Text("Pizza", "Pizzas"),
        (Text("Red pizzas", "Pizzas base tomate"), Text("White pizzas", "Pizzas base crème")),
    ),
    DemoCategory(Text("Pasta", "Pâtes")),
    DemoCategory(Text("Sushi", "Sushis")),
    DemoCategory(Text("Bowls", "Bowls")),
    DemoCategory(Text("Mezze & Grills", "Mezzés et grillades")),
    DemoCategory(Text("Salads", "Salades")),
    DemoCategory(Text("Breakfast", "Petit-déjeuner")),
    DemoCategory(Text("Desserts", "Desserts")),
    DemoCategory(
        Text("Drinks", "Boissons"),
        (Text("Soft drinks", "Boissons fraîches"), Text("Hot drinks", "Boissons chaudes")),
    ),
)

_SWEET_AND_DRINKS = ("Desserts", "Drinks")

STORES = (
    DemoStore("Casa Nonna", ("Pizza", "Pasta", "Starters", *_SWEET_AND_DRINKS)),
    DemoStore("Forno Rosso", ("Pizza", "Pasta", "Salads", *_SWEET_AND_DRINKS)),
    DemoStore("Paname Burger", ("Burgers", "Starters", "Salads", *_SWEET_AND_DRINKS)),
    DemoStore("Smash Club", ("Burgers", "Starters", "Breakfast", *_SWEET_AND_DRINKS)),
    DemoStore("Sakura Sushi", ("Sushi", "Bowls", "Starters", *_SWEET_AND_DRINKS)),
    DemoStore("Umami Bowl", ("Bowls", "Sushi", "Salads", *_SWEET_AND_DRINKS)),
    DemoStore("Cèdre du Liban", ("Mezze & Grills", "Salads", "Starters", *_SWEET_AND_DRINKS), halal=True),
    DemoStore("Le Petit Zinc", ("Starters", "Burgers", "Salads", "Breakfast", *_SWEET_AND_DRINKS)),
    DemoStore("Green Leaf Café", ("Salads", "Bowls", "Breakfast", *_SWEET_AND_DRINKS)),
    DemoStore("Istanbul Grill", ("Mezze & Grills", "Burgers", "Salads", *_SWEET_AND_DRINKS), halal=True),
)

ADD_ONS = (
    DemoAddOn(Text("Extra cheese", "Supplément fromage"), D("1.50")),
    DemoAddOn(Text("Fries", "Frites"), D("2.90")),
    DemoAddOn(Text("Garlic sauce", "Sauce à l'ail"), D("0.60")),
    DemoAddOn(Text("Side salad", "Petite salade"), D("3.20")),
    DemoAddOn(Text("Extra avocado", "Supplément avocat"), D("1.80")),
    DemoAddOn(Text("Pita bread", "Pain pita"), D("1.20")),
)


def demo_catalogue() -> DemoCatalogue:
    """Restaurants open for lunch and dinner, with variations, add-ons and time-limited dishes."""
    return DemoCatalogue(
        position=1,
        description=Text(
            "Restaurants near you, delivered hot.", "Les restaurants du quartier, livrés chauds."
        ),
        color="#E4572E",
        categories=CATEGORIES,
        stores=STORES,
        items=MENU,
        add_ons=ADD_ONS,
        opening_hours=(("07:00", "15:00"), ("18:00", "23:30")),
        tax=D("10.00"),
        delivery_time="25-35 min",
        per_km_shipping_charge=D("0.90"),
        minimum_shipping_charge=D("1.99"),
        maximum_shipping_charge=D("7.99"),
        scale_weight=4,
        pictures=PICTURES,
    )
