"""The nouns the grocery module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Grocery",
        item="item",
        items="items",
        store="store",
        stores="stores",
        track_order="Track Order",
    ),
    "fr": VerticalLabels(
        module_name="Épicerie",
        item="article",
        items="articles",
        store="magasin",
        stores="magasins",
        track_order="Suivre la commande",
    ),
}
