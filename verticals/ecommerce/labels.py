"""The nouns the ecommerce module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Shop",
        item="item",
        items="items",
        store="store",
        stores="stores",
        track_order="Track Order",
    ),
    "fr": VerticalLabels(
        module_name="Boutique",
        item="article",
        items="articles",
        store="boutique",
        stores="boutiques",
        track_order="Suivre la commande",
    ),
}
