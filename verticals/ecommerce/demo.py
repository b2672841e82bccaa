"""The ecommerce module's demo catalogue: concept stores selling fashion, tech, home, beauty and sport."""

from __future__ import annotations

from decimal import Decimal as D

from core.demo import DemoAddOn, DemoCatalogue, DemoCategory, DemoStore, Text

from .demo_pictures import PICTURES
from .demo_products import PRODUCTS

CATEGORIES = (
    DemoCategory(Text("Fashion", "Mode"), (Text("Men", "Homme"), Text("Women", "Femme"))),
    DemoCategory(
        Text("Electronics", "High-tech"), (Text("Audio", "Audio"), Text("Accessories", "Accessoires"))
    ),
    DemoCategory(Text("Home & Living", "Maison et déco")),
    DemoCategory(Text("Beauty", "Beauté")),
    DemoCategory(Text("Sports & Outdoors", "Sport et plein air")),
)

STORES = (
    DemoStore("Maison Lumière", ("Home & Living", "Beauty", "Fashion")),
    DemoStore("Atelier Denim", ("Fashion", "Sports & Outdoors", "Beauty")),
    DemoStore("Volt Electronics", ("Electronics", "Home & Living", "Sports & Outdoors")),
    DemoStore("Concept Rivoli", ("Fashion", "Home & Living", "Beauty")),
    DemoStore("Pixel Store", ("Electronics", "Sports & Outdoors", "Home & Living")),
    DemoStore("Sport Avenue", ("Sports & Outdoors", "Fashion", "Electronics")),
    DemoStore("Belle Peau Paris", ("Beauty", "Home & Living", "Fashion")),
    DemoStore("Bazar Parisien", ("Home & Living", "Electronics", "Beauty")),
)


def demo_catalogue() -> DemoCatalogue:
    """Shops whose products come in sizes, colours and capacities, with gift wrapping as an add-on."""
    return DemoCatalogue(
        position=4,
        description=Text("Shop Paris boutiques online.", "Les boutiques parisiennes en ligne."),
        color="#5E60CE",
        categories=CATEGORIES,
        stores=STORES,
        items=PRODUCTS,
        add_ons=(DemoAddOn(Text("Gift wrap", "Emballage cadeau"), D("3.00")),),
        opening_hours=(("10:00", "19:30"),),
        tax=D("20.00"),
        delivery_time="1-2 days",
        per_km_shipping_charge=D("0.50"),
        minimum_shipping_charge=D("3.90"),
        maximum_shipping_charge=D("9.90"),
        scale_weight=2,
        pictures=PICTURES,
    )
