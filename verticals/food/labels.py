"""The nouns the food module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Food",
        item="food",
        items="foods",
        store="restaurant",
        stores="restaurants",
        track_order="Track Order",
    ),
    "fr": VerticalLabels(
        module_name="Restauration",
        item="plat",
        items="plats",
        store="restaurant",
        stores="restaurants",
        track_order="Suivre la commande",
    ),
}
