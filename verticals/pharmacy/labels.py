"""The nouns the pharmacy module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Pharmacy",
        item="item",
        items="items",
        store="store",
        stores="stores",
        track_order="Track Order",
    ),
    "fr": VerticalLabels(
        module_name="Pharmacie",
        item="article",
        items="articles",
        store="pharmacie",
        stores="pharmacies",
        track_order="Suivre la commande",
    ),
}
