"""The laundry's demo module: one store with two services, named in English and French."""

from decimal import Decimal

from core.demo import DemoCatalogue, DemoCategory, DemoStore, Text, demo_item


def demo_catalogue() -> DemoCatalogue:
    """What the demo marketplace shows of the laundry vertical."""
    return DemoCatalogue(
        description=Text("Laundry picked up and delivered.", "Linge collecté et livré."),
        color="#4f7cac",
        categories=(DemoCategory(Text("Laundry", "Blanchisserie")),),
        stores=(DemoStore("Bubbles Laundry"),),
        items=(
            demo_item(
                "Shirt wash and press", "Lavage et repassage de chemise", "Laundry", "3.50", unit_type="pc"
            ),
            demo_item("Duvet cleaning", "Nettoyage de couette", "Laundry", "18.00", unit_type="pc"),
        ),
        minimum_shipping_charge=Decimal("3.00"),
        position=200,
    )
