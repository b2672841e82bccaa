"""What the demo's reviewers are called and say: short, plausible comments in English and in French (each
reviewer writes in their own language), by how many stars they gave."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Reviewer:
    """A demo customer who ordered in the past and reviewed it; nobody signs in as them."""

    f_name: str
    l_name: str
    language: str  # "en" | "fr": the language of their comments

    @property
    def email(self) -> str:
        return f"{self.f_name}.{self.l_name}@reviewers.example".lower().replace("é", "e").replace("è", "e")


REVIEWERS = (
    Reviewer("Amina", "Khan", "en"),
    Reviewer("Léa", "Dubois", "fr"),
    Reviewer("James", "Carter", "en"),
    Reviewer("Hugo", "Lefèvre", "fr"),
    Reviewer("Priya", "Patel", "en"),
    Reviewer("Chloé", "Moreau", "fr"),
    Reviewer("Tom", "Hughes", "en"),
    Reviewer("Inès", "Fontaine", "fr"),
    Reviewer("Grace", "Okafor", "en"),
    Reviewer("Nathan", "Girard", "fr"),
)

# language -> subject kind -> (comments of 1-2 stars, of 3 stars, of 4-5 stars)
WORDS: dict[str, dict[str, tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]] = {
    "en": {
        "store": (
            ("Arrived late and cold.", "Two items were missing from my order.", "Not great this time."),
            ("Fine, nothing special.", "Good selection, slow delivery.", "Okay, packaging could be better."),
            (
                "Fast delivery and everything was well packed.",
                "My go-to shop in the area.",
                "Friendly service, will order again.",
                "Great choice and fair prices.",
                "Always reliable.",
            ),
        ),
        "item": (
            ("Not as described.", "Disappointing quality."),
            ("Decent for the price.", "As expected.", "Good, but a bit small."),
            (
                "Excellent, exactly what I wanted.",
                "Really fresh.",
                "Great value.",
                "Would buy again.",
                "Lovely!",
            ),
        ),
    },
    "fr": {
        "store": (
            ("Livraison en retard et tiède.", "Il manquait deux articles.", "Décevant cette fois-ci."),
            ("Correct, sans plus.", "Bon choix, livraison un peu lente.", "Bien, emballage à revoir."),
            (
                "Livraison rapide, tout était bien emballé.",
                "Ma boutique préférée du quartier.",
                "Service aimable, je recommande.",
                "Large choix et prix honnêtes.",
                "Toujours fiable.",
            ),
        ),
        "item": (
            ("Pas conforme à la description.", "Qualité décevante."),
            ("Correct pour le prix.", "Comme prévu.", "Bien, mais un peu petit."),
            (
                "Excellent, exactement ce que je voulais.",
                "Très frais.",
                "Bon rapport qualité-prix.",
                "Parfait !",
            ),
        ),
    },
}


def comment(language: str, kind: str, rating: int, pick: int) -> str:
    """A comment of `language` on a `kind` (store or item) rated `rating`; `pick` chooses among them."""
    low, middle, high = WORDS[language][kind]
    options = low if rating <= 2 else middle if rating == 3 else high
    return options[pick % len(options)]
