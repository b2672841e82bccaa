"""The nouns the rental module uses, in every language the storefront ships."""

from core.verticals import VerticalLabels

LABELS = {
    "en": VerticalLabels(
        module_name="Rental",
        item="vehicle",
        items="vehicles",
        store="provider",
        stores="providers",
        track_order="Track Trip",
    ),
    "fr": VerticalLabels(
        module_name="Location",
        item="véhicule",
        items="véhicules",
        store="loueur",
        stores="loueurs",
        track_order="Suivre le trajet",
    ),
}
