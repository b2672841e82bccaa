"""The nouns the parcel module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Parcel",
        item="parcel",
        items="parcels",
        store="store",
        stores="stores",
        track_order="Track Order",
    ),
    "fr": VerticalLabels(
        module_name="Colis",
        item="colis",
        items="colis",
        store="magasin",
        stores="magasins",
        track_order="Suivre la commande",
    ),
}
